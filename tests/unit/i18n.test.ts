import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {checkTranslations} from '@site/plugins/content-check';
import {localizedFile, requestedFile} from '@site/plugins/i18n-content';
import {i18nConfig, readPseudoLocales} from '@site/src/config/locales';
import {formatDateInWords} from '@site/src/lib/formatDate';

const SITE = join(__dirname, '../..');
const english = (file: string) =>
  JSON.parse(readFileSync(join(SITE, 'src/data/content', file), 'utf8')) as Record<string, unknown>;

it('ships English alone, with no pseudo-locale unless PSEUDO_LOCALES=1, ar-XB right to left', () => {
  expect(readPseudoLocales({})).toBe(false);
  expect(i18nConfig(false)).toMatchObject({defaultLocale: 'en', locales: ['en']});
  const pseudo = i18nConfig(readPseudoLocales({PSEUDO_LOCALES: '1'}));
  expect(pseudo.locales).toEqual(['en', 'en-XA', 'ar-XB']);
  expect(pseudo.localeConfigs?.['ar-XB']).toMatchObject({direction: 'rtl'});
  expect(() => readPseudoLocales({PSEUDO_LOCALES: 'yes'})).toThrow(/PSEUDO_LOCALES/);
});

it('writes a date in a language’s own order and words, long and short', () => {
  const months =
    'janvier février mars avril mai juin juillet août septembre octobre novembre décembre';
  const shortMonths = 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.';
  const french = {
    ...{months: months.split(' '), shortMonths: shortMonths.split(' ')},
    pattern: '{day} {month} {year}',
  };
  expect(formatDateInWords(french, '2025-10-01')).toBe('1 octobre 2025');
  expect(formatDateInWords(french, '2025-10-01', {month: 'short'})).toBe('1 oct. 2025');
});

let i18n: string;
beforeEach(() => {
  i18n = mkdtempSync(join(tmpdir(), 'i18n-'));
});
afterEach(() => rmSync(i18n, {recursive: true, force: true}));

function write(locale: string, file: string, data: unknown) {
  mkdirSync(join(i18n, locale, 'content'), {recursive: true});
  writeFileSync(join(i18n, locale, 'content', file), JSON.stringify(data));
}
const check = () => checkTranslations(pathToFileURL(`${i18n}/`));

it("checks a translation's data files against their English files' schemas, naming the file and the field, or its lack of one", () => {
  const notices = english('notices.json') as {pageNotAvailable: {title: string}};
  write('fr', 'notices.json', {...notices, pageNotAvailable: {title: 'Page indisponible'}});
  write('fr', 'misspelt.json', {});
  expect(check()).toEqual([
    'i18n/fr/content/misspelt.json has no English file of the same name in src/data/content',
    'i18n/fr/content/notices.json: pageNotAvailable has no description (it must be text)',
  ]);
});

it("holds a real language to the copy's lengths, and a pseudo-locale only to its shape", () => {
  const figures = english('figures.json') as {figures: {label: string}[]};
  const long = {
    figures: figures.figures.map((figure) => ({...figure, label: `[${'Ŀȧƀḗŀ'.repeat(20)}]`})),
  };
  write('fr', 'figures.json', long);
  write('en-XA', 'figures.json', long);
  const problems = check();
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.every((problem) => problem.startsWith('i18n/fr/'))).toBe(true);
});

it('loads the translated file where there is one, else English; finds the one an import names, by the site alias or a relative path', () => {
  write('fr', 'notices.json', {});
  const localizedDir = join(i18n, 'fr', 'content');
  const localized = (file: string) => localizedFile(file, {siteDir: SITE, localizedDir});
  const notices = join(SITE, 'src/data/content/notices.json');
  expect(localized(notices)).toBe(join(localizedDir, 'notices.json'));
  expect(localized(join(SITE, 'src/data/content/figures.json'))).toBeUndefined();
  expect(localized(join(SITE, 'package.json'))).toBeUndefined();
  const fromPage = join(SITE, 'src/pages');
  expect(requestedFile('@site/src/data/content/notices.json', fromPage, SITE)).toBe(notices);
  expect(requestedFile('../data/content/notices.json', fromPage, SITE)).toBe(notices);
});
