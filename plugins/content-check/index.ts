/**
 * The content check in the build: every data file under src/data/content against its schema
 * (src/data/schemas), and every translation's copy of one under i18n/<locale>/content against
 * the same schema. A mistake stops the build before it bundles anything, listing every
 * problem with its file, entry and field, as `npm test` does. Docusaurus validates its own
 * plugins' options and front matter only; no package checks a site's data files at build.
 */
import {existsSync, readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {isPseudoLocale} from '../../src/lib/locales';
import {reportToActions} from './annotations';
import {
  ContentCheckError,
  problemsIn,
  PSEUDO_RELAXED,
  reread,
  TRANSLATION_RELAXED,
  translated,
  type ContentModule,
  type Problem,
} from './check';
import {uploadedPictureProblems} from './frontMatter';
import {CONTENT_MODULES} from './modules';

const SITE_DIR = fileURLToPath(new URL('../..', import.meta.url));

const sentences = (problems: Problem[]) => problems.map(({message}) => message);

/** Every problem in the given modules (all of src/data unless said), as sentences. */
export function checkContent(modules: readonly ContentModule[] = CONTENT_MODULES): string[] {
  return sentences(modules.flatMap((module) => problemsIn(module)));
}

/**
 * The problems in the translations' data files (i18n/<locale>/content/…): each is held to its
 * English file's schema except the words the spec gives English; the pseudo-locales, generated
 * longer than English on purpose, are not held to the copy's lengths and sentences either. A
 * file with no English counterpart is a problem of its own.
 */
function translationProblems(i18n = new URL('../../i18n/', import.meta.url)): Problem[] {
  if (!existsSync(i18n)) return [];
  const byFile = new Map(CONTENT_MODULES.map((module) => [module.file, module]));
  return readdirSync(i18n).flatMap((locale) => {
    const dir = new URL(`${locale}/content/`, i18n);
    if (!existsSync(dir)) return [];
    const label = `i18n/${locale}/content/`;
    const relaxed = isPseudoLocale(locale) ? PSEUDO_RELAXED : TRANSLATION_RELAXED;
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const english = byFile.get(file.split('\\').join('/'));
        if (english) return problemsIn(translated(english, dir, label), {relaxed});
        const message = `${label}${file} has no English file of the same name in src/data/content`;
        return [{file: '', path: [], message}];
      });
  });
}

export function checkTranslations(i18n?: URL): string[] {
  return sentences(translationProblems(i18n));
}

export default function contentCheck(modules?: readonly ContentModule[]): () => Plugin {
  return () => ({
    name: 'content-check',
    // `docusaurus start` (npm run cms) checks again whenever a data file changes.
    getPathsToWatch: () => [
      'src/data/content/**/*.json',
      'i18n/*/content/**/*.json',
      'static/img/blog/*',
    ],
    loadContent() {
      const problems = modules
        ? modules.flatMap((module) => problemsIn(module))
        : [
            ...CONTENT_MODULES.map(reread).flatMap((module) => problemsIn(module)),
            ...translationProblems(),
            // The pictures writers upload for the articles (plugins/cms).
            ...uploadedPictureProblems(SITE_DIR).map((message) => ({file: '', path: [], message})),
          ];
      if (problems.length === 0) return;
      // Only the repository's own files go to the pull request, never a test's edited copies.
      if (!modules) reportToActions(problems);
      throw new ContentCheckError(sentences(problems));
    },
  });
}
