import {test as base, expect, type Page, type Request} from '@playwright/test';
import {STORED, type StoredName} from '@site/src/browser/storage';
import {PIXEL_PNG, standInAnswer, standInForCrisp} from './crispStandIn';
import {startCrispRelay} from './crispRelay';

export {PIXEL_PNG};

type Options = {
  /** Console errors a test expects, each listed with its reason where it is set. */
  allowedConsoleErrors: RegExp[];
  /** Show the intro splash (off by default: most tests start after it). */
  showSplash: boolean;
};

export const test = base.extend<Options, {crispRelayPort: number}>({
  allowedConsoleErrors: [[], {option: true}],
  showSplash: [false, {option: true}],
  // One stand-in for Crisp's messaging relay per worker, where its browser finds the relay's
  // host. A page that a test fulfils itself counts as public to Chromium, which would then
  // refuse the relay on 127.0.0.1 as a local-network request: the deployed relay is public.
  crispRelayPort: [
    // Playwright reads a fixture's dependencies from this pattern; the relay has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const relay = await startCrispRelay();
      await use(relay.port);
      await relay.close();
    },
    {scope: 'worker'},
  ],
  launchOptions: [
    async ({launchOptions, crispRelayPort}, use) =>
      use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--host-resolver-rules=MAP client.relay.crisp.chat 127.0.0.1:${crispRelayPort}`,
          '--disable-features=LocalNetworkAccessChecks',
        ],
      }),
    {scope: 'worker'},
  ],
  page: async ({page, allowedConsoleErrors, showSplash}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    // No test reaches the internet: external hosts are stood in for here, and a test
    // that wants them to fail routes them again.
    await standInForCrisp(page);
    await page.route(/^https:\/\/images\.unsplash\.com\//, (route) =>
      route.fulfill(standInAnswer(route.request().url())!),
    );
    if (!showSplash) {
      await storeBeforeLoad(page, 'splashSeen', '1');
    }
    requestsInFlight(page);
    await use(page);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  },
});

export {expect};

const CLOCK_START = new Date('2026-03-02T09:00:00Z').getTime();

/** What the page's code waits for, unlike images, fonts and media, which no timed behaviour does. */
const AWAITED = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
const inFlight = new WeakMap<Page, Set<Request>>();

/** The requests of `page` whose answers its code awaits and has not had, kept up to date. */
function requestsInFlight(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const requests = new Set<Request>();
  page.on('request', (request) => {
    if (AWAITED.has(request.resourceType())) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  inFlight.set(page, requests);
  return requests;
}

/**
 * Whether the page waits for nothing but its clock: no request it awaits in flight, no chunk of
 * code still loading (the bundler's script elements leave the page once they have run), and what
 * React's scheduler had queued run. Nothing in it waits on real time, only on the page's order.
 */
async function waitsOnlyForTheClock(page: Page): Promise<boolean> {
  const requests = requestsInFlight(page);
  if (requests.size > 0) return false;
  const idle = await page.evaluate(async () => {
    // React's scheduler queues its work as messages (MessageChannel, which the fake clock does
    // not hold), one turn for a render and its commit, another for the effects: a message posted
    // after them runs after them. Three turns cover a render, its effects and what they start.
    for (let turn = 0; turn < 3; turn += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
    return document.querySelector('script[data-rspack], script[data-webpack]') === null;
  });
  return idle && requests.size === 0;
}

/** Waits until the page waits for nothing but its clock (see `waitsOnlyForTheClock`). */
async function settle(page: Page): Promise<void> {
  await expect
    .poll(() => waitsOnlyForTheClock(page), {
      message: 'the page still loads or renders',
      // A wait, not a goal: hydration took over 15 s of real time at load 30.
      intervals: [20],
      timeout: 45_000,
    })
    .toBe(true);
}

/**
 * Creeps a paused clock forward in 10 ms steps until `ready` holds, taking a step only while the
 * page waits for nothing but its clock. Real time only bounds the wait: the page time it ends at
 * is that of the page's own timers (for hydration, the animation frame in which Docusaurus marks
 * it: 20 ms), the same on a busy machine as on an idle one.
 */
export async function creepUntil(page: Page, ready: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await ready()) return true;
        if (await waitsOnlyForTheClock(page)) await page.clock.runFor(10);
        return false;
      },
      // A wait, not a goal: hydration took over 15 s of real time at load 30.
      {intervals: [20], timeout: 45_000},
    )
    .toBe(true);
}

/** Pauses the next page's fake clock at its start: its `performance.now()` reads 0 at the load. */
export async function pauseClockBeforeLoad(page: Page): Promise<void> {
  // pauseAt installs the clock itself. After clock.install(), a new page would replay the real
  // time between the two calls into its clock (its log runs between entries until paused): the
  // page's time at the load was 9 to 272 ms with both cores busy, not 0.
  await page.clock.pauseAt(CLOCK_START);
}

/**
 * Opens a path with a fake clock paused before the page loads: the page's timers move only with
 * `page.clock.runFor()`, however slow the machine is, and its own time (`pageTime`) reads 0 at
 * the load.
 */
export async function gotoPaused(page: Page, path: string): Promise<void> {
  await pauseClockBeforeLoad(page);
  await page.goto(path);
  await holdSplashFade(page);
}

/** `gotoPaused`, creeping the clock only until React has hydrated. */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  await gotoPaused(page, path);
  await creepUntil(
    page,
    async () => (await page.locator('html[data-has-hydrated="true"]').count()) === 1,
  );
  await holdSplashFade(page);
}

/**
 * Stops what moves by itself before a check of colours, which must not judge a quote half
 * faded in: the carousel paused with its own button (as a visitor would), then the transitions
 * already started waited out. (A paused page clock would also stop axe, which runs on timers.)
 */
export async function holdMotion(page: Page): Promise<void> {
  const pause = page.getByRole('button', {name: 'Pause testimonials'});
  if ((await pause.count()) > 0) await pause.click();
  await waitOutTransitions(page);
}

/** Waits until every animation that ends by itself has ended (a theme's colours fading in, too). */
export async function waitOutTransitions(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().iterations !== Infinity,
              ).length,
        ),
      // Looked at every 50 ms: a theme's colours take 200 ms to change.
      {message: 'animations still running', intervals: [50]},
    )
    .toBe(0);
}

/**
 * Holds the splash's fade at the page clock's time. The fade is a Web Animation on the
 * document timeline (src/browser/bootScript.ts), which Playwright's clock does not drive:
 * left alone it would end 2.5 s of real time after the load, whatever the paused clock says.
 */
export async function holdSplashFade(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.querySelector('[data-splash]')?.getAnimations() ?? []) {
      animation.pause();
      animation.currentTime = performance.now();
    }
  });
}

/** The page's own clock: milliseconds since navigation start, as `performance.now()` reads them. */
export const pageTime = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * Runs a paused fake clock until the page's `performance.now()` reads `ms`, from and to a page
 * that waits for nothing but its clock: what was due by `ms` has happened when it returns, so a
 * check that something has not happened yet is not passed by a page too slow to do it.
 */
export async function runUntil(page: Page, ms: number): Promise<void> {
  await settle(page);
  const current = await pageTime(page);
  expect(current, `the page clock is already past ${ms} ms`).toBeLessThanOrEqual(ms);
  await page.clock.runFor(ms - current);
  await settle(page);
  await holdSplashFade(page);
}

/** Runs a paused fake clock on by `ms`, as `runUntil` does: from and to a settled page. */
export async function runFor(page: Page, ms: number): Promise<void> {
  await runUntil(page, (await pageTime(page)) + ms);
}

/** Makes every Web Storage call throw, as in a browser that blocks site data. */
export async function breakStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  });
}

/** Stores `value` under the site's key `name` before any of the page's scripts run. */
export async function storeBeforeLoad(page: Page, name: StoredName, value: string): Promise<void> {
  const {storage, key} = STORED[name];
  await page.addInitScript((item) => window[item.storage].setItem(item.key, item.value), {
    storage,
    key,
    value,
  });
}

/** What the page keeps under the site's key `name`. */
export async function readStoredIn(page: Page, name: StoredName): Promise<string | null> {
  const {storage, key} = STORED[name];
  return page.evaluate((item) => window[item.storage].getItem(item.key), {storage, key});
}

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}
