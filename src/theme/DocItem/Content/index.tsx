// Wrapped from Docusaurus 3.10 theme-classic: puts each policy's effective date and, below the
// width where they go beside the text (DocItem/Layout), its contents under its title, and its
// version history under its text.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {PolicyContents} from '@site/src/components/Legal/PolicyContents';
import {PolicyDates} from '@site/src/components/Legal/PolicyDates';
import {PolicyHistory} from '@site/src/components/Legal/PolicyHistory';
import {usePolicyHistory} from '@site/src/components/Legal/PolicyHistory/context';
import {PolicyText} from '@site/src/components/Legal/PolicyText';
import styles from './styles.module.css';

// The original renders the doc's title (its <h1>) and then its children, so the
// dates and contents added to the children sit right under the title.
export default function ContentWrapper({children}: Props): ReactNode {
  const history = usePolicyHistory();
  const {toc, frontMatter} = useDoc();
  return (
    <PolicyText>
      <Content>
        <PolicyDates />
        {!frontMatter.hide_table_of_contents && toc.length > 0 && (
          <PolicyContents
            collapsible
            toc={toc}
            minHeadingLevel={frontMatter.toc_min_heading_level}
            maxHeadingLevel={frontMatter.toc_max_heading_level}
            className={clsx(ThemeClassNames.docs.docTocMobile, styles.contents)}
          />
        )}
        {children}
        <PolicyHistory history={history} />
      </Content>
    </PolicyText>
  );
}
