/**
 * The one site a browser run builds besides the one under test: a copy of this site with
 * - legal texts that have a made-up history of several versions (policyHistoryFixture.ts),
 *   for "What changed" (policy-history.spec.ts);
 * - the day after its first opening closes as the build's day, and the openings declared
 *   real (jobPagesFixture.ts), for an expired opening and the JobPosting markup
 *   (job-expiry.spec.ts);
 * - the editor at /admin/ set up for GitHub, as production builds it (editor-github.spec.ts).
 *
 * The first test that needs it builds it, with the bundler's persistent cache; tests in other
 * workers wait for that build (a lock folder) and serve the same one. It is built in
 * test-results/fixture-site/ (ignored by git and every checker) and stays there: a later run in
 * this work tree whose inputs (the copied files, the fixtures' sources, the build's settings)
 * hash the same serves it again without building; a clean clone builds it.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ThrowawayRepo} from '../support/throwawayRepo';
import {declareOpeningsReal, FIXTURE_DATE} from './jobPagesFixture';
import {writeHistory} from './policyHistoryFixture';
import {buildSite, copySite, serveBuild, siteFiles, type ServedSite} from './siteCopy';

const ROOT = join(__dirname, '../..');
const HOME = join(ROOT, 'test-results/fixture-site');
/** The copy, a git repository, and its build in `build/`. */
export const FIXTURE_SITE_DIR = join(HOME, 'site');
const LOCK = join(HOME, 'lock');
/** The hash of the inputs the build in FIXTURE_SITE_DIR was made from. */
const STAMP = join(HOME, 'built-from');

/** The copy leaves out the legal texts (it writes its own) and what no build reads (functions/ is served from here). */
const leftOut = (file: string) => /^(legal|tests|docs|functions)\//.test(file);

const BUILD_ENV = {
  BUILD_DATE: FIXTURE_DATE,
  POLICY_HISTORY: 'required',
  // As production builds it: the editor at /admin/ set up for GitHub.
  CMS_GITHUB_REPO: 'talentlane/website',
};

/** What the copy is made from, the fixtures included, as one hash. */
function inputsHash(): string {
  const hash = createHash('sha256').update(JSON.stringify({BUILD_ENV, node: process.version}));
  const fixtures = [
    'tests/e2e/fixtureSite.ts',
    'tests/e2e/jobPagesFixture.ts',
    'tests/e2e/policyHistoryFixture.ts',
    'tests/e2e/siteCopy.ts',
    'tests/support/throwawayRepo.ts',
  ];
  for (const file of [...siteFiles(leftOut), ...fixtures]) {
    hash.update(`\0${file}\0`).update(readFileSync(join(ROOT, file)));
  }
  return hash.digest('hex');
}

/** Makes the copy anew in FIXTURE_SITE_DIR: the site as one commit, then the policies' history. */
function makeCopy(): void {
  const repo = ThrowawayRepo.createAt(FIXTURE_SITE_DIR);
  copySite(repo.dir, leftOut);
  declareOpeningsReal(repo.dir);
  // The copy borrows this work tree's node_modules through a link, which is no part of it.
  writeFileSync(join(repo.dir, '.git/info/exclude'), 'node_modules\n');
  repo.commit('The site without its legal texts', '2024-09-01T10:00:00+08:00');
  writeHistory(repo);
}

/** The process holding the lock is still running (a lock just taken has no pid yet). */
function lockHeld(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
  } catch {
    return existsSync(LOCK);
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` holding the lock, after any other worker or run holding it is done. No limit of
 * its own: the test's hook timeout is the limit.
 */
async function withLock(work: () => void): Promise<void> {
  mkdirSync(HOME, {recursive: true});
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that was stopped while building leaves its lock behind.
      if (!lockHeld()) rmSync(LOCK, {recursive: true, force: true});
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  writeFileSync(join(LOCK, 'pid'), String(process.pid));
  try {
    work();
  } finally {
    rmSync(LOCK, {recursive: true, force: true});
  }
}

/**
 * The fixture site's build folder, built now unless a build of the same inputs is there.
 * About 20 s with the bundler's cache warm, a minute or more cold on a busy machine.
 */
export async function fixtureBuild(): Promise<string> {
  await withLock(() => {
    const inputs = inputsHash();
    const built = existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputs;
    if (built && existsSync(join(FIXTURE_SITE_DIR, 'build/index.html'))) return;
    rmSync(STAMP, {force: true});
    makeCopy();
    buildSite(FIXTURE_SITE_DIR, BUILD_ENV);
    writeFileSync(STAMP, inputs);
  });
  return join(FIXTURE_SITE_DIR, 'build');
}

/** The fixture site's build, served on 127.0.0.1 as the real site is, with the host's `bindings`. */
export async function startFixtureSite(bindings?: Record<string, string>): Promise<ServedSite> {
  return serveBuild(await fixtureBuild(), () => {}, bindings);
}
