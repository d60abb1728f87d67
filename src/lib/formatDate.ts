/**
 * Calendar dates as written in front matter and data (`2025-10-01`): read and
 * formatted in UTC, so a visitor in Los Angeles sees the same calendar day as
 * one in Singapore, and the server renders the same text the browser does.
 */

export type MonthStyle = 'long' | 'short';

/**
 * A language's words for dates, from its translations (src/i18n/formatDate.ts): the
 * months' names, long and short, and where the day, month and year go.
 */
export type DateWords = {
  months: readonly string[];
  shortMonths: readonly string[];
  /** "{month} {day}, {year}" in English. */
  pattern: string;
};

export type FormatDateOptions = {
  /** `'long'` gives "October 1, 2025" (the default), `'short'` gives "Oct 1, 2025". */
  month?: MonthStyle;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// An unquoted YAML date reaches the browser as UTC midnight in JSON ("2025-10-01T00:00:00.000Z").
const UTC_MIDNIGHT = /T00:00:00(?:\.000)?Z$/;

/** Front matter dates arrive as strings or, when unquoted in YAML, as Date objects. */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects dates such as 2025-02-30 that Date would silently roll over.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

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

/**
 * A date in a language's `words`, which src/i18n/formatDate.ts reads from its translations.
 * Not Intl.DateTimeFormat: the first Intl formatter a page creates loads the locale's data,
 * which cost 60-70 ms of a throttled phone's hydration on the policies, and the server (Node's
 * ICU) and the browser (its own ICU) could write a date differently and break hydration.
 */
export function formatDateInWords(
  words: DateWords,
  value: string | Date,
  {month = 'long'}: FormatDateOptions = {},
): string {
  const [year, monthNumber, day] = isoDateOf(value).split('-').map(Number);
  const names = month === 'short' ? words.shortMonths : words.months;
  const parts: Record<string, string> = {
    month: names[monthNumber - 1],
    day: String(day),
    year: String(year),
  };
  return words.pattern.replace(/\{(month|day|year)\}/g, (_, part: string) => parts[part]);
}
