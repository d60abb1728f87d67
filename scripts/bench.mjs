#!/usr/bin/env node
// `npm run bench`: Lighthouse CI (lighthouserc.cjs: 5 runs per route, mobile, simulated throttling,
// SPEC section 8's goals as assertions) on the production build served as deployed, and on a fresh
// Docusaurus classic template's home page in the same run; then a table of each URL's median run
// from lhci's manifest, with the two goals lhci cannot assert: the transfer without the chat and the
// stock photos, and scoring at least as well as the template. `--observed`: scripts/bench/observed.mjs.
//   node scripts/bench.mjs [--no-build] [--dir build] [--runs 5] [--no-baseline] [--routes /,/about]
import {spawn} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {
  BASELINE_ORIGIN,
  PORT,
  ROOT,
  fixed,
  flag,
  option,
  selectedRoutes,
  siteBuild,
  templateSites,
  whileServing,
} from './bench/common.mjs';
import {observed} from './bench/observed.mjs';
import {startPhotoStandIn} from './bench/photoStandIn.mjs';
import {servedOrigin} from './nginx.mjs';

const NOT_COUNTED = /crisp\.chat|images\.unsplash\.com/;
const TRANSFER_GOAL_KB = 250;
const REPORTS = join(ROOT, '.lighthouseci/reports');

/** `npx lhci <command>` in the project, with lighthouserc.cjs; resolves to its exit code. */
function lhci(args, env) {
  return new Promise((done) => {
    const child = spawn('npx', ['lhci', ...args], {cwd: ROOT, stdio: 'inherit', env});
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** The median run of each URL that lhci upload wrote, as a table row and the goals it misses. */
function medianRuns() {
  const manifest = JSON.parse(readFileSync(join(REPORTS, 'manifest.json'), 'utf8'));
  return manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map(({url, jsonPath}) => {
      const lhr = JSON.parse(readFileSync(jsonPath, 'utf8'));
      const requests = lhr.audits['network-requests'].details?.items ?? [];
      const counted = requests.filter((request) => !NOT_COUNTED.test(request.url));
      const kb = counted.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
      const figure = (id) => lhr.audits[id].numericValue;
      return {
        url,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        performance: lhr.categories.performance.score * 100,
        lcp: figure('largest-contentful-paint'),
        tbt: figure('total-blocking-time'),
        cls: figure('cumulative-layout-shift'),
        kb,
      };
    });
}

function printTable(rows) {
  const template = rows.find((row) => row.url.startsWith(BASELINE_ORIGIN));
  console.log(
    '\n| route | perf | LCP ms | TBT ms | CLS | KB sent | misses |\n|---|---|---|---|---|---|---|',
  );
  let missed = 0;
  for (const row of rows) {
    const isTemplate = row === template;
    const misses = [];
    if (!isTemplate && row.kb > TRANSFER_GOAL_KB) misses.push(`KB > ${TRANSFER_GOAL_KB}`);
    if (!isTemplate && template && row.performance < template.performance)
      misses.push('perf < template');
    missed += misses.length;
    const route = isTemplate ? '(fresh Docusaurus classic /)' : new URL(row.url).pathname;
    const cells = [row.performance, row.lcp, row.tbt].map((value) => fixed(value));
    cells.push(fixed(row.cls, 3), fixed(row.kb, 1), misses.join(', ') || '—');
    console.log(`| ${route} | ${cells.join(' | ')} |`);
  }
  return missed;
}

async function lighthouseMode() {
  const dir = siteBuild();
  const template = templateSites();
  // Only what the command line narrows is passed; the rest comes from lighthouserc.cjs.
  const urls = selectedRoutes().map((route) => `${servedOrigin(PORT)}${route}`);
  if (template.length) urls.unshift(`${BASELINE_ORIGIN}/`);
  const narrowed = option('routes') || !template.length ? urls.map((url) => `--url=${url}`) : [];
  const runs = option('runs') ? [`--numberOfRuns=${option('runs')}`] : [];
  const asserted = await whileServing([[dir, PORT], ...template], async (onStop) => {
    const photos = await startPhotoStandIn();
    onStop(photos.stop);
    const env = {...process.env, PHOTO_HOST_RULE: photos.hostRule};
    if ((await lhci(['collect', ...narrowed, ...runs], env)) !== 0)
      throw new Error('lhci collect failed');
    const assertion = await lhci(['assert'], env);
    rmSync(REPORTS, {recursive: true, force: true}); // lhci upload adds to what an earlier run left.
    if ((await lhci(['upload'], env)) !== 0) throw new Error('lhci upload failed');
    return assertion;
  });
  const rows = medianRuns();
  const indexes = rows.map((row) => row.benchmarkIndex);
  console.log(
    `\nbenchmarkIndex of the median runs: ${fixed(Math.min(...indexes))}–${fixed(Math.max(...indexes))}`,
  );
  const missed = printTable(rows);
  console.log("\nReports: .lighthouseci/reports/ (manifest.json marks each URL's median run).");
  if (asserted !== 0 || missed) {
    console.log('Some goal is missed: see lhci assert above and the table.');
    process.exitCode = 1;
  }
}

(flag('observed') ? observed() : lighthouseMode()).catch((error) => {
  console.error(error);
  process.exit(1);
});
