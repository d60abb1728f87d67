// The fixture site's build (tests/e2e/fixtureSite.ts) read as builtSite.ts reads the site under
// test; fixtureSite() builds it when missing or stale (npm test builds it in an earlier step).
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
