import type {Page} from '@playwright/test';
import {test, expect, creepUntil, gotoHydrated, pageTime} from './fixtures';
import {menuButton, navLink} from './headerControls';

// plugins/paint-first: on a first landing the scripts load at once, behind the splash; once
// the splash has been seen in the tab, the page paints from its HTML and CSS, then they load.

/** Creeps the paused clock until React has hydrated; returns the page's clock then. */
async function hydrateOnPausedClock(page: Page): Promise<number> {
  await creepUntil(
    page,
    async () => (await page.locator('html[data-has-hydrated="true"]').count()) === 1,
  );
  return pageTime(page);
}

/** When the first contentful paint happened, and when each script the HTML names was first requested. */
function paintAndScriptStarts(page: Page) {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll('[data-page-script]')].map(
      (meta) => new URL(meta.getAttribute('data-page-script')!, location.href).href,
    );
    // The first request of each: a named route chunk is fetched again later as a prefetch.
    const firstStart = (url: string) =>
      Math.min(...performance.getEntriesByName(url, 'resource').map((entry) => entry.startTime));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: named.map(firstStart).filter(Number.isFinite),
    };
  });
}

test.describe('given a first landing in the tab, where the splash covers the page', () => {
  test.use({showSplash: true});

  test('every script is requested at once, before the first paint, and the page hydrates', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    const {paint, scripts} = await paintAndScriptStarts(page);
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const start of scripts) expect(start).toBeLessThan(paint!);
  });
});

test.describe('given a landing after the splash, which loads its scripts after it paints', () => {
  test('no script is requested before the first contentful paint, and the page then hydrates', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const {paint, scripts} = await paintAndScriptStarts(page);
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!);
  });

  test('the HTML names its scripts for the loader and has no <script src> of its own', async ({
    request,
  }) => {
    const html = await (await request.get('/about')).text();
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/data-page-script="?\/assets\/js\/runtime~main\.[0-9a-f]+\.js/);
    expect(html).toMatch(/data-page-script="?\/assets\/js\/main\.[0-9a-f]+\.js/);
  });

  test.describe('when every script the HTML does not name is refused', () => {
    // The refusals themselves are logged; prefetches of other routes are let through.
    test.use({allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/]});

    for (const path of ['/', '/blog', '/privacy-policy']) {
      test(`${path} still hydrates: its HTML names its route chunks`, async ({page, request}) => {
        const html = await (await request.get(path)).text();
        const named = [...html.matchAll(/data-page-script="?([^\s">]+)/g)].map((match) => match[1]);
        await page.route('**/assets/js/**', (route) => {
          const script = route.request().resourceType() === 'script';
          const listed = named.includes(new URL(route.request().url()).pathname);
          return script && !listed ? route.abort() : route.continue();
        });
        await gotoHydrated(page, path);
        await menuButton(page).click();
        await expect(navLink(page, 'About Us')).toBeVisible();
      });
    }
  });

  // With the page's clock paused, the loader's 3 s last resort cannot be what starts the scripts.
  test('where paint timing is not available, the scripts load at once and the menu works', async ({
    page,
  }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'PerformanceObserver', {value: undefined});
    });
    await page.goto('/');
    expect(await hydrateOnPausedClock(page)).toBeLessThan(2_500);
    await menuButton(page).click();
    await expect(navLink(page, 'About Us')).toBeVisible();
  });

  test('a page opened in a background tab, which never paints, still hydrates', async ({page}) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {value: 'hidden'});
      // No paint entry ever arrives, as in a tab that is never shown.
      PerformanceObserver.prototype.observe = () => {};
    });
    await page.goto('/about');
    expect(await hydrateOnPausedClock(page)).toBeLessThan(2_500);
  });

  test('if no paint is ever reported, the scripts still load after 3 s', async ({page}) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.addInitScript(() => {
      PerformanceObserver.prototype.observe = () => {};
    });
    await page.goto('/about');
    // The loader ran during the load, so its timer ends after 3 s on the page's clock.
    await page.clock.runFor(2_900 - (await pageTime(page)));
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/assets/js/')),
      ),
    ).toBe(false);
    await page.clock.runFor(1_000);
    await hydrateOnPausedClock(page);
  });
});
