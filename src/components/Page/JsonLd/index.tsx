import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** JSON that is safe inside a <script> element: no "</script>" can close it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export type Props = {
  /** A schema.org object or graph, with its @context. */
  data: object;
};

/**
 * Structured data for search engines, in the page's <head>. A data block, not a script:
 * the browser never runs it, so the Content-Security-Policy needs no hash for it.
 */
export function JsonLd({data}: Props): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{scriptSafeJson(data)}</script>
    </Head>
  );
}
