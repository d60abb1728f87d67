import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Graph, Organization, SearchAction, WebSite} from 'schema-dts';
import type {SiteFacts} from '@site/src/config/site';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {JsonLd} from '@site/src/components/Page/JsonLd';

/** The search box's input annotation: Google reads it, schema-dts has no type for it. */
type SearchActionWithInput = SearchAction & {'query-input': string};

/** The schema.org description of the company and its site, from the company facts. */
export function homeStructuredData(facts: SiteFacts, logoPath: string): Graph {
  const {brandName, siteUrl, headquarters, emails, links} = facts;
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: brandName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${logoPath}`,
    email: emails.general,
    address: {
      '@type': 'PostalAddress',
      addressLocality: headquarters,
      addressCountry: 'SG',
    },
    sameAs: [links.telegram, links.discord],
  };
  const search: SearchActionWithInput = {
    '@type': 'SearchAction',
    target: `${siteUrl}/blog?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: brandName,
    url: `${siteUrl}/`,
    publisher: {'@id': `${siteUrl}/#organization`},
    potentialAction: search,
  };
  return {'@context': 'https://schema.org', '@graph': [organization, website]};
}

/** JSON-LD for search engines, rendered into <head>. */
export function StructuredData(): ReactNode {
  const facts = useSiteFacts();
  const logoPath = useBaseUrl('/img/logo.svg');
  return <JsonLd data={homeStructuredData(facts, logoPath)} />;
}
