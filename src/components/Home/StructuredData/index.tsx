import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SiteFacts} from '@site/src/config/site';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';

type JsonLd = Record<string, unknown>;

/** The schema.org description of the company and its site, from the company facts. */
export function homeStructuredData(facts: SiteFacts, logoPath: string): JsonLd {
  const {brandName, siteUrl, headquarters, emails, links} = facts;
  const graph: JsonLd[] = [
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

/** JSON that is safe inside a <script> element: no "</script>" can close it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** JSON-LD for search engines, rendered into <head>. */
export function StructuredData(): ReactNode {
  const facts = useSiteFacts();
  const logoPath = useBaseUrl('/img/logo.svg');
  return (
    <Head>
      <script type="application/ld+json">
        {scriptSafeJson(homeStructuredData(facts, logoPath))}
      </script>
    </Head>
  );
}
