/**
 * A copy of this site, for the tests that need a site other than the one under test: the one
 * extra build of a browser run (fixtureSite.ts), the editor's clones (editorFixture.ts). The
 * copy borrows this work tree's node_modules through a link.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, symlinkSync} from 'node:fs';
import {createServer} from 'node:net';
import {dirname, join} from 'node:path';
import {pagesDev, siteOrigin, waitUntilListening} from '../../scripts/servers.mjs';

const ROOT = join(__dirname, '../..');

/** The site's files as they stand in this work tree (committed or not), but the files left out. */
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

/**
 * Copies the site as it stands in this work tree into `dir`, but the files left out. Each copy
 * keeps its file's modification time, which the bundler's persistent cache compares.
 */
export function copySite(dir: string, leaveOut: (file: string) => boolean = () => false): void {
  for (const file of siteFiles(leaveOut)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    cpSync(join(ROOT, file), join(dir, file), {preserveTimestamps: true});
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
}

/**
 * Builds the copy in `dir` into `dir`/build; returns what the build printed, both streams.
 * With the bundler's persistent cache, as the real site builds: it is kept under this work
 * tree's node_modules/.cache (the copy's node_modules is a link to it), in a folder of its own
 * named after the copy's path, so a copy built again at the same path reuses it and the real
 * site's cache is left alone.
 */
export function buildSite(dir: string, env: Record<string, string> = {}): string {
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
  return `${build.stdout}${build.stderr}`;
}

/** A port nothing listens on now, on 127.0.0.1. */
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

/**
 * Serves `buildDir` on 127.0.0.1 as the real site is: Cloudflare's Pages runtime, run from this
 * work tree's root (wrangler.toml, functions/) with the host's `bindings`, on `port` or a free
 * one. `stop` also runs `cleanUp`.
 */
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
