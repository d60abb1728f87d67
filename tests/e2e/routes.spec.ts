import {ROUTES} from '@site/src/data/routes';
import {test, expect, gotoHydrated} from './fixtures';

test.describe('given every public route', () => {
  for (const route of ROUTES) {
    test(`${route} has its own title, description, canonical URL, Open Graph tags and one h1`, async ({
      page,
    }) => {
      await gotoHydrated(page, route);
      await expect(page).toHaveTitle(/\S.* \| Talentlane$|^Talentlane/);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route === '/' ? '/$' : `${route}$`}`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        /\S/,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        /^https?:\/\//,
      );
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('no two routes share a title or a description', async ({page}) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of ROUTES) {
      await gotoHydrated(page, route);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(titles.get(title), `${route} repeats the title "${title}"`).toBeUndefined();
      expect(descriptions.get(description!), `${route} repeats a description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description!, route);
    }
  });

  test('sitemap.xml lists exactly the sixteen routes', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(paths.sort()).toEqual([...ROUTES].sort());
  });
});

test.describe('given an unknown path', () => {
  // The browser reports the 404 status of the document itself; that is the behaviour under test.
  test.use({allowedConsoleErrors: [/status of 404/]});

  test('the framework 404 page answers with status 404', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
    await expect(
      page.getByRole('banner').getByRole('link', {name: 'Talentlane home'}),
    ).toBeVisible();
  });
});
