import {
  calendarDay,
  closingMoment,
  daysBetween,
  jobBoard,
  openingPath,
} from '@site/src/lib/openings';

const opening = (slug: string, validThrough: string) => ({slug, validThrough});

describe('given the openings on the day the site is built', () => {
  const openings = [
    opening('translator', '2028-06-30'),
    opening('designer', '2028-02-01'),
    opening('writer', '2028-01-31'),
    opening('editor', '2028-03-02'),
  ];

  it('keeps an opening open through its whole closing day', () => {
    expect(jobBoard(openings, '2028-01-31').open.map(({slug}) => slug)).toEqual([
      'translator',
      'designer',
      'writer',
      'editor',
    ]);
  });

  it('leaves out an opening from the day after it closes, keeping the order of the rest', () => {
    const board = jobBoard(openings, '2028-02-01');
    expect(board.open.map(({slug}) => slug)).toEqual(['translator', 'designer', 'editor']);
    expect(board.expired.map(({slug}) => slug)).toEqual(['writer']);
  });

  it('names the open ones that close within 30 days, the closing day and the 30th included', () => {
    const board = jobBoard(openings, '2028-02-01');
    expect(board.closingSoon.map(({slug}) => slug)).toEqual(['designer', 'editor']);
    // From 2028-01-01 the writer's closing day is 30 days ahead, the designer's 31.
    expect(jobBoard(openings, '2028-01-01').closingSoon.map(({slug}) => slug)).toEqual(['writer']);
  });

  it('has nothing open once every opening has closed', () => {
    const board = jobBoard(openings, '2029-01-01');
    expect(board.open).toEqual([]);
    expect(board.expired).toHaveLength(4);
    expect(board.closingSoon).toEqual([]);
  });
});

describe('given calendar days', () => {
  it('counts whole days between them, across a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2028-03-01', '2028-02-28')).toBe(-2);
    expect(daysBetween('2026-11-25', '2026-11-25')).toBe(0);
  });

  it('reads the day in Singapore, which is a day ahead of UTC from 16:00 UTC', () => {
    expect(calendarDay(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(calendarDay(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(calendarDay(new Date('2026-11-25T16:00:00Z'), 'UTC')).toBe('2026-11-25');
  });

  it('closes an opening at the end of its day, Singapore time', () => {
    expect(closingMoment('2028-06-30')).toBe('2028-06-30T23:59:59+08:00');
  });

  it('gives each opening its page under /employment', () => {
    expect(openingPath('graphic-designer')).toBe('/employment/graphic-designer');
  });
});
