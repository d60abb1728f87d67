// Ejected from Docusaurus 3.10.2 theme-classic: the date is written by src/i18n/formatDate, not
// by an Intl.DateTimeFormat made during hydration (its locale data is the costliest step of
// a policy's hydration on a throttled phone). The text is the same: "Last updated on Nov 25, 2026".
// Without theme-classic's itemprop="dateModified": no element of a policy's page is a microdata
// item, so the property belonged to none (an error in the W3C Nu checker); <time datetime>
// carries the date for machines.
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/LastUpdated';
import {formatDate} from '@site/src/i18n/formatDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      {/* One message, not theme-classic's two nested ones: English pages keep their bytes. */}
      <Translate
        id="legal.lastUpdated"
        description="Under a policy: the date its text last changed"
        values={{
          date: (
            <b>
              <time dateTime={date.toISOString()}>{formatDate(date, {month: 'short'})}</time>
            </b>
          ),
        }}>
        {'Last updated on {date}'}
      </Translate>
    </span>
  );
}
