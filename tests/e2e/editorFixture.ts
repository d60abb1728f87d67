/**
 * The editor at /admin/ over a temporary clone of this site, saving as production does:
 * Decap CMS's editorial workflow, through decap-server (its local backend) in its git
 * mode, so a save is a draft branch `cms/<collection>/<slug>` with one commit, its status
 * is the branch's description, and Publish merges it into the clone's `main` (on GitHub:
 * a pull request, labelled, then merged). `npm run cms` runs decap-server on the working
 * tree instead. The editor's files come from plugins/cms and are served with /admin/'s own
 * security headers, so a policy violation shows as it would in production.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer as createHttpServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join, normalize} from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {DEFAULT_FACTS} from '@site/src/config/site';
import trustSafety from '@site/src/data/content/trustSafety.json';
import type {CmsBackend} from '../../plugins/cms/settings';
import {adminSources, securityHeaders} from '../../plugins/security-headers/policy.mjs';
import {waitUntilListening} from '../../scripts/servers.mjs';
import {ThrowawayRepo} from '../support/throwawayRepo';
import {copySite, freePort} from './siteCopy';

const ROOT = join(__dirname, '../..');

/** The card the editor's tests retitle, as the clone holds it: a safeguard on /trust-safety. */
export const SAFEGUARD = trustSafety.safeguards[1];

/** A card's title line in its data file, as the editor writes it. */
export const titleLine = (title: string) => `      "title": ${JSON.stringify(title)},`;

/**
 * plugins/cms' writeAdmin, run in its own Node process through jiti, as Docusaurus runs the
 * plugins: they use import.meta, which the test runner's CommonJS cannot load.
 */
function writeAdmin(dir: string, siteDir: string, options: object): void {
  const script = `require(${JSON.stringify(join(ROOT, 'node_modules/jiti'))})(${JSON.stringify(join(ROOT, 'package.json'))})(${JSON.stringify(
    join(ROOT, 'plugins/cms/index.ts'),
  )}).writeAdmin(...${JSON.stringify([dir, siteDir, options])})`;
  const run = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8', cwd: siteDir});
  if (run.status !== 0) throw new Error(`The editor's files could not be written:\n${run.stderr}`);
}

/**
 * Loads the site in `siteDir` as `docusaurus build` does before it bundles anything: its config
 * and every plugin's content (the content check, each Markdown file's front matter, the
 * openings' pages, the editor's files), through Docusaurus' own loadSite (lib/server/site, no
 * public API: unsafe but works). Returns what it printed, or throws with it.
 */
function loadSite(siteDir: string): string {
  const site = join(ROOT, 'node_modules/@docusaurus/core/lib/server/site.js');
  const script = `require(${JSON.stringify(site)}).loadSite({siteDir: ${JSON.stringify(siteDir)}, locale: 'en'}).then(() => console.log('[SUCCESS] The site loaded.'))`;
  const run = spawnSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    cwd: siteDir,
    // The clone's history is one commit: there is no policy history to require (CI requires it).
    env: {...process.env, POLICY_HISTORY: ''},
  });
  if (run.status !== 0) throw new Error(`The site did not load:\n${run.stderr}`);
  return `${run.stdout}${run.stderr}`;
}

/** This site, without its tests and docs, as the one commit on `main` of `repo`. */
export function commitSiteCopy(repo: ThrowawayRepo): void {
  copySite(repo.dir, (file) => file.startsWith('tests/') || file.startsWith('docs/'));
  // The clone borrows this work tree's node_modules through a link, which is no part of it.
  writeFileSync(join(repo.dir, '.git/info/exclude'), 'node_modules\n');
  // Its history is one commit: the notes about this repository's commits name none of its own.
  writeFileSync(join(repo.dir, 'legal/policy-history.json'), '{"skip": {}, "summaries": {}}\n');
  repo.commit('The site as it stands', '2026-01-05T09:00:00+08:00');
}

/** Unfolds the list entry shown as `summary` in the open entry and returns the entry's box. */
export async function unfold(page: Page, summary: string): Promise<Locator> {
  const label = page.getByText(summary, {exact: true}).first();
  await label.locator('xpath=preceding-sibling::*[1]').getByRole('button').first().click();
  return label.locator('xpath=..');
}

/** A commit the editor made, as a reviewer reads it. */
export type Commit = {
  hash: string;
  subject: string;
  files: string[];
  /** The lines it removed (-) and added (+), without git's headers or context. */
  changedLines: string[];
};

export type EditorSite = {
  /** http://127.0.0.1:<port>/admin/ */
  adminUrl: string;
  /** The clone the editor commits to; its work tree stays on `main`. */
  repo: ThrowawayRepo;
  /** The commit `ref` (by default `main`) points at. */
  head: (ref?: string) => string;
  /** The commits on `ref` that are not on `since`, oldest first. */
  commits: (since: string, ref: string) => Commit[];
  /** The drafts' branches, `cms/<collection>/<slug>`. */
  drafts: () => string[];
  /** A draft's status as decap-server keeps it, e.g. `decap-cms/pending_publish`. */
  draftStatus: (branch: string) => string;
  /** Loads the clone's content as its build does; returns what that printed, or throws with it. */
  loadContent: () => string;
  stop: () => Promise<void>;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Serves `dir`/admin at /admin/, with the headers the build's _headers gives it. */
function serveAdmin(dir: string, headers: [string, string][]): Server {
  return createHttpServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(join(dir, 'admin')) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...Object.fromEntries(headers.filter(([name]) => name !== 'Strict-Transport-Security')),
    });
    response.end(readFileSync(file));
  });
}

/**
 * Writes the editor's files for `backend` into `dir` (from the site in `siteDir`) and serves
 * them on a free port, with the headers production gives /admin/.
 */
export async function startAdmin(
  dir: string,
  siteDir: string,
  backend: CmsBackend,
): Promise<{http: Server; adminUrl: string}> {
  const {siteUrl, brandName} = DEFAULT_FACTS;
  writeAdmin(dir, siteDir, {backend, siteUrl, brandName});
  const http = serveAdmin(dir, securityHeaders({admin: adminSources(backend)}));
  const port = await freePort();
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  return {http, adminUrl: `http://127.0.0.1:${port}/admin/`};
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startEditor(): Promise<EditorSite> {
  const repo = ThrowawayRepo.create('editor-site-');
  const adminDir = mkdtempSync(join(tmpdir(), 'editor-admin-'));
  const remove = () => {
    repo.remove();
    rmSync(adminDir, {recursive: true, force: true});
  };
  commitSiteCopy(repo);
  // decap-server commits with the repository's own settings: a writer, and no signing.
  for (const [key, value] of [
    ['user.name', 'Web Writer'],
    ['user.email', 'writer@tests.example'],
    ['commit.gpgsign', 'false'],
  ]) {
    repo.git('config', key, value);
  }

  const serverPort = await freePort();
  const backend = {kind: 'local' as const, url: `http://127.0.0.1:${serverPort}/api/v1`};
  const {http, adminUrl} = await startAdmin(adminDir, repo.dir, backend);

  const server = spawn(process.execPath, [join(ROOT, 'node_modules/decap-server/dist/index.js')], {
    cwd: repo.dir,
    env: {
      ...process.env,
      PORT: String(serverPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'git',
      GIT_REPO_DIRECTORY: repo.dir,
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    process.off('exit', stopOnExit);
    await stopChild(server);
    await new Promise((resolve) => http.close(resolve));
    remove();
  };
  // A worker that ends without running afterAll (after a failure) still stops the server.
  const stopOnExit = () => {
    server.kill('SIGTERM');
    remove();
  };
  process.once('exit', stopOnExit);
  try {
    await waitUntilListening(serverPort, server);
  } catch (error) {
    await stop();
    throw error;
  }

  const commit = (hash: string): Commit => {
    const [subject = '', ...files] = repo
      .git('show', '--name-only', '--format=%s', hash)
      .trim()
      .split('\n');
    const changedLines = repo
      .git('show', '--unified=0', '--format=', hash)
      .split('\n')
      .filter((line) => /^[-+](?![-+]{2} )/.test(line));
    return {hash, subject, files: files.filter(Boolean), changedLines};
  };
  return {
    adminUrl,
    repo,
    head: (ref = 'main') => repo.git('rev-parse', ref).trim(),
    commits: (since, ref) =>
      repo.git('rev-list', '--reverse', `${since}..${ref}`).split('\n').filter(Boolean).map(commit),
    drafts: () =>
      repo
        .git('branch', '--list', '--format=%(refname:short)', 'cms/*')
        .split('\n')
        .filter(Boolean),
    draftStatus: (branch) => repo.git('config', `branch.${branch}.description`).trim(),
    loadContent: () => loadSite(repo.dir),
    stop,
  };
}
