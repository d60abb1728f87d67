/**
 * How the browser bundles are cut: bundler settings of this site's own, which no package holds.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

const require = createRequire(import.meta.url);
// Where theme-classic's client modules live, as .docusaurus/client-modules.js requires them.
const themeClassicLib = dirname(require.resolve('@docusaurus/theme-classic'));
/** The browser bundle's `<Head>`: Docusaurus' own, held until the page has hydrated. */
const headAfterHydration = {
  // The key of Docusaurus' own alias, whose value this replaces.
  '@docusaurus/Head': fileURLToPath(
    new URL('../../src/browser/HeadAfterHydration.tsx', import.meta.url),
  ),
};

/**
 * Leaves out of the browser bundles what theme-classic ships and no page of this site uses:
 * - the client module that loads Prism's extra languages on every page: code blocks, loaded
 *   only by the pages that show one (src/theme/MDXComponents.tsx), highlight the languages
 *   prism-react-renderer bundles;
 * - nprogress, theme-classic's route-loading bar: the site's own spinner
 *   (src/clientModules/routeSpinner.ts) is the one the spec asks for.
 */
const trimThemeClassic: Record<string, string | false> = {
  [`${join(themeClassicLib, 'prism-include-languages')}$`]: false,
  [`${join(themeClassicLib, 'nprogress')}$`]: false,
};

/**
 * The icon map (src/components/Page/Icon) holds every Lucide icon a page may name, so
 * it goes into one "icons" chunk that only the pages showing icons load, and cache
 * across routes. Left alone, it would swell Docusaurus' shared chunk that every route
 * loads, the blog and the legal pages included.
 */
const iconChunk = {
  test: /[\\/](lucide-react|src[\\/]components[\\/]Page[\\/]Icon)[\\/]/,
  name: 'icons',
  chunks: 'async',
  priority: 60,
  enforce: true,
} as const;

/**
 * Lets Docusaurus name each page's route chunks in its HTML, as it means to. During the
 * static render, Docusaurus collects the modules a page loads by their import request
 * ('@site/legal/privacy-policy.mdx') and looks them up in .docusaurus/client-manifest.json
 * to write the page's `<script defer>` tags. Under webpack 5 and Rspack, the manifest's
 * writer (react-loadable-ssr-addon-v5-slorber) keys them by chunk name ('00cd1eab')
 * instead, so nothing matches and a page names only runtime~main and main: its own chunks
 * are asked for once main runs, a round trip later (docs/developing.md, "How pages load").
 * This adds each chunk's import request as a second key. Remove it once Docusaurus does.
 */
class NameRouteChunks {
  constructor(private readonly path: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('NameRouteChunks', (compilation) => {
      const {path} = this;
      const manifest = JSON.parse(readFileSync(path, 'utf8'));
      for (const group of compilation.chunkGroups) {
        const chunks = group.name ? manifest.origins[group.name] : undefined;
        for (const {request} of chunks ? group.origins : []) {
          if (request) manifest.origins[request] ??= chunks;
        }
      }
      writeFileSync(path, JSON.stringify(manifest, null, 2));
    });
  }
}

export default function browserBundle({generatedFilesDir}: LoadContext): Plugin {
  const manifest = join(generatedFilesDir, 'client-manifest.json');
  return {
    name: 'browser-bundle',
    configureWebpack: (config, isServer) => ({
      resolve: {alias: isServer ? trimThemeClassic : {...trimThemeClassic, ...headAfterHydration}},
      ...(isServer
        ? {}
        : {
            optimization: {splitChunks: {cacheGroups: {icons: iconChunk}}},
            // The manifest is written for a build only, not for `npm start`.
            plugins: config.mode === 'production' ? [new NameRouteChunks(manifest)] : [],
          }),
    }),
  };
}
