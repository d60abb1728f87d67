/**
 * Which job openings a build publishes. Decided once, at build time, from the build's
 * calendar day: a page deciding with the visitor's clock would render one list on the
 * server and another in the browser. Until the next day's build (.github/workflows/daily.yml),
 * an opening's page built while it was open says it has closed once hydrated (hasClosed).
 *
 * Dates are calendar days written YYYY-MM-DD. An opening takes applications through the
 * whole of its `validThrough` day in Singapore, where the company is.
 */

/** The company's time zone: UTC+8 all year (Singapore keeps no daylight saving time). */
export const CLOSING_TIME_ZONE = {name: 'Asia/Singapore', offset: '+08:00'} as const;

/** The build warns about an opening this many days before it closes. */
export const CLOSING_SOON_DAYS = 30;

/** schema.org's employment types, as search engines read them; freelance work is CONTRACTOR. */
export const EMPLOYMENT_TYPES = [
  'CONTRACTOR',
  'PART_TIME',
  'FULL_TIME',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The plugin that builds the openings' pages (plugins/job-pages). */
export const JOB_PAGES_PLUGIN = 'job-pages';

/** What plugins/job-pages hands the pages as its global data: the openings it built a page for. */
export type JobPagesData = {openSlugs: string[]};

/** What the build needs to know of an opening. */
export type DatedOpening = {slug: string; validThrough: string};

export type JobBoard<T extends DatedOpening> = {
  /** Still taking applications: listed, with a page of their own. */
  open: T[];
  /** Past their closing day: neither listed nor built. */
  expired: T[];
  /** Open, but closing within CLOSING_SOON_DAYS. */
  closingSoon: T[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The calendar day, YYYY-MM-DD, that `moment` falls on in `timeZone`. */
export function calendarDay(moment: Date, timeZone: string = CLOSING_TIME_ZONE.name): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The last moment an opening takes applications, as ISO 8601 with the company's offset. */
export function closingMoment(validThrough: string): string {
  return `${validThrough}T23:59:59${CLOSING_TIME_ZONE.offset}`;
}

/**
 * Whether an opening has stopped taking applications at `now` (ms since the epoch): past its
 * closing moment. A page built before that moment asks it in the browser, after hydration.
 */
export function hasClosed(validThrough: string, now: number): boolean {
  return now > Date.parse(closingMoment(validThrough));
}

/** The openings of `today` (YYYY-MM-DD), each as open or expired, in the order given. */
export function jobBoard<T extends DatedOpening>(
  openings: readonly T[],
  today: string,
): JobBoard<T> {
  const open = openings.filter((opening) => daysBetween(today, opening.validThrough) >= 0);
  return {
    open,
    expired: openings.filter((opening) => !open.includes(opening)),
    closingSoon: open.filter(
      (opening) => daysBetween(today, opening.validThrough) <= CLOSING_SOON_DAYS,
    ),
  };
}

/** `/employment/<slug>`: an opening's own page. */
export function openingPath(slug: string): string {
  return `/employment/${slug}`;
}
