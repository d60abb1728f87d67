/**
 * Reads a built page's title and description, and adds its card's tags to its
 * <head>. Working on the built HTML keeps the card true to what the page says
 * and adds nothing to the JavaScript: the tags are plain markup that React's
 * head manager leaves alone, so they stay through hydration.
 */
import {load} from 'cheerio';
import {CARD_SIZE, SocialCardError} from './card';

export type PageText = {title: string | undefined; description: string | undefined};

export type CardTags = {imageUrl: string; alt: string};

export function readPageText(html: string): PageText {
  const $ = load(html);
  return {
    title: $('head > title').first().text() || undefined,
    description: $('head > meta[name="description"]').attr('content'),
  };
}

/** The Open Graph and X (Twitter) tags naming the card; cheerio escapes the values. */
export function cardTagsHtml({imageUrl, alt}: CardTags): string {
  const $ = load('');
  const tags: [string, string, string][] = [
    ['property', 'og:image', imageUrl],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_SIZE.width)],
    ['property', 'og:image:height', String(CARD_SIZE.height)],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:image', imageUrl],
    ['name', 'twitter:image:alt', alt],
  ];
  return tags
    .map(([key, value, content]) => $.html($('<meta>').attr(key, value).attr('content', content)))
    .join('');
}

/**
 * The page with the card's tags at the end of its <head>. A page that names an
 * image of its own (an `image` in its front matter) is refused rather than given two.
 */
export function withCardTags(html: string, tags: CardTags, page: string): string {
  if (load(html)('head > meta[property="og:image"]').length > 0) {
    throw new SocialCardError(
      page,
      'the page already sets og:image; remove the `image` from its front matter.',
    );
  }
  const end = html.indexOf('</head>');
  if (end === -1) throw new SocialCardError(page, 'the built page has no </head>.');
  return html.slice(0, end) + cardTagsHtml(tags) + html.slice(end);
}
