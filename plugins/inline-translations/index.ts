/**
 * Builds each locale's `translate()` and `<Translate>` into plain text and JSX
 * (./transform.ts), from the code translations Docusaurus loaded for the locale. English
 * first-load JavaScript stays what it was before the site was made translatable.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function inlineTranslations(context: LoadContext): Plugin {
  return {
    name: 'inline-translations',
    configureWebpack: () => ({
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
