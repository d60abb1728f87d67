// `npm run bench -- --observed`: what a phone visitor waits for, measured in a real Chromium
// (Playwright, Debian chromium) rather than simulated: Lighthouse's mobile screen and user agent,
// DevTools throttling with Lighthouse's slow-4G values and a 4x CPU slowdown, a fresh browser
// context (cold cache, no connections) per load. Per route and run, from navigation start: first
// paint, FCP, LCP (the last candidate; nothing is tapped), the moment <html data-has-hydrated="true">
// appears, the long tasks that started before it (count, and total blocking time: the sum of each
// one's time over 50 ms) and the same-origin JavaScript transferred. Each route is loaded as a first
// landing (empty sessionStorage: the splash plays) and with the splash already seen in the tab (the
// flag set before the page's own scripts run; cold cache still), interleaved run by run with
// `--compare <dir>` (a second build, served on port 4402: a before/after in one run) and the fresh
// Docusaurus classic template's home page. No package measures this: Lighthouse simulates, and its
// timespan mode knows no hydration.
import {readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {chromium, devices} from '@playwright/test';
import {pageFunctions} from 'lighthouse/core/lib/page-functions.js';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium.mjs';
import * as bench from './common.mjs';
import {PHONE_CONTEXT, SLOW_4G, throttleToPhone} from './phone.mjs';

/** SPEC section 8: on a first landing, hydrated by the time the splash lifts. */
const HYDRATED_GOAL = 2600;
/** How long the splash lasts from navigation start (src/browser/bootScript.ts, SPLASH_MS). */
const SPLASH_MS = 2500;
/** After hydration, the load event and the splash, this long without input for LCP to settle. */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 30_000;
const LANDINGS = ['first landing', 'splash seen'];
/** The table's columns: each figure a load records, and its heading. */
const FIGURES = {
  firstPaint: 'first paint ms',
  fcp: 'FCP ms',
  lcp: 'LCP ms',
  hydrated: 'hydrated ms',
  tbt: 'TBT until hydrated ms',
  longTasks: 'long tasks',
  jsKb: 'JS KB',
};

/** The sessionStorage flag the boot script reads, from its one home (src/browser/storage.ts). */
function splashSeenFlag() {
  const source = readFileSync(join(bench.ROOT, 'src/browser/storage.ts'), 'utf8');
  const [, storage, key] =
    source.match(/splashSeen:\s*\{storage:\s*'(\w+)',\s*key:\s*'([^']+)'\}/) ?? [];
  if (!key) throw new Error('src/browser/storage.ts: cannot find STORED.splashSeen');
  return {storage, key};
}

/**
 * Runs in the page before any of its own scripts: records what the bench reads in `__observed`,
 * from navigation start, and sets `__observedSettled`, a promise that resolves once the page has
 * hydrated and loaded, the splash has lifted, and SETTLE_MS more have passed.
 */
function recordTimings({splashMs, settleMs, timeoutMs}) {
  if (window !== window.top) return;
  const marks = {paints: {}, lcp: null, longTasks: [], hydrated: null};
  window.__observed = marks;
  const observe = (type, record) =>
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({
      type,
      buffered: true,
    });
  observe('paint', (entry) => (marks.paints[entry.name] = entry.startTime));
  observe('largest-contentful-paint', (entry) => (marks.lcp = entry.startTime));
  observe('longtask', ({startTime, duration}) => marks.longTasks.push({startTime, duration}));
  const hydrated = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`not hydrated within ${timeoutMs / 1000} s`)), timeoutMs);
    // This runs before <html> exists: the document's subtree includes it once the parser adds it.
    new MutationObserver(() => {
      if (marks.hydrated === null && document.documentElement?.dataset.hasHydrated === 'true') {
        marks.hydrated = performance.now();
        resolve();
      }
    }).observe(document, {subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  const loaded = new Promise((resolve) => window.addEventListener('load', resolve));
  window.__observedSettled = Promise.all([hydrated, loaded]).then(() => {
    const end = Math.max(marks.hydrated, splashMs) + settleMs;
    return new Promise((resolve) =>
      setTimeout(resolve, Math.max(settleMs, end - performance.now())),
    );
  });
}

/** `--unthrottled`: Playwright's desktop Chrome at the machine's own speed, as a local landing. */
const UNTHROTTLED = Boolean(bench.options.unthrottled);
const CONTEXT = UNTHROTTLED
  ? {...devices['Desktop Chrome'], ignoreHTTPSErrors: true}
  : PHONE_CONTEXT;

/** One cold load of `url` in a fresh context; the figures, from navigation start. */
async function loadOnce(browser, url, splashSeen) {
  const context = await browser.newContext(CONTEXT);
  try {
    const limits = {splashMs: SPLASH_MS, settleMs: SETTLE_MS, timeoutMs: TIMEOUT_MS};
    await context.addInitScript(recordTimings, limits);
    if (splashSeen)
      await context.addInitScript(
        ({storage, key}) => window[storage].setItem(key, '1'),
        splashSeen,
      );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Set();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', ({requestId, type, response}) => {
      if (type === 'Script' && response.url.startsWith(new URL(url).origin)) scripts.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
      if (scripts.has(requestId)) jsBytes += encodedDataLength;
    });
    await cdp.send('Network.enable');
    if (!UNTHROTTLED) await throttleToPhone(cdp);
    await page.goto(url, {waitUntil: 'commit', timeout: TIMEOUT_MS});
    const marks = await page.evaluate(async () => {
      await window.__observedSettled;
      return window.__observed;
    });
    const beforeHydration = marks.longTasks.filter((task) => task.startTime < marks.hydrated);
    return {
      firstPaint: marks.paints['first-paint'] ?? marks.paints['first-contentful-paint'],
      fcp: marks.paints['first-contentful-paint'],
      lcp: marks.lcp,
      hydrated: marks.hydrated,
      tbt: beforeHydration.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longTasks: beforeHydration.length,
      jsKb: jsBytes / 1024,
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's benchmarkIndex of the machine as it is now, in an unthrottled blank page: a busy
 * machine scores lower, and its throttled figures come out higher.
 */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  await page.close();
  return index;
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** `1520 (1440–1610)`: the median of the runs that produced a number, and their spread. */
function cell(runs, figure) {
  const values = runs.map((run) => run[figure]).filter(Number.isFinite);
  if (values.length === 0) return 'n/a';
  const digits = figure === 'jsKb' ? 1 : 0;
  const [low, mid, high] = [Math.min(...values), median(values), Math.max(...values)];
  return `${bench.fixed(mid, digits)} (${bench.fixed(low, digits)}–${bench.fixed(high, digits)})`;
}

export async function observed() {
  const routes = bench.selectedRoutes();
  const dir = bench.siteBuild();
  const variants = [
    {name: relative(bench.ROOT, dir), origin: await bench.serve(dir, bench.PORTS.site)},
  ];
  if (bench.options.compare) {
    const origin = await bench.serve(
      resolve(bench.ROOT, bench.options.compare),
      bench.PORTS.compare,
    );
    variants.push({name: bench.options.compare, origin});
  }
  const template = await bench.serveTemplate();
  if (template) variants.push({name: 'template (/)', origin: template, route: '/'});
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [`--host-resolver-rules=${await bench.startPhotoStandIn()}`, ...CHROMIUM_ARGS],
  });
  const flag = splashSeenFlag();
  const results = [];
  const before = await benchmarkIndex(browser);
  for (const route of routes) {
    for (let run = 1; run <= bench.RUNS; run += 1) {
      console.log(`measuring ${route}, run ${run} of ${bench.RUNS} ...`);
      // A, B, C, A, B, C: whatever else the machine does falls on every variant alike.
      for (const landing of LANDINGS) {
        for (const variant of variants) {
          const url = `${variant.origin}${variant.route ?? route}`;
          const figures = await loadOnce(browser, url, landing === 'splash seen' && flag);
          results.push({route, landing, variant, ...figures});
        }
      }
    }
  }
  const after = await benchmarkIndex(browser);
  const runsOf = (route, landing, variant) =>
    results.filter((r) => r.route === route && r.landing === landing && r.variant === variant);

  const {viewport, deviceScaleFactor} = CONTEXT;
  const throttling = UNTHROTTLED
    ? 'no throttling'
    : `DevTools throttling (Lighthouse slow 4G: ${SLOW_4G.requestLatencyMs} ms latency, ` +
      `${bench.fixed(SLOW_4G.downloadThroughputKbps, 2)} kbps down, ` +
      `${SLOW_4G.uploadThroughputKbps} kbps up; CPU ${SLOW_4G.cpuSlowdownMultiplier}x)`;
  console.log(
    `\nObserved: Chromium ${browser.version()}, ${throttling}, ` +
      `${viewport.width}x${viewport.height} at ${deviceScaleFactor}, cold cache; ` +
      `${new Date().toISOString().slice(0, 10)}; benchmarkIndex (Lighthouse's, unthrottled) ` +
      `${bench.fixed(before)} before, ${bench.fixed(after)} after`,
  );
  for (const landing of LANDINGS) {
    console.log(
      `\n### ${landing}: median (min–max) of ${bench.RUNS} runs, ms from navigation start\n`,
    );
    const header = ['route', 'variant', ...Object.values(FIGURES)];
    console.log(`| ${header.join(' | ')} |\n|${'---|'.repeat(header.length)}`);
    for (const route of routes) {
      for (const variant of variants) {
        const runs = runsOf(route, landing, variant);
        const cells = Object.keys(FIGURES).map((figure) => cell(runs, figure));
        console.log(`| ${route} | ${variant.name} | ${cells.join(' | ')} |`);
      }
    }
  }
  // SPEC 8's goal is the phone's.
  if (UNTHROTTLED) return;
  console.log(`\nGoal (${variants[0].name}, first landing): hydrated ≤ ${HYDRATED_GOAL} ms\n`);
  let missed = 0;
  for (const route of routes) {
    const hydrated = median(runsOf(route, LANDINGS[0], variants[0]).map((run) => run.hydrated));
    const met = hydrated <= HYDRATED_GOAL;
    if (!met) missed += 1;
    console.log(`- ${route}: ${bench.fixed(hydrated)} ${met ? 'met' : 'MISSED'}`);
  }
  console.log(
    missed
      ? `\n${missed} route(s) miss the observed goal.`
      : '\nEvery route meets the observed goal.',
  );
}
