/** The pages the engines visit: the sixteen routes and one opening's own page. */
import {ROUTES} from '@site/src/data/routes';
import {JOBS} from '../e2e/openings';

export const PAGES_UNDER_TEST: readonly string[] = [...ROUTES, JOBS.routes[0]];

/** A phone of each size and a laptop, as the Playwright layout test has them. */
export const WIDTHS = [
  {width: 320, height: 568},
  {width: 390, height: 844},
  {width: 1280, height: 800},
] as const;
