/**
 * The editor at /admin/: Decap CMS from its npm package (no CDN), its configuration
 * generated from the content schemas, the preview's stylesheet built from src/css, and
 * a page that says so when no backend is set. The files are written under .docusaurus,
 * served from there by `docusaurus start` and copied into the build; no public page links
 * or loads any of them. (Not a static directory of the site's config: the config goes into
 * every page's JavaScript.) No package generates Decap's configuration from zod schemas.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {basename, dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {cmsConfig} from './config';
import type {CmsBackend} from './settings';

const require = createRequire(import.meta.url);

export type Options = {backend: CmsBackend; siteUrl: string; brandName: string};

const page = (brandName: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content editor · ${brandName}</title>
  </head>
  <body>
${body}
  </body>
</html>
`;

const notConfigured = (brandName: string) => `
    <main style="max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; font: 1.125rem/1.6 system-ui, sans-serif">
      <h1>The editor is not configured</h1>
      <p>This copy of the ${brandName} website was built without a place for the editor to save to, so it cannot sign you in or change any text.</p>
      <p>The site owner sets <code>CMS_GITHUB_REPO</code> and, if needed, <code>CMS_GITHUB_BRANCH</code> when the site is built (docs/cms-setup.md in the repository).</p>
      <p>To edit on your own computer instead, run <code>npm run cms</code> in a copy of the repository and open <code>http://127.0.0.1:3000/admin/</code>.</p>
    </main>`;

/**
 * The preview's stylesheet: Infima and the site's global CSS (without print.css), plus the CSS
 * modules of the components admin/editor.js imitates, their class names prefixed with the
 * component's ("CardList-card") instead of hashed. Fonts point at copies under /admin/fonts/.
 */
function writePreviewCss(siteDir: string, admin: string) {
  const read = (path: string) => readFileSync(path, 'utf8');
  mkdirSync(join(admin, 'fonts'));
  const site = ['fonts.css', 'fontFallback.css', 'tokens.css', 'custom.css'].map((file) =>
    read(join(siteDir, 'src/css', file)).replace(
      /url\('~(@fontsource-variable\/[^']+\.woff2)'\)/g,
      (_, request: string) => {
        const font = require.resolve(request, {paths: [siteDir]});
        copyFileSync(font, join(admin, 'fonts', basename(font)));
        return `url('/admin/fonts/${basename(font)}')`;
      },
    ),
  );
  const modules = ['ListGrid', 'CardList', 'Section', 'Quote'].map((name) => `Page/${name}`);
  const styles = [...modules, 'Legal/PolicyText'].map((component) =>
    // ".card:hover > .title" → ".CardList-card:hover > .CardList-title", selectors only.
    read(join(siteDir, 'src/components', component, 'styles.module.css')).replace(
      /(^|})([^{}]*){/g,
      (_, close: string, selector: string) =>
        selector.trim().startsWith('@')
          ? `${close}${selector}{`
          : `${close}${selector.replace(/\.([A-Za-z][\w-]*)/g, `.${basename(component)}-$1`)}{`,
    ),
  );
  const infima = read(require.resolve('infima/dist/css/default/default.css', {paths: [siteDir]}));
  writeFileSync(join(admin, 'preview.css'), [infima, ...site, ...styles].join('\n'));
}

export function writeAdmin(dir: string, siteDir: string, {backend, siteUrl, brandName}: Options) {
  const admin = join(dir, 'admin');
  rmSync(admin, {recursive: true, force: true});
  mkdirSync(admin, {recursive: true});
  if (backend.kind === 'none') {
    writeFileSync(join(admin, 'index.html'), page(brandName, notConfigured(brandName)));
    return;
  }
  // Decap's script must sit in <body>: in <head> the page stays blank.
  const scripts = ['config.js', 'decap-cms.js', 'editor.js'].map(
    (file) => `    <script src="/admin/${file}"></script>`,
  );
  writeFileSync(join(admin, 'index.html'), page(brandName, scripts.join('\n')));
  const renderIcons = fileURLToPath(new URL('./renderIcons.mts', import.meta.url));
  // icons.ts is TypeScript, which Node reads as an ES module after a first try as CommonJS.
  const icons = execFileSync(
    process.execPath,
    ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', renderIcons],
    {encoding: 'utf8'},
  );
  const config = JSON.stringify(cmsConfig({backend, siteDir, siteUrl}), null, 2);
  writeFileSync(
    join(admin, 'config.js'),
    // window.CMS_MANUAL_INIT keeps Decap from starting before editor.js has registered its parts.
    `// Generated by plugins/cms; do not edit.\nwindow.CMS_MANUAL_INIT = true;\n` +
      `window.TALENTLANE_CMS = {"config": ${config}, "icons": ${icons}};\n`,
  );
  // decap-cms is decap-cms-app bundled with React for a <script> tag; it loads its numbered
  // chunks and two WebAssembly files from beside itself (the source maps stay behind).
  const dist = dirname(require.resolve('decap-cms/dist/decap-cms.js', {paths: [siteDir]}));
  cpSync(dist, admin, {
    recursive: true,
    filter: (path) =>
      path === dist || /^((\d+\.)?decap-cms\.js|[0-9a-f]+\.wasm)$/.test(basename(path)),
  });
  copyFileSync(new URL('./admin/editor.js', import.meta.url), join(admin, 'editor.js'));
  writePreviewCss(siteDir, admin);
}

export default function cmsAdmin(options: Options): (context: LoadContext) => Plugin {
  return ({siteDir}) => {
    const dir = join(siteDir, '.docusaurus/cms-admin');
    return {
      name: 'cms-admin',
      loadContent: () => writeAdmin(dir, siteDir, options),
      // `docusaurus start` merges a plugin's devServer into its own; the type leaves it out.
      configureWebpack: () =>
        ({devServer: {static: [{directory: dir, watch: false}]}}) as Configuration,
      postBuild({outDir}) {
        cpSync(join(dir, 'admin'), join(outDir, 'admin'), {recursive: true});
      },
    };
  };
}
