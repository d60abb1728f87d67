import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useBrandText} from '@site/src/hooks/useBrandText';
import {LocaleMenu} from '../LocaleMenu';
import {NavMenu, type Props as NavMenuProps} from '../NavMenu';
import {ThemeMenu} from '../ThemeMenu';
import styles from './styles.module.css';

export type Props = NavMenuProps;

export function Header({links, contact}: Props): ReactNode {
  const brandText = useBrandText();
  return (
    // `navbar` keeps Docusaurus' own scripts (the legal pages' table of contents) measuring the header.
    <header className={clsx('navbar', styles.header)}>
      <div className={styles.inner}>
        <Link
          to="/"
          className={styles.logo}
          aria-label={translate(
            {
              id: 'header.logo.label',
              message: '{brandName} home',
              description: "The logo link's name",
            },
            {brandName: brandText},
          )}>
          <img src="/img/logo.svg" alt="" width="32" height="32" />
          <span>{brandText}</span>
        </Link>
        <div className={styles.actions}>
          <LocaleMenu />
          <ThemeMenu />
          <nav
            aria-label={translate({
              id: 'header.nav.label',
              message: 'Main',
              description: 'The name of the navigation landmark in the header',
            })}>
            <NavMenu links={links} contact={contact} />
          </nav>
        </div>
      </div>
    </header>
  );
}
