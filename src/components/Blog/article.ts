import type {Content} from '@theme/BlogPostPage';
import {isoDateOf} from '@site/src/lib/formatDate';

/** One blog article as the list page shows it, read from the blog plugin's post metadata. */
export type BlogArticle = {
  /** The post's permalink: a stable key only, never linked (there are no detail pages). */
  id: string;
  title: string;
  category: string;
  author: string;
  /** `YYYY-MM-DD`, as written in the front matter. */
  date: string;
  excerpt: string;
  image: string;
  imageAlt: string;
};

/**
 * Maps a post from the plugin's list props. `category`, `image` and `image_alt`
 * were checked at build time by plugins/content-check/frontMatter.ts, so they are present here.
 */
export function toArticle({metadata}: Content): BlogArticle {
  const {frontMatter} = metadata;
  return {
    id: metadata.permalink,
    title: metadata.title,
    category: String(frontMatter.category),
    author: metadata.authors
      .map((author) => author.name)
      .filter(Boolean)
      .join(', '),
    date: isoDateOf(metadata.date),
    excerpt: metadata.description,
    image: String(frontMatter.image),
    imageAlt: String(frontMatter.image_alt),
  };
}
