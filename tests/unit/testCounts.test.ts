import {readFileSync} from 'node:fs';
import {closingLine, countPlaywright, countVitest} from '../../scripts/test-counts.mjs';

// A real Playwright JSON report (trimmed to what is read), from a spec with one passing test,
// one skipped at run time with a reason, one skipped where declared, and one failing.
const PLAYWRIGHT = JSON.parse(readFileSync('tests/unit/fixtures/playwright-report.json', 'utf8'));

it('counts a browser report: each failed, flaky or outside error with its error, each skipped with its reason, a serial group’s test left unrun among them', () => {
  const results = [{error: {message: 'Error: element(s) not found'}}, {}];
  const spec = (title: string, status: string) => ({
    title,
    tests: [{projectName: 'chromium', status, expectedStatus: 'passed', results}],
  });
  const editor = {
    title: 'editor.spec.ts',
    specs: [spec('previews', 'flaky'), spec('saves', 'unexpected'), spec('builds', 'skipped')],
  };
  const report = {
    stats: {...PLAYWRIGHT.stats, flaky: 1, unexpected: 2},
    suites: [...PLAYWRIGHT.suites, editor],
    errors: [{message: 'Error: webServer exited early'}],
  };
  expect(countPlaywright(report)).toEqual({
    passed: 1,
    failed: 4,
    skipped: [
      'skip.spec.ts › skips at run time: Firefox ESR is not installed here',
      'skip.spec.ts › skipped where declared: no reason given',
      '[chromium] editor.spec.ts › builds: not run, because an earlier test of its serial group failed',
    ],
    failures: [
      'outside any test: Error: webServer exited early',
      'skip.spec.ts › a group › fails: Error: expect(received).toBe(expected) // Object.is equality',
      '[chromium] editor.spec.ts › previews (passed on its retry): Error: element(s) not found',
      '[chromium] editor.spec.ts › saves: Error: element(s) not found',
    ],
  });
});

it('counts a unit or engines report: its failed tests or files named, its skipped and todo tests listed', () => {
  const failureMessages = [
    '\nAssertionError: expected 4875 to be >= 4980\n    at widgets.test.ts:84',
  ];
  const unit = [
    {status: 'passed', fullName: 'a'},
    {status: 'failed', fullName: 'given z it counts', failureMessages},
    {status: 'todo', fullName: 'given y it will'},
  ];
  expect(countVitest({numPassedTests: 3, testResults: [{assertionResults: unit}]})).toEqual({
    passed: 3,
    failed: 1,
    skipped: ['given y it will: skipped in the unit suite'],
    failures: ['given z it counts: AssertionError: expected 4875 to be >= 4980'],
  });
  const meta = {skipReason: 'WebKit cannot print here'};
  const printed = [{status: 'skipped', fullName: 'given a policy, in WebKit prints', meta}];
  // Its browser never started: the hook failed and its tests did not run.
  const broken = {
    ...{status: 'failed', name: '/site/tests/engines/header.test.ts'},
    ...{
      message: 'Hook timed out in 60000ms.',
      assertionResults: [{status: 'skipped', fullName: 'x'}],
    },
  };
  const engines = {
    numPassedTests: 2,
    testResults: [{status: 'passed', assertionResults: printed}, broken],
  };
  expect(countVitest(engines, 'the engines suite')).toEqual({
    passed: 2,
    failed: 1,
    skipped: [
      'given a policy, in WebKit prints: WebKit cannot print here',
      'x: skipped in the engines suite',
    ],
    failures: ['/site/tests/engines/header.test.ts: Hook timed out in 60000ms.'],
  });
  // The line a runner reads, saying skipped only where some were.
  expect(closingLine(1180, 0, 0)).toBe('1180 passed, 0 failed');
  expect(closingLine(1160, 1, 21)).toBe('1160 passed, 1 failed, 21 skipped');
});
