// Ejected from Docusaurus 3.10 theme-classic: the site's footer, its columns from src/data/navigation and its year from the visitor's clock; the marketing pages' call to action before it.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {Footer as SiteFooter} from '@site/src/components/Frame/Footer';
import {ClosingCta} from '@site/src/components/Page/ClosingCta';
import {CLOSING_CTA, CLOSING_CTA_ROUTES} from '@site/src/data/closingCta';
import {FOOTER_COLUMNS} from '@site/src/data/navigation';

export default function Footer(): ReactNode {
  const {pathname} = useLocation();
  const closes = (CLOSING_CTA_ROUTES as readonly string[]).includes(pathname);
  return (
    <>
      {closes && <ClosingCta {...CLOSING_CTA} />}
      <SiteFooter columns={FOOTER_COLUMNS} />
    </>
  );
}
