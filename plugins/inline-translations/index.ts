/**
 * Builds each locale's `translate()` and `<Translate>` into plain text and JSX
 * (./transform.ts), from the code translations Docusaurus loaded for the locale. English
 * first-load JavaScript stays what it was before the site was made translatable. A part of
 * plugins/browser-bundle, not a plugin of its own: a plugin's name is in every page's scripts.
 */
import {join} from 'node:path';
import type {CurrentBundler, LoadContext} from '@docusaurus/types';
import type {RuleSetRule, WebpackPluginInstance} from 'webpack';
import {localeMenuLocales} from '../../src/lib/locales';

export function inlineTranslations(
  context: LoadContext,
  bundler: CurrentBundler,
): {constants: WebpackPluginInstance; rule: RuleSetRule} {
  const {currentLocale, defaultLocale, locales} = context.i18n;
  return {
    // `process.env.TRANSLATED_BUILD` in src/ is this build's constant: code only another
    // language needs (its date words, Intl's plural rules) is left out of English bundles.
    // `process.env.BUILD_LOCALE` is the build's locale, for Intl's plural rules;
    // `process.env.LOCALE_MENU`, whether the header offers a choice of language.
    constants: new bundler.instance.DefinePlugin({
      'process.env.TRANSLATED_BUILD': JSON.stringify(String(currentLocale !== defaultLocale)),
      'process.env.BUILD_LOCALE': JSON.stringify(currentLocale),
      'process.env.LOCALE_MENU': JSON.stringify(String(localeMenuLocales(locales).length > 0)),
    }) as WebpackPluginInstance,
    rule: {
      test: /\.tsx?$/,
      include: [join(context.siteDir, 'src')],
      enforce: 'pre',
      use: [
        {
          loader: join(__dirname, 'loader.cjs'),
          options: {translations: context.codeTranslations},
        },
      ],
    },
  };
}
