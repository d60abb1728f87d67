import {LEADERSHIP_PHILOSOPHY, TEAM} from '@site/src/data/leadership';
import {describeCards, expectSentences, itemName} from './cardChecks';
import {expectCount, expectText, expectUnique, numbered} from './pageDataChecks';

const FILE = 'leadership.ts';

describeCards(FILE, 'LEADERSHIP_PHILOSOPHY', 'philosophy item', LEADERSHIP_PHILOSOPHY, 4);

/** "Mei Lin Chua" → "MC": first and last name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

describe('given the leadership team', () => {
  it('holds exactly seven team cards', () => {
    expectCount(FILE, 'TEAM', TEAM, 7);
  });

  it.each(numbered(TEAM))('$name', (entry) => {
    const where = itemName(FILE, 'entry', entry.position, entry.name);
    expectText(where, entry, 'name', {max: 40});
    expectText(where, entry, 'title', {max: 60});
    expectText(where, entry, 'description', {min: 80, max: 320});
    expectSentences(where, entry.description, 'description', 2);
    expectText(where, entry, 'imageText', {max: 3});
    expect(
      entry.imageText,
      `${where}: imageText "${entry.imageText}" should be the initials "${initialsOf(entry.name)}"`,
    ).toBe(initialsOf(entry.name));
    expect(
      entry.telegram === undefined || typeof entry.telegram === 'boolean',
      `${where}: telegram must be true or left out`,
    ).toBe(true);
  });

  it('names each leader once', () => {
    expectUnique(FILE, TEAM, 'name');
  });

  it('gives exactly one card the Telegram link', () => {
    const withTelegram = TEAM.filter((member) => member.telegram).map((member) => member.name);
    expect(
      withTelegram,
      `${FILE}: exactly one entry must have telegram: true (now: ${withTelegram.join(', ') || 'none'})`,
    ).toHaveLength(1);
  });
});
