/**
 * A copy of this site built as it will be on the day after its first opening closes,
 * with the openings declared real (openingsAreIllustrative set to false in the copy
 * only), for job-expiry.spec.ts: one build shows both an expired opening and the
 * JobPosting markup the real openings will carry.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {jobPagesOn, type JobPages} from '@site/plugins/job-pages';
import careersJson from '@site/src/data/content/careers.json';
import type {CareersData} from '@site/src/data/schemas/careers';
import {buildSite, copySite, serveBuild, type ServedSite} from './siteCopy';

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

export type JobsFixture = ServedSite & {
  /** What the build printed. */
  output: string;
};

const FLAG = /"openingsAreIllustrative": true/;

function declareOpeningsReal(dir: string): void {
  const file = join(dir, 'src/data/content/careers.json');
  const source = readFileSync(file, 'utf8');
  if (!FLAG.test(source)) throw new Error(`${file} does not declare openingsAreIllustrative: true`);
  writeFileSync(file, source.replace(FLAG, '"openingsAreIllustrative": false'));
}

/** Builds the fixture site (about a minute on a busy machine) and serves it on 127.0.0.1. */
export async function startJobsFixture(): Promise<JobsFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'job-pages-site-'));
  const remove = () => rmSync(dir, {recursive: true, force: true});
  let output: string;
  try {
    copySite(dir, (file) => file.startsWith('tests/') || file.startsWith('docs/'));
    declareOpeningsReal(dir);
    // The copy is no git repository, so it has no policy history to require (CI requires it).
    output = buildSite(dir, {BUILD_DATE: FIXTURE_DATE, POLICY_HISTORY: ''});
  } catch (error) {
    remove();
    throw error;
  }
  return {...(await serveBuild(join(dir, 'build'), remove)), output};
}
