import {load} from 'cheerio';
import {test, expect, gotoHydrated} from './fixtures';

// Each page's card and head tags as built: tests/built/socialCards.test.ts and head.test.ts.
// What only a browser shows: React's head manager keeps them as served once the page hydrates.
const HEAD_TAGS = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[property="og:url"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:image"]',
  'meta[property="og:image:alt"]',
  'meta[name="twitter:image"]',
];

test.describe('given a visitor who browses with scripts on', () => {
  test('the head’s tags, the card’s included, stay as served, once each, after hydration', async ({
    page,
    request,
  }) => {
    const $ = load(await (await request.get('/contact')).text());
    const served = HEAD_TAGS.map((selector) =>
      $(`head ${selector}`)
        .map((_, tag) =>
          selector === 'title' ? $(tag).text() : ($(tag).attr('href') ?? $(tag).attr('content')),
        )
        .get(),
    );
    expect(served.map((values) => values.length)).toEqual(HEAD_TAGS.map(() => 1));
    expect(served[HEAD_TAGS.indexOf('meta[property="og:image"]')]).toEqual([
      expect.stringMatching(/\/img\/social\/contact\.png$/),
    ]);

    await gotoHydrated(page, '/contact');
    for (const [index, selector] of HEAD_TAGS.entries()) {
      const hydrated = await page
        .locator(`head ${selector}`)
        .evaluateAll(
          (tags, isTitle) =>
            tags.map((tag) =>
              isTitle ? tag.textContent : (tag.getAttribute('href') ?? tag.getAttribute('content')),
            ),
          selector === 'title',
        );
      expect(hydrated, selector).toEqual(served[index]);
    }
  });
});
