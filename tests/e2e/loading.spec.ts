import type {Page} from '@playwright/test';
import {test, expect, creepUntil, gotoHydrated, pageTime} from './fixtures';
import {menuButton, navLink} from './headerControls';

// plugins/paint-first: the scripts download at once and run after the first contentful paint,
// whether the splash plays (a first landing in the tab) or not.

/** Creeps the paused clock until React has hydrated; returns the page's clock then. */
async function hydrateOnPausedClock(page: Page): Promise<number> {
  await creepUntil(
    page,
    async () => (await page.locator('html[data-has-hydrated="true"]').count()) === 1,
  );
  return pageTime(page);
}

/** Notes, on the page's clock, each moment the loader adds a <script src> to the page. */
async function recordScriptsAdded(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: Record<string, number> = {};
    Object.assign(window, {scriptsAdded: added});
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src && !(node.src in added))
            added[node.src] = performance.now();
    }).observe(document, {childList: true, subtree: true});
  });
}

/** When the first contentful paint happened, when each script the HTML names was first requested, and when each was added to run. */
function paintAndScripts(page: Page) {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll('[data-page-script]')].map(
      (meta) => new URL(meta.getAttribute('data-page-script')!, location.href).href,
    );
    // The first request of each: a named route chunk is fetched again later as a prefetch.
    const firstStart = (url: string) =>
      Math.min(...performance.getEntriesByName(url, 'resource').map((entry) => entry.startTime));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      requested: named.map(firstStart).filter(Number.isFinite),
      added: named.map(
        (url) => (window as unknown as {scriptsAdded: Record<string, number>}).scriptsAdded[url],
      ),
      named: named.length,
    };
  });
}

for (const showSplash of [true, false]) {
  test.describe(
    showSplash ? 'given a first landing in the tab' : 'given a landing after the splash',
    () => {
      test.use({showSplash});

      test('every script is requested at once, before the first paint, runs after it, and the page hydrates', async ({
        page,
      }) => {
        await recordScriptsAdded(page);
        await gotoHydrated(page, showSplash ? '/about' : '/');
        const {paint, requested, added, named} = await paintAndScripts(page);
        expect(paint).not.toBeNull();
        expect(named).toBeGreaterThanOrEqual(2);
        expect(requested).toHaveLength(named);
        for (const start of requested) expect(start).toBeLessThan(paint!);
        expect(added).toHaveLength(named);
        for (const at of added) expect(at).toBeGreaterThanOrEqual(paint!);
      });
    },
  );
}

test.describe('given any landing', () => {
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
