import {test, expect, gotoHydrated} from './fixtures';
import {menuButton, navLink} from './headerControls';

// Pages load their scripts as Docusaurus writes them (SPEC section 8): `<script defer>` in
// <head>, which never holds back the first paint, for the runtime, main and the route's chunks. The pop-ups' and the chat's code are lazy
// chunks, which hydration never waits for.

/** Marks of the pop-ups' chunk (their region's name) and of Crisp's SDK (one of its methods). */
const LAZY_CODE = /"Recent activity"|setTokenId/;

test.describe('given any landing', () => {
  for (const path of ['/', '/blog', '/privacy-policy']) {
    test(`${path} names in its HTML, as <script defer>, every script it runs to hydrate`, async ({
      page,
      request,
    }) => {
      // Every script element in the page when its deferred scripts have run, whoever added it:
      // main asks for the route's chunks as it runs, before DOMContentLoaded; the lazy chunks
      // come after hydration.
      await page.addInitScript(() => {
        const before: string[] = ((window as unknown as {before: string[]}).before = []);
        const keep = (records: MutationRecord[]) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLScriptElement && node.src) before.push(node.src);
        };
        const observer = new MutationObserver(keep);
        observer.observe(document, {childList: true, subtree: true});
        document.addEventListener('DOMContentLoaded', () => {
          keep(observer.takeRecords());
          observer.disconnect();
        });
      });
      await gotoHydrated(page, path);
      const before = await page.evaluate(() => (window as unknown as {before: string[]}).before);

      const html = await (await request.get(path)).text();
      const tags = [...html.matchAll(/<script\b[^>]*\bsrc=([^ >]+)[^>]*>/g)];
      expect(tags[0]?.[1]).toMatch(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
      expect(tags[1]?.[1]).toMatch(/^\/assets\/js\/main\.[0-9a-f]+\.js$/);
      for (const [tag] of tags) expect(tag).toMatch(/\sdefer\b/);
      // None of them is left for main to ask for, a round trip later.
      expect(before.map((src) => new URL(src).pathname)).toEqual(tags.map(([, src]) => src));
    });
  }

  test("/ hydrates, carousel and menu working, while the pop-ups' and the chat's code never arrive", async ({
    page,
  }) => {
    const held: string[] = [];
    await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      if (!LAZY_CODE.test(await response.text())) return route.fulfill({response});
      held.push(new URL(route.request().url()).pathname);
      // Never answered: the request stays open until the page closes.
    });
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
    await carousel.getByRole('button', {name: 'Pause testimonials'}).click();
    await expect(carousel.getByRole('button', {name: 'Play testimonials'})).toBeVisible();
    await menuButton(page).click();
    await expect(navLink(page, 'About Us')).toBeVisible();
    // Both were asked for, after hydration, and neither was among what it waited for.
    await expect.poll(() => held.length).toBe(2);
    // Requests still in the handler when the page closes would otherwise fail the next test.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  test('a page opened in a background tab, which never paints, still hydrates', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {value: 'hidden'});
    });
    await gotoHydrated(page, '/about');
  });
});

test.describe('given a first landing in the tab', () => {
  // A landing after the splash, as every test above lands, has its menu tried on / above.
  test.use({showSplash: true});

  test('the page hydrates and its menu works', async ({page}) => {
    await gotoHydrated(page, '/about');
    await menuButton(page).click();
    await expect(navLink(page, 'About Us')).toBeVisible();
  });
});
