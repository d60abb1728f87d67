/**
 * Checks shared by the page data tests. Every failure names the file, the entry
 * and the field, so a writer can fix the copy without reading the test.
 */
import {ICON_NAMES} from '@site/src/components/Page/Icon';

const UNFINISHED = /\b(lorem|ipsum|todo|tbd|placeholder|xxx)\b/i;

/** "testimonials.ts: entry 3 (Mei L.)" */
export function entryName(file: string, position: number, label?: unknown): string {
  const named = typeof label === 'string' && label.trim() ? ` (${label})` : '';
  return `${file}: entry ${position}${named}`;
}

/** The entries with their 1-based position, for `it.each(...)('$title', ...)`. */
export function numbered<T extends object>(list: readonly T[]): (T & {position: number})[] {
  return list.map((entry, index) => ({...entry, position: index + 1}));
}

type TextRules = {
  /** Longest allowed length in characters. */
  max?: number;
  /** Shortest allowed length in characters. */
  min?: number;
};

export function expectText(
  where: string,
  entry: object,
  field: string,
  {max, min = 2}: TextRules = {},
): void {
  const value = (entry as Record<string, unknown>)[field];
  expect(typeof value, `${where} has no ${field} (it must be text)`).toBe('string');
  const text = (value as string).trim();
  expect(text.length, `${where} has an empty or too short ${field}`).toBeGreaterThanOrEqual(min);
  expect(text, `${where}: ${field} has spaces at its start or end`).toBe(value);
  expect(text, `${where}: ${field} still holds unfinished text`).not.toMatch(UNFINISHED);
  if (max !== undefined) {
    expect(
      text.length,
      `${where}: ${field} is ${text.length} characters long; keep it to ${max}`,
    ).toBeLessThanOrEqual(max);
  }
}

/** A decorative icon, named from the list in src/components/Page/Icon. */
export function expectIcon(where: string, entry: object): void {
  const icon = (entry as Record<string, unknown>).icon;
  expect(typeof icon, `${where} has no icon (give it an icon name)`).toBe('string');
  expect(
    ICON_NAMES as readonly unknown[],
    `${where}: icon "${String(icon)}" is not one of the names in src/components/Page/Icon`,
  ).toContain(icon);
}

export function expectCount(
  file: string,
  listName: string,
  list: readonly unknown[],
  count: number,
) {
  expect(
    list.length,
    `${file}: ${listName} has ${list.length} entries, but the page needs exactly ${count}`,
  ).toBe(count);
}

export function expectCountBetween(
  file: string,
  listName: string,
  list: readonly unknown[],
  [min, max]: [number, number],
) {
  const message = `${file}: ${listName} has ${list.length} entries; keep between ${min} and ${max}`;
  expect(list.length, message).toBeGreaterThanOrEqual(min);
  expect(list.length, message).toBeLessThanOrEqual(max);
}

export function expectUnique<T extends object>(file: string, list: readonly T[], field: keyof T) {
  const seen = new Set<unknown>();
  list.forEach((entry, index) => {
    const value = entry[field];
    expect(
      seen.has(value),
      `${file}: entry ${index + 1} repeats the ${String(field)} "${String(value)}"`,
    ).toBe(false);
    seen.add(value);
  });
}

/** The titles in order, e.g. the spec's exact card names. */
export function expectTitles(file: string, list: readonly {title: string}[], titles: string[]) {
  expect(
    list.map((entry) => entry.title),
    `${file}: the titles must be exactly ${titles.join(', ')}, in that order`,
  ).toEqual(titles);
}

type CardRules = {description: TextRules; title?: TextRules};

/** A card entry: a decorative icon, a title and a description. */
export function expectCard(where: string, entry: object, rules: CardRules): void {
  expectIcon(where, entry);
  expectText(where, entry, 'title', rules.title);
  expectText(where, entry, 'description', rules.description);
}

/** A quote with the freelancer's name and country (src/data/testimonials.ts' Testimonial). */
export function expectTestimonial(where: string, entry: object, quote: TextRules): void {
  expectText(where, entry, 'name', {max: 30});
  expectText(where, entry, 'country', {max: 40});
  expectText(where, entry, 'quote', quote);
  expect(
    (entry as {quote: string}).quote,
    `${where}: quote must not include its own quotation marks`,
  ).not.toMatch(/^["“]|["”]$/);
}
