// The two generated header files of a build, shared by the build's plugin and
// `node scripts/csp.mjs`.
import {checkInlineScripts, findInlineScripts, sha256Source} from './inlineScripts.mjs';
import {nginxInclude, securityHeaders, staticHostHeaders} from './policy.mjs';

/** Included by deploy/nginx.conf; docs/deploying.md says where it goes. */
export const NGINX_INCLUDE = 'security-headers.conf';
export const STATIC_HOST_HEADERS = '_headers';
/** What the build decided (allowed scripts, chat, report URI), kept in .docusaurus/ for the CLI. */
export const SETTINGS_FILE = 'security-headers.json';

/**
 * The header files for a build: `script-src` hashes exactly the listed inline
 * scripts, so an unlisted one never runs, whatever the pages hold.
 */
export function headerFiles({allowedScripts, chat, reportUri}) {
  const headers = securityHeaders({
    scriptHashes: allowedScripts.map((script) => sha256Source(script.body)),
    chat,
    reportUri,
  });
  return {
    [NGINX_INCLUDE]: nginxInclude(headers),
    [STATIC_HOST_HEADERS]: staticHostHeaders(headers),
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
