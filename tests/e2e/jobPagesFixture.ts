/**
 * The fixture site (fixtureSite.ts) is built as this site will be on the day after its
 * first opening closes, with the openings declared real (openingsAreIllustrative set to
 * false in the copy only), for job-expiry.spec.ts: one build shows both an expired opening
 * and the JobPosting markup the real openings will carry.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {jobPagesOn, type JobPages} from '@site/plugins/job-pages';
import type {CareersData} from '@site/src/data/schemas/careers';

const DAY_MS = 24 * 60 * 60 * 1000;

const careersFile = (dir: string) => join(dir, 'src/data/content/careers.json');
const readCareers = (dir: string) =>
  JSON.parse(readFileSync(careersFile(dir), 'utf8')) as CareersData;

/** The openings of the copy of the site in `dir`, as its build sees them on the day after the first closes. */
export function jobsOnDayAfterFirstCloses(dir: string): JobPages {
  const {openings} = readCareers(dir);
  const firstClose = Math.min(
    ...openings.map(({validThrough}) => Date.parse(`${validThrough}T00:00:00Z`)),
  );
  return jobPagesOn(openings, new Date(firstClose + DAY_MS).toISOString().slice(0, 10));
}

/** Sets openingsAreIllustrative to false in the copy of the site in `dir` (the owner may have already). */
export function declareOpeningsReal(dir: string): void {
  const careers = readCareers(dir);
  writeFileSync(
    careersFile(dir),
    `${JSON.stringify({...careers, openingsAreIllustrative: false}, null, 2)}\n`,
  );
}
