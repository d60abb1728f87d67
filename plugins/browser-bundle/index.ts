/**
 * How the browser bundles are cut: bundler settings of this site's own, which no package holds.
 */
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

// Where theme-classic's client modules live, as .docusaurus/client-modules.js requires them.
const themeClassicLib = dirname(
  createRequire(import.meta.url).resolve('@docusaurus/theme-classic'),
);

/**
 * Leaves out of the browser bundles what theme-classic ships and no page of this site uses:
 * - Prism: no page shows code, so `prism-react-renderer` becomes a plain stand-in
 *   (src/components/Page/PlainCode), and the client module that loads Prism's
 *   languages on every page goes;
 * - nprogress, theme-classic's route-loading bar: the site's own spinner
 *   (src/clientModules/routeSpinner.ts) is the one the spec asks for.
 */
const trimThemeClassic: Record<string, string | false> = {
  'prism-react-renderer$': fileURLToPath(
    new URL('../../src/components/Page/PlainCode/index.tsx', import.meta.url),
  ),
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

export default function browserBundle(): Plugin {
  return {
    name: 'browser-bundle',
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: trimThemeClassic},
      ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {icons: iconChunk}}}}),
    }),
  };
}
