import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {CONTACT_LINK, MENU_LINKS} from '@site/src/data/navigation';
// The fallback wears the dropdown's look without loading Radix.
import menuStyles from '../HeaderMenu/styles.module.css';
import {DropdownNavMenu} from './DropdownNavMenu';
import {MenuIcon, MENU_LABEL} from './MenuIcon';
import styles from './styles.module.css';

/**
 * Before JavaScript runs (or without it) the menu is a native <details>
 * disclosure of plain links; once hydrated it becomes the Radix dropdown.
 */
function FallbackMenu(): ReactNode {
  return (
    <details className={styles.fallback}>
      <summary className={menuStyles.trigger}>
        <MenuIcon />
        {MENU_LABEL}
      </summary>
      <ul className={clsx(menuStyles.content, styles.fallbackList)}>
        {[...MENU_LINKS, CONTACT_LINK].map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={clsx(menuStyles.item, link === CONTACT_LINK && menuStyles.highlighted)}>
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
  return isBrowser ? <DropdownNavMenu /> : <FallbackMenu />;
}
