import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {NavMenu, type Props as NavMenuProps} from '../NavMenu';
import {ThemeMenu} from '../ThemeMenu';
import styles from './styles.module.css';

export type Props = NavMenuProps;

export function Header({links, contact}: Props): ReactNode {
  const {brandName} = useSiteFacts();
  return (
    // `navbar` keeps Docusaurus' own scripts (the legal pages' table of contents) measuring the header.
    <header className={clsx('navbar', styles.header)}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={`${brandName} home`}>
          <img src="/img/logo.svg" alt="" width="32" height="32" />
          <span>{brandName}</span>
        </Link>
        <div className={styles.actions}>
          <ThemeMenu />
          <nav aria-label="Main">
            <NavMenu links={links} contact={contact} />
          </nav>
        </div>
      </div>
    </header>
  );
}
