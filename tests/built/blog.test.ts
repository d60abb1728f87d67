/**
 * /blog as served, which a visitor without JavaScript reads and hydration must not change:
 * its head, the featured article, the six articles, the sidebar, and no link to a page the
 * site does not offer. What needs a browser (two lines of each excerpt, the photos loading
 * or failing, the notices, the dates in another time zone) is blog.spec.ts's.
 */
import type {Cheerio, CheerioAPI} from 'cheerio';
import * as cheerio from 'cheerio';
import {ARTICLES, CATEGORIES} from '../e2e/blogPage';
import {type AnyNode, builtFile, builtPage, FACTS, readText, region} from './builtSite';

const texts = ($: CheerioAPI, elements: Cheerio<AnyNode>): string[] =>
  elements.map((_, element) => readText($(element))).get();

/** An image the page reserves room for: its width and height given. */
function expectSized(image: Cheerio<AnyNode>): void {
  expect(image.attr('width')).toMatch(/^\d+$/);
  expect(image.attr('height')).toMatch(/^\d+$/);
}

const sidebar = ($: CheerioAPI) => $('aside[aria-label="Blog sidebar"]');

describe('given /blog as served', () => {
  it('has the title "Blog", its own description and the hero "Our Blog"', () => {
    const $ = builtPage('/blog');
    expect($('head > title').text()).toBe(`Blog | ${FACTS.brandName}`);
    expect($('head meta[name="description"]').attr('content')).toMatch(
      /^Practical advice for Talentlane freelancers/,
    );
    expect(readText($('h1'))).toBe('Our Blog');
    expect(readText($('header').has('h1').find('p'))).toMatch(/freelancers/);
  });

  it('features the newest article with all its parts and an eagerly loaded image', () => {
    const $ = builtPage('/blog');
    const card = region($, 'Featured Article');
    const [newest] = ARTICLES;
    expect(texts($, card.find('h2, h3'))).toEqual(['Featured Article', newest.title]);
    const [category, byline, excerpt] = texts($, card.find('article p'));
    expect(category).toBe(newest.category);
    // The author, then the date; the dot between them is decorative.
    expect(byline).toBe(`By ${newest.author}${newest.date}`);
    expect(excerpt).toBe(newest.description);
    expect(readText(card.find('time'))).toBe(newest.date);
    expect(card.find('time').attr('datetime')).toBe(newest.isoDate);
    expect(texts($, card.find('button'))).toEqual(['Read More']);
    const image = card.find('img');
    expect(image.attr('alt')).toBe(newest.imageAlt);
    expect(image.attr('loading')).toBe('eager');
    expect(image.attr('fetchpriority')).toBe('high');
    expectSized(image);
  });

  it('lists the six articles newest first, with categories, excerpts, authors and lazy images', () => {
    const $ = builtPage('/blog');
    const items = region($, 'All Articles').find('li');
    expect(texts($, items.find('h3'))).toEqual(ARTICLES.map((article) => article.title));
    expect(texts($, items.find('time'))).toEqual(ARTICLES.map((article) => article.date));
    for (const item of items.toArray()) {
      const [, byline, excerpt] = texts($, $(item).find('article p'));
      expect(byline).toMatch(/^By \S/);
      expect(excerpt).toMatch(/\w+ \w+ \w+ \w+/);
      const image = $(item).find('img');
      expect(image.attr('alt')).toMatch(/\S{3,}/);
      expect(image.attr('loading')).toBe('lazy');
      expect(image.attr('decoding')).toBe('async');
      expectSized(image);
    }
    const categories = items.map((_, item) => readText($(item).find('article p').first())).get();
    expect(new Set(categories)).toEqual(new Set(CATEGORIES));
  });

  it('has a sidebar with a search box, five categories and three recent posts', () => {
    const $ = builtPage('/blog');
    const search = sidebar($).find('input[type="search"]');
    expect(search).toHaveLength(1);
    expect(readText($(`label[for="${search.attr('id')}"]`))).toBe('Search articles');
    expect(search.attr('placeholder')).toBe('Keywords...');
    // No form: Enter sends the keywords nowhere.
    expect(search.closest('form')).toHaveLength(0);
    expect(texts($, region($, 'Categories').find('li'))).toEqual(CATEGORIES);
    const recent = region($, 'Recent Posts').find('li');
    expect(texts($, recent.find('button'))).toEqual(
      ARTICLES.slice(0, 3).map((article) => article.title),
    );
    expect(texts($, recent.find('time'))).toEqual(
      ARTICLES.slice(0, 3).map((article) => article.date),
    );
  });

  it('links to no article, category or archive page and offers no feed', () => {
    const $ = builtPage('/blog');
    const hrefs = $('a[href]')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(hrefs.filter((href) => /\/blog\/./.test(new URL(href, 'https://x').pathname))).toEqual(
      [],
    );
    expect(texts($, $('a'))).not.toContain(ARTICLES[0].title);
    expect($('link[type*="rss"], link[type*="atom"]')).toHaveLength(0);
  });

  it('preconnects to the photos’ host, and only to it, once', () => {
    const $ = builtPage('/blog');
    expect(
      $('head link[rel="preconnect"]')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual(['https://images.unsplash.com']);
  });
});

describe('given the article and author pages the blog plugin still builds', () => {
  it.each(['blog/time-blocking-for-freelancers.html', 'blog/authors.html'])(
    '%s is marked noindex',
    (file) => {
      const $ = cheerio.load(builtFile(file).toString('utf8'));
      expect($('head meta[name="robots"]').attr('content')).toMatch(/^noindex/);
    },
  );
});
