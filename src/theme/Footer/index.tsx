// Ejected from Docusaurus 3.10 theme-classic: the site's footer, its columns from src/data/navigation and its year from the visitor's clock.
import type {ReactNode} from 'react';
import {Footer as SiteFooter} from '@site/src/components/Frame/Footer';
import {FOOTER_COLUMNS} from '@site/src/data/navigation';

export default function Footer(): ReactNode {
  return <SiteFooter columns={FOOTER_COLUMNS} />;
}
