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
