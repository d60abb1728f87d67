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

/** The plain-HTTP port that redirects to HTTPS on `httpsPort` (4173 -> 4183). */
export function redirectPort(httpsPort) {
  return httpsPort + 10;
}
