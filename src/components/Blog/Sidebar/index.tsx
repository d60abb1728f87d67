import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {formatDate} from '@site/src/i18n/formatDate';
import type {NoticeContent} from '@site/src/components/Notice';
import {NoticeButton} from '@site/src/components/Notice/NoticeButton';
import type {BlogArticle} from '../article';
import styles from './styles.module.css';

export type Props = {
  /** The newest articles, newest first. */
  recent: readonly BlogArticle[];
  categories: readonly string[];
  /** What the category and recent-post buttons say: there are no such pages yet. */
  notice: NoticeContent;
};

/**
 * Search, categories and recent posts beside the article list. None of them lead
 * anywhere yet: the search box has no behaviour (and no form, so Enter submits
 * nothing), and the buttons raise `notice`.
 */
export function Sidebar({recent, categories, notice}: Props): ReactNode {
  return (
    <aside
      className={styles.sidebar}
      aria-label={translate({id: 'blog.sidebar.label', message: 'Blog sidebar'})}>
      <div className={styles.block}>
        <label htmlFor="blog-search" className={styles.heading}>
          <Translate id="blog.sidebar.search">Search articles</Translate>
        </label>
        <input
          id="blog-search"
          className={styles.search}
          type="search"
          placeholder={translate({id: 'blog.sidebar.search.placeholder', message: 'Keywords...'})}
          autoComplete="off"
        />
      </div>
      <section className={styles.block} aria-labelledby="blog-categories">
        <Heading as="h2" id="blog-categories" className={styles.heading}>
          {translate({id: 'blog.sidebar.categories', message: 'Categories'})}
        </Heading>
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category}>
              <NoticeButton notice={notice}>{category}</NoticeButton>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="blog-recent-posts">
        <Heading as="h2" id="blog-recent-posts" className={styles.heading}>
          {translate({id: 'blog.sidebar.recent', message: 'Recent Posts'})}
        </Heading>
        <ul className={styles.list}>
          {recent.map((article) => (
            <li key={article.id} className={styles.recent}>
              <NoticeButton notice={notice}>{article.title}</NoticeButton>
              <time className={styles.date} dateTime={article.date}>
                {formatDate(article.date, {month: 'short'})}
              </time>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
