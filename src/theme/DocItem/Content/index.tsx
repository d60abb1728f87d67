// Ejected from Docusaurus 3.10.2 theme-classic: a policy opens with a title band in the page
// heroes' language holding its title, its effective date and, below the width where they go
// beside the text (DocItem/Layout), its contents; its version history follows its text.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import {PageHero} from '@site/src/components/Page/PageHero';
import {PolicyContents} from '@site/src/components/Legal/PolicyContents';
import {PolicyDates} from '@site/src/components/Legal/PolicyDates';
import {PolicyHistory} from '@site/src/components/Legal/PolicyHistory';
import {usePolicyHistory} from '@site/src/components/Legal/PolicyHistory/context';
import {PolicyText} from '@site/src/components/Legal/PolicyText';
import styles from './styles.module.css';

export default function DocItemContent({children}: Props): ReactNode {
  const history = usePolicyHistory();
  // The title comes from the front matter, which the build requires (plugins/content-check).
  const {toc, frontMatter, metadata} = useDoc();
  return (
    <PolicyText>
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        <PageHero title={metadata.title} lead={<PolicyDates />} variant="text">
          {!frontMatter.hide_table_of_contents && toc.length > 0 && (
            <PolicyContents
              collapsible
              toc={toc}
              minHeadingLevel={frontMatter.toc_min_heading_level}
              maxHeadingLevel={frontMatter.toc_max_heading_level}
              className={clsx(ThemeClassNames.docs.docTocMobile, styles.contents)}
            />
          )}
        </PageHero>
        <MDXContent>{children}</MDXContent>
        <PolicyHistory history={history} />
      </div>
    </PolicyText>
  );
}
