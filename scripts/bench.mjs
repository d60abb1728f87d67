#!/usr/bin/env node
// `npm run bench`: Lighthouse CI (lighthouserc.cjs: 5 runs per route, mobile, simulated throttling,
// SPEC section 8's goals as assertions) on the production build served as deployed, and on a fresh
// Docusaurus classic template's home page in the same run; then a table of each URL's median run
// from lhci's manifest, with the goals lhci cannot assert: the transfer without the chat and the
// stock photos, a score and a TBT as good as the template's. `--observed`: scripts/bench/observed.mjs.
//   node scripts/bench.mjs [--observed] [--no-build] [--dir build] [--runs 5] [--no-baseline]
//                          [--routes /,/about] [--compare build-before]
import {spawn} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import * as bench from './bench/common.mjs';
import {observed} from './bench/observed.mjs';

const NOT_COUNTED = /crisp\.chat|images\.unsplash\.com/;
const TRANSFER_GOAL_KB = 250;
const REPORTS = join(bench.ROOT, '.lighthouseci/reports');

/** `npx lhci <command>` in the project, with lighthouserc.cjs; resolves to its exit code. */
const lhci = (args, env) =>
  new Promise((done) => {
    const child = spawn('npx', ['lhci', ...args], {cwd: bench.ROOT, stdio: 'inherit', env});
    child.on('exit', (code) => done(code ?? 1));
  });

/** Prints the median run of each URL that lhci upload wrote; returns how many goals they miss. */
function printTable() {
  const manifest = JSON.parse(readFileSync(join(REPORTS, 'manifest.json'), 'utf8'));
  const rows = manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map(({url, jsonPath}) => {
      const lhr = JSON.parse(readFileSync(jsonPath, 'utf8'));
      const requests = lhr.audits['network-requests'].details?.items ?? [];
      const counted = requests.filter((request) => !NOT_COUNTED.test(request.url));
      const figure = (id) => lhr.audits[id].numericValue;
      return {
        url,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        performance: lhr.categories.performance.score * 100,
        lcp: figure('largest-contentful-paint'),
        tbt: figure('total-blocking-time'),
        cls: figure('cumulative-layout-shift'),
        kb: counted.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      };
    });
  const indexes = rows.map((row) => row.benchmarkIndex);
  console.log(
    `\nbenchmarkIndex of the median runs: ${bench.fixed(Math.min(...indexes))}–${bench.fixed(Math.max(...indexes))}`,
  );
  console.log(
    '\n| route | perf | LCP ms | TBT ms | CLS | KB sent | misses |\n|---|---|---|---|---|---|---|',
  );
  const template = rows.find((row) => new URL(row.url).port === String(bench.PORTS.template));
  let missed = 0;
  for (const row of rows) {
    const misses = [];
    if (row !== template && row.kb > TRANSFER_GOAL_KB) misses.push(`KB > ${TRANSFER_GOAL_KB}`);
    if (row !== template && template && row.performance < template.performance)
      misses.push('perf < template');
    if (row !== template && template && row.tbt > template.tbt) misses.push('TBT > template');
    missed += misses.length;
    const route = row === template ? '(fresh Docusaurus classic /)' : new URL(row.url).pathname;
    const cells = [row.performance, row.lcp, row.tbt].map((value) => bench.fixed(value));
    cells.push(bench.fixed(row.cls, 3), bench.fixed(row.kb, 1), misses.join(', ') || '—');
    console.log(`| ${route} | ${cells.join(' | ')} |`);
  }
  return missed;
}

async function lighthouse() {
  const site = await bench.serve(bench.siteBuild(), bench.PORTS.site);
  const template = await bench.serveTemplate();
  const env = {...process.env, PHOTO_HOST_RULE: await bench.startPhotoStandIn()};
  // Only what the command line narrows is passed; the rest comes from lighthouserc.cjs.
  const urls = bench.selectedRoutes().map((route) => `${site}${route}`);
  if (template) urls.unshift(`${template}/`);
  const narrowed = bench.options.routes || !template ? urls.map((url) => `--url=${url}`) : [];
  const runs = bench.options.runs ? [`--numberOfRuns=${bench.RUNS}`] : [];
  if ((await lhci(['collect', ...narrowed, ...runs], env)) !== 0)
    throw new Error('lhci collect failed');
  const asserted = await lhci(['assert'], env);
  rmSync(REPORTS, {recursive: true, force: true}); // lhci upload adds to what an earlier run left.
  if ((await lhci(['upload'], env)) !== 0) throw new Error('lhci upload failed');
  const missed = printTable();
  console.log("\nReports: .lighthouseci/reports/ (manifest.json marks each URL's median run).");
  if (asserted !== 0 || missed) {
    console.log('Some goal is missed: see lhci assert above and the table.');
    process.exitCode = 1;
  }
}

(bench.options.observed ? observed() : lighthouse())
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit()); // The servers stop on exit (./bench/common.mjs).
