import {readFileSync} from 'node:fs';
import {closingLine, countPlaywright, countVitest} from '../../scripts/test-counts.mjs';

// A real Playwright JSON report (trimmed to what is read), from a spec with one passing test,
// one skipped at run time with a reason, one skipped where declared, and one failing.
const PLAYWRIGHT = JSON.parse(readFileSync('tests/unit/fixtures/playwright-report.json', 'utf8'));

describe("npm test's count (scripts/test-counts.mjs)", () => {
  it('counts a browser report, naming each failed test with its error and each skipped one with its reason', () => {
    expect(countPlaywright(PLAYWRIGHT)).toEqual({
      passed: 1,
      failed: 1,
      skipped: [
        'skip.spec.ts › skips at run time: Firefox ESR is not installed here',
        'skip.spec.ts › skipped where declared: no reason given',
      ],
      failures: [
        'skip.spec.ts › a group › fails: Error: expect(received).toBe(expected) // Object.is equality',
      ],
    });
  });

  it('says a test of a serial group did not run when an earlier one failed', () => {
    const test = (title: string, status: string) => ({
      title,
      tests: [{status, expectedStatus: 'passed'}],
    });
    const specs = [test('saves', 'unexpected'), test('builds', 'skipped')];
    const report = {
      stats: {expected: 1, unexpected: 1},
      suites: [{title: 'editor.spec.ts', specs}],
    };
    expect(countPlaywright(report).skipped).toEqual([
      'editor.spec.ts › builds: not run, because an earlier test of its serial group failed',
    ]);
  });

  it('counts a flaky test and an error outside any test as failures, and names them', () => {
    const results = [{error: {message: 'Error: element(s) not found'}}, {}];
    const tests = [{projectName: 'chromium', status: 'flaky', results}];
    const flaky = {title: 'editor.spec.ts', specs: [{title: 'previews', tests}]};
    const report = {
      stats: {...PLAYWRIGHT.stats, flaky: 1},
      suites: [...PLAYWRIGHT.suites, flaky],
      errors: [{message: 'Error: webServer exited early'}],
    };
    const {failed, failures} = countPlaywright(report);
    expect(failed).toBe(3);
    expect(failures).toEqual([
      'outside any test: Error: webServer exited early',
      expect.stringMatching(/^skip\.spec\.ts › a group › fails: /),
      '[chromium] editor.spec.ts › previews (passed on its retry): Error: element(s) not found',
    ]);
  });

  it('counts a unit report, its failed tests named and its skipped and todo tests listed', () => {
    const failureMessages = [
      '\nAssertionError: expected 4875 to be >= 4980\n    at widgets.test.ts:84',
    ];
    const assertionResults = [
      {status: 'passed', fullName: 'a'},
      {status: 'failed', fullName: 'given z it counts', failureMessages},
      {status: 'skipped', fullName: 'given x it waits'},
      {status: 'todo', fullName: 'given y it will'},
    ];
    const report = {numPassedTests: 3, numFailedTests: 1, testResults: [{assertionResults}]};
    expect(countVitest(report)).toEqual({
      passed: 3,
      failed: 1,
      skipped: [
        'given x it waits: skipped in the unit suite',
        'given y it will: skipped in the unit suite',
      ],
      failures: ['given z it counts: AssertionError: expected 4875 to be >= 4980'],
    });
  });

  it('counts an engines report, each skip with the reason its test gave, and a broken file as a failure', () => {
    const printed = [
      {status: 'passed', fullName: 'given a policy, in Firefox prints'},
      {
        status: 'skipped',
        fullName: 'given a policy, in WebKit prints',
        meta: {skipReason: 'WebKit cannot print here'},
      },
    ];
    // Its browser never started: the hook failed and its tests did not run.
    const broken = {
      status: 'failed',
      name: '/site/tests/engines/header.test.ts',
      message: 'Hook timed out in 60000ms.',
    };
    const notRun = [{status: 'skipped', fullName: 'given x, in WebKit y'}];
    const testResults = [
      {status: 'passed', assertionResults: printed},
      {...broken, assertionResults: notRun},
    ];
    const report = {numPassedTests: 2, numFailedTests: 0, testResults};
    expect(countVitest(report, 'the engines suite')).toEqual({
      passed: 2,
      failed: 1,
      skipped: [
        'given a policy, in WebKit prints: WebKit cannot print here',
        'given x, in WebKit y: skipped in the engines suite',
      ],
      failures: ['/site/tests/engines/header.test.ts: Hook timed out in 60000ms.'],
    });
  });

  it('ends with the line a runner reads, saying skipped only where some were', () => {
    expect(closingLine(1180, 0, 0)).toBe('1180 passed, 0 failed');
    expect(closingLine(1160, 1, 21)).toBe('1160 passed, 1 failed, 21 skipped');
  });
});
