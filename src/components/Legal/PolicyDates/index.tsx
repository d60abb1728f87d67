import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {formatDate} from '@site/src/i18n/formatDate';
import {isoDateOf} from '@site/src/lib/formatDate';

export type Props = {
  /**
   * The policy's `effective_date` from its front matter, which the build has already checked:
   * a string, or a Date where YAML read it unquoted.
   */
  effectiveDate: unknown;
};

/**
 * The policy's effective date. The date it was last edited comes from git and shows at the
 * foot of the page. Phrasing content, for the policy's title band to hold.
 */
export function PolicyDates({effectiveDate}: Props): ReactNode {
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
