import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useSiteFacts} from '@site/src/config/useSiteFacts';
import {NavMenu} from '../NavMenu';
import {ThemeMenu} from '../ThemeMenu';
import styles from './styles.module.css';

export function Header(): ReactNode {
  const {brandName} = useSiteFacts();
  const isBrowser = useIsBrowser();
  return (
    // `navbar` keeps Docusaurus' own scripts (the legal pages' table of contents) measuring the header.
    <header className={clsx('navbar', styles.header)}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={`${brandName} home`}>
          <img src="/img/logo.svg" alt="" width="32" height="32" />
          <span>{brandName}</span>
        </Link>
        <nav aria-label="Main" className={styles.actions}>
          {/* The theme menu needs JavaScript; its slot is kept so nothing moves on hydration. */}
          {isBrowser ? <ThemeMenu /> : <span className={styles.themeSlot} />}
          <NavMenu />
        </nav>
      </div>
    </header>
  );
}
