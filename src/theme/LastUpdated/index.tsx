// Ejected from Docusaurus 3.10.2 theme-classic: the date is written by src/lib/formatDate, not
// by an Intl.DateTimeFormat made during hydration (its locale data is the costliest step of
// a policy's hydration on a throttled phone). The text is the same: "Last updated on Nov 25, 2026".
// A policy takes its date from its version history, so a commit that changes nothing a reader
// sees (the editor rewriting front matter) does not move it.
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {lastChangeDate} from '@site/src/components/Legal/PolicyHistory/lastChange';
import {usePolicyHistory} from '@site/src/components/Legal/PolicyHistory/context';
import {formatIsoDate} from '@site/src/lib/formatDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const history = usePolicyHistory();
  const fromHistory = history?.available ? lastChangeDate(history.versions) : undefined;
  const date = fromHistory ?? (lastUpdatedAt ? new Date(lastUpdatedAt).toISOString() : undefined);
  if (!date) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={date.slice(0, 10)} itemProp="dateModified">
          {formatIsoDate(date.slice(0, 10), {month: 'short'})}
        </time>
      </b>
    </span>
  );
}
