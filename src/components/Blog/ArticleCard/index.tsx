import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {formatDate} from '@site/src/i18n/formatDate';
import type {NoticeContent} from '@site/src/components/Notice';
import {NoticeButton} from '@site/src/components/Notice/NoticeButton';
import type {BlogArticle} from '../article';
import {ArticleImage} from '../ArticleImage';
import styles from './styles.module.css';

export type Props = {
  article: BlogArticle;
  /** The newest article at the top of the page: larger, image loaded first. */
  featured?: boolean;
  /** Shows Read More, which raises this notice: the blog has no article pages yet. */
  readMore?: NoticeContent;
};

// How wide the photo is shown, so the browser picks a fitting source (see styles.module.css).
const FEATURED_SIZES = '(min-width: 997px) 440px, (min-width: 700px) 50vw, 100vw';
const CARD_SIZES = '(min-width: 997px) 400px, (min-width: 700px) 50vw, 100vw';

/**
 * One article: image, category, title, author, date and excerpt. The title is a plain
 * heading, not a link: the blog has no article pages.
 */
export function ArticleCard({article, featured = false, readMore}: Props): ReactNode {
  return (
    <article className={clsx(styles.card, featured && styles.featured)}>
      <ArticleImage
        src={article.image}
        picture={article.picture}
        alt={article.imageAlt}
        priority={featured}
        sizes={featured ? FEATURED_SIZES : CARD_SIZES}
        className={clsx(featured && styles.featuredImage)}
      />
      <div className={styles.body}>
        <p className={styles.category}>{article.category}</p>
        <Heading as="h3" className={styles.title}>
          {article.title}
        </Heading>
        <p className={styles.byline}>
          <span>
            <Translate id="blog.article.byline" values={{author: article.author}}>
              {'By {author}'}
            </Translate>
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.date}>{formatDate(article.date, {month: 'short'})}</time>
        </p>
        <p className={clsx(styles.excerpt, !featured && styles.clamped)}>{article.excerpt}</p>
        {readMore && (
          <NoticeButton
            notice={readMore}
            className={clsx('button button--primary', styles.readMore)}>
            <Translate id="blog.article.readMore">Read More</Translate>
          </NoticeButton>
        )}
      </div>
    </article>
  );
}
