// Ejected from Docusaurus 3.10.2 theme-classic: the date is written by src/lib/formatDate, not
// by an Intl.DateTimeFormat made during hydration (its locale data is the costliest step of
// a policy's hydration on a throttled phone). The text is the same: "Last updated on Nov 25, 2026".
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/LastUpdated';
import {useFormatDate} from '@site/src/hooks/useFormatDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const formatDate = useFormatDate();
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The words used to describe on which date and by whom the page was last updated"
        values={{
          atDate: (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={date.toISOString()} itemProp="dateModified">
                      {formatDate(date, {month: 'short'})}
                    </time>
                  </b>
                ),
              }}>
              {' on {date}'}
            </Translate>
          ),
          byUser: '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
