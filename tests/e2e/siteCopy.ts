// A copy of this site (fixtureSite.ts, editorFixture.ts), borrowing this work tree's node_modules.
import {execFileSync, spawn, type SpawnOptions} from 'node:child_process';
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
export function buildSite(dir: string, env: Record<string, string>): void {
  // Throws with the build's error output.
  execFileSync(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
    cwd: dir,
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/**
 * Runs a server on 127.0.0.1:`port` in a process group of its own, stopped whole (wrangler's
 * esbuild can outlive wrangler); `stop`, or the worker's exit after a failure, runs `cleanUp`.
 */
export async function startServer(
  [command, args]: [string, string[]],
  options: SpawnOptions,
  port: number,
  cleanUp: () => void,
): Promise<() => Promise<void>> {
  const server = spawn(command, args, {...options, detached: true});
  const kill = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // The group is gone already.
    }
  };
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
  await waitUntilListening(port, server).catch(async (error: Error) => {
    await stop();
    throw error;
  });
  return stop;
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
  const env = {...process.env, WRANGLER_SEND_METRICS: 'false'};
  const options: SpawnOptions = {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env};
  const stop = await startServer(pagesDev(buildDir, port, bindings), options, port, cleanUp);
  return {url: siteOrigin(port), stop};
}
