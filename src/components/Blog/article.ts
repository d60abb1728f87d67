import type {Content} from '@theme/BlogPostPage';
import {isoDateOf} from '@site/src/lib/formatDate';
import type {UploadedPicture} from './ArticleImage';

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
  /** A stock-photo URL, or the address of a picture a writer uploaded (static/img/blog). */
  image: string;
  imageAlt: string;
  /** An uploaded picture's files at the cards' sizes, which the build made (plugins/blog-pictures). */
  picture?: UploadedPicture;
};

/**
 * Maps a post from the plugin's list props. `category`, `image` and `image_alt`
 * were checked at build time by plugins/content-check/frontMatter.ts, so they are present here.
 */
export function toArticle(
  {metadata}: Content,
  pictures: Record<string, UploadedPicture> = {},
): BlogArticle {
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
    picture: pictures[String(frontMatter.image)],
  };
}
