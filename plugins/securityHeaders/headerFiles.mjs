// The two generated header files of a build, shared by the build's plugin and
// `node scripts/csp.mjs`.
import {checkInlineScripts, findInlineScripts, sha256Source} from './inlineScripts.mjs';
import {nginxInclude, securityHeaders, staticHostHeaders} from './policy.mjs';

/** Included by deploy/nginx.conf; README, "Deploying", says where it goes. */
export const NGINX_INCLUDE = 'security-headers.conf';
export const STATIC_HOST_HEADERS = '_headers';
/** What the build decided (allowed scripts, chat, report URI), kept in .docusaurus/ for the CLI. */
export const SETTINGS_FILE = 'security-headers.json';

/**
 * The header files for the build in `buildDir`, hashing only the listed inline
 * scripts it uses; throws, naming page and script, on any other inline script.
 */
export function headerFiles(buildDir, {allowedScripts, chat, reportUri}) {
  const used = checkInlineScripts(findInlineScripts(buildDir), allowedScripts);
  const headers = securityHeaders({
    scriptHashes: used.map((script) => sha256Source(script.body)),
    chat,
    reportUri,
  });
  return {
    [NGINX_INCLUDE]: nginxInclude(headers),
    [STATIC_HOST_HEADERS]: staticHostHeaders(headers),
  };
}
