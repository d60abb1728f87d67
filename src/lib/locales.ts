/**
 * The pseudo-locales of CLDR's reserved regions: English accented and lengthened (XA), and
 * English run right to left (XB). Generated for the tests from the English sources
 * (`npm run pseudo-locales`), never real languages, never shipped (docs/translating.md).
 */
export const PSEUDO_LOCALES = {
  'en-XA': {label: 'Pseudo (accented)', direction: 'ltr', strategy: 'accented'},
  'ar-XB': {label: 'Pseudo (right to left)', direction: 'rtl', strategy: 'bidi'},
} as const;

export type PseudoLocale = keyof typeof PSEUDO_LOCALES;

export const PSEUDO_LOCALE_NAMES = Object.keys(PSEUDO_LOCALES) as PseudoLocale[];

export function isPseudoLocale(locale: string): locale is PseudoLocale {
  return Object.hasOwn(PSEUDO_LOCALES, locale);
}

/** The languages a visitor may choose between: the site's locales less the pseudo ones. */
export function realLocales(locales: readonly string[]): string[] {
  return locales.filter((locale) => !isPseudoLocale(locale));
}

/**
 * The languages the header's language menu offers: the real ones, when there are two or more.
 * While English is the only one (the pseudo-locales do not count) there is no menu.
 */
export function localeMenuLocales(locales: readonly string[]): string[] {
  const real = realLocales(locales);
  return real.length > 1 ? real : [];
}
