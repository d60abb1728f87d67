/**
 * Checks for the lists of cards ({icon, title, description}) on the work and trust
 * pages, built on the shared page data checks. Failures read like
 * "careers.ts: benefit 3 (Work From Anywhere) has no description".
 */
import {expectCount, expectIcon, expectText, expectUnique, numbered} from './pageDataChecks';

/** "careers.ts: opening 3 (Video Editor)" */
export function itemName(file: string, kind: string, position: number, label?: unknown): string {
  const named = typeof label === 'string' && label.trim() ? ` (${label})` : '';
  return `${file}: ${kind} ${position}${named}`;
}

/** Sentences end in . ! or ? followed by a space or the end of the text. */
export function sentenceCount(text: string): number {
  return text.trim().match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

export function expectSentences(where: string, text: string, field: string, count: number): void {
  expect(
    sentenceCount(text),
    `${where}: ${field} should be ${count} sentence${count === 1 ? '' : 's'}`,
  ).toBe(count);
}

type Card = {icon?: string; title: string; description: unknown};

/**
 * One describe block for a list of cards: the exact count the page needs, then every
 * card's icon, title and description, and no title twice.
 */
export function describeCards(
  file: string,
  listName: string,
  kind: string,
  list: readonly Card[],
  count: number,
): void {
  describe(`given ${listName} in ${file}`, () => {
    it(`holds exactly ${count} ${kind} cards`, () => {
      expectCount(file, listName, list, count);
    });

    it.each(numbered(list))('$title', (entry) => {
      const where = itemName(file, kind, entry.position, entry.title);
      expectIcon(where, entry);
      expectText(where, entry, 'title', {max: 60});
      expectText(where, entry, 'description', {min: 40, max: 260});
    });

    it(`names each ${kind} once`, () => {
      expectUnique(file, list, 'title');
    });
  });
}
