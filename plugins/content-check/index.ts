/**
 * The content check in the build: every data file under src/data/content against its
 * schema (./schemas), and every translation's copy of one under i18n/<locale>/content against
 * the same schema. A mistake stops the build before it bundles anything, listing every
 * problem with its file, entry and field, as `npm test` does.
 */
import {existsSync, readdirSync} from 'node:fs';
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
import {CONTENT_MODULES} from './modules';

const sentences = (problems: Problem[]) => problems.map(({message}) => message);

function contentProblems(modules: readonly ContentModule[] = CONTENT_MODULES): Problem[] {
  return modules.flatMap((module) => problemsIn(module));
}

/** Every problem in the given modules (all of src/data unless said), as sentences. */
export function checkContent(modules?: readonly ContentModule[]): string[] {
  return sentences(contentProblems(modules));
}

/** The i18n folder, beside src/. */
const I18N_DIR = new URL('../../i18n/', import.meta.url);

/**
 * Every translated data file under `i18n` (i18n/<locale>/content/…), each with the schema of
 * its English file. A file with no English counterpart is a problem of its own.
 */
export function translatedModules(i18n: URL = I18N_DIR): {
  modules: {module: ContentModule; locale: string}[];
  strays: string[];
} {
  const modules: {module: ContentModule; locale: string}[] = [];
  const strays: string[] = [];
  if (!existsSync(i18n)) return {modules, strays};
  const byFile = new Map(CONTENT_MODULES.map((module) => [module.file, module]));
  for (const locale of readdirSync(i18n)) {
    const dir = new URL(`${locale}/content/`, i18n);
    if (!existsSync(dir)) continue;
    const label = `i18n/${locale}/content/`;
    for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      if (!file.endsWith('.json')) continue;
      const english = byFile.get(file.split('\\').join('/'));
      if (english) modules.push({module: translated(english, dir, label), locale});
      else strays.push(`${label}${file} has no English file of the same name in src/data/content`);
    }
  }
  return {modules, strays};
}

/**
 * The problems in the translations' data files: each is held to its English file's schema
 * except the words the spec gives English; the pseudo-locales, generated longer than English
 * on purpose, are not held to the copy's lengths and sentences either.
 */
function translationProblems(i18n?: URL): Problem[] {
  const {modules, strays} = translatedModules(i18n);
  return [
    ...strays.map((message) => ({file: '', path: [], message})),
    ...modules.flatMap(({module, locale}) =>
      problemsIn(module, {relaxed: isPseudoLocale(locale) ? PSEUDO_RELAXED : TRANSLATION_RELAXED}),
    ),
  ];
}

export function checkTranslations(i18n?: URL): string[] {
  return sentences(translationProblems(i18n));
}

export default function contentCheck(modules?: readonly ContentModule[]): () => Plugin {
  return () => ({
    name: 'content-check',
    // `docusaurus start` (npm run cms) checks again whenever a data file changes.
    getPathsToWatch: () => ['src/data/content/**/*.json', 'i18n/*/content/**/*.json'],
    loadContent() {
      const problems = [
        ...contentProblems(modules ?? CONTENT_MODULES.map(reread)),
        ...(modules ? [] : translationProblems()),
      ];
      if (problems.length === 0) return;
      // Only the repository's own files go to the pull request, never a test's edited copies.
      if (!modules) reportToActions(problems);
      throw new ContentCheckError(sentences(problems));
    },
  });
}
