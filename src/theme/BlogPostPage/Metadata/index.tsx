// Wrapped from Docusaurus 3.10.2 theme-classic BlogPostPage/Metadata: the plugin still builds article pages, but the product links none of them, so search engines are told not to index them.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/BlogPostPage/Metadata';

export default function BlogPostPageMetadata(): ReactNode {
  return (
    <>
      <Metadata />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
    </>
  );
}
