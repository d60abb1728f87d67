import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SiteFacts} from '@site/src/config/site';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {JsonLd} from '@site/src/components/Page/JsonLd';

type JsonLdObject = Record<string, unknown>;

/** The schema.org description of the company and its site, from the company facts. */
export function homeStructuredData(facts: SiteFacts, logoPath: string): JsonLdObject {
  const {brandName, siteUrl, headquarters, emails, links} = facts;
  const graph: JsonLdObject[] = [
    {
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
    },
    {
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      name: brandName,
      url: `${siteUrl}/`,
      publisher: {'@id': `${siteUrl}/#organization`},
      potentialAction: {
        '@type': 'SearchAction',
        target: `${siteUrl}/blog?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
  return {'@context': 'https://schema.org', '@graph': graph};
}

/** JSON-LD for search engines, rendered into <head>. */
export function StructuredData(): ReactNode {
  const facts = useSiteFacts();
  const logoPath = useBaseUrl('/img/logo.svg');
  return <JsonLd data={homeStructuredData(facts, logoPath)} />;
}
