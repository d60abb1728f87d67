/**
 * The editor at /admin/ (with production's headers) over a temporary clone of this site, its
 * decap-server started as `npm run cms` does, in its working-tree (`fs`) or git mode (drafts as
 * branches `cms/<collection>/<slug>`, their status the branch's description, as on GitHub).
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join, normalize} from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {DEFAULT_FACTS} from '@site/src/config/site';
import {readCmsBackend} from '../../plugins/cms/settings';
import {adminSources, securityHeaders} from '../../plugins/security-headers/policy.mjs';
import {cmsServers} from '../../scripts/cmsServers.mjs';
import {ThrowawayRepo} from '../support/throwawayRepo';
import {copySite, freePort, startServer} from './siteCopy';

const ROOT = join(__dirname, '../..');
const json = JSON.stringify;

/** Unfolds the list entry shown as `summary` in the open entry and returns the entry's box. */
export async function unfold(page: Page, summary: string): Promise<Locator> {
  const label = page.getByText(summary, {exact: true}).first();
  await label.locator('xpath=preceding-sibling::*[1]').getByRole('button').first().click();
  return label.locator('xpath=..');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

export type EditorSite = Awaited<ReturnType<typeof startEditor>>;

/** The editor over a new clone, its decap-server in `mode`, printing to `log`. */
export async function startEditor(mode: 'git' | 'fs', log: string) {
  const repo = ThrowawayRepo.create('editor-site-');
  copySite(repo.dir, (file) => /^(tests|docs)\//.test(file));
  writeFileSync(join(repo.dir, '.git/info/exclude'), 'node_modules\n');
  // Its history is one commit: the notes about this repository's commits name none of its own.
  writeFileSync(join(repo.dir, 'legal/policy-history.json'), '{"skip": {}, "summaries": {}}\n');
  repo.commit('The site as it stands', '2026-01-05T09:00:00+08:00');
  repo.git('config', 'user.name', 'Web Writer');
  repo.git('config', 'user.email', 'writer@tests.example');
  repo.git('config', 'commit.gpgsign', 'false');

  const adminDir = mkdtempSync(join(tmpdir(), 'editor-admin-'));
  const port = String(await freePort());
  const servers = cmsServers({root: ROOT, sitePort: '0', serverPort: port, repo: repo.dir});
  const backend = readCmsBackend(servers.docusaurus.env);
  const {siteUrl, brandName} = DEFAULT_FACTS;
  const jiti = `require(${json(join(ROOT, 'node_modules/jiti'))})(${json(join(ROOT, 'package.json'))})`;
  const options = json([adminDir, repo.dir, {backend, siteUrl, brandName}]);
  // In a process of its own: the plugins' import.meta is beyond the runner's CommonJS.
  const write = `${jiti}(${json(join(ROOT, 'plugins/cms/index.ts'))}).writeAdmin(...${options})`;
  const written = spawnSync(process.execPath, ['-e', write], {encoding: 'utf8', cwd: repo.dir});
  if (written.status !== 0) throw new Error(`${write}\nfailed:\n${written.stderr}`);
  const headers = Object.entries(securityHeaders({admin: adminSources(backend)})).filter(
    ([name]) => name !== 'Strict-Transport-Security',
  );
  const http = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    const file = join(adminDir, path.endsWith('/') ? `${path}index.html` : path);
    const found = statSync(file, {throwIfNoEntry: false})?.isFile();
    if (!found || !file.startsWith(join(adminDir, 'admin/'))) return response.writeHead(404).end();
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...Object.fromEntries(headers),
    });
    response.end(readFileSync(file));
  });
  const httpPort = await freePort();
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));

  const {script, args, env} = servers['decap-server'];
  const output = openSync(log, 'w');
  const stop = await startServer(
    [process.execPath, [script, ...args]],
    {cwd: repo.dir, env: {...process.env, ...env, MODE: mode}, stdio: ['ignore', output, output]},
    Number(port),
    () => {
      http.close();
      repo.remove();
      rmSync(adminDir, {recursive: true, force: true});
    },
  );

  // A status that refreshed the index would hold its lock while decap-server checks a branch
  // out for the editor, which then answers 500 (fatal: Unable to create '.git/index.lock').
  const git = (...args: string[]) => repo.git('--no-optional-locks', ...args);
  return {
    adminUrl: `http://127.0.0.1:${httpPort}/admin/`,
    git,
    head: (ref = 'main') => git('rev-parse', ref).trim(),
    drafts: () =>
      git('branch', '--list', '--format=%(refname:short)', 'cms/*').split('\n').filter(Boolean),
    /** A draft's status as decap-server keeps it, e.g. `decap-cms/pending_publish`. */
    draftStatus: (branch: string) => git('config', `branch.${branch}.description`).trim(),
    stop,
  };
}
