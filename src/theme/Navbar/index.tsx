// Ejected from Docusaurus 3.10.2 theme-classic: the site's header (a theme choice and the navigation) instead of navbar items.
import type {ReactNode} from 'react';
import {Header} from '@site/src/components/Frame/Header';
import {CONTACT_LINK, MENU_LINKS} from '@site/src/data/navigation';

export default function Navbar(): ReactNode {
  return <Header links={MENU_LINKS} contact={CONTACT_LINK} />;
}
