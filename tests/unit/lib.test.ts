// Small pure modules: mail links, dates and the build's day, the shuffle bag, the job board.
import {readBuildDate} from '@site/src/config/buildDate';
import {SiteConfigError} from '@site/src/config/site';
import {formatDate} from '@site/src/i18n/formatDate';
import {isoDateOf} from '@site/src/lib/formatDate';
import {mailtoHref} from '@site/src/lib/mailto';
import {
  calendarDay,
  closingMoment,
  daysBetween,
  jobBoard,
  openingPath,
} from '@site/src/lib/openings';
import {createShuffleBag} from '@site/src/lib/shuffleBag';
import {seededRandom} from './seededRandom';

it('writes mail links: bare, the subject and body encoded, each line break as CRLF (RFC 6068)', () => {
  const to = 'careers@example.com';
  expect(mailtoHref(to)).toBe(`mailto:${to}`);
  expect(mailtoHref(to, 'Application: NFT & Digital Artist')).toBe(
    `mailto:${to}?subject=Application%3A%20NFT%20%26%20Digital%20Artist`,
  );
  expect(mailtoHref(to, 'Hi', 'Line one\nLine two?')).toBe(
    `mailto:${to}?subject=Hi&body=Line%20one%0D%0ALine%20two%3F`,
  );
  expect(mailtoHref(to, undefined, 'Hello')).toBe(`mailto:${to}?body=Hello`);
});

it('counts as the build’s day today in Singapore when BUILD_DATE is unset, else BUILD_DATE, which must be a real date', () => {
  expect(readBuildDate({}, new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-26');
  expect(readBuildDate({BUILD_DATE: ' '}, new Date('2026-11-25T09:00:00Z'))).toBe('2026-11-25');
  expect(readBuildDate({BUILD_DATE: '2028-02-01'})).toBe('2028-02-01');

  for (const value of ['2028-02-30', '01/02/2028', 'tomorrow']) {
    expect(() => readBuildDate({BUILD_DATE: value})).toThrow(SiteConfigError);
    expect(() => readBuildDate({BUILD_DATE: value})).toThrow(
      `Site config: BUILD_DATE is ${JSON.stringify(value)}, but it must be a real date written YYYY-MM-DD, such as 2027-01-31.`,
    );
  }
});

it('shows a front-matter date as the same calendar date in every time zone, months named as Intl does for en-US', () => {
  const zone = process.env.TZ;
  try {
    for (const TZ of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Singapore']) {
      process.env.TZ = TZ;
      expect(formatDate('2025-10-01'), TZ).toBe('October 1, 2025');
      expect(formatDate('2025-08-25', {month: 'short'}), TZ).toBe('Aug 25, 2025');
      // A YAML date: a Date, or UTC midnight in JSON.
      expect(isoDateOf(new Date(Date.UTC(2025, 0, 1))), TZ).toBe('2025-01-01');
      expect(isoDateOf('2025-10-01T00:00:00.000Z'), TZ).toBe('2025-10-01');
    }
  } finally {
    process.env.TZ = zone;
  }
  for (const month of ['long', 'short'] as const) {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month,
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let index = 1; index <= 12; index += 1) {
      const iso = `2025-${String(index).padStart(2, '0')}-${String(index + 8).padStart(2, '0')}`;
      expect(formatDate(iso, {month})).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  }
});

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const drawn = <T>(items: readonly T[], cycles: number, seed: number) => {
  const bag = createShuffleBag(items, seededRandom(seed));
  return Array.from({length: cycles}, () => items.map(() => bag.next()));
};

it('a shuffle bag draws every item once a cycle, never the last again first, equal values apart', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    const cycles = drawn(ITEMS, 200, seed);
    cycles.forEach((cycle, index) => {
      expect(cycle[0], `seed ${seed}, cycle ${index + 1}`).not.toBe(cycles[index - 1]?.at(-1));
      expect([...cycle].sort()).toEqual(ITEMS);
    });
  }
  const twoItems = drawn(['x', 'y'], 50, 3).flat();
  twoItems.forEach((draw, index) => expect(draw).not.toBe(twoItems[index - 1]));
  for (const cycle of drawn(['same', 'same', 'other'], 10, 4))
    expect(cycle.sort()).toEqual(['other', 'same', 'same']);
  expect(drawn(['only'], 2, 6).flat()).toEqual(['only', 'only']);
});

it('a shuffle bag shuffles: cycles differ, and every item gets to open a cycle', () => {
  const cycles = drawn(ITEMS, 200, 5).map((cycle) => cycle.join(''));
  expect(new Set(cycles).size).toBeGreaterThan(150);
  expect(new Set(cycles.map((order) => order[0])).size).toBe(ITEMS.length);
});

it('a shuffle bag copes with a random source that returns 1, and refuses an empty list', () => {
  const bag = createShuffleBag(ITEMS, () => 1);
  expect(ITEMS.map(() => bag.next()).sort()).toEqual(ITEMS);
  expect(() => createShuffleBag([], Math.random)).toThrow(/at least one item/);
});

const slugs = (openings: {slug: string}[]) => openings.map(({slug}) => slug);
const openings = Object.entries({
  ...{
    translator: '2028-06-30',
    designer: '2028-02-01',
    writer: '2028-01-31',
    editor: '2028-03-02',
  },
}).map(([slug, validThrough]) => ({slug, validThrough}));

it('the job board keeps an opening open through its closing day, in order, naming those closing within 30 days, the 30th included', () => {
  expect(slugs(jobBoard(openings, '2028-01-31').open)).toEqual(slugs(openings));
  const {open, expired, closingSoon} = jobBoard(openings, '2028-02-01');
  expect([open, expired, closingSoon].map(slugs)).toEqual([
    ['translator', 'designer', 'editor'],
    ['writer'],
    ['designer', 'editor'],
  ]);
  // From 2028-01-01 the writer's closing day is 30 days ahead, the designer's 31.
  expect(slugs(jobBoard(openings, '2028-01-01').closingSoon)).toEqual(['writer']);
});

it('openings count calendar days in Singapore, closes at the end of the day there, pages under /employment', () => {
  const between = [
    ['2028-02-28', '2028-03-01'],
    ['2028-03-01', '2028-02-28'],
    ['2026-11-25', '2026-11-25'],
  ];
  expect(between.map(([from, to]) => daysBetween(from, to))).toEqual([2, -2, 0]);
  expect(calendarDay(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
  expect(calendarDay(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
  expect(calendarDay(new Date('2026-11-25T16:00:00Z'), 'UTC')).toBe('2026-11-25');
  expect(closingMoment('2028-06-30')).toBe('2028-06-30T23:59:59+08:00');
  expect(openingPath('graphic-designer')).toBe('/employment/graphic-designer');
});
