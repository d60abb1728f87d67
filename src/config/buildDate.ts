/**
 * The day the build counts as today: the job openings still open on it are built, the
 * others are left out (src/lib/openings.ts). BUILD_DATE=YYYY-MM-DD sets it, so a test
 * can build the site as it will be on a given day; unset, it is today in Singapore.
 */
import {toIsoDate} from '../lib/formatDate';
import {calendarDay} from '../lib/openings';
import {SiteConfigError} from './site';

export function readBuildDate(
  env: Record<string, string | undefined>,
  now: Date = new Date(),
): string {
  const value = env.BUILD_DATE?.trim() ?? '';
  if (value === '') return calendarDay(now);
  if (toIsoDate(value) !== value) {
    throw new SiteConfigError(
      'BUILD_DATE',
      value,
      'a real date written YYYY-MM-DD, such as 2027-01-31',
    );
  }
  return value;
}
