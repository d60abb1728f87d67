#!/usr/bin/env node
// `npm test`: every check in order, then one closing line "N passed, M failed, K skipped"
// that sums them: each static check and the build count as one, and the unit, engines and
// browser suites count their tests. Skipped tests are listed above it, each with its reason.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {closingLine, countPlaywright, countVitest} from './test-counts.mjs';

// The browser tests need a chat key to exercise the loader and the policy's Crisp hosts;
// any well-formed ID will do, since the tests stand in for Crisp's hosts.
const E2E_ENV = {
  CHAT_SITE_KEY: process.env.CHAT_SITE_KEY || '00000000-0000-4000-8000-000000000000',
};

const steps = [
  {name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck']},
  {name: 'lint', command: ['npm', 'run', '--silent', 'lint']},
  {name: 'lint:style', command: ['npm', 'run', '--silent', 'lint:style']},
  {name: 'format:check', command: ['npm', 'run', '--silent', 'format:check']},
  {
    name: 'unit tests',
    command: ['npx', 'vitest', 'run'],
    report: 'test-results/unit.json',
    count: (report) => countVitest(report),
  },
  {name: 'build', command: ['npm', 'run', '--silent', 'build'], env: E2E_ENV},
  {name: 'csp check', command: ['node', 'scripts/csp.mjs', 'check'], needsBuild: true},
  {name: 'html validity', command: ['node', 'scripts/validate-html.mjs'], needsBuild: true},
  {
    name: 'engine tests',
    command: ['npx', 'vitest', 'run', '-c', 'vitest.engines.config.mts'],
    report: 'test-results/engines.json',
    count: (report) => countVitest(report, 'the engines suite'),
    needsBuild: true,
  },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    // playwright.config.ts names the report after the port when E2E_PORT moves it.
    report: `test-results/${(process.env.E2E_PORT ?? '4173') === '4173' ? 'e2e' : `e2e-${process.env.E2E_PORT}`}.json`,
    count: countPlaywright,
    needsBuild: true,
  },
  // The pseudo-locales (docs/translating.md): their own builds, then on each the untranslated
  // text, layout and axe checks of tests/e2e/pseudo-locales.spec.ts, on ports of their own.
  {name: 'pseudo-locale builds', command: ['npm', 'run', '--silent', 'build:pseudo']},
  ...[
    ['en-XA', 4175],
    ['ar-XB', 4177],
  ].map(([locale, port]) => ({
    name: `pseudo-locale tests (${locale})`,
    command: ['npx', 'playwright', 'test', 'tests/e2e/pseudo-locales.spec.ts'],
    env: {PSEUDO_LOCALE: locale, E2E_BUILD_DIR: `build-${locale}`, E2E_PORT: String(port)},
    report: `test-results/e2e-${port}.json`,
    count: countPlaywright,
    needsPseudoBuild: true,
  })),
];

let passed = 0;
let failed = 0;
const skipped = [];
const summary = [];
let built = true;
let pseudoBuilt = true;
for (const step of steps) {
  if ((step.needsBuild && !built) || (step.needsPseudoBuild && !pseudoBuilt)) {
    failed += 1;
    summary.push(`✘ ${step.name}: not run, its build failed`);
    continue;
  }
  if (step.report) rmSync(step.report, {force: true});
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: {...process.env, ...step.env},
  });
  const ok = result.status === 0;
  if (step.name === 'build') built = ok;
  if (step.name === 'pseudo-locale builds') pseudoBuilt = ok;
  let counts = {passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: []};
  // A suite that wrote no report counted nothing: say so instead of counting it as one test.
  if (step.report && !existsSync(step.report)) {
    counts = {passed: 0, failed: 1, skipped: []};
    console.log(`${step.name}: no report at ${step.report}`);
  } else if (step.report) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    counts = step.count(report);
    if (!ok && counts.failed === 0) counts.failed = 1;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped.push(...counts.skipped);
  const line = closingLine(counts.passed, counts.failed, counts.skipped.length);
  // Each step's time, against the whole run's budget (docs/testing.md).
  const seconds = Math.round((Date.now() - started) / 1000);
  summary.push(`${ok ? '✔' : '✘'} ${step.name}: ${line} (${seconds} s)`);
}

if (skipped.length) console.log(`\nSkipped, and why:\n${skipped.map((s) => `- ${s}`).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(closingLine(passed, failed, skipped.length));
process.exit(failed === 0 ? 0 : 1);
