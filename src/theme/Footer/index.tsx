// Ejected from Docusaurus 3.10.2 theme-classic: the site's footer, its columns from src/data/content/navigation.json and its year from the visitor's clock; the marketing pages' call to action before it.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {Footer as SiteFooter} from '@site/src/components/Frame/Footer';
import {ClosingCta} from '@site/src/components/Page/ClosingCta';
import closingCta from '@site/src/data/content/closingCta.json';
import navigation from '@site/src/data/content/navigation.json';
import {ROUTES} from '@site/src/data/routes';
import type {ClosingCtaData} from '@site/src/data/schemas/closingCta';

const {hiddenOn, ...band} = closingCta as ClosingCtaData;

/** Marketing routes only: not the policies, nor the 404 page or a job opening's own page. */
function isClosedByCta(pathname: string): boolean {
  const route = ROUTES.find((path) => path === pathname);
  return route !== undefined && !hiddenOn.includes(route);
}

export default function Footer(): ReactNode {
  const {pathname} = useLocation();
  const closes = isClosedByCta(pathname);
  return (
    <>
      {closes && <ClosingCta {...band} />}
      <SiteFooter columns={navigation.footer} tagline={navigation.tagline} />
    </>
  );
}
