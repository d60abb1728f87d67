// Ejected from Docusaurus 3.10.2 theme-classic: the site's footer, its columns from src/data/navigation and its year from the visitor's clock; the marketing pages' call to action before it.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {Footer as SiteFooter} from '@site/src/components/Frame/Footer';
import {ClosingCta} from '@site/src/components/Page/ClosingCta';
import {CLOSING_CTA, WITHOUT_CLOSING_CTA} from '@site/src/data/closingCta';
import {ROUTES} from '@site/src/data/routes';
import {FOOTER_COLUMNS} from '@site/src/data/navigation';

/** Marketing routes only: not the policies, nor the 404 page or a job opening's own page. */
function isClosedByCta(pathname: string): boolean {
  const route = ROUTES.find((path) => path === pathname);
  return route !== undefined && !WITHOUT_CLOSING_CTA.includes(route);
}

export default function Footer(): ReactNode {
  const {pathname} = useLocation();
  const closes = isClosedByCta(pathname);
  return (
    <>
      {closes && <ClosingCta {...CLOSING_CTA} />}
      <SiteFooter columns={FOOTER_COLUMNS} />
    </>
  );
}
