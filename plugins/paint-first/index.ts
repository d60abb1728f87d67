import {readdir} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {rewriteHtml} from '../htmlFile';
import {routeChunkFiles} from './routeChunks';

/**
 * When the page's scripts load, chosen on the figures of docs/benchmarks.md (2026-11-26):
 * Docusaurus' own template names every bundle in <head> with `defer`; this one names them
 * in <meta name="page-script"> tags and loads them from a fixed inline loader right after
 * those tags, its hash on the CSP's named list.
 * - Their downloads start at once, as low-priority preloads (the priority `defer` gives
 *   them), so hydration is no later than with `defer`.
 * - They run after the first contentful paint, in order, once the document is parsed, so
 *   their evaluation never holds that paint back. Each is added once the one before it has
 *   run, so that where they are all there at the paint (a fast connection, or Lighthouse's
 *   unthrottled trace) they run as separate tasks, not one long one.
 * - Where the paint cannot be observed (no paint timing, or a hidden tab, which does not
 *   paint) they start at once, and so they do if the tab is hidden before the paint; 3 s is
 *   a last resort that a painting page never reaches.
 * Until 2026-11-26 the downloads waited for the paint once the splash had been seen in the
 * tab: that painted 0.1-0.5 s earlier but hydrated 0.5-1.4 s later on a throttled phone.
 *
 * Not `load`: with nothing else to fetch, `load` often fires before the first paint.
 * Not requestAnimationFrame: it stops in hidden tabs and under Playwright's paused clock,
 * which the paint entry does not.
 */

/** Plain ES5, inlined as is; its hash goes into the CSP (plugins/security-headers). */
export const SCRIPT_LOADER = `(function () {
  var list = document.querySelectorAll('[data-page-script]');
  var started = false;
  function add(i) {
    var script = document.createElement('script');
    script.src = list[i].getAttribute('data-page-script');
    script.async = false;
    if (i + 1 < list.length) script.onload = script.onerror = function () { add(i + 1); };
    document.body.appendChild(script);
  }
  function start() {
    if (started || list.length === 0) return;
    started = true;
    add(0);
  }
  function startWhenParsed() {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
  for (var j = 0; j < list.length; j++) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.fetchPriority = 'low';
    link.href = list[j].getAttribute('data-page-script');
    document.head.appendChild(link);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) return startWhenParsed();
  new PerformanceObserver(function (entries) {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) startWhenParsed();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', startWhenParsed);
  setTimeout(startWhenParsed, 3000);
})();`;

/**
 * Docusaurus 3.10.2's ssgTemplate.html, with the scripts moved behind the loader. The loader
 * stands before the stylesheets: an inline script after a stylesheet waits for it to load.
 */
export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.scripts.forEach((script) => { %>
      <meta name="page-script" content="" data-page-script="<%= it.baseUrl %><%= script %>">
    <% }); %>
    <script>${SCRIPT_LOADER}</script>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

const SCRIPT_META = /<meta name="?page-script"?/;

/** `about.html` is /about, `blog/index.html` would be /blog, `index.html` is /. */
function pathnameOf(htmlFile: string): string {
  return `/${htmlFile.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
}

/**
 * Names each page's own route chunks beside main's, so they download with it and
 * hydration starts as soon as main has run, with no second round of requests.
 */
export default function paintFirst(context: LoadContext): Plugin {
  return {
    name: 'paint-first',
    async postBuild({outDir}) {
      const chunksOf = routeChunkFiles(context.generatedFilesDir);
      const pages = (await readdir(outDir, {recursive: true})).filter((file) =>
        file.endsWith('.html'),
      );
      await Promise.all(
        pages.map((page) =>
          rewriteHtml(join(outDir, page), (html) => {
            // Only the pages this template rendered: an .html file from static/ is left as it is.
            if (!SCRIPT_META.test(html)) return html;
            const pathname = pathnameOf(page);
            const files = chunksOf(pathname);
            // Every page, 404 included, matches a route with chunks: none means routes.js is not what this reads.
            if (files.length === 0)
              throw new Error(
                `paint-first: ${page} (${pathname}) matched no route chunks in .docusaurus/routes.js; has its format changed?`,
              );
            const metas = files.map(
              (file) =>
                `<meta name="page-script" content="" data-page-script="${context.baseUrl}${file}">`,
            );
            return html.replace(SCRIPT_META, (first) => metas.join('') + first);
          }),
        ),
      );
    },
  };
}
