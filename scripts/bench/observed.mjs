// `npm run bench -- --observed`: what a phone visitor waits for, measured in a real
// Chromium (Playwright, Debian chromium) rather than simulated: Lighthouse's mobile
// screen and user agent, DevTools throttling with Lighthouse's slow-4G values and a
// 4x CPU slowdown, a fresh browser context (cold cache, no connections) per run.
// Per route and run, from navigation start: first paint, first contentful paint,
// LCP (the last candidate; nothing is tapped), the moment <html data-has-hydrated="true">
// appears, the long tasks that started before it (count, and total blocking time:
// the sum of each one's time over 50 ms) and the same-origin JavaScript transferred.
// Each route is loaded as a first landing (empty sessionStorage: the splash plays) and with the
// splash already seen in the tab (the flag set before the page's own scripts run; cold cache
// still), interleaved run by run with `--compare <dir>` (a second build, served on port 4402: a
// before/after in one run) and the fresh Docusaurus classic template's home page (.bench/baseline).
// No package measures this: Lighthouse simulates, and its timespan mode knows no hydration.
//   node scripts/bench.mjs --observed [--no-build] [--dir build] [--compare build-before]
//                          [--runs 5] [--routes /,/blog] [--no-baseline]
import {readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {screenEmulationMetrics, throttling, userAgents} from 'lighthouse/core/config/constants.js';
import {throttle} from 'lighthouse/core/lib/emulation.js';
import {pageFunctions} from 'lighthouse/core/lib/page-functions.js';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium.mjs';
import {servedOrigin} from '../nginx.mjs';
import * as bench from './common.mjs';
import {startPhotoStandIn} from './photoStandIn.mjs';

const COMPARE_PORT = 4402;
/** SPEC section 8, "Speed as observed": hydrated by the time the splash lifts. */
const HYDRATED_GOAL = 2600;
/** How long the splash lasts from navigation start (src/browser/bootScript.ts, SPLASH_MS). */
const SPLASH_MS = 2500;
/** After hydration, the load event and the splash, this long without input for LCP to settle. */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 30_000;
const ATTEMPTS = 3;

/** Lighthouse's own settings for "devtools" throttling: slow 4G, 4x CPU (its units, its code). */
const LIGHTHOUSE_THROTTLING = {throttlingMethod: 'devtools', throttling: throttling.mobileSlow4G};
const screen = screenEmulationMetrics.mobile;
/** Lighthouse's moto g power: 412x823 at 1.75, touch, its user agent. */
const MOBILE_CONTEXT = {
  viewport: {width: screen.width, height: screen.height},
  deviceScaleFactor: screen.deviceScaleFactor,
  isMobile: screen.mobile,
  hasTouch: screen.mobile,
  userAgent: userAgents.mobile,
  // scripts/serve.mjs makes a self-signed certificate for each run.
  ignoreHTTPSErrors: true,
};

const LANDINGS = [
  {name: 'first landing', splashSeen: false},
  {name: 'splash seen', splashSeen: true},
];

/** The table's columns: each figure a run records, and its heading. */
const FIGURES = {
  firstPaint: 'first paint ms',
  fcp: 'FCP ms',
  lcp: 'LCP ms',
  hydrated: 'hydrated ms',
  tbt: 'TBT until hydrated ms',
  longTasks: 'long tasks',
  jsKb: 'JS KB',
};

let splashSeen;

/** The sessionStorage flag the boot script reads, from its one home (src/browser/storage.ts). */
function splashSeenFlag() {
  if (splashSeen) return splashSeen;
  const source = readFileSync(join(bench.ROOT, 'src/browser/storage.ts'), 'utf8');
  const match = source.match(/splashSeen:\s*\{storage:\s*'(\w+)',\s*key:\s*'([^']+)'\}/);
  if (!match) throw new Error('src/browser/storage.ts: cannot find STORED.splashSeen');
  splashSeen = {storage: match[1], key: match[2]};
  return splashSeen;
}

/**
 * Runs in the page before any of its own scripts: records what the bench reads in
 * `__observed`, relative to navigation start, and sets `__observedSettled`, a promise
 * that resolves once the page has hydrated and loaded, the splash has lifted, and
 * SETTLE_MS more have passed.
 */
function recordTimings({splashMs, settleMs}) {
  if (window !== window.top) return;
  const marks = {
    paints: {},
    lcp: null,
    lcpElement: null,
    longTasks: [],
    hydrated: null,
    splashPlayed: false,
    visibility: document.visibilityState,
    violations: [],
  };
  window.__observed = marks;
  const observe = (type, record) =>
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({
      type,
      buffered: true,
    });
  observe('paint', (entry) => {
    marks.paints[entry.name] = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    marks.lcp = entry.startTime;
    const element = entry.element;
    const className = element?.getAttribute('class')?.split(' ')[0];
    marks.lcpElement = element
      ? `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}`
      : null;
  });
  observe('longtask', (entry) => {
    marks.longTasks.push({start: entry.startTime, duration: entry.duration});
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    marks.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
  let hydrated;
  const whenHydrated = new Promise((resolve) => (hydrated = resolve));
  const check = () => {
    const root = document.documentElement;
    if (root?.getAttribute('data-splash-state') === 'playing') marks.splashPlayed = true;
    if (marks.hydrated === null && root?.getAttribute('data-has-hydrated') === 'true') {
      marks.hydrated = performance.now();
      hydrated();
    }
  };
  // This runs before <html> exists: the document's subtree includes it once the parser adds it.
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-has-hydrated', 'data-splash-state'],
  });
  const whenLoaded = new Promise((resolve) =>
    document.readyState === 'complete' ? resolve() : window.addEventListener('load', resolve),
  );
  window.__observedSettled = Promise.all([whenHydrated, whenLoaded]).then(
    () =>
      new Promise((resolve) => {
        const end = Math.max(marks.hydrated, splashMs) + settleMs;
        setTimeout(resolve, Math.max(settleMs, end - performance.now()));
      }),
  );
}

/** One cold load of `url` in a fresh context; the figures, relative to navigation start. */
async function loadOnce(browser, url, {splashSeen}) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    await context.addInitScript(recordTimings, {splashMs: SPLASH_MS, settleMs: SETTLE_MS});
    if (splashSeen) {
      await context.addInitScript(({storage, key}) => {
        window[storage].setItem(key, '1');
      }, splashSeenFlag());
    }
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    const origin = new URL(url).origin;
    const scripts = new Set();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', ({requestId, type, response}) => {
      if (type === 'Script' && response.url.startsWith(origin)) scripts.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
      if (scripts.has(requestId)) jsBytes += encodedDataLength;
    });
    await cdp.send('Network.enable');
    await throttle(
      {sendCommand: (method, params) => cdp.send(method, params)},
      LIGHTHOUSE_THROTTLING,
    );
    await page.goto(url, {waitUntil: 'commit', timeout: TIMEOUT_MS});
    await Promise.race([
      page.evaluate(() => {
        if (!window.__observedSettled) throw new Error('the recorder did not start');
        return window.__observedSettled;
      }),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`not hydrated within ${TIMEOUT_MS / 1000} s`)),
          TIMEOUT_MS,
        ).unref(),
      ),
    ]);
    const marks = await page.evaluate(() => window.__observed);
    const beforeHydration = marks.longTasks.filter((task) => task.start < marks.hydrated);
    return {
      firstPaint: marks.paints['first-paint'] ?? marks.paints['first-contentful-paint'],
      fcp: marks.paints['first-contentful-paint'],
      lcp: marks.lcp ?? NaN,
      hydrated: marks.hydrated,
      tbt: beforeHydration.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longTasks: beforeHydration.length,
      jsKb: jsBytes / 1024,
      lcpElement: marks.lcpElement,
      splashPlayed: marks.splashPlayed,
      visibility: marks.visibility,
      problems: [...errors, ...marks.violations],
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's benchmarkIndex of the machine as it is now, in an unthrottled blank
 * page: a busy machine scores lower, and its throttled figures come out higher.
 */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

/** A load, tried again (at most ATTEMPTS times) when it fails; each failure is named. */
async function measure(browser, url, landing) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await loadOnce(browser, url, landing);
    } catch (error) {
      const message = `${url} (${landing.name}), attempt ${attempt}: ${error.message.split('\n')[0]}`;
      // A closed browser (the bench is stopping) is not worth another attempt.
      if (attempt >= ATTEMPTS || !browser.isConnected()) throw new Error(message);
      process.stdout.write(`  not counted: ${message}\n`);
    }
  }
}

/** `1520 (1440–1610)`: the median and the spread of the runs. */
function cell(runs, key, digits = 0) {
  const values = runs.map((run) => run[key]).filter(Number.isFinite);
  if (values.length === 0) return 'n/a';
  const spread = `${bench.fixed(Math.min(...values), digits)}–${bench.fixed(Math.max(...values), digits)}`;
  return `${bench.fixed(bench.median(values), digits)} (${spread})`;
}

/** The value most runs share (for the LCP element). */
function commonest(runs, key) {
  const counts = new Map();
  for (const run of runs) counts.set(run[key], (counts.get(run[key]) ?? 0) + 1);
  const [value] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return value ?? 'n/a';
}

function printTable(landing, routes, variants, results) {
  console.log(
    `\n### ${landing.name}: median (min–max) of ${bench.RUNS} runs, ms from navigation start\n`,
  );
  const header = ['route', 'variant', ...Object.values(FIGURES), 'LCP element'];
  console.log(`| ${header.join(' | ')} |\n|${'---|'.repeat(header.length)}`);
  for (const route of routes) {
    for (const variant of variants) {
      const runs = results.get(key(route, landing, variant));
      const name = variant.route ? `${variant.name} (${variant.route})` : variant.name;
      const cells = [
        ...Object.keys(FIGURES).map((figure) => cell(runs, figure, figure === 'jsKb' ? 1 : 0)),
        `\`${commonest(runs, 'lcpElement')}\``,
      ];
      console.log(`| ${route} | ${name} | ${cells.join(' | ')} |`);
    }
  }
}

/** SPEC section 8 on the first landing: hydrated by the time the splash lifts. Returns the routes that miss it. */
function printGoal(routes, variant, results) {
  const missed = [];
  console.log(`\nGoal (${variant.name}, first landing): hydrated ≤ ${HYDRATED_GOAL} ms\n`);
  for (const route of routes) {
    const runs = results.get(key(route, LANDINGS[0], variant));
    const hydrated = bench.median(runs.map((run) => run.hydrated));
    console.log(
      `- ${route}: ${bench.fixed(hydrated)} ${hydrated <= HYDRATED_GOAL ? 'met' : 'MISSED'}`,
    );
    if (!(hydrated <= HYDRATED_GOAL)) missed.push(route);
  }
  return missed;
}

/** What a run saw that would make its figures mean something else. */
function printDoubts(routes, variants, results) {
  const lines = [];
  for (const landing of LANDINGS) {
    for (const route of routes) {
      for (const variant of variants) {
        const runs = results.get(key(route, landing, variant));
        const where = `${route}, ${variant.name}, ${landing.name}`;
        const hidden = runs.filter((run) => run.visibility !== 'visible').length;
        if (hidden) lines.push(`${where}: ${hidden} run(s) started in a hidden tab`);
        // The template has no splash; ours and the copy play it on a first landing only.
        const expected = variant.name !== 'template' && !landing.splashSeen;
        const wrong = runs.filter((run) => run.splashPlayed !== expected).length;
        if (wrong)
          lines.push(
            `${where}: the splash ${expected ? 'did not play' : 'played'} in ${wrong} run(s)`,
          );
        for (const problem of new Set(runs.flatMap((run) => run.problems)))
          lines.push(`${where}: ${problem}`);
      }
    }
  }
  if (lines.length)
    console.log(`\nNoticed during the runs:\n${lines.map((l) => `- ${l}`).join('\n')}`);
}

const key = (route, landing, variant) => `${route} ${landing.name} ${variant.name}`;

export async function observed() {
  const dir = bench.siteBuild();
  const routes = bench.selectedRoutes();
  const builds = [[dir, bench.PORT]];
  if (bench.option('compare'))
    builds.push([resolve(bench.ROOT, bench.option('compare')), COMPARE_PORT]);
  const variants = builds.map(([build, port]) => ({
    name: relative(bench.ROOT, build),
    origin: servedOrigin(port),
  }));
  if (variants[1]?.name === variants[0].name) throw new Error('--compare names the build measured');
  const template = bench.templateSites();
  if (template.length) variants.push({name: 'template', origin: bench.BASELINE_ORIGIN, route: '/'});
  const results = new Map();
  const {version, machine} = await bench.whileServing([...builds, ...template], async (onStop) => {
    const photos = await startPhotoStandIn();
    onStop(photos.stop);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [photos.chromiumFlag, ...CHROMIUM_ARGS],
    });
    onStop(() => browser.close());
    const before = await benchmarkIndex(browser);
    for (const route of routes) {
      for (let run = 1; run <= bench.RUNS; run += 1) {
        process.stdout.write(`measuring ${route}, run ${run} of ${bench.RUNS} ...\n`);
        // A, B, C, A, B, C: whatever else the machine does falls on every variant alike.
        for (const landing of LANDINGS) {
          for (const variant of variants) {
            const url = `${variant.origin}${variant.route ?? route}`;
            const figures = await measure(browser, url, landing);
            const id = key(route, landing, variant);
            results.set(id, [...(results.get(id) ?? []), figures]);
          }
        }
      }
    }
    return {version: browser.version(), machine: [before, await benchmarkIndex(browser)]};
  });
  console.log(
    `\nObserved: Chromium ${version}, DevTools throttling (Lighthouse slow 4G: ` +
      `${throttling.mobileSlow4G.requestLatencyMs} ms latency, ` +
      `${bench.fixed(throttling.mobileSlow4G.downloadThroughputKbps, 2)} kbps down, ` +
      `${throttling.mobileSlow4G.uploadThroughputKbps} kbps up; CPU ` +
      `${throttling.mobileSlow4G.cpuSlowdownMultiplier}x), ${screen.width}x${screen.height} ` +
      `at ${screen.deviceScaleFactor}, cold cache; ${new Date().toISOString().slice(0, 10)}; ` +
      `benchmarkIndex (Lighthouse's, unthrottled) ${machine.map((index) => bench.fixed(index)).join(' before, ')} after`,
  );
  for (const landing of LANDINGS) printTable(landing, routes, variants, results);
  const missed = printGoal(routes, variants[0], results);
  printDoubts(routes, variants, results);
  console.log(
    missed.length
      ? `\n${missed.length} route(s) miss the observed goal.`
      : '\nEvery route meets the observed goal.',
  );
}
