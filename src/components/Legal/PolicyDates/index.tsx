import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Translate from '@docusaurus/Translate';
import {formatDate} from '@site/src/i18n/formatDate';
import {isoDateOf} from '@site/src/lib/formatDate';

/**
 * The policy's effective date from its front matter (`effective_date`, which
 * the build has already checked). The date it was last edited comes from git
 * and Docusaurus shows it at the foot of the page. Phrasing content, for the
 * policy's title band to hold.
 */
export function PolicyDates(): ReactNode {
  // Fields of our own are not in Docusaurus' front matter type; the build checks them
  // (plugins/content-check/frontMatter.ts).
  const {effective_date: effectiveDate} = useDoc().frontMatter as {effective_date?: unknown};
  if (typeof effectiveDate !== 'string' && !(effectiveDate instanceof Date)) return null;
  return (
    <Translate
      id="legal.effective"
      values={{
        date: <time dateTime={isoDateOf(effectiveDate)}>{formatDate(effectiveDate)}</time>,
      }}>
      {'Effective {date}'}
    </Translate>
  );
}
