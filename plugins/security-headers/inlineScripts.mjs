// Finds the inline scripts of a build and holds them against the named list of
// allowed ones, so that no script is approved just because it is there.
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

/** The CSP source that allows exactly this script text. */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

// Data blocks: the browser never runs them, and CSP does not apply to them.
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

/** The bodies of the executable inline scripts in one HTML document. */
export function inlineScriptsOf(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || !body.trim()) continue;
    scripts.push(body);
  }
  return scripts;
}

function htmlFiles(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every executable inline script of a build, with the page (relative to the build) it is on. */
export function findInlineScripts(buildDir) {
  return htmlFiles(buildDir).flatMap((file) =>
    inlineScriptsOf(readFileSync(file, 'utf8')).map((body) => ({
      page: relative(buildDir, file),
      body,
    })),
  );
}

const PREVIEW_LENGTH = 80;

/** Throws naming each page and the start of each inline script that is not on the `allowed` list. */
export function checkInlineScripts(found, allowed) {
  const listed = new Set(allowed.map((script) => script.body));
  const unknown = found.filter((script) => !listed.has(script.body));
  if (unknown.length) {
    const lines = unknown.map(({page, body}) => {
      const start = body.trim().replace(/\s+/g, ' ');
      const preview = start.length > PREVIEW_LENGTH ? `${start.slice(0, PREVIEW_LENGTH)}…` : start;
      return `  ${page}: ${preview}`;
    });
    throw new Error(
      `CSP: ${unknown.length} inline script(s) are not on the list of allowed inline scripts ` +
        '(plugins/security-headers/index.ts), so the policy blocks them:\n' +
        `${lines.join('\n')}\n` +
        'Move the code into a module, or add it to the list with a name if it must run inline.',
    );
  }
}
