import type {Plugin} from '@docusaurus/types';
import {dataModules} from './dataModules';
import {iconChunk} from './iconChunk';
import {trimThemeClassic} from './trimThemeClassic';

/**
 * How the browser bundles are cut, in one plugin of three parts: every plugin's name goes
 * into the site metadata that every page loads, so one plugin costs less than three.
 */
export default function browserBundle(): Plugin {
  return {
    name: 'browser-bundle',
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: trimThemeClassic},
      module: {rules: [dataModules]},
      ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {icons: iconChunk}}}}),
    }),
  };
}
