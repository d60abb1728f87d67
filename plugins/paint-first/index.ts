import {readdir} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {rewriteHtml} from '../htmlFile';
import {routeChunkFiles} from './routeChunks';

/**
 * The page paints before its scripts load. Docusaurus' own template puts every
 * bundle in <head> with `defer`, so on a fast connection the browser fetches and
 * runs them before the first paint, and Lighthouse's simulation then counts their
 * download and evaluation into FCP and LCP. This template leaves them out of <head>;
 * a fixed inline loader, its hash on the CSP's named list, adds them in order once
 * the first contentful paint has happened. Where that cannot be observed (no paint
 * timing, or a hidden tab, which does not paint) it adds them at once, and so it does
 * if the tab is hidden before the paint; 3 s is a last resort that a painting page
 * never reaches.
 *
 * Not `load`: with nothing else to fetch, `load` often fires before the first paint.
 * Not requestAnimationFrame: it stops in hidden tabs and under Playwright's paused clock,
 * which the paint entry does not.
 */

/** Plain ES5, inlined as is; its hash goes into the CSP (plugins/security-headers). */
export const SCRIPT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = document.querySelectorAll('[data-page-script]');
    for (var i = 0; i < list.length; i++) {
      var script = document.createElement('script');
      script.src = list[i].getAttribute('data-page-script');
      script.async = false;
      document.body.appendChild(script);
    }
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
})();`;

/** Docusaurus 3.10's ssgTemplate.html, with the scripts moved behind the loader. */
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
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <meta name="page-script" content="" data-page-script="<%= it.baseUrl %><%= script %>">
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${SCRIPT_LOADER}</script>
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
