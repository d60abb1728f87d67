/**
 * Each language's copy of the writers' data files. English lives in src/data/content/ (the
 * editor at /admin/ writes there); a translation lives in i18n/<locale>/content/ with the same
 * file names. Building a locale other than English, every import of a data file is pointed at
 * the locale's copy where there is one, file by file, and stays on English where there is not.
 * The English build is left exactly as it was: no bundler setting is added for it.
 * Docusaurus translates its own content plugins' files, not a site's data files.
 */
import {existsSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The English data files, which the editor writes. */
const DATA_DIR = 'src/data/content';

/**
 * The file to load instead of `file` (an absolute path) for the locale whose data folder is
 * `localizedDir`, or undefined to keep the English file.
 */
export function localizedFile(
  file: string,
  {siteDir, localizedDir}: {siteDir: string; localizedDir: string},
): string | undefined {
  const path = relative(resolve(siteDir, DATA_DIR), file);
  if (path.startsWith('..') || !path.endsWith('.json')) return undefined;
  const candidate = join(localizedDir, path);
  return existsSync(candidate) ? candidate : undefined;
}

/** The file an import names: `@site/…` from the site's folder, any other path from the importer's. */
export function requestedFile(request: string, context: string, siteDir: string): string {
  return request.startsWith('@site/')
    ? join(siteDir, request.slice('@site/'.length))
    : resolve(context, request);
}

/** The path of a locale's copy of a data file, or of the English one where the locale has none. */
export function localizedDataPath({siteDir, localizationDir}: LoadContext, file: string): string {
  const english = resolve(siteDir, DATA_DIR, file);
  return (
    localizedFile(english, {siteDir, localizedDir: join(localizationDir, 'content')}) ?? english
  );
}

export default function i18nContent({siteDir, localizationDir, i18n}: LoadContext): Plugin {
  const localizedDir = join(localizationDir, 'content');
  return {
    name: 'i18n-content',
    getPathsToWatch: () => [`${localizedDir}/**/*.json`],
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (i18n.currentLocale === i18n.defaultLocale) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /content[\\/].*\.json$/,
            (resource: {context: string; request: string}) => {
              const file = requestedFile(resource.request, resource.context, siteDir);
              const localized = localizedFile(file, {siteDir, localizedDir});
              if (localized) resource.request = localized;
            },
          ),
        ],
      };
    },
  };
}
