/**
 * The openings the build under test published: the same data and BUILD_DATE as the
 * build, since the same environment runs the tests.
 */
import {jobPagesOn} from '@site/plugins/job-pages';
import {readBuildDate} from '@site/src/config/buildDate';
import {OPENINGS} from '@site/src/data/careers';
import {ROUTES} from '@site/src/data/routes';

export const JOBS = jobPagesOn(OPENINGS, readBuildDate(process.env));

/** Every page the build publishes: the sixteen routes and the open openings' own pages. */
export const PAGES: readonly string[] = [...ROUTES, ...JOBS.routes];
