/**
 * The openings the build under test published: the same data and BUILD_DATE as the
 * build, since the same environment runs the tests.
 */
import {jobPagesOn} from '@site/plugins/job-pages';
import {readBuildDate} from '@site/src/config/buildDate';
import careersJson from '@site/src/data/content/careers.json';
import type {CareersData} from '@site/src/data/schemas/careers';
import {ROUTES} from '@site/src/data/routes';

const OPENINGS = (careersJson as CareersData).openings;

export const JOBS = jobPagesOn(OPENINGS, readBuildDate(process.env));

/** Every page the build publishes: the sixteen routes and the open openings' own pages. */
export const PAGES: readonly string[] = [...ROUTES, ...JOBS.routes];

/**
 * The pages a per-page matrix visits (axe, layout, focus rings, screenshots, CSP violations,
 * the pseudo-locales): the sixteen routes and one opening's page. Every opening's page is drawn by
 * the same component from the same kind of entry, so one stands for all, as in the engines
 * suite (tests/engines/pages.ts); job-pages.spec.ts checks each opening's own content.
 */
export const ROUTES_AND_ONE_OPENING: readonly string[] = [...ROUTES, ...JOBS.routes.slice(0, 1)];
