import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {scriptSafeJson} from '@site/src/lib/html';

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
