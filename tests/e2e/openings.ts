// The openings the build under test published: the same data and BUILD_DATE as the build.
import {jobPagesOn} from '@site/plugins/job-pages';
import {readBuildDate} from '@site/src/config/buildDate';
import careersJson from '@site/src/data/content/careers.json';
import type {CareersData} from '@site/src/data/schemas/careers';
import {ROUTES} from '@site/src/data/routes';

export const JOBS = jobPagesOn((careersJson as CareersData).openings, readBuildDate(process.env));

/** Every page the build publishes: the sixteen routes and the open openings' own pages. */
export const PAGES: readonly string[] = [...ROUTES, ...JOBS.routes];

/** What a per-page matrix visits: the routes and one opening's page (all ten share one component). */
export const ROUTES_AND_ONE_OPENING: readonly string[] = [...ROUTES, ...JOBS.routes.slice(0, 1)];
