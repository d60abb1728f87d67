import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineTranslations} from '../inline-translations';
import {dataModules} from './dataModules';
import {iconChunk} from './iconChunk';
import {trimThemeClassic} from './trimThemeClassic';

/**
 * How the browser bundles are cut, in one plugin of four parts: every plugin's name goes
 * into the site metadata that every page loads, so one plugin costs less than four. The
 * fourth resolves translations at build time (plugins/inline-translations).
 */
export default function browserBundle(context: LoadContext): Plugin {
  return {
    name: 'browser-bundle',
    configureWebpack: (_config, isServer, {currentBundler}) => {
      const translations = inlineTranslations(context, currentBundler);
      return {
        plugins: [translations.constants],
        resolve: {alias: trimThemeClassic},
        module: {rules: [dataModules, translations.rule]},
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {icons: iconChunk}}}}),
      };
    },
  };
}
