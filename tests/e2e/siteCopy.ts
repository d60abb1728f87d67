// A copy of this site (fixtureSite.ts, editorFixture.ts), borrowing this work tree's node_modules.
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, symlinkSync} from 'node:fs';
import {createServer} from 'node:net';
import {dirname, join} from 'node:path';
import {pagesDev, siteOrigin, waitUntilListening} from '../../scripts/servers.mjs';

const ROOT = join(__dirname, '../..');

/** The site's files in this work tree, committed or not, but those left out. */
export function siteFiles(leaveOut: (file: string) => boolean = () => false): string[] {
  return (
    execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      // Deleted files are still in the index until the deletion is committed.
      .filter((file) => file && !leaveOut(file) && existsSync(join(ROOT, file)))
  );
}

/** Copies them into `dir`, with their modification times (the bundler's cache compares them). */
export function copySite(dir: string, leaveOut: (file: string) => boolean = () => false): void {
  for (const file of siteFiles(leaveOut)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    cpSync(join(ROOT, file), join(dir, file), {preserveTimestamps: true});
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
}

/** Builds the copy into `dir`/build, its bundler cache under node_modules/.cache by the copy's path. */
export function buildSite(dir: string, env: Record<string, string> = {}): void {
  const build = spawnSync(
    process.execPath,
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'],
    {
      cwd: dir,
      env: {...process.env, ...env},
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (build.status !== 0) throw new Error(`The copy of the site did not build:\n${build.stderr}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

export type ServedSite = {url: string; stop: () => Promise<void>};

/** Serves `buildDir` as the host does (wrangler pages dev, from this root); `stop` runs `cleanUp`. */
export async function serveBuild(
  buildDir: string,
  cleanUp: () => void,
  bindings: Record<string, string> = {},
  port?: number,
): Promise<ServedSite> {
  port ??= await freePort();
  const [command, args] = pagesDev(buildDir, port, bindings);
  // A process group of its own, stopped whole: wrangler's esbuild can outlive wrangler.
  const server = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, WRANGLER_SEND_METRICS: 'false'},
  });
  const kill = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // The group is gone already.
    }
  };
  // A worker that ends without running afterAll (after a failure) still stops the server.
  const stopOnExit = () => {
    kill();
    cleanUp();
  };
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    const running = server.exitCode === null && server.signalCode === null;
    const exited = running && new Promise((resolve) => server.once('exit', resolve));
    kill();
    await exited;
    cleanUp();
  };
  try {
    await waitUntilListening(port, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return {url: siteOrigin(port), stop};
}
