import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {CONTACT_LINK, MENU_LINKS} from '@site/src/data/navigation';
import {
  HeaderMenu,
  HeaderMenuItem,
  HeaderMenuSeparator,
  fallbackItemClassName,
  fallbackListClassName,
  highlightedItemClassName,
  triggerClassName,
} from '../HeaderMenu';
import styles from './styles.module.css';

const LABEL = 'Menu';

function MenuIcon(): ReactNode {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
      <rect x="2" y="4" width="16" height="2" rx="1" />
      <rect x="2" y="9" width="16" height="2" rx="1" />
      <rect x="2" y="14" width="16" height="2" rx="1" />
    </svg>
  );
}

/**
 * Before JavaScript runs (or without it) the menu is a native <details>
 * disclosure of plain links; once hydrated it becomes the Radix dropdown.
 */
function FallbackMenu(): ReactNode {
  return (
    <details className={styles.fallback}>
      <summary className={triggerClassName}>
        <MenuIcon />
        {LABEL}
      </summary>
      <ul className={clsx(fallbackListClassName, styles.fallbackList)}>
        {[...MENU_LINKS, CONTACT_LINK].map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={clsx(
                fallbackItemClassName,
                link === CONTACT_LINK && highlightedItemClassName,
              )}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function NavMenu(): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <FallbackMenu />;
  return (
    <HeaderMenu
      label={LABEL}
      trigger={
        <>
          <MenuIcon />
          <span aria-hidden="true">{LABEL}</span>
        </>
      }>
      {MENU_LINKS.map((link) => (
        <HeaderMenuItem key={link.to} asChild>
          <Link to={link.to}>{link.label}</Link>
        </HeaderMenuItem>
      ))}
      <HeaderMenuSeparator />
      <HeaderMenuItem asChild highlighted>
        <Link to={CONTACT_LINK.to}>{CONTACT_LINK.label}</Link>
      </HeaderMenuItem>
    </HeaderMenu>
  );
}
