// The two generated header files of a build, shared by the build's plugin and
// `node scripts/csp.mjs`.
import {checkInlineScripts, findInlineScripts, sha256Source} from './inlineScripts.mjs';
import {adminSecurityHeaders} from './adminPolicy.mjs';
import {nginxInclude, securityHeaders, staticHostHeaders} from './policy.mjs';

/** Included by deploy/nginx.conf; docs/deploying.md says where it goes. */
export const NGINX_INCLUDE = 'security-headers.conf';
/** Included by deploy/nginx.conf's /admin/ locations instead (the editor, plugins/cms). */
export const ADMIN_NGINX_INCLUDE = 'admin-security-headers.conf';
export const STATIC_HOST_HEADERS = '_headers';
/** What the build decided (allowed scripts, chat, report URI), kept in .docusaurus/ for the CLI. */
export const SETTINGS_FILE = 'security-headers.json';

/**
 * The header files for a build: `script-src` hashes exactly the listed inline
 * scripts, so an unlisted one never runs, whatever the pages hold.
 */
export function headerFiles({
  allowedScripts,
  chat,
  reportUri,
  admin = {connect: /** @type {string[]} */ ([]), img: /** @type {string[]} */ ([])},
}) {
  const headers = securityHeaders({
    scriptHashes: allowedScripts.map((script) => sha256Source(script.body)),
    chat,
    reportUri,
  });
  const adminHeaders = adminSecurityHeaders(headers, admin, reportUri);
  return {
    [NGINX_INCLUDE]: nginxInclude(headers),
    [ADMIN_NGINX_INCLUDE]: nginxInclude(adminHeaders),
    [STATIC_HOST_HEADERS]: staticHostHeaders(headers, adminHeaders),
  };
}

/**
 * Throws, naming page and script, on an inline script of the build in `buildDir`
 * that is not on the list; returns how many inline scripts it checked.
 */
export function checkBuildScripts(buildDir, allowedScripts) {
  const found = findInlineScripts(buildDir);
  checkInlineScripts(found, allowedScripts);
  return found.length;
}
