/**
 * The editor at /admin/ over a temporary clone of this site, as `npm run cms` runs it:
 * Decap CMS saving through decap-server (its local backend) into the clone's working
 * tree, which is a git repository with one commit, so each save's diff can be read.
 * The editor's files come from plugins/cms and are served with /admin/'s own security
 * headers, so a policy violation shows as it would in production.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer as createHttpServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join, normalize} from 'node:path';
import {adminSecurityHeaders, adminSources} from '../../plugins/security-headers/adminPolicy.mjs';
import {securityHeaders} from '../../plugins/security-headers/policy.mjs';
import {waitUntilListening} from '../../scripts/nginx.mjs';
import {ThrowawayRepo} from '../support/throwawayRepo';
import {buildSite, copySite, freePort} from './siteCopy';

const ROOT = join(__dirname, '../..');

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

export type EditorSite = {
  /** http://127.0.0.1:<port>/admin/ */
  adminUrl: string;
  /** The clone a save writes into. */
  repo: ThrowawayRepo;
  /** `git diff` of `file` against the clone's commit, without context lines. */
  diff: (file: string) => string;
  /** The lines a save removed (-) and added (+) in `file`, without git's headers. */
  changedLines: (file: string) => string[];
  read: (file: string) => string;
  /** Builds the clone; returns what the build printed, or throws with it. */
  build: () => string;
  stop: () => Promise<void>;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Serves `dir`/admin at /admin/, with the headers deploy/nginx.conf gives it. */
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
  copySite(repo.dir, (file) => file.startsWith('tests/') || file.startsWith('docs/'));
  // The clone borrows this work tree's node_modules through a link, which is no part of it.
  writeFileSync(join(repo.dir, '.git/info/exclude'), 'node_modules\n');
  // Its history is one commit: the notes about this repository's commits name none of its own.
  writeFileSync(join(repo.dir, 'legal/policy-history.json'), '{"skip": {}, "summaries": {}}\n');
  repo.commit('The site as it stands', '2026-01-05T09:00:00+08:00');

  const [adminPort, serverPort] = [await freePort(), await freePort()];
  const backend = {kind: 'local' as const, url: `http://127.0.0.1:${serverPort}/api/v1`};
  writeAdmin(adminDir, repo.dir, {
    backend,
    siteUrl: 'https://www.talentlane.example',
    brandName: 'Talentlane',
  });
  const siteHeaders = securityHeaders({scriptHashes: [], chat: false, reportUri: null});
  const http = serveAdmin(adminDir, adminSecurityHeaders(siteHeaders, adminSources(backend)));
  await new Promise<void>((resolve) => http.listen(adminPort, '127.0.0.1', resolve));

  const server = spawn(process.execPath, [join(ROOT, 'node_modules/decap-server/dist/index.js')], {
    cwd: repo.dir,
    env: {
      ...process.env,
      PORT: String(serverPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
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

  const diff = (file: string) => repo.git('diff', '--unified=0', '--', file);
  return {
    adminUrl: `http://127.0.0.1:${adminPort}/admin/`,
    repo,
    diff,
    changedLines: (file) =>
      diff(file)
        .split('\n')
        .filter((line) => /^[-+](?![-+]{2} )/.test(line)),
    read: (file) => readFileSync(join(repo.dir, file), 'utf8'),
    build: () => buildSite(repo.dir, {POLICY_HISTORY: ''}),
    stop,
  };
}
