// Ejected from Docusaurus 3.10.2 theme-classic: a policy's contents go beside its text only from the
// site's container width (75rem), where the sidebar, the text at its measure and the contents fit
// side by side, not from 997 px. Narrower, they sit under the title (DocItem/Content), in place of
// TOCCollapsible, whose button needs JavaScript.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import type {Props} from '@theme/DocItem/Layout';
import styles from './styles.module.css';

export default function DocItemLayout({children}: Props): ReactNode {
  const {frontMatter, toc, metadata} = useDoc();
  const windowSize = useWindowSize();
  const hasContents = !frontMatter.hide_table_of_contents && toc.length > 0;
  // On the server for every width, then where Docusaurus sees a desktop; CSS shows it from 75rem.
  const besideText = hasContents && (windowSize === 'desktop' || windowSize === 'ssr');
  return (
    <div className="row">
      <div className={clsx('col', hasContents && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {besideText && (
        <div className={clsx('col col--3', styles.contentsCol)}>
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
