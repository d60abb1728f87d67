/**
 * The preview's stylesheet: Infima and the site's own CSS (fonts, tokens, custom), plus
 * the CSS modules of the components the preview templates imitate, their class names
 * prefixed with the component's ("CardList-card") instead of hashed. The fonts' URLs
 * point at copies under /admin/fonts/.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {basename, join} from 'node:path';

const require = createRequire(import.meta.url);

/** The site's global CSS, in docusaurus.config.ts' order, without print.css. */
const SITE_CSS = ['fonts.css', 'fontFallback.css', 'tokens.css', 'custom.css'];

/** The components whose styles the preview templates use (admin/editor.js). */
export const PREVIEW_MODULES = [
  'Page/ListGrid',
  'Page/CardList',
  'Page/Section',
  'Page/Quote',
  'Legal/PolicyText',
];

const FONT_URL = /url\('~(@fontsource-variable\/[^']+\.woff2)'\)/g;

/** ".card:hover > .title" → ".CardList-card:hover > .CardList-title", selectors only. */
export function prefixClasses(css: string, prefix: string): string {
  return css.replace(/(^|})([^{}]*){/g, (_, close: string, selector: string) => {
    if (selector.trim().startsWith('@')) return `${close}${selector}{`;
    return `${close}${selector.replace(/\.([A-Za-z][\w-]*)/g, `.${prefix}-$1`)}{`;
  });
}

/** The stylesheet's text and the font files it names (absolute paths in node_modules). */
export function previewCss(siteDir: string): {css: string; fonts: string[]} {
  const fonts: string[] = [];
  const site = SITE_CSS.map((file) =>
    readFileSync(join(siteDir, 'src/css', file), 'utf8').replace(FONT_URL, (_, request: string) => {
      const path = require.resolve(request, {paths: [siteDir]});
      fonts.push(path);
      return `url('/admin/fonts/${basename(path)}')`;
    }),
  );
  const modules = PREVIEW_MODULES.map((component) =>
    prefixClasses(
      readFileSync(join(siteDir, 'src/components', component, 'styles.module.css'), 'utf8'),
      basename(component),
    ),
  );
  const infima = readFileSync(
    require.resolve('infima/dist/css/default/default.css', {paths: [siteDir]}),
    'utf8',
  );
  const css = [
    '/* The editor preview: Infima, src/css and component styles (plugins/cms/previewCss.ts). */',
    infima,
    ...site,
    ...modules,
  ].join('\n');
  return {css, fonts};
}
