// A first landing paints the splash first, or, when its first frame comes too late for the
// letters and the bar to play, the page without it: never the page and then the splash (SPEC
// section 5; src/browser/bootScript.ts). Real landings in real time, each in a fresh context
// (cold cache, a new tab's empty session), on a desktop and on the bench's phone. What is judged
// is the order of what each page recorded for itself, not how fast it came.
import {expect, test, type Browser} from '@playwright/test';
import {SPLASH_MS} from '@site/src/browser/bootScript';
import {PHONE_CONTEXT, throttleToPhone} from '../../scripts/bench/phone.mjs';

type Marks = {
  /** When the parser added the splash, and when it ended (`data-splash-state="done"`). */
  splashIn: number | null;
  splashOut: number | null;
  /**
   * When the bar's animation ends, from its own start time and timing (its end event waits for a
   * frame, which a busy main thread may give only once the splash has gone).
   */
  barEnd: number | null;
};

declare global {
  interface Window {
    landing: Marks;
  }
}

/** Runs before the page's own scripts, as the document is created. */
function record() {
  const marks: Marks = {splashIn: null, splashOut: null, barEnd: null};
  window.landing = marks;
  new MutationObserver(() => {
    if (marks.splashIn === null && document.querySelector('[data-splash]'))
      marks.splashIn = performance.now();
    const state = document.documentElement?.getAttribute('data-splash-state');
    if (marks.splashOut === null && state === 'done') marks.splashOut = performance.now();
  }).observe(document, {subtree: true, childList: true, attributeFilter: ['data-splash-state']});
  // The bar: the splash's one span outside its name.
  const bar = (target: EventTarget | null) =>
    target instanceof Element && target.matches('[data-splash] > * > span') ? target : null;
  document.addEventListener(
    'animationstart',
    (event) => {
      const [animation] = bar(event.target)?.getAnimations() ?? [];
      if (animation?.startTime == null) return;
      marks.barEnd =
        Number(animation.startTime) + Number(animation.effect!.getComputedTiming().endTime);
    },
    true,
  );
}

type Landing = Marks & {fcp: number};

/** One first landing on `path`, read once the splash's time is over and the page has loaded. */
async function land(browser: Browser, url: string, phone: boolean): Promise<Landing> {
  const context = await browser.newContext(
    phone ? PHONE_CONTEXT : {ignoreHTTPSErrors: true, viewport: {width: 1280, height: 720}},
  );
  try {
    // Nothing leaves the machine (the chat's loader, after the splash, would).
    await context.route(
      (requested) => requested.origin !== new URL(url).origin,
      (route) => route.abort(),
    );
    await context.addInitScript(record);
    const page = await context.newPage();
    if (phone) await throttleToPhone(await context.newCDPSession(page));
    await page.goto(url, {waitUntil: 'commit'});
    await page.waitForFunction(
      (splashMs) => performance.now() > splashMs + 300 && document.readyState === 'complete',
      SPLASH_MS,
      {timeout: 45_000},
    );
    return await page.evaluate(() => {
      const [fcp] = performance.getEntriesByName('first-contentful-paint');
      return {...window.landing, fcp: fcp.startTime};
    });
  } finally {
    await context.close();
  }
}

const PATHS = ['/', '/about', '/blog', '/privacy-policy'];
const LANDINGS = 3;

for (const profile of ['desktop', 'phone'] as const) {
  test.describe(`on a ${profile === 'phone' ? 'slow phone (slow 4G, CPU 4x)' : 'desktop'}`, () => {
    for (const path of PATHS) {
      test(`${path}: no landing paints the page before the splash`, async ({browser, baseURL}) => {
        // A limit, not a goal: three landings, each a few seconds, on a busy machine.
        test.setTimeout(180_000);
        const landings: Landing[] = [];
        for (let index = 0; index < LANDINGS; index += 1)
          landings.push(await land(browser, new URL(path, baseURL).href, profile === 'phone'));
        test.info().annotations.push({type: 'landings', description: JSON.stringify(landings)});
        for (const landing of landings) {
          const said = JSON.stringify(landing);
          expect(landing.splashIn, `the splash is in the document: ${said}`).not.toBeNull();
          const skipped = landing.splashOut !== null && landing.splashOut <= landing.fcp;
          if (skipped) continue;
          expect(
            landing.splashIn!,
            `the page was painted before the splash: ${said}`,
          ).toBeLessThanOrEqual(landing.fcp);
          expect(
            landing.barEnd ?? Infinity,
            `the bar ends after the splash: ${said}`,
          ).toBeLessThanOrEqual(SPLASH_MS);
        }
        // On the phone the first frame waits for the stylesheet, over a second on this network
        // alone (round trips of 562.5 ms): too late for the splash to play, however fast the CPU.
        if (profile === 'phone')
          for (const landing of landings)
            expect(
              landing.splashOut!,
              `shown on the phone: ${JSON.stringify(landing)}`,
            ).toBeLessThanOrEqual(landing.fcp);
      });
    }
  });
}
