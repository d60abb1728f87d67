import type {Page} from '@playwright/test';
import {SPLASH_MS} from '@site/src/browser/bootScript';
import navigation from '@site/src/data/content/navigation.json';
import notices from '@site/src/data/content/notices.json';
import testimonials from '@site/src/data/content/testimonials.json';
import {CRISP_URLS} from './crispStandIn';
import {
  test,
  expect,
  creepUntil,
  gotoHydrated,
  holdRequests,
  holdSplashFade,
  isHydrated,
  pageTime,
  pauseClockBeforeLoad,
  runFor,
  runUntil,
} from './fixtures';
import {menuButton, navLink, serverThemeTrigger} from './headerControls';
import {FACTS} from './pageChecks';

// The frame every page shares (SPEC section 5), on the page's clock (route spinner: header.spec).

const PARAMETERS = [
  'docusaurus-theme=dark',
  'docusaurus-data-theme=dark',
  'docusaurus-data-theme-choice=dark',
  'docusaurus-data-route-loading=true',
  'docusaurus-data-has-hydrated=true',
  'docusaurus-data-splash-state=done',
].join('&');
const splash = (page: Page) => page.locator('[data-splash]');
const html = (page: Page) => page.locator('html');

/** The splash's background and its page's title band's, which it lifts from. */
async function washes(page: Page): Promise<[string, string]> {
  const background = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} ${style.backgroundImage}`;
  };
  const band = page.getByRole('heading', {level: 1}).locator('xpath=ancestor::header[1]');
  return [await splash(page).evaluate(background), await band.evaluate(background)];
}

test.describe('given a first visit in a new tab', () => {
  test.use({showSplash: true});

  test('the splash spells the brand for 2.5 s from navigation start over the page, in its title band’s wash, once per tab; the chat and pop-ups wait for it; Docusaurus’ query parameters take no effect', async ({
    page,
    context,
    baseURL,
  }) => {
    const popupCode: string[] = [];
    await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('"Recent activity"'))
        popupCode.push(route.request().url());
      await route.fulfill({response});
    });
    await page.emulateMedia({colorScheme: 'light'});
    // Docusaurus' theme script would copy `?docusaurus-data-<name>=` onto <html> and take
    // `?docusaurus-theme=` as the theme; the boot script takes them out of the address first.
    const release = await holdRequests(page, /\/assets\/js\/main\.[^/]+\.js$/);
    await pauseClockBeforeLoad(page);
    await page.goto(`/?ref=mail&${PARAMETERS}`, {waitUntil: 'commit'});
    await expect(page.getByRole('heading', {level: 1})).toBeAttached();
    await holdSplashFade(page);
    await expect(splash(page), 'the splash skipped').toBeVisible();
    await expect(html(page)).toHaveAttribute('data-splash-state', 'playing');
    const untouched = async () => {
      await expect(page.getByRole('status', {name: 'Loading'})).toBeHidden();
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      // --color-text of the light theme (src/css/tokens.css).
      await expect(page.locator('body')).toHaveCSS('color', 'rgb(21, 38, 46)');
    };
    await untouched();
    expect(await isHydrated(page)).toBe(false);
    release();
    await creepUntil(page, () => isHydrated(page));
    await holdSplashFade(page);
    expect(await pageTime(page), 'hydrated too late to watch the splash').toBeLessThan(2400);
    await untouched();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(page).toHaveURL(`${baseURL}/?ref=mail`);
    await expect(splash(page)).toBeVisible();
    await expect(splash(page).locator('p > span')).toHaveText(Array.from(FACTS.brandName));
    await expect(page.getByRole('heading', {level: 1}), 'the page beneath').toBeAttached();
    const seen: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await expect(html(page)).toHaveAttribute('data-theme', colorScheme);
      const [wash, band] = await washes(page);
      expect(wash, colorScheme).toContain('radial-gradient');
      expect(band, colorScheme).toBe(wash);
      seen.push(wash);
    }
    expect(seen[1], 'the dark wash is the light one').not.toBe(seen[0]);

    await test.step('another tab plays it, reduced motion stilling it, and not again on reload', async () => {
      // Judged short of 2.5 s on the clock the context's pages share: a replayed splash still shows.
      const judgedEarly = async (tab: Page) => {
        await holdSplashFade(tab);
        expect(await pageTime(tab), 'the splash would have ended anyway').toBeLessThan(2400);
      };
      const tab = await context.newPage();
      await tab.emulateMedia({reducedMotion: 'reduce'});
      await tab.goto('/privacy-policy');
      await judgedEarly(tab);
      await expect(splash(tab), 'a new tab plays it again').toBeVisible();
      const [wash, band] = await washes(tab);
      expect(band).toBe(wash);
      const animations = await splash(tab)
        .locator('span')
        .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).animationName));
      expect(animations, 'each letter and the bar').toEqual(
        new Array(Array.from(FACTS.brandName).length + 1).fill('none'),
      );
      await tab.reload();
      await judgedEarly(tab);
      await expect(splash(tab), 'replayed on reload').toBeHidden();
      await tab.close();
    });

    await runUntil(page, 2499);
    await expect(splash(page)).toBeVisible();
    await expect(page.locator(`script[src="${CRISP_URLS.loader}"]`)).toHaveCount(0);
    expect(popupCode, "the pop-ups' code before the splash ended").toEqual([]);
    await runUntil(page, 2500);
    await expect(splash(page)).toHaveCount(0);
    await expect(page.locator('.crisp-client'), 'the chat loaded once').toHaveCount(1);
    const popups = page.getByRole('region', {name: 'Recent activity'});
    await creepUntil(page, async () => (await popups.count()) === 1);
    expect(await pageTime(page)).toBeLessThan(5000);
    expect(popupCode).toHaveLength(1);
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await menuButton(page).click();
    await navLink(page, 'About Us').click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(splash(page), 'replayed on client-side navigation').toHaveCount(0);
  });

  test.describe("when the site's scripts fail to load", () => {
    // The browser reports the aborted bundles; that is the scenario under test.
    test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

    test('it still ends 2.5 s after navigation start, faded on the compositor', async ({page}) => {
      await page.route('**/assets/js/**', (route) => route.abort());
      await pauseClockBeforeLoad(page);
      await page.goto('/');
      // Opacity, which the compositor runs, apart from visibility: a busy main thread cannot hold it.
      const fades = await splash(page).evaluate((element) =>
        element.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const {endTime, fill} = effect.getComputedTiming();
          const [property] = Object.keys(effect.getKeyframes()[0]).filter(
            (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
          );
          const timeline = animation.timeline === document.timeline;
          return {property, startTime: animation.startTime, timeline, endTime, fill};
        }),
      );
      const fade = {startTime: 0, timeline: true, endTime: SPLASH_MS, fill: 'forwards'};
      expect(fades).toEqual(['opacity', 'visibility'].map((property) => ({property, ...fade})));
      await holdSplashFade(page);
      await runUntil(page, 2499);
      await expect(splash(page)).toBeVisible();
      await runUntil(page, 2500);
      await expect(splash(page)).toBeHidden();
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test("it ends by CSS, the menu is a plain list of links and the quotes one without the carousel's controls", async ({
      page,
    }) => {
      await page.goto('/');
      await expect(splash(page)).toHaveCSS('animation-delay', '2.2s');
      await expect(splash(page)).toHaveCSS('animation-duration', '0.3s');
      // Played to its end at once: the wait for it is the browser's, not the site's.
      await splash(page).evaluate((element) => element.getAnimations().map((a) => a.finish()));
      await expect(splash(page)).toBeHidden();
      const carousel = page.getByRole('main').getByRole('group');
      for (const {quote} of testimonials.testimonials)
        await expect(carousel.getByText(quote)).toBeVisible();
      await expect(carousel.getByRole('button')).toHaveCount(0);
      await expect(serverThemeTrigger(page), 'a theme control that needs JavaScript').toBeHidden();
      await page.getByText('Menu', {exact: true}).click();
      for (const {label} of [...navigation.menu, navigation.contact])
        await expect(navLink(page, label)).toBeVisible();
      await navLink(page, 'Careers').click();
      await expect(page).toHaveURL(/\/employment$/);
    });
  });
});

test.describe('given a notice', () => {
  // One at a time, and the swipe past 50 px: unit/notice.test.tsx.
  test('"Meet Our Leadership", tapped before hydration, looks busy, then raises "Page Not Available" for 5000 ms, held while hovered or focused', async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/assets\/js\/main\.[^/]+\.js$/);
    await pauseClockBeforeLoad(page);
    await page.goto('/investors', {waitUntil: 'commit'});
    const url = page.url();
    const button = page.getByRole('button', {name: 'Meet Our Leadership'});
    const raise = async () => {
      await button.click();
      return page
        .getByRole('region', {name: /Notices/})
        .getByRole('listitem')
        .filter({hasText: notices.pageNotAvailable.title});
    };
    const notice = await raise();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveCSS('cursor', 'progress');
    await expect(button).not.toHaveCSS('opacity', '1');
    await expect(notice).toHaveCount(0);
    expect(await isHydrated(page), 'hydrated before its time').toBe(false);
    release();
    await creepUntil(page, async () => (await notice.count()) === 1);
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveCSS('opacity', '1');
    await expect(notice).toContainText(notices.pageNotAvailable.description);
    expect(page.url()).toBe(url);
    await runFor(page, 4_900);
    await expect(notice).toBeVisible();
    await runFor(page, 200);
    await expect(notice).toBeHidden();

    const held = await raise();
    await held.hover();
    await runFor(page, 8_000);
    await expect(held, 'gone while hovered').toBeVisible();
    await page.mouse.move(0, 0);
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', {name: /Notices/}).getByRole('list')).toBeFocused();
    await page.keyboard.press('Tab');
    await runFor(page, 8_000);
    await expect(held, 'gone while focused').toBeVisible();
    await page.keyboard.press('Escape');
    await expect(held).toBeHidden();
  });
});

test.describe('given the chat loader is blocked', () => {
  // The aborted loader is reported by the browser itself; that is the scenario under test.
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  test('nothing moves, and the live-chat card points to e-mail instead', async ({page}) => {
    await page.route(/client\.crisp\.chat/, (route) => route.abort());
    const failed = page.waitForEvent(
      'requestfailed',
      (request) => request.url() === CRISP_URLS.loader,
    );
    await gotoHydrated(page, '/contact');
    const heading = page.getByRole('heading', {level: 1});
    const before = await heading.boundingBox();
    await failed;
    await expect(page.locator('.crisp-client')).toHaveCount(0);
    expect(await heading.boundingBox()).toEqual(before);
    await page.getByRole('button', {name: /chat/i}).click();
    const notice = page.getByRole('region', {name: /Notices/}).getByRole('listitem');
    await expect(notice.filter({hasText: 'Live chat is unavailable'})).toContainText(
      FACTS.emails.general,
    );
  });
});

test.describe('given a page that throws while rendering', () => {
  // React reports the error it caught; the screen below is the behaviour under test.
  test.use({
    allowedConsoleErrors: [/Render failure for the test|The above error occurred|caught/i],
  });

  test('"Unexpected Application Error!" shows, its ids unique and the skip link landing on it, and retry recovers', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const original = String.prototype.toLowerCase;
      Object.assign(window, {failRender: true});
      String.prototype.toLowerCase = function (this: string) {
        if (
          (window as unknown as {failRender: boolean}).failRender &&
          String(this) === 'Our Core Values'
        )
          throw new Error('Render failure for the test');
        return original.call(this);
      };
    });
    await page.goto('/about');
    const heading = page.getByRole('heading', {level: 1, name: 'Unexpected Application Error!'});
    await expect(heading).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map(({id}) => id));
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'ids used twice',
    ).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', {name: 'home page'})).toBeFocused();
    await expect(heading).toBeInViewport();
    await page.evaluate(() => Object.assign(window, {failRender: false}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'Our Core Values'})).toBeVisible();
  });
});
