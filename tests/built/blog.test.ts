// /blog as served, held to the articles' front matter (tests/e2e/blogPage.ts) and the categories'
// data file. What needs a browser is blog.spec.ts's.
import type {Cheerio} from 'cheerio';
import sharp from 'sharp';
import blogCategories from '@site/src/data/content/blogCategories.json';
import {ARTICLES} from '../e2e/blogPage';
import {type AnyNode, builtFile, builtPage, FACTS, readText} from './builtSite';

const $ = builtPage('/blog');

const texts = (elements: Cheerio<AnyNode>): string[] =>
  elements.map((_, element) => readText($(element))).get();

const cardsIn = (scope: Cheerio<AnyNode>) =>
  scope
    .find('article')
    .map((_, card) => {
      const [category, byline, excerpt] = texts($(card).find('p'));
      const [title, date] = [readText($(card).find('h3')), $(card).find('time').attr('datetime')];
      const {alt, loading, width, height} = $(card).find('img').attr() ?? {};
      return {category, byline, excerpt, title, date, alt, loading, sized: `${width}x${height}`};
    })
    .get();

/** A card as the article's front matter makes it; its photo loaded as `loading` says. */
const cardOf = (article: (typeof ARTICLES)[number], loading: string) => ({
  category: article.category,
  byline: `By ${article.author}${article.date}`, // the dot between them is decorative
  excerpt: article.description,
  title: article.title,
  date: article.isoDate,
  alt: article.imageAlt,
  loading,
  sized: expect.stringMatching(/^\d+x\d+$/),
});

it('/blog as served names the brand in its description, features the newest article, its photo loaded first, lists all six newest first, links to no article, category or archive page (whose built files say noindex), offers no feed and preconnects to the photos', () => {
  expect($('head meta[name="description"]').attr('content')).toContain(FACTS.brandName);
  const featured = $('section[aria-labelledby="featured-article"]');
  expect(cardsIn(featured)).toEqual([cardOf(ARTICLES[0], 'eager')]);
  expect(featured.find('img').attr('fetchpriority')).toBe('high');
  expect(featured.find('button')).toHaveLength(1);
  expect(cardsIn($('#all-articles').closest('section').find('li'))).toEqual(
    ARTICLES.map((article) => cardOf(article, 'lazy')),
  );
  const paths = $('a[href]').map((_, link) => new URL($(link).attr('href')!, 'https://x').pathname);
  expect(paths.get().filter((path) => path.startsWith('/blog/'))).toEqual([]);
  for (const page of ['/blog/time-blocking-for-freelancers', '/blog/authors'])
    expect(builtPage(page)('head meta[name="robots"]').attr('content'), page).toMatch(/^noindex/);
  expect($('link[type*="rss"], link[type*="atom"]')).toHaveLength(0);
  const preconnects = $('head link[rel="preconnect"]').map((_, {attribs}) => attribs.href);
  expect(preconnects.get()).toEqual(
    ARTICLES[0].image.startsWith('https:') ? [new URL(ARTICLES[0].image).origin] : [],
  );
});

it('/blog has a sidebar with a search box, the categories and the three newest posts', () => {
  const sidebar = $('main aside');
  const search = sidebar.find('input[type="search"]');
  expect(readText($(`label[for="${search.attr('id')}"]`))).toMatch(/\w/);
  expect(search.attr('placeholder')).toBe('Keywords...');
  // No form: Enter sends the keywords nowhere.
  expect(search.closest('form')).toHaveLength(0);
  const [categories, recent] = [0, 1].map((index) => sidebar.find('ul').eq(index));
  expect(texts(categories.find('li button'))).toEqual(blogCategories.categories);
  expect(texts(recent.find('li button'))).toEqual(ARTICLES.slice(0, 3).map((a) => a.title));
  expect(texts(recent.find('time'))).toEqual(ARTICLES.slice(0, 3).map((a) => a.date));
});

it('/blog serves each uploaded picture from the site, WebP or JPEG, at a stock photo’s widths and size', async () => {
  const pairs = (list?: string) => list!.split(', ').map((entry) => entry.split(' '));
  const stock = $('article img[srcset^="https:"]').first();
  const widths = pairs(stock.attr('srcset')).map(([, w]) => w);
  const ratio = Number(stock.attr('height')) / Number(stock.attr('width'));
  const alts = ARTICLES.filter(({image}) => !image.startsWith('https:')).map((a) => a.imageAlt);
  const images = $('picture img');
  const shownAlts = new Set(images.map((_, image) => $(image).attr('alt')).get());
  expect([alts.length > 0, shownAlts]).toEqual([true, new Set(alts)]);
  for (const image of images.toArray().map((element) => $(element))) {
    const webp = image.prev('source[type="image/webp"]');
    const box = [image.attr('sizes'), stock.attr('width'), stock.attr('height')];
    expect([webp.attr('sizes'), image.attr('width'), image.attr('height')]).toEqual(box);
    const files = [...pairs(webp.attr('srcset')), ...pairs(image.attr('srcset'))];
    expect(files.map(([, w]) => w)).toEqual([...widths, ...widths]);
    expect(files.map(([url]) => url)).toContain(image.attr('src'));
    for (const [url, w] of files) {
      // From the site's own origin, each file as the card shows it: format, width and 3:2.
      const {format, width = 0, height} = await sharp(builtFile(url)).metadata();
      expect([url, format, `${width}w`, height]).toEqual([
        expect.stringMatching(/^\/assets\/images\/[^/]+\.(webp|jpg)$/),
        url.endsWith('.webp') ? 'webp' : 'jpeg',
        w,
        Math.round(width * ratio),
      ]);
    }
  }
});
