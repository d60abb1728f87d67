/**
 * The fixture site's build (tests/e2e/fixtureSite.ts), read from disk as builtSite.ts reads the
 * site under test: pinned content, a made-up policy history, BUILD_DATE the day after its first
 * opening closes. A file that reads it calls fixtureSite() in a beforeAll allowed
 * FIXTURE_BUILD_MS: a build of the same inputs is taken at once, a missing or stale one built
 * (a minute or more). npm test builds it in a step before this suite's (scripts/test-all.mjs).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {fixtureBuild, fixtureJobs} from '../e2e/fixtureSite';
import {pageFile} from './builtSite';

export const FIXTURE_BUILD_MS = 300_000;

export async function fixtureSite() {
  const dir = await fixtureBuild();
  /** A file of the build as text; undefined where the build has none. */
  const file = (path: string) =>
    existsSync(join(dir, path)) ? readFileSync(join(dir, path), 'utf8') : undefined;
  const page = (route: string) => cheerio.load(file(pageFile(route)) ?? `no page ${route}`);
  return {dir, jobs: fixtureJobs(), file, page};
}

export type FixtureSite = Awaited<ReturnType<typeof fixtureSite>>;
