import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localeMenuLocales} from '@site/src/lib/locales';
import {HeaderDisclosure} from '../HeaderDisclosure';
// The navigation menu's list: the two panels of the header look alike.
import styles from '../NavMenu/styles.module.css';

/**
 * The header's choice of language, as theme-classic's localeDropdown would offer it: each real
 * language's version of this page. Nothing while English is the only real language.
 */
export function LocaleMenu(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  const choices = localeMenuLocales(i18n.locales);
  if (choices.length === 0) return null;
  const current = i18n.localeConfigs[i18n.currentLocale]!;
  // The page's path within its language: each language lives under its own base URL.
  const page = pathname.slice(current.baseUrl.length);
  return (
    <HeaderDisclosure
      label={translate({
        id: 'header.locale.label',
        message: 'Language',
        description: "The language menu's button",
      })}
      trigger={current.label}>
      <ul className={styles.list}>
        {choices.map((locale) => {
          const {label, htmlLang, baseUrl} = i18n.localeConfigs[locale]!;
          return (
            <li key={locale}>
              {/* Another language is another build: a full page load, its base URL already in the path. */}
              <Link
                to={`${baseUrl}${page}${search}${hash}`}
                target="_self"
                autoAddBaseUrl={false}
                lang={htmlLang}
                hrefLang={htmlLang}
                aria-current={locale === i18n.currentLocale ? 'true' : undefined}>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </HeaderDisclosure>
  );
}
