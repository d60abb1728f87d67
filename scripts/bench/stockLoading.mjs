// The observed bench's second variant: the same build with Docusaurus' own loading
// put back. Our template (plugins/paint-first) names a page's scripts in
// <meta name="page-script"> tags and loads them from an inline loader; Docusaurus' own
// (@docusaurus/core/lib/ssg/ssgTemplate.html.js) lists the same files in <head> as
// `<script src defer>`, right after the stylesheets.
import {cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {NGINX_INCLUDE, STATIC_HOST_HEADERS} from '../../plugins/security-headers/headerFiles.mjs';
import {sha256Source} from '../../plugins/security-headers/inlineScripts.mjs';

// Both spellings: the template's tags come out of the HTML minifier unquoted, postBuild's quoted.
const PAGE_SCRIPT = /<meta\s+name="?page-script"?[^>]*?\sdata-page-script="?([^"\s>]+)"?[^>]*>/g;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const STYLESHEET = /<link\s+rel="?stylesheet"?[^>]*>/g;
// The entry's files: Docusaurus lists them first (getBundles of [...entrypoints, ...modules]),
// then the route chunks; paint-first puts the route chunks first.
const ENTRY_FILE = /\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/**
 * One page of our build with Docusaurus' loading: every page-script becomes a
 * `<script src defer>` after the last stylesheet (entry files first), the metas and
 * the inline loader go. Null for a page our template did not render; `loader` is the
 * loader's text as built, for the CSP.
 */
export function withDocusaurusLoading(html) {
  const sources = [...new Set([...html.matchAll(PAGE_SCRIPT)].map((match) => match[1]))];
  if (sources.length === 0) return null;
  const ordered = [
    ...sources.filter((src) => ENTRY_FILE.test(src)),
    ...sources.filter((src) => !ENTRY_FILE.test(src)),
  ];
  const scripts = ordered.map((src) => `<script src="${src}" defer></script>`).join('');
  const loaders = new Set();
  const page = html.replace(PAGE_SCRIPT, '').replace(INLINE_SCRIPT, (tag, body) => {
    if (!body.includes('data-page-script')) return tag;
    loaders.add(body);
    return '';
  });
  if (loaders.size !== 1)
    throw new Error(
      `expected one inline script loader on a page with page-scripts, found ${loaders.size}`,
    );
  const lastStylesheet = [...page.slice(0, page.indexOf('</head>')).matchAll(STYLESHEET)].at(-1);
  if (!lastStylesheet) throw new Error('expected a stylesheet in <head> to put the scripts after');
  const at = lastStylesheet.index + lastStylesheet[0].length;
  return {html: page.slice(0, at) + scripts + page.slice(at), loader: [...loaders][0]};
}

function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true}).filter((file) => file.endsWith('.html'));
}

/**
 * Copies `buildDir` to `outDir` with Docusaurus' loading on every page, and takes
 * the loader's hash off the copy's Content-Security-Policy (the loader is gone;
 * the scripts it added come from 'self', which the policy allows either way).
 * Returns how many pages it rewrote.
 */
export function stockLoadingCopy(buildDir, outDir) {
  rmSync(outDir, {recursive: true, force: true});
  cpSync(buildDir, outDir, {recursive: true});
  const loaders = new Set();
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const path = join(outDir, file);
    const rewritten = withDocusaurusLoading(readFileSync(path, 'utf8'));
    if (!rewritten) continue;
    writeFileSync(path, rewritten.html);
    // A precompressed copy of the old page would be served in its place (gzip_static).
    for (const compressed of [`${path}.gz`, `${path}.br`]) rmSync(compressed, {force: true});
    loaders.add(rewritten.loader);
    pages += 1;
  }
  if (pages === 0) throw new Error(`${buildDir}: no page names its scripts in page-script tags`);
  for (const headers of [NGINX_INCLUDE, STATIC_HOST_HEADERS]) {
    const path = join(outDir, headers);
    if (!existsSync(path)) continue;
    let text = readFileSync(path, 'utf8');
    for (const loader of loaders) text = text.replaceAll(` ${sha256Source(loader)}`, '');
    writeFileSync(path, text);
  }
  return pages;
}
