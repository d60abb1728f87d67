import {formatDate} from '@site/src/i18n/formatDate';
import {isoDateOf, toIsoDate} from '@site/src/lib/formatDate';

describe('given a date written in front matter', () => {
  it('reads an unquoted YAML date, which arrives as a Date or as UTC midnight in JSON', () => {
    expect(isoDateOf(new Date(Date.UTC(2025, 9, 1)))).toBe('2025-10-01');
    expect(isoDateOf('2025-10-01T00:00:00.000Z')).toBe('2025-10-01');
  });

  it.each(['2025-02-30', 'October 1', '2025-10-1', '2025-10-01T09:30:00Z', ''])(
    'rejects %j with a RangeError that quotes it',
    (value) => {
      expect(() => isoDateOf(value)).toThrow(RangeError);
      expect(() => isoDateOf(value)).toThrow(JSON.stringify(value));
    },
  );
});

describe('given a visitor in another time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Singapore'])(
    'shows the same calendar date in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      expect(formatDate('2025-10-01')).toBe('October 1, 2025');
      expect(formatDate('2025-08-25', {month: 'short'})).toBe('Aug 25, 2025');
      expect(isoDateOf(new Date(Date.UTC(2025, 0, 1)))).toBe('2025-01-01');
    },
  );
});

describe('given toIsoDate', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', null],
    ['2025-02-30', null],
    ['October 1', null],
  ])('reads %j as %j', (value, expected) => {
    expect(toIsoDate(value)).toBe(expected);
  });
});

describe('given every month of a year in English', () => {
  const formatter = (month: 'long' | 'short') =>
    new Intl.DateTimeFormat('en-US', {year: 'numeric', month, day: 'numeric', timeZone: 'UTC'});

  it.each(['long', 'short'] as const)(
    'writes the %s month name as Intl does for en-US',
    (month) => {
      for (let index = 0; index < 12; index += 1) {
        const iso = `2025-${String(index + 1).padStart(2, '0')}-${String(index + 9).padStart(2, '0')}`;
        expect(formatDate(iso, {month})).toBe(
          formatter(month).format(new Date(`${iso}T00:00:00Z`)),
        );
      }
    },
  );
});
