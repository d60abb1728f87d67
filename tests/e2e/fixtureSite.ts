/**
 * The one site the tests build besides the one under test: this site with its content
 * (CONTENT_PATHS) from the pinned commit (CONTENT_PIN), so the pictures change with the code only;
 * legal texts with a made-up history (policyHistoryFixture.ts); the day after its first opening
 * closes as its build day, the openings declared real; the editor set up for GitHub. Built once
 * per inputs' hash in test-results/fixture-site/ (npm test's own step, else the first test that
 * needs it, others waiting on a lock file).
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
const FIXTURE_SITE_DIR = join(HOME, 'site');
const LOCK = join(HOME, 'lock');
/** The inputs' hash of the build there; then its error, if it failed. */
const STAMP = join(HOME, 'built-from');
const CAREERS = join(FIXTURE_SITE_DIR, 'src/data/content/careers.json');
const readCareers = () => JSON.parse(readFileSync(CAREERS, 'utf8')) as CareersData;

const BUILD_ENV = {
  POLICY_HISTORY: 'required',
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

/** The copy writes its own legal texts and takes the pin's content; functions/ is served from here. */
function leftOut(): (file: string) => boolean {
  const content = new Set(gitFiles('ls-files', '--cached', '--others', '--exclude-standard'));
  return (file) => /^(legal|tests|docs|functions)\//.test(file) || content.has(file);
}

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

function makeCopy(pin: string): void {
  const repo = ThrowawayRepo.createAt(FIXTURE_SITE_DIR);
  copySite(repo.dir, leftOut());
  // A diff from the empty tree lists every file of the pin.
  const pinned = gitFiles('diff', '--name-only', '4b825dc642cb6eb9a060e54bf8d69288fbee4904', pin);
  execFileSync('tar', ['-x', '-C', repo.dir], {input: git('archive', pin, '--', ...pinned)});
  // Real openings' pages carry a JobPosting.
  const careers = {...readCareers(), openingsAreIllustrative: false};
  writeFileSync(CAREERS, `${JSON.stringify(careers, null, 2)}\n`);
  writeFileSync(join(repo.dir, '.git/info/exclude'), 'node_modules\n');
  repo.commit('The site without its legal texts', '2024-09-01T10:00:00+08:00');
  writeHistory(repo, fixtureJobs().buildDate);
}

/** The openings on the fixture build's day (BUILD_DATE): the day after the first closes. */
export function fixtureJobs(): JobPages {
  const {openings} = readCareers();
  const days = openings.map(({validThrough}) => Date.parse(`${validThrough}T00:00:00Z`));
  return jobPagesOn(openings, new Date(Math.min(...days) + 86_400_000).toISOString().slice(0, 10));
}

/** Runs `work` holding the lock, a file with its holder's pid; the caller's timeout is the limit. */
async function withLock(work: () => void): Promise<void> {
  mkdirSync(HOME, {recursive: true});
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), {flag: 'wx'});
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      // Its holder still running (a lock just taken, its pid not yet written, counts as held).
      process.kill(Number(readFileSync(LOCK, 'utf8')) || process.pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } catch {
      // Gone already, or left behind by a worker stopped while building.
      rmSync(LOCK, {recursive: true, force: true});
    }
  }
  try {
    work();
  } finally {
    rmSync(LOCK, {force: true});
  }
}

/** The fixture site's build folder, built now unless a build of the same inputs is there. */
export async function fixtureBuild(): Promise<string> {
  await withLock(() => {
    const pin = contentPin();
    const inputs = inputsHash(pin);
    const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
    // The same inputs failed: fail at once, without building again.
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

export async function startFixtureSite(bindings?: Record<string, string>): Promise<ServedSite> {
  return serveBuild(await fixtureBuild(), () => {}, bindings);
}
