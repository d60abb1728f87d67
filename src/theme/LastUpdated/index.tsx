// Ejected from Docusaurus 3.10.2 theme-classic: the date is written by src/lib/formatDate, not
// by an Intl.DateTimeFormat made during hydration (its locale data is the costliest step of
// a policy's hydration on a throttled phone). The text is the same: "Last updated on Nov 25, 2026".
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatIsoDate} from '@site/src/lib/formatDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={date.toISOString()} itemProp="dateModified">
          {formatIsoDate(date, {month: 'short'})}
        </time>
      </b>
    </span>
  );
}
