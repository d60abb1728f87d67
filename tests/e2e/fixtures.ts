import {test as base, expect, type Page, type Request} from '@playwright/test';
import {STORED, type StoredName} from '@site/src/browser/storage';
import {serveStandIns, STAND_IN_HOSTS} from './crispHosts';
import {PIXEL_PNG} from './crispStandIn';

export {PIXEL_PNG, expect};

type Options = {
  /** Console errors a test expects, each listed with its reason where it is set. */
  allowedConsoleErrors: RegExp[];
  /** Show the intro splash (off by default: most tests start after it). */
  showSplash: boolean;
};

/** What the page's code waits for; no timed behaviour waits for images, fonts or media. */
const AWAITED = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
const inFlight = new WeakMap<Page, Set<Request>>();

export const test = base.extend<Options, {standInPort: number}>({
  allowedConsoleErrors: [[], {option: true}],
  showSplash: [false, {option: true}],
  // No test reaches the internet: Crisp's hosts and the stock photos' are stood in for, per
  // worker; a test that wants them to fail routes them. A page a test fulfils counts as public to
  // Chromium, which would refuse the stand-ins on 127.0.0.1 as local-network requests.
  standInPort: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const standIns = await serveStandIns();
      await use(standIns.port);
      await standIns.close();
    },
    {scope: 'worker'},
  ],
  launchOptions: [
    async ({launchOptions, standInPort}, use) => {
      // Chromium reads one list of rules: the config's (the editor's host) and the stand-ins'.
      const RULES = '--host-resolver-rules=';
      const rules = (launchOptions.args ?? []).filter((arg) => arg.startsWith(RULES));
      const mapped = STAND_IN_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${standInPort}`);
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []).filter((arg) => !arg.startsWith(RULES)),
          RULES + [...rules.map((arg) => arg.slice(RULES.length)), ...mapped].join(', '),
          '--disable-features=LocalNetworkAccessChecks',
        ],
      });
    },
    {scope: 'worker'},
  ],
  page: async ({page, allowedConsoleErrors, showSplash}, use) => {
    const errors: string[] = [];
    // The test's page and every other tab it opens.
    const watch = (tab: Page) => {
      tab.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowedConsoleErrors.some((ok) => ok.test(text)))
          errors.push(text);
      });
      tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    };
    watch(page);
    page.context().on('page', watch);
    if (!showSplash) await storeBeforeLoad(page, 'splashSeen', '1');
    const requests = new Set<Request>();
    page.on('request', (request) => {
      if (AWAITED.has(request.resourceType())) requests.add(request);
    });
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    inFlight.set(page, requests);
    await use(page);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  },
});

/**
 * Whether the page waits for nothing but its clock: no awaited request, no chunk loading, React's
 * queued work run (its scheduler posts messages, which the fake clock does not hold).
 */
async function waitsOnlyForTheClock(page: Page): Promise<boolean> {
  const requests = inFlight.get(page)!;
  if (requests.size > 0) return false;
  const idle = await page.evaluate(async () => {
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

// Waits, not goals: hydration took over 15 s of real time at load 30.
const WAIT = {intervals: [20], timeout: 45_000};

/** A paused clock moved 10 ms at a time while the page idles: the same end on a busy machine. */
export async function creepUntil(page: Page, ready: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      if (await ready()) return true;
      if (await waitsOnlyForTheClock(page)) await page.clock.runFor(10);
      return false;
    }, WAIT)
    .toBe(true);
}

/** pauseAt, not install, which would replay real time. */
export async function pauseClockBeforeLoad(page: Page): Promise<void> {
  await page.clock.pauseAt(new Date('2026-03-02T09:00:00Z'));
}

/** Whether React has hydrated the page (Docusaurus marks it on <html>). */
export const isHydrated = async (page: Page): Promise<boolean> =>
  (await page.locator('html[data-has-hydrated="true"]').count()) === 1;

/** Opens a path hydrated, its clock paused before the load: timers move only with runFor/runUntil. */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  await pauseClockBeforeLoad(page);
  await page.goto(path);
  await creepUntil(page, () => isHydrated(page));
  await holdSplashFade(page);
}

/** Waits until every animation that ends by itself has ended (a theme's colours fading in, too). */
export async function waitOutTransitions(page: Page): Promise<void> {
  const ending = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        ),
    );
  await expect.poll(ending, {message: 'animations still running', intervals: [50]}).toBe(false);
}

/** Holds the splash's fade, a Web Animation the fake clock does not drive, at the clock's time. */
export async function holdSplashFade(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.querySelector('[data-splash]')?.getAnimations() ?? []) {
      animation.pause();
      animation.currentTime = performance.now();
    }
  });
}

export const pageTime = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** Runs a paused clock until the page's time reads `ms`; what was due by then has happened. */
export async function runUntil(page: Page, ms: number): Promise<void> {
  const settled = () => expect.poll(() => waitsOnlyForTheClock(page), WAIT).toBe(true);
  await settled();
  const current = await pageTime(page);
  expect(current, `the page clock is already past ${ms} ms`).toBeLessThanOrEqual(ms);
  await page.clock.runFor(ms - current);
  await settled();
  await holdSplashFade(page);
}

export async function runFor(page: Page, ms: number): Promise<void> {
  await runUntil(page, (await pageTime(page)) + ms);
}

export async function storeBeforeLoad(page: Page, name: StoredName, value: string): Promise<void> {
  await page.addInitScript(({storage, key, item}) => window[storage].setItem(key, item), {
    ...STORED[name],
    item: value,
  });
}

export async function readStoredIn(page: Page, name: StoredName): Promise<string | null> {
  return page.evaluate(({storage, key}) => window[storage].getItem(key), STORED[name]);
}

/** Holds back the page's requests for `url` (as a slow network would) until the returned call. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => isHydrated(page)).toBe(true);
}
