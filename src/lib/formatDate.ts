/**
 * Formats calendar dates written in front matter (`2025-10-01`) for display.
 * The date is read and formatted in UTC, so a visitor in Los Angeles sees the
 * same calendar day as one in Singapore.
 */
import {toIsoDate} from '@site/src/config/frontMatter';

export type MonthStyle = 'long' | 'short';

export type FormatDateOptions = {
  /** `'long'` gives "October 1, 2025" (the default), `'short'` gives "Oct 1, 2025". */
  month?: MonthStyle;
};

// An unquoted YAML date reaches the browser as UTC midnight in JSON ("2025-10-01T00:00:00.000Z").
const UTC_MIDNIGHT = /T00:00:00(?:\.000)?Z$/;

const FORMATS: Record<MonthStyle, Intl.DateTimeFormat> = {
  long: new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }),
  short: new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }),
};

/**
 * The `YYYY-MM-DD` form of a front-matter date, given as that string, as a
 * UTC-midnight timestamp string or as a Date. Throws a RangeError for anything
 * that is not a real calendar date.
 */
export function isoDateOf(value: string | Date): string {
  const iso = toIsoDate(typeof value === 'string' ? value.replace(UTC_MIDNIGHT, '') : value);
  if (!iso) {
    throw new RangeError(`${JSON.stringify(value)} is not a real date written as YYYY-MM-DD`);
  }
  return iso;
}

/** `formatIsoDate('2025-10-01')` is "October 1, 2025"; with `{month: 'short'}`, "Oct 1, 2025". */
export function formatIsoDate(
  value: string | Date,
  {month = 'long'}: FormatDateOptions = {},
): string {
  return FORMATS[month].format(new Date(`${isoDateOf(value)}T00:00:00Z`));
}
