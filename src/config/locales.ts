/**
 * The site's languages. English is the default and, until a translation made by people has
 * been reviewed (docs/translating.md), the only one shipped. The pseudo-locales
 * (src/lib/locales.ts) join only when PSEUDO_LOCALES=1, for the tests: the production
 * build never has them.
 */
import type {I18nLocaleConfig} from '@docusaurus/types';
import {PSEUDO_LOCALES, PSEUDO_LOCALE_NAMES} from '../lib/locales';
import {SiteConfigError} from './site';

export const DEFAULT_LOCALE = 'en';

/** The languages shipped: English, then each translation made by people and reviewed. */
export const SHIPPED_LOCALES: readonly string[] = [DEFAULT_LOCALE];

/** PSEUDO_LOCALES=1 adds the pseudo-locales; unset or 0, the site has its shipped locales only. */
export function readPseudoLocales(env: NodeJS.ProcessEnv): boolean {
  const value = env.PSEUDO_LOCALES ?? '';
  if (value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new SiteConfigError('PSEUDO_LOCALES', value, '1 (the tests) or unset');
}

/**
 * The `i18n` block of docusaurus.config.ts. Each pseudo-locale is built on its own into a
 * folder of its own (`npm run build:pseudo`) at the root of its server, so its routes are
 * English's and the browser tests' route list serves it unchanged.
 */
export function i18nConfig(withPseudoLocales: boolean): {
  defaultLocale: string;
  locales: string[];
  localeConfigs: Record<string, Partial<I18nLocaleConfig>>;
} {
  const pseudo = withPseudoLocales ? PSEUDO_LOCALE_NAMES : [];
  return {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...SHIPPED_LOCALES, ...pseudo],
    localeConfigs: Object.fromEntries(
      pseudo.map((locale) => {
        const {label, direction} = PSEUDO_LOCALES[locale];
        return [locale, {label, direction, htmlLang: locale, baseUrl: '/'}];
      }),
    ),
  };
}
