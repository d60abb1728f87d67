// What scripts/serve.mjs, the bench, the Playwright config and the tests share about serving
// a build on 127.0.0.1. (No import.meta here: Playwright compiles this file for its config.)
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {connect} from 'node:net';
import {join} from 'node:path';

export const hasNginx = () =>
  spawnSync('nginx', ['-v'], {stdio: 'ignore'}).status === 0 && existsSync('/etc/nginx/mime.types');

/** Debian's libnginx-mod-http-brotli-static, which deploy/nginx.conf loads where it is installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const hasBrotliModule = () => existsSync(BROTLI_MODULE);

/** The plain-HTTP port that redirects to HTTPS on `httpsPort` (4173 -> 4183). */
export const redirectPort = (httpsPort) => httpsPort + 10;

/** Where `scripts/serve.mjs --port <port>` answers: HTTPS through nginx, else plain HTTP. */
export const servedOrigin = (port) => `${hasNginx() ? 'https' : 'http'}://127.0.0.1:${port}`;

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

/** Resolves once `server` accepts connections on `port`; throws if it exits first or 10 s pass. */
export async function waitUntilListening(port, server) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null)
      throw new Error(`the server for port ${port} exited (${server.exitCode})`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on 127.0.0.1:${port}`);
}
