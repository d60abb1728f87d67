/**
 * `npm run pseudo-locales` (`docusaurus pseudo-locales`): writes the pseudo-locales of
 * src/lib/locales.ts into i18n/<locale>/ from the English sources, as a translator's files
 * would be: code.json and the theme's files from `docusaurus write-translations`, the pages,
 * policies and articles as MDX and Markdown, the data files. The folders are git-ignored and
 * written anew each time; only a build with PSEUDO_LOCALES=1 reads them (docs/translating.md).
 * The pseudo-localization package writes the letters; no package knows Docusaurus' files.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PSEUDO_LOCALES, PSEUDO_LOCALE_NAMES} from '../../src/lib/locales';
import {jsonSchemaOf} from '../cms/fields';
import {CONTENT_MODULES} from '../content-check/modules';
import {pseudoAuthors, pseudoData, pseudoMdx, pseudoMessage, type Strategy} from './pseudo';

/** Where each content plugin reads a language's copy of its files (Docusaurus' layout). */
const SOURCES = [
  {from: 'src/pages', to: 'docusaurus-plugin-content-pages', extensions: ['.mdx']},
  {from: 'legal', to: 'docusaurus-plugin-content-docs/current', extensions: ['.mdx']},
  {from: 'blog', to: 'docusaurus-plugin-content-blog', extensions: ['.md', '.mdx']},
];

const filesUnder = (dir: string) => readdirSync(dir, {recursive: true, encoding: 'utf8'});

function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, text);
}

/** Every message of the translation files (JSON of `{id: {message, description}}`) under `dir`. */
function pseudoTranslationFiles(dir: string, strategy: Strategy): number {
  let count = 0;
  for (const path of filesUnder(dir).filter((file) => file.endsWith('.json'))) {
    const messages: Record<string, {message: string}> = JSON.parse(
      readFileSync(join(dir, path), 'utf8'),
    );
    for (const entry of Object.values(messages)) {
      entry.message = pseudoMessage(entry.message, strategy);
      count += 1;
    }
    writeFile(join(dir, path), `${JSON.stringify(messages, null, 2)}\n`);
  }
  return count;
}

/** The pages, policies and articles, pseudo-localised into the locale's folders. */
function pseudoSources(siteDir: string, localeDir: string, strategy: Strategy): number {
  let count = 0;
  for (const {from, to, extensions} of SOURCES) {
    for (const name of filesUnder(join(siteDir, from))) {
      const path = join(siteDir, from, name);
      const target = join(localeDir, to, name);
      if (name.split('/').some((part) => part.startsWith('_'))) continue;
      if (extensions.some((extension) => path.endsWith(extension))) {
        const source = readFileSync(path, 'utf8');
        // Articles in `.md` with `mdx: format: md` are plain Markdown.
        const mdx = path.endsWith('.mdx');
        writeFile(target, pseudoMdx(source, strategy, {mdx}));
        count += 1;
      } else if (name === 'authors.yml') {
        writeFile(target, pseudoAuthors(readFileSync(path, 'utf8'), strategy));
        count += 1;
      } else if (/\.(ya?ml|json)$/.test(path)) {
        cpSync(path, target);
      }
    }
  }
  return count;
}

/** The data files (as read when the command started), their copy pseudo-localised, into i18n/<locale>/content/. */
function pseudoDataFiles(localeDir: string, strategy: Strategy): number {
  const modules = CONTENT_MODULES.filter((module) => module.file.endsWith('.json'));
  for (const {file, data, schema} of modules) {
    const pseudo = pseudoData(data, jsonSchemaOf(schema), strategy);
    writeFile(join(localeDir, 'content', file), `${JSON.stringify(pseudo, null, 2)}\n`);
  }
  return modules.length;
}

export default function pseudoLocales(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'pseudo-locales',
    extendCli(cli) {
      cli
        .command('pseudo-locales')
        .description('Writes the pseudo-locales into i18n/ from the English sources (tests only).')
        .action(() => {
          const [first] = PSEUDO_LOCALE_NAMES;
          const dirOf = (locale: string) => join(siteDir, 'i18n', locale);
          PSEUDO_LOCALE_NAMES.forEach((locale) =>
            rmSync(dirOf(locale), {recursive: true, force: true}),
          );
          // Docusaurus' own command hands over every string of the code and the theme, in English.
          const written = spawnSync('docusaurus', ['write-translations', '--locale', first], {
            cwd: siteDir,
            stdio: 'inherit',
            env: {...process.env, PSEUDO_LOCALES: '1'},
          });
          if (written.status !== 0) throw new Error('docusaurus write-translations failed');
          for (const locale of PSEUDO_LOCALE_NAMES.slice(1))
            cpSync(dirOf(first), dirOf(locale), {recursive: true});
          for (const locale of PSEUDO_LOCALE_NAMES) {
            const {strategy} = PSEUDO_LOCALES[locale];
            const messages = pseudoTranslationFiles(dirOf(locale), strategy);
            const sources = pseudoSources(siteDir, dirOf(locale), strategy);
            const data = pseudoDataFiles(dirOf(locale), strategy);
            console.log(
              `[pseudo-locales] ${locale}: ${messages} messages, ${sources} pages, policies and articles, ${data} data files in i18n/${locale}/`,
            );
          }
        });
    },
  };
}
