// What both modes of `npm run bench` share: the command line, the build, and the servers on
// 127.0.0.1: the build and a fresh Docusaurus classic template served as deployed (Cloudflare's
// Pages runtime, `wrangler pages dev`), and a stand-in for the blog's photo host. Every server
// stops when the bench exits, however it exits.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:https';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {
  assertPortFree,
  pagesDev,
  selfSignedCertificate,
  siteOrigin,
  waitUntilListening,
} from '../servers.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const {values: options} = parseArgs({
  options: {
    observed: {type: 'boolean'},
    unthrottled: {type: 'boolean'},
    runs: {type: 'string'},
    routes: {type: 'string'},
    compare: {type: 'string'},
    dir: {type: 'string', default: 'build'},
    'no-build': {type: 'boolean'},
    'no-baseline': {type: 'boolean'},
  },
});
export const RUNS = Number(options.runs ?? 5);
/** The site's port, the template's and the observed mode's `--compare` build's. */
export const PORTS = {site: 4400, template: 4401, compare: 4402};

/** `--routes /,/blog`, or the sixteen routes lighthouserc.cjs reads from src/data/routes.ts. */
export function selectedRoutes() {
  if (options.routes) return options.routes.split(',');
  const {url} = createRequire(import.meta.url)('../../lighthouserc.cjs').ci.collect;
  const site = siteOrigin(PORTS.site);
  return url.filter((page) => page.startsWith(site)).map((page) => new URL(page).pathname);
}

export const fixed = (value, digits = 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

function run(command, args, cwd = ROOT) {
  if (spawnSync(command, args, {cwd, stdio: 'inherit'}).status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The build to measure: `--dir` (build/), built first unless `--no-build`. */
export function siteBuild() {
  const dir = resolve(ROOT, options.dir);
  if (!options['no-build']) run('npm', ['run', '--silent', 'build', '--', '--out-dir', dir]);
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} holds no build (index.html)`);
  return dir;
}

const servers = new Set();
// Each server's whole process group: wrangler's esbuild can outlive wrangler.
const stop = (server) => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Gone already.
  }
};
process.on('exit', () => servers.forEach(stop));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    process.stderr.write(`\nbench: ${signal}, stopping the servers\n`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** Serves `dir` with `wrangler pages dev`; refuses a port another server holds. Returns its origin. */
export async function serve(dir, port) {
  await assertPortFree(port);
  const [command, args] = pagesDev(dir, port);
  const server = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, WRANGLER_SEND_METRICS: 'false'},
  });
  servers.add(server);
  await waitUntilListening(port, server);
  return siteOrigin(port);
}

/**
 * The spec's point of comparison, served: a fresh Docusaurus 3.10 classic site from the npm
 * registry, built once into .bench/baseline/build. Null with `--no-baseline`.
 */
export async function serveTemplate() {
  if (options['no-baseline']) return null;
  const dir = join(ROOT, '.bench/baseline');
  if (!existsSync(join(dir, 'build/index.html'))) {
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(join(ROOT, '.bench'), {recursive: true});
    const scaffold = ['create-docusaurus@3.10.2', 'baseline', 'classic', '--skip-install'];
    run('npx', ['--yes', ...scaffold, '--typescript'], join(ROOT, '.bench'));
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
    run('npx', ['docusaurus', 'build'], dir);
  }
  return serve(join(dir, 'build'), PORTS.template);
}

/**
 * A stand-in for images.unsplash.com, where the blog's photos come from: the bench's machine
 * cannot reach it, and a photo host that never answers is not what a visitor meets (Lighthouse
 * then waits on a failed connection). It answers every photo URL as Unsplash does: a JPEG of a
 * photo's weight at the width the URL's `w` asks for (480, 800 or 1200 px: 19, 44 and 82 KB, the
 * widths the blog's srcset names), cached for a year, readable from any origin. Returns the
 * `--host-resolver-rules` value that sends Chromium there (it must also ignore certificate errors).
 */
export async function startPhotoStandIn() {
  const host = 'images.unsplash.com';
  const photos = [480, 800, 1200].map((width) => ({
    width,
    bytes: readFileSync(new URL(`./stand-in-photo-${width}.jpg`, import.meta.url)),
  }));
  const {certificate, key} = selfSignedCertificate(mkdtempSync(join(tmpdir(), 'photos-')), host);
  const server = createServer(
    {cert: readFileSync(certificate), key: readFileSync(key)},
    (request, response) => {
      // The narrowest photo at least `w` wide (Unsplash scales to `w`); the widest without one.
      const asked =
        Number(new URL(request.url, `https://${host}`).searchParams.get('w')) || Infinity;
      const photo = (photos.find(({width}) => width >= asked) ?? photos.at(-1)).bytes;
      response.writeHead(200, {
        'Content-Type': 'image/jpeg',
        'Content-Length': photo.length,
        'Cache-Control': 'public, max-age=31536000',
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      response.end(request.method === 'HEAD' ? undefined : photo);
    },
  );
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return `MAP ${host} 127.0.0.1:${server.address().port}`;
}
