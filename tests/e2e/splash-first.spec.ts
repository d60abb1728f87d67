// A first landing on a slow phone, the first frame waiting for the stylesheet and the HTML in
// parts, both held on the page's paused clock (src/browser/bootScript.ts).
import type {Page} from '@playwright/test';
import {SPLASH_FADE_MS, SPLASH_MS, SPLASH_SHORTEST_MS} from '@site/src/browser/bootScript';
import {test, expect, holdRequests, pageTime, pauseClockBeforeLoad} from './fixtures';

test.use({showSplash: true});

const splash = (page: Page) => page.locator('[data-splash]');
const html = (page: Page) => page.locator('html');
const LAST_FRAME_MS = SPLASH_MS - SPLASH_FADE_MS;

/** Runs the paused clock (its animation frames too) until the page's time reads `ms`. */
async function framesUntil(page: Page, ms: number) {
  await page.clock.runFor(ms - (await pageTime(page)));
}

test('drawn first at 1 s from HTML in two parts, it plays its bar with its letters, ending them before the fade', async ({
  page,
}) => {
  // The parser held just before the bar by a script put there, whose answer the test holds.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const page = await response.text();
      // The bar follows the name's paragraph (src/components/Frame/Splash).
      const bar = page.indexOf('<span', page.indexOf('</p>', page.indexOf('data-splash=""')));
      const body = `${page.slice(0, bar)}<script src="/held-parser.js"></script>${page.slice(bar)}`;
      await route.fulfill({response, body});
    },
  );
  let sendTheRest = () => {};
  const held = new Promise<void>((resolve) => (sendTheRest = resolve));
  await page.route('**/held-parser.js', async (route) => {
    await held;
    await route.fulfill({contentType: 'text/javascript', body: ''});
  });
  // Not hydrated: the script would be a mismatch to React, which would draw the splash again.
  await holdRequests(page, /\/assets\/js\/main\.[^/]+\.js$/);
  const releaseStylesheet = await holdRequests(page, '**/assets/css/**');
  await pauseClockBeforeLoad(page);
  await page.goto('/', {waitUntil: 'commit'});
  await framesUntil(page, 1000);
  releaseStylesheet();
  await expect(splash(page).locator('p > span').last()).toBeAttached();
  await expect(page.locator('header, main'), 'the page before its splash').toHaveCount(0);
  await page.clock.runFor(20);
  sendTheRest();
  await expect(splash(page).locator('> * > span')).toBeAttached();
  const played = () =>
    splash(page).evaluate((element) =>
      element
        .getAnimations({subtree: true})
        .filter((animation) => animation instanceof CSSAnimation)
        .map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const start = animation.startTime === null ? null : Number(animation.startTime);
          const end = Number(animation.startTime) + Number(effect.getComputedTiming().endTime);
          return {bar: effect.target!.matches('[data-splash] > * > span'), start, end};
        }),
    );
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      const animations = await played();
      return animations.length > 0 && animations.every(({start}) => start !== null);
    })
    .toBe(true);
  const animations = await played();
  const said = JSON.stringify(animations);
  const bar = animations.find((animation) => animation.bar)!;
  expect(bar, `no bar: ${said}`).toBeDefined();
  expect(bar.start, `drawn first at 1 s: ${said}`).toBeGreaterThanOrEqual(1000);
  expect(
    animations.map(({start}) => start),
    `the bar starts apart: ${said}`,
  ).toEqual(animations.map(() => bar.start));
  // To the millisecond: at this pace it has none to spare.
  expect(bar.end, `the bar ends after the fade begins: ${said}`).toBeLessThanOrEqual(
    LAST_FRAME_MS + 1,
  );
  await expect(html(page), 'ended unseen').toHaveAttribute('data-splash-state', 'playing');
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('drawn first with under a second left before the fade, it is not shown at all', async ({
  page,
}) => {
  const releaseStylesheet = await holdRequests(page, '**/assets/css/**');
  await pauseClockBeforeLoad(page);
  await page.goto('/', {waitUntil: 'commit'});
  const late = LAST_FRAME_MS - SPLASH_SHORTEST_MS + 100;
  await framesUntil(page, late);
  releaseStylesheet();
  await expect(page.getByRole('heading', {level: 1})).toBeAttached();
  await framesUntil(page, late + 100);
  await expect(html(page)).toHaveAttribute('data-splash-state', 'done');
  await expect(splash(page)).toBeHidden();
  expect(await pageTime(page)).toBeLessThan(LAST_FRAME_MS);
});
