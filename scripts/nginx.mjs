// What the Playwright config and the tests need to know about scripts/serve.mjs.
// (No import.meta here: Playwright compiles this file for its config.)
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export function hasNginx() {
  return (
    spawnSync('nginx', ['-v'], {stdio: 'ignore'}).status === 0 &&
    existsSync('/etc/nginx/mime.types')
  );
}

/** Debian's libnginx-mod-http-brotli-static, which deploy/nginx.conf loads where it is installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function hasBrotliModule() {
  return existsSync(BROTLI_MODULE);
}

/** The plain-HTTP port that redirects to HTTPS on `httpsPort` (4173 -> 4183). */
export function redirectPort(httpsPort) {
  return httpsPort + 10;
}

/** Where `scripts/serve.mjs --port <port>` answers: HTTPS through nginx, else plain HTTP. */
export function servedOrigin(port) {
  return `${hasNginx() ? 'https' : 'http'}://127.0.0.1:${port}`;
}

/** Resolves once something accepts connections on 127.0.0.1:`port`; throws if `server` exits first or 10 s pass. */
async function accepts(port) {
  const {connect} = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Fails when another server already answers on the port: it, not ours, would be measured. */
export async function assertPortFree(port) {
  if (await accepts(port))
    throw new Error(`127.0.0.1:${port} is already in use: stop the server that holds it first`);
}

export async function waitUntilListening(port, server) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null)
      throw new Error(`the server for port ${port} exited (${server.exitCode})`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on 127.0.0.1:${port}`);
}
