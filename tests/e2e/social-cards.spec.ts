import {createHash} from 'node:crypto';
import {readSiteFacts} from '@site/src/config/site';
import {pngSize} from '../pngSize';
import {test, expect, gotoHydrated} from './fixtures';
import {PAGES} from './openings';

// The address the build was made for: cards are named by absolute URL on it.
const SITE_URL = readSiteFacts(process.env).siteUrl;

test.describe('given a link to a route shared on social media', () => {
  // Link previews come from the HTML as served; crawlers run no scripts.
  test.use({javaScriptEnabled: false});

  for (const route of PAGES) {
    test(`${route} names its own 1200 × 630 card, and the site serves it`, async ({
      page,
      request,
    }) => {
      await page.goto(route);
      const ogImage = page.locator('meta[property="og:image"]');
      await expect(ogImage).toHaveCount(1);
      const url = (await ogImage.getAttribute('content')) ?? '';
      expect(url.startsWith(`${SITE_URL}/img/social/`), `${url} is on ${SITE_URL}`).toBe(true);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', url);
      for (const [property, size] of [
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
      ]) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', size);
      }
      const heading = (await page.title()).replace(/ \| Talentlane$/, '');
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        'content',
        `Talentlane: ${heading}`,
      );

      const card = await request.get(new URL(url).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      expect(pngSize(await card.body())).toEqual({width: 1200, height: 630});
    });
  }

  test('no two routes share a card, in name or in picture', async ({request}) => {
    const seen = new Map<string, string>();
    for (const route of PAGES) {
      // The tag as the build writes it, read from the HTML the way a crawler reads it.
      const html = await (await request.get(route)).text();
      const url = html.match(/<meta property="og:image" content="([^"]+)">/)?.[1];
      expect(url, `${route} names a card`).toBeDefined();
      const card = await (await request.get(new URL(url!).pathname)).body();
      const digest = createHash('sha256').update(card).digest('hex');
      expect(seen.get(digest), `${route} shows the card of ${seen.get(digest)}`).toBeUndefined();
      seen.set(digest, route);
    }
  });
});

test.describe('given a visitor who browses with scripts on', () => {
  test('the card tags stay in the head, once each, after hydration', async ({page}) => {
    await gotoHydrated(page, '/contact');
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${SITE_URL}/img/social/contact.png`,
    );
  });
});
