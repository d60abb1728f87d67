// Ejected from Docusaurus 3.10.2 theme-classic: the site's header (a theme choice and the navigation) instead of navbar items.
import type {ReactNode} from 'react';
import {Header} from '@site/src/components/Frame/Header';
import navigation from '@site/src/data/content/navigation.json';

export default function Navbar(): ReactNode {
  return <Header links={navigation.menu} contact={navigation.contact} />;
}
