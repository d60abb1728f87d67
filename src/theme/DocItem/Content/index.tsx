// Wrapped from Docusaurus 3.10 theme-classic: puts each policy's effective date under
// its title and its version history under its text.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {PolicyDates} from '@site/src/components/Legal/PolicyDates';
import {PolicyHistory} from '@site/src/components/Legal/PolicyHistory';
import {usePolicyHistory} from '@site/src/components/Legal/PolicyHistory/context';
import {PolicyText} from '@site/src/components/Legal/PolicyText';

// The original renders the doc's title (its <h1>) and then its children, so the
// dates added to the children sit right under the title.
export default function ContentWrapper({children}: Props): ReactNode {
  const history = usePolicyHistory();
  return (
    <PolicyText>
      <Content>
        <PolicyDates />
        {children}
        <PolicyHistory history={history} />
      </Content>
    </PolicyText>
  );
}
