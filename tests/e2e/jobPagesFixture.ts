/**
 * The fixture site (fixtureSite.ts) is built as this site will be on the day after its
 * first opening closes, with the openings declared real (openingsAreIllustrative set to
 * false in the copy only), for job-expiry.spec.ts: one build shows both an expired opening
 * and the JobPosting markup the real openings will carry.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {jobPagesOn, type JobPages} from '@site/plugins/job-pages';
import careersJson from '@site/src/data/content/careers.json';
import type {CareersData} from '@site/src/data/schemas/careers';

const OPENINGS = (careersJson as CareersData).openings;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day after the first closing day among the shipped openings. */
export const FIXTURE_DATE = new Date(
  Math.min(...OPENINGS.map(({validThrough}) => Date.parse(`${validThrough}T00:00:00Z`))) + DAY_MS,
)
  .toISOString()
  .slice(0, 10);

/** The openings as the fixture's build sees them. */
export const FIXTURE_JOBS: JobPages = jobPagesOn(OPENINGS, FIXTURE_DATE);

/** Sets openingsAreIllustrative to false in the copy of the site in `dir` (the owner may have already). */
export function declareOpeningsReal(dir: string): void {
  const file = join(dir, 'src/data/content/careers.json');
  const careers = JSON.parse(readFileSync(file, 'utf8')) as CareersData;
  writeFileSync(file, `${JSON.stringify({...careers, openingsAreIllustrative: false}, null, 2)}\n`);
}
