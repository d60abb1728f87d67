// Wrapped from Docusaurus 3.10.2 theme-classic Blog/Pages/BlogAuthorsListPage: the plugin builds /blog/authors because blog/authors.yml exists, but the product links no such page, so search engines are told not to index it.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
    </>
  );
}
