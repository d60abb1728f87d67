// A first landing paints the splash first, or, when its first frame comes too late for the
// letters and the bar to play, the page without it: never the page and then the splash (SPEC
// section 5; src/browser/bootScript.ts). Real landings in real time, each in a fresh context
// (cold cache, a new tab's empty session), on a desktop and on the bench's phone. What is judged
// is the order of what each page recorded for itself, not how fast it came.
import {createServer} from 'node:http';
import {Agent, request as httpsRequest} from 'node:https';
import type {AddressInfo} from 'node:net';
import {expect, test, type Browser, type BrowserContext} from '@playwright/test';
import {SPLASH_FADE_MS, SPLASH_MS} from '@site/src/browser/bootScript';
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
    /** Where a test hears that the page has drawn its first frame with the splash. */
    splashDrawn: () => void;
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

/** Whether the splash was still there at the first contentful paint, rather than ended unseen. */
const shown = (landing: Landing) => landing.splashOut === null || landing.splashOut > landing.fcp;

/** One first landing on `path`, read once the splash's time is over and the page has loaded. */
async function land(
  browser: Browser,
  url: string,
  phone: boolean,
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Promise<Landing> {
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
    await prepare?.(context);
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
          if (!shown(landing)) continue;
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

test('a splash whose markup arrives in two parts still ends its bar before its fade', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const site = await splitBeforeTheBar(baseURL!);
  // The rest of the splash is sent once the page has drawn a frame with the first part.
  const drawnFirst = (context: BrowserContext) =>
    Promise.all([
      context.exposeFunction('splashDrawn', site.sendTheRest),
      context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-splash]')) return;
          observer.disconnect();
          requestAnimationFrame(() => window.splashDrawn());
        }).observe(document, {subtree: true, childList: true});
      }),
    ]);
  try {
    // The split must leave the splash time to play: the first landing that shows it is judged.
    const landings: Landing[] = [];
    for (let index = 0; index < 5 && !landings.some(shown); index += 1)
      landings.push(await land(browser, `${site.origin}/`, false, drawnFirst));
    const said = JSON.stringify(landings);
    test.info().annotations.push({type: 'landings', description: said});
    const landing = landings.find(shown);
    expect(landing, `no landing showed the splash: ${said}`).toBeDefined();
    // Fitted, it ends as the fade begins (to the millisecond: the times are fractions).
    expect(
      Math.round(landing!.barEnd ?? Infinity),
      `the bar ends after the fade begins: ${said}`,
    ).toBeLessThanOrEqual(SPLASH_MS - SPLASH_FADE_MS);
  } finally {
    await site.close();
  }
});

/**
 * Serves the site at `origin` on 127.0.0.1 as a slow network may deliver it: each page's HTML
 * stops just before the splash's bar, and the rest follows on `sendTheRest()` (or after 5 s).
 */
async function splitBeforeTheBar(origin: string) {
  // wrangler's own certificate; connections kept, as the browser keeps its own.
  const agent = new Agent({keepAlive: true, rejectUnauthorized: false});
  let held: Array<() => void> = [];
  const server = createServer((incoming, outgoing) => {
    const upstream = httpsRequest(
      new URL(incoming.url!, origin),
      {
        method: incoming.method,
        headers: {...incoming.headers, host: new URL(origin).host, 'accept-encoding': 'identity'},
        agent,
      },
      (answer) => {
        // Sent in two parts, so chunked rather than of a stated length.
        const headers = {...answer.headers};
        delete headers['content-length'];
        outgoing.writeHead(answer.statusCode!, headers);
        if (!String(answer.headers['content-type']).startsWith('text/html'))
          return void answer.pipe(outgoing);
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const html = Buffer.concat(parts).toString();
          // The bar follows the name's paragraph (src/components/Frame/Splash).
          const bar = html.indexOf('<span', html.indexOf('</p>', html.indexOf('data-splash')));
          if (bar < 0) throw new Error(`no splash bar in ${incoming.url}`);
          outgoing.write(html.slice(0, bar));
          const sendTheRest = () => outgoing.end(html.slice(bar));
          held.push(sendTheRest);
          setTimeout(sendTheRest, 5_000);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendTheRest: () => {
      held.forEach((send) => send());
      held = [];
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
