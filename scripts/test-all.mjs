#!/usr/bin/env node
// `npm test`: every check, then one closing line "N passed, M failed, K skipped" that sums
// them: each static check and the build count as one, and the unit, engines and browser suites
// count their tests (./test-counts.mjs). Skipped tests are listed above it, each with its reason,
// then failed tests, each with its error's first line. npm runs scripts but neither sums their
// tests nor goes on after a failure.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {closingLine, countPlaywright, countVitest} from './test-counts.mjs';

const npmRun = (script) => ['npm', 'run', '--silent', script];
// The browser tests need a chat key to exercise the loader and the policy's Crisp hosts;
// any well-formed ID will do, since the tests stand in for Crisp's hosts.
const CHAT_KEY = process.env.CHAT_SITE_KEY || '00000000-0000-4000-8000-000000000000';
// playwright.config.ts names the report after the port when E2E_PORT moves it.
const E2E_PORT = process.env.E2E_PORT ?? '4173';
// tests/e2e/fixtureSite.ts' build (a copy of the site, dated), for the built pages and the browser
// tests: TypeScript, loaded with the jiti Docusaurus loads its config with, `@site/` as tsconfig maps it.
const FIXTURE_SITE = `const jiti = require('node:module').createRequire(require.resolve('@docusaurus/utils'))('jiti');
jiti(process.cwd() + '/', {alias: {'@site': process.cwd()}})('./tests/e2e/fixtureSite.ts')
  .fixtureBuild().catch((error) => { console.error(error.message); process.exit(1); });`;

/**
 * The steps in stages; a stage's steps run two at a time, its longest first (tsc, ESLint, Prettier
 * and the HTML checkers use one core each).
 * `after`: the build a step needs; it is not run, and fails, when that build failed.
 * `waitsFor`: a step of its stage it starts after (and runs whether that one passed or not).
 */
const stages = [
  [
    {
      name: 'unit tests',
      command: ['npx', 'vitest', 'run'],
      report: 'test-results/unit.json',
      count: countVitest,
    },
    ...['typecheck', 'lint'].map((name) => ({name, command: npmRun(name)})),
  ],
  // Beside the build, which leaves a third of the cores idle.
  [
    {name: 'build', command: npmRun('build'), env: {CHAT_SITE_KEY: CHAT_KEY}},
    ...['lint:style', 'format:check'].map((name) => ({name, command: npmRun(name)})),
  ],
  [
    // The pseudo-locales (docs/translating.md), built for the browser run, which checks each one
    // as a project of its own (playwright.config.ts). After the build: both write .docusaurus/.
    {name: 'pseudo-locale builds', command: npmRun('build:pseudo'), after: 'build'},
    // A minute cold, 20 s with the bundler's cache.
    {name: 'fixture site build', command: ['node', '-e', FIXTURE_SITE], after: 'build'},
    {name: 'csp check', command: ['node', 'scripts/csp.mjs', 'check'], after: 'build'},
    {name: 'html validity', command: npmRun('validate:html'), after: 'build'},
    // The build's pages, and the fixture site's, read from disk without a server or a browser
    // (tests/built/). Last: whichever slot is free first waits there for the fixture site (its
    // tests fail with the fixture's error if that failed).
    {
      name: 'built pages',
      command: ['npx', 'vitest', 'run', '-c', 'vitest.built.config.mts'],
      report: 'test-results/built.json',
      count: (report) => countVitest(report, 'the built pages’ suite'),
      after: 'build',
      waitsFor: 'fixture site build',
    },
  ],
  // Alone: beside a build, Firefox and WebKit took twice as long and the build five times.
  [
    {
      name: 'engine tests',
      command: ['npx', 'vitest', 'run', '-c', 'vitest.engines.config.mts'],
      report: 'test-results/engines.json',
      count: (report) => countVitest(report, 'the engines suite'),
      after: 'build',
    },
  ],
  [
    {
      name: 'browser tests',
      command: ['npx', 'playwright', 'test'],
      // Where the pseudo-locales did not build, that step has failed already: English runs alone.
      env: () => (failedSteps.has('pseudo-locale builds') ? {} : {E2E_PSEUDO_LOCALES: '1'}),
      report: `test-results/${E2E_PORT === '4173' ? 'e2e' : `e2e-${E2E_PORT}`}.json`,
      count: countPlaywright,
      after: 'build',
    },
  ],
];

const total = {passed: 0, failed: 0, skipped: [], failures: []};
/** Each step's line, printed in the stages' order whatever order they ended in. */
const summary = new Map();
const failedSteps = new Set();

/** Runs a step; a step alone in its stage prints as it goes, others print whole when they end. */
function run(step, alone) {
  if (step.report) rmSync(step.report, {force: true});
  const [command, ...args] = step.command;
  const env = {...process.env, ...(typeof step.env === 'function' ? step.env() : step.env)};
  if (alone) console.log(`\n▶ ${step.name}`);
  const child = spawn(command, args, {env, stdio: ['ignore', alone ? 'inherit' : 'pipe', 'pipe']});
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (alone ? process.stderr.write(chunk) : (output += chunk)));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (!alone) console.log(`\n▶ ${step.name}\n${output.trimEnd()}`);
      resolve(code === 0);
    }),
  );
}

/** Each step's end, for a step that waits for it. */
const ended = new Map(stages.flat().map((step) => [step.name, Promise.withResolvers()]));

async function runStep(step, alone) {
  await ended.get(step.waitsFor)?.promise;
  if (failedSteps.has(step.after)) {
    total.failed += 1;
    summary.set(step, `✘ ${step.name}: not run, its build failed`);
    return;
  }
  const started = Date.now();
  const ok = await run(step, alone);
  if (!ok) failedSteps.add(step.name);
  let counts = {passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: [], failures: []};
  // A suite that wrote no report counted nothing: say so instead of counting it as one test.
  if (step.report && !existsSync(step.report)) {
    counts = {passed: 0, failed: 1, skipped: [], failures: []};
    console.log(`${step.name}: no report at ${step.report}`);
  } else if (step.report) {
    counts = step.count(JSON.parse(readFileSync(step.report, 'utf8')));
    if (!ok && counts.failed === 0) counts.failed = 1;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped.push(...counts.skipped);
  total.failures.push(...counts.failures.map((failure) => `${step.name}: ${failure}`));
  // Each step's time, against the whole run's budget (docs/testing.md).
  const seconds = Math.round((Date.now() - started) / 1000);
  const line = closingLine(counts.passed, counts.failed, counts.skipped.length);
  summary.set(step, `${ok ? '✔' : '✘'} ${step.name}: ${line} (${seconds} s)`);
}

const started = Date.now();
for (const stage of stages) {
  const waiting = [...stage];
  const slot = async () => {
    for (let step = waiting.shift(); step; step = waiting.shift()) {
      await runStep(step, stage.length === 1);
      ended.get(step.name).resolve();
    }
  };
  await Promise.all([slot(), slot()]);
}

if (total.skipped.length)
  console.log(`\nSkipped, and why:\n${total.skipped.map((s) => `- ${s}`).join('\n')}`);
// Last before the summary: the end of a long CI log names what failed.
if (total.failures.length)
  console.log(`\nFailed:\n${total.failures.map((f) => `- ${f}`).join('\n')}`);
console.log(
  `\n${stages
    .flat()
    .map((step) => summary.get(step))
    .join('\n')}`,
);
console.log(`(${Math.round((Date.now() - started) / 1000)} s in all)`);
console.log(closingLine(total.passed, total.failed, total.skipped.length));
process.exit(total.failed === 0 ? 0 : 1);
