// What both modes of `npm run bench` share: the command line, the build, the
// servers (scripts/serve.mjs: nginx over HTTPS and HTTP/2 on 127.0.0.1), stopping
// them on the way out, whatever the way, and the fresh Docusaurus template.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {createRequire} from 'node:module';
import {assertPortFree, servedOrigin, waitUntilListening} from '../nginx.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;
/** The site's port; the template's beside it (the observed mode's `--compare` build is on 4402). */
export const PORT = 4400;
const BASELINE_PORT = 4401;
export const BASELINE_ORIGIN = servedOrigin(BASELINE_PORT);

const args = process.argv.slice(2);
export const flag = (name) => args.includes(`--${name}`);
/** The value after `--name`, or undefined. */
export const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
export const RUNS = Number(option('runs') ?? '5');

/** `--routes /,/blog`, or the sixteen routes lighthouserc.cjs reads from src/data/routes.ts. */
export function selectedRoutes() {
  const {url} = createRequire(import.meta.url)('../../lighthouserc.cjs').ci.collect;
  const routes = url
    .filter((page) => page.startsWith(servedOrigin(PORT)))
    .map((page) => new URL(page).pathname);
  return option('routes')?.split(',') ?? routes;
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, {stdio: 'inherit', ...options});
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

/**
 * The build to measure: build/ unless `--dir`, built first unless `--no-build`
 * (`--dir build-bench --no-build` measures a build made beside others').
 */
export function siteBuild() {
  const dir = resolve(ROOT, option('dir') ?? 'build');
  const outDir = relative(ROOT, dir) === 'build' ? [] : ['--', '--out-dir', dir];
  if (!flag('no-build')) run('npm', ['run', '--silent', 'build', ...outDir], {cwd: ROOT});
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} holds no build (index.html)`);
  return dir;
}

const servers = new Set();

/** Serves `dir` on 127.0.0.1:`port` through scripts/serve.mjs; refuses a port another server holds. */
async function serve(dir, port) {
  await assertPortFree(port);
  const server = spawn(
    'node',
    [join(ROOT, 'scripts/serve.mjs'), '--dir', dir, '--port', String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  servers.add(server);
  server.on('exit', () => servers.delete(server));
  try {
    await waitUntilListening(port, server);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return server;
}

/** Stops every server `serve` started and waits (up to 5 s) until they have gone, ports freed. */
async function stopServers() {
  const stopping = [...servers].map(
    (server) =>
      new Promise((done) => {
        server.once('exit', done);
        server.kill('SIGTERM');
        setTimeout(done, 5000).unref();
      }),
  );
  await Promise.all(stopping);
}

/**
 * Serves each of `sites` ([build folder, or a function that makes one; port]), then
 * runs `measure(onStop)`; `onStop(cleanup)` registers what else to stop (the
 * browser). Everything stops however the run ends: done, failed, Ctrl-C or SIGTERM.
 */
export async function whileServing(sites, measure) {
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await stopServers();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      process.stderr.write(`\nbench: ${signal}, stopping the servers\n`);
      stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  try {
    for (const [dir, port] of sites)
      await serve(typeof dir === 'function' ? await dir() : dir, port);
    return await measure((cleanup) => cleanups.push(cleanup));
  } finally {
    await stop();
  }
}

/** The middle of the runs that produced a number (a metric that could not be measured is left out). */
export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

export const fixed = (value, digits = 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

/** The fresh template's site for `whileServing`, or none with `--no-baseline`. */
export function templateSites() {
  return flag('no-baseline') ? [] : [[baselineDir, BASELINE_PORT]];
}

/**
 * A fresh Docusaurus 3.10 classic site (from the npm registry), built once into
 * .bench/baseline/build: the spec's point of comparison.
 */
async function baselineDir() {
  const dir = join(ROOT, '.bench/baseline');
  if (!existsSync(join(dir, 'build/index.html'))) {
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(join(ROOT, '.bench'), {recursive: true});
    const scaffold = ['--yes', 'create-docusaurus@3.10.2', 'baseline', 'classic', '--skip-install'];
    run('npx', [...scaffold, '--typescript'], {cwd: join(ROOT, '.bench')});
    run('npm', ['install', '--no-audit', '--no-fund'], {cwd: dir});
    run('npx', ['docusaurus', 'build'], {cwd: dir});
  }
  return join(dir, 'build');
}
