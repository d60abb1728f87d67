/**
 * Builds each locale's `translate()` and `<Translate>` into plain text and JSX
 * (./transform.ts), from the code translations Docusaurus loaded for the locale. English
 * first-load JavaScript stays what it was before the site was made translatable.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localeMenuLocales} from '../../src/lib/locales';

export default function inlineTranslations(context: LoadContext): Plugin {
  const {currentLocale, defaultLocale} = context.i18n;
  return {
    name: 'inline-translations',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        // `process.env.TRANSLATED_BUILD` in src/ is this build's constant: code only another
        // language needs (its date words, Intl's plural rules) is left out of English bundles.
        // `process.env.BUILD_LOCALE` is the build's locale, for Intl's plural rules;
        // `process.env.LOCALE_MENU`, whether the header offers a choice of language.
        new currentBundler.instance.DefinePlugin({
          'process.env.TRANSLATED_BUILD': JSON.stringify(String(currentLocale !== defaultLocale)),
          'process.env.BUILD_LOCALE': JSON.stringify(currentLocale),
          'process.env.LOCALE_MENU': JSON.stringify(
            String(localeMenuLocales(context.i18n.locales).length > 0),
          ),
        }),
      ],
      module: {
        rules: [
          {
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
        ],
      },
    }),
  };
}
