/**
 * The one site the tests build besides the one under test: a copy of this site with
 * - its content (CONTENT_PATHS: the writers' and owner's files) from one commit, the pin in
 *   CONTENT_PIN, so that the pictures (screenshots.spec.ts) change with the code only;
 * - legal texts that have a made-up history of several versions (policyHistoryFixture.ts),
 *   for "What changed" (policy-history.spec.ts);
 * - the day after its first opening closes as the build's day (fixtureJobs), and the openings
 *   declared real, for an expired opening and the JobPosting markup (tests/built/jobExpiry.test.ts,
 *   job-expiry.spec.ts);
 * - the editor at /admin/ set up for GitHub, as production builds it (editor-github.spec.ts).
 *
 * npm test builds it in a step of its own (scripts/test-all.mjs), before the built pages and the
 * browser tests; otherwise the first test that needs it builds it, with the bundler's cache, and
 * tests in other workers wait for that build (a lock folder) and serve the same one. It is built in
 * test-results/fixture-site/ (ignored by git and every checker) and stays there: a later run in
 * this work tree whose inputs (the pin, the copied files, the fixtures' sources, the build's
 * settings) hash the same serves it again without building; a clean clone builds it.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {jobPagesOn, type JobPages} from '@site/plugins/job-pages';
import type {CareersData} from '@site/src/data/schemas/careers';
import {CONTENT_PATHS, CONTENT_PIN} from '../../scripts/screenshots-update.mjs';
import {ThrowawayRepo} from '../support/throwawayRepo';
import {writeHistory} from './policyHistoryFixture';
import {buildSite, copySite, serveBuild, siteFiles, type ServedSite} from './siteCopy';

const ROOT = join(__dirname, '../..');
const HOME = join(ROOT, 'test-results/fixture-site');
/** The copy, a git repository, and its build in `build/`. */
export const FIXTURE_SITE_DIR = join(HOME, 'site');
const LOCK = join(HOME, 'lock');
/** The hash of the inputs the build in FIXTURE_SITE_DIR was made from; then its error, if it failed. */
const STAMP = join(HOME, 'built-from');
const CAREERS = join(FIXTURE_SITE_DIR, 'src/data/content/careers.json');
const readCareers = () => JSON.parse(readFileSync(CAREERS, 'utf8')) as CareersData;

const BUILD_ENV = {
  POLICY_HISTORY: 'required',
  // As production builds it: the editor at /admin/ set up for GitHub, and the chat on (as
  // npm test builds the site under test); the other settings the facts' own.
  CMS_GITHUB_REPO: 'talentlane/website',
  CHAT_SITE_KEY: '00000000-0000-4000-8000-000000000000',
  SITE_URL: '',
  SOCIAL_PROOF_POPUPS: '',
};

function git(...args: string[]): Buffer {
  return execFileSync('git', args, {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
}
const gitFiles = (...args: string[]) =>
  git(...args, '-z', '--', ...CONTENT_PATHS)
    .toString()
    .split('\0')
    .filter(Boolean);

/** The commit the content comes from, in this clone's history. */
function contentPin(): string {
  const pin = readFileSync(join(ROOT, CONTENT_PIN), 'utf8').trim();
  try {
    git('cat-file', '-e', `${pin}^{commit}`);
  } catch {
    throw new Error(
      `The pictures' content commit ${pin} (${CONTENT_PIN}) is not in this clone's history: ` +
        'fetch it, or renew the pin and the pictures with `npm run screenshots:update`.',
    );
  }
  return pin;
}

/**
 * What the copy leaves out: the legal texts (it writes its own), what no build reads
 * (functions/ is served from here), and this work tree's content (it takes the pin's).
 */
function leftOut(): (file: string) => boolean {
  const content = new Set(gitFiles('ls-files', '--cached', '--others', '--exclude-standard'));
  return (file) => /^(legal|tests|docs|functions)\//.test(file) || content.has(file);
}

/** What the copy is made from, the fixtures included, as one hash. */
function inputsHash(pin: string): string {
  const hash = createHash('sha256').update(JSON.stringify({BUILD_ENV, pin, node: process.version}));
  const fixtures = [
    'scripts/screenshots-update.mjs',
    'tests/e2e/fixtureSite.ts',
    'tests/e2e/policyHistoryFixture.ts',
    'tests/e2e/siteCopy.ts',
    'tests/support/throwawayRepo.ts',
  ];
  for (const file of [...siteFiles(leftOut()), ...fixtures]) {
    hash.update(`\0${file}\0`).update(readFileSync(join(ROOT, file)));
  }
  return hash.digest('hex');
}

/** Makes the copy anew in FIXTURE_SITE_DIR: the site with the pin's content as one commit, then the policies' history. */
function makeCopy(pin: string): void {
  const repo = ThrowawayRepo.createAt(FIXTURE_SITE_DIR);
  copySite(repo.dir, leftOut());
  // Every file of the pin under CONTENT_PATHS (a diff from the empty tree lists them).
  const pinned = gitFiles('diff', '--name-only', '4b825dc642cb6eb9a060e54bf8d69288fbee4904', pin);
  execFileSync('tar', ['-x', '-C', repo.dir], {input: git('archive', pin, '--', ...pinned)});
  // The openings declared real (the owner may have already): their pages carry a JobPosting.
  const careers = {...readCareers(), openingsAreIllustrative: false};
  writeFileSync(CAREERS, `${JSON.stringify(careers, null, 2)}\n`);
  // The copy borrows this work tree's node_modules through a link, which is no part of it.
  writeFileSync(join(repo.dir, '.git/info/exclude'), 'node_modules\n');
  repo.commit('The site without its legal texts', '2024-09-01T10:00:00+08:00');
  writeHistory(repo, fixtureJobs().buildDate);
}

/** The fixture site's openings as its build sees them, on its day (BUILD_DATE): the day after the first closes. */
export function fixtureJobs(): JobPages {
  const {openings} = readCareers();
  const days = openings.map(({validThrough}) => Date.parse(`${validThrough}T00:00:00Z`));
  return jobPagesOn(openings, new Date(Math.min(...days) + 86_400_000).toISOString().slice(0, 10));
}

/** The process holding the lock is still running; a lock just taken, with no pid yet, counts. */
function lockHeld(): boolean {
  try {
    process.kill(Number(readFileSync(join(LOCK, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync(LOCK);
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
    const pin = contentPin();
    const inputs = inputsHash(pin);
    const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
    // The same inputs failed to build: every worker and spec fails at once, without building.
    if (stamp.startsWith(`${inputs}\n`)) throw new Error(stamp.slice(inputs.length + 1));
    if (stamp === inputs && existsSync(join(FIXTURE_SITE_DIR, 'build/index.html'))) return;
    rmSync(STAMP, {force: true});
    makeCopy(pin);
    try {
      buildSite(FIXTURE_SITE_DIR, {...BUILD_ENV, BUILD_DATE: fixtureJobs().buildDate});
    } catch (error) {
      const message =
        `The fixture site, its content from ${pin} (${CONTENT_PIN}), did not build with ` +
        "today's code: where the content's files were meant to change with the code, " +
        '`npm run screenshots:update` renews the pin and the pictures.\n' +
        (error as Error).message;
      writeFileSync(STAMP, `${inputs}\n${message}`);
      throw new Error(message);
    }
    writeFileSync(STAMP, inputs);
  });
  return join(FIXTURE_SITE_DIR, 'build');
}

/** The fixture site's build, served on 127.0.0.1 as the real site is, with the host's `bindings`. */
export async function startFixtureSite(bindings?: Record<string, string>): Promise<ServedSite> {
  return serveBuild(await fixtureBuild(), () => {}, bindings);
}
