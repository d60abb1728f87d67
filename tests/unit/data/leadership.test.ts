import {linkProblem} from '@site/src/config/site';
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

/** A person's own Telegram address: https://t.me/ and a username of 5 to 32 letters, digits or _. */
const TELEGRAM_LINK = /^https:\/\/t\.me\/[A-Za-z0-9_]{5,32}$/;

/** "leadership.ts: Daniel Okafor's telegram is "t.me/x", but it must be ..." */
function expectTelegram(name: string, telegram: unknown): void {
  const what = `${FILE}: ${name}'s telegram is ${JSON.stringify(telegram)}, but it must be`;
  expect(typeof telegram, `${what} a link (text), or be left out`).toBe('string');
  const problem = linkProblem(telegram as string);
  expect(problem, `${what} ${problem}`).toBeNull();
  expect(telegram, `${what} a Telegram link such as https://t.me/your_username`).toMatch(
    TELEGRAM_LINK,
  );
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
    if (entry.telegram !== undefined) expectTelegram(entry.name, entry.telegram);
  });

  it('names each leader once', () => {
    expectUnique(FILE, TEAM, 'name');
  });

  it('gives exactly one card a Telegram link', () => {
    const withTelegram = TEAM.filter((member) => member.telegram).map((member) => member.name);
    expect(
      withTelegram,
      `${FILE}: exactly one entry must have a telegram link (now: ${withTelegram.join(', ') || 'none'})`,
    ).toHaveLength(1);
  });
});

describe('given a malformed Telegram link', () => {
  it.each([
    ['not a URL', 't.me/danielokafor', 'an absolute URL'],
    ['not a web link', 'tg://resolve?domain=danielokafor', 'an http(s) URL'],
    ['plain http', 'http://t.me/danielokafor', 'a Telegram link'],
    ['another site', 'https://telegram.example/danielokafor', 'a Telegram link'],
    ['no username', 'https://t.me/', 'a Telegram link'],
    ['a boolean', true, 'a link (text)'],
  ])('fails on %s, naming the file, the person and the field', (_, telegram, expected) => {
    expect(() => expectTelegram('Daniel Okafor', telegram)).toThrow(
      `leadership.ts: Daniel Okafor's telegram is ${JSON.stringify(telegram)}, but it must be ${expected}`,
    );
  });
});
