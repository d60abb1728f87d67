// What the bench, the Playwright config and the tests share about serving a build and
// stand-ins on 127.0.0.1. (No import.meta here: Playwright compiles this file for its config.)
import {spawnSync} from 'node:child_process';
import {connect} from 'node:net';
import {join} from 'node:path';

/** The local Cloudflare Pages runtime's origin for a site served on `port` (wrangler.toml's [dev]). */
export const siteOrigin = (port) => `https://127.0.0.1:${port}`;

/**
 * The command that serves `dir` on 127.0.0.1:`port` as Cloudflare Pages serves the live site:
 * `wrangler pages dev` (workerd, offline) with the build's _headers and _redirects, extensionless
 * URLs, its 404 page and the Functions in functions/, over HTTPS with wrangler's self-signed
 * certificate. `bindings` are the Functions' settings, as the host's environment variables.
 * Run it from the repository's root, where wrangler.toml and functions/ are. Warnings only: a
 * line per request costs about a sixth of the request's time.
 * @returns {[string, string[]]}
 */
export function pagesDev(dir, port, bindings = {}) {
  return [
    'node_modules/.bin/wrangler',
    [
      'pages',
      'dev',
      dir,
      '--port',
      String(port),
      '--inspector-port',
      '0',
      '--log-level',
      'warn',
    ].concat(
      Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    ),
  ];
}

/** Writes a throwaway certificate for `host` and its key into `dir` with `openssl`, valid for two days. */
export function selfSignedCertificate(dir, host) {
  const [certificate, key] = [join(dir, 'certificate.pem'), join(dir, 'key.pem')];
  const args = ['-days', '2', '-newkey', 'rsa:2048', '-subj', `/CN=${host}`];
  const {status, stderr, error} = spawnSync(
    'openssl',
    ['req', '-x509', '-nodes', ...args, '-keyout', key, '-out', certificate],
    {encoding: 'utf8'},
  );
  if (status !== 0)
    throw new Error(`openssl could not make a certificate for ${host}: ${stderr ?? error}`);
  return {certificate, key};
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Fails when another server already answers on the port: it, not ours, would be measured. */
export async function assertPortFree(port) {
  if (await accepts(port))
    throw new Error(`127.0.0.1:${port} is already in use: stop the server that holds it first`);
}

/**
 * Resolves once `server` accepts connections on `port`; throws if it exits first or 60 s pass
 * (wrangler takes 5 to 15 s on a busy two-core machine).
 */
export async function waitUntilListening(port, server) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null)
      throw new Error(`the server for port ${port} exited (${server.exitCode})`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on 127.0.0.1:${port}`);
}
