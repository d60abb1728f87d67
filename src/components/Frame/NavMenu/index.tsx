import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {HeaderDisclosure} from '../HeaderDisclosure';
import {HeaderIcon} from '../HeaderIcon';
import styles from './styles.module.css';

export type MenuLink = {label: string; to: string};

export type Props = {
  /** The pages, in order. */
  links: MenuLink[];
  /** Shown last, apart and highlighted. */
  contact: MenuLink;
};

/** The site navigation: a disclosure button showing a list of links (no `role="menu"`). */
export function NavMenu({links, contact}: Props): ReactNode {
  const menu = translate({
    id: 'header.menu.label',
    message: 'Menu',
    description: "The navigation menu's button",
  });
  return (
    <HeaderDisclosure
      label={menu}
      trigger={
        <>
          <HeaderIcon name="menu" />
          <span className={styles.label}>{menu}</span>
        </>
      }>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li className={styles.contact}>
          <Link to={contact.to} className={styles.highlighted}>
            {contact.label}
          </Link>
        </li>
      </ul>
    </HeaderDisclosure>
  );
}
