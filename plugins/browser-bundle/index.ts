import type {Plugin} from '@docusaurus/types';
import {iconChunk} from './iconChunk';
import {trimThemeClassic} from './trimThemeClassic';

/**
 * How the browser bundles are cut: the icons in a chunk of their own (./iconChunk.ts), and
 * what theme-classic ships that no page uses left out (./trimThemeClassic.ts). Bundler
 * settings of this site's own, which no package holds.
 */
export default function browserBundle(): Plugin {
  return {
    name: 'browser-bundle',
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: trimThemeClassic},
      ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {icons: iconChunk}}}}),
    }),
  };
}
