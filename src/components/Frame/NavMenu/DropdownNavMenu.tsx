import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {CONTACT_LINK, MENU_LINKS} from '@site/src/data/navigation';
import {HeaderMenu, HeaderMenuItem, HeaderMenuSeparator} from '../HeaderMenu';
import {MenuIcon, MENU_LABEL} from './MenuIcon';

/** The navigation menu as a Radix dropdown, once JavaScript has loaded it. */
export function DropdownNavMenu(): ReactNode {
  return (
    <HeaderMenu
      label={MENU_LABEL}
      trigger={
        <>
          <MenuIcon />
          <span aria-hidden="true">{MENU_LABEL}</span>
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
