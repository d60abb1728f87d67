import {readFileSync} from 'node:fs';
import {closingLine, countPlaywright, countVitest} from '../../scripts/test-counts.mjs';

// A real Playwright JSON report (trimmed to what is read), from a spec with one passing test,
// one skipped at run time with a reason, one skipped where declared, and one failing.
const PLAYWRIGHT = JSON.parse(readFileSync('tests/unit/fixtures/playwright-report.json', 'utf8'));

describe("npm test's count (scripts/test-counts.mjs)", () => {
  it('counts a browser report and names each skipped test with its reason', () => {
    expect(countPlaywright(PLAYWRIGHT)).toEqual({
      passed: 1,
      failed: 1,
      skipped: [
        'skip.spec.ts › skips at run time: Firefox ESR is not installed here',
        'skip.spec.ts › skipped where declared: no reason given',
      ],
    });
  });

  it('says a test of a serial group did not run when an earlier one failed', () => {
    const report = {
      stats: {expected: 1, unexpected: 1},
      suites: [
        {
          title: 'editor.spec.ts',
          specs: [
            {title: 'saves', tests: [{status: 'unexpected', expectedStatus: 'passed'}]},
            {title: 'builds', tests: [{status: 'skipped', expectedStatus: 'passed'}]},
          ],
        },
      ],
    };
    expect(countPlaywright(report).skipped).toEqual([
      'editor.spec.ts › builds: not run, because an earlier test of its serial group failed',
    ]);
  });

  it('counts a flaky test and an error outside any test as failures', () => {
    const report = {...PLAYWRIGHT, stats: {...PLAYWRIGHT.stats, flaky: 2}, errors: [{}]};
    expect(countPlaywright(report).failed).toBe(4);
  });

  it('counts a unit report, its skipped and todo tests listed', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        {
          assertionResults: [
            {status: 'passed', fullName: 'a'},
            {status: 'skipped', fullName: 'given x it waits'},
            {status: 'todo', fullName: 'given y it will'},
          ],
        },
      ],
    };
    expect(countVitest(report)).toEqual({
      passed: 3,
      failed: 1,
      skipped: [
        'given x it waits: skipped in the unit suite',
        'given y it will: skipped in the unit suite',
      ],
    });
  });

  it('counts an engines report, each skip with the reason its test gave, and a broken file as a failure', () => {
    const report = {
      numPassedTests: 2,
      numFailedTests: 0,
      testResults: [
        {
          status: 'passed',
          assertionResults: [
            {status: 'passed', fullName: 'given a policy, in Firefox prints'},
            {
              status: 'skipped',
              fullName: 'given a policy, in WebKit prints',
              meta: {skipReason: 'WebKit cannot print here'},
            },
          ],
        },
        // Its browser never started: the hook failed and its tests did not run.
        {
          status: 'failed',
          assertionResults: [{status: 'skipped', fullName: 'given x, in WebKit y'}],
        },
      ],
    };
    expect(countVitest(report, 'the engines suite')).toEqual({
      passed: 2,
      failed: 1,
      skipped: [
        'given a policy, in WebKit prints: WebKit cannot print here',
        'given x, in WebKit y: skipped in the engines suite',
      ],
    });
  });

  it('ends with the line a runner reads, saying skipped only where some were', () => {
    expect(closingLine(1180, 0, 0)).toBe('1180 passed, 0 failed');
    expect(closingLine(1160, 1, 21)).toBe('1160 passed, 1 failed, 21 skipped');
  });
});
