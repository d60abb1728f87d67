// Wrapped from Docusaurus 3.10.2 theme-classic: passes on the version history that
// plugins/policy-history adds to each policy's MDX module as `policyHistory`.
import type {ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type {Props} from '@theme/DocItem';
import type {PolicyHistory} from '@site/src/lib/policyHistory';
import {PolicyHistoryProvider} from '@site/src/components/Legal/PolicyHistory/context';

// Docusaurus copies a route module's named exports onto its default export, the content.
type Content = Props['content'] & {policyHistory?: PolicyHistory};

export default function DocItemWrapper(props: Props): ReactNode {
  return (
    <PolicyHistoryProvider value={(props.content as Content).policyHistory}>
      <DocItem {...props} />
    </PolicyHistoryProvider>
  );
}
