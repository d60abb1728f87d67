// Ejected from Docusaurus 3.10 theme-classic: the site's header has two Radix menus instead of navbar items.
import type {ReactNode} from 'react';
import {Header} from '@site/src/components/Frame/Header';

export default function Navbar(): ReactNode {
  return <Header />;
}
