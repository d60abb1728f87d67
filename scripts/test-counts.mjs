// What `npm test` (./test-all.mjs) reads from the unit, engines and browser suites' JSON
// reports: passed, failed, each failed test with its error's first line (so that the end of
// a long CI log names it), and each skipped test with its reason.

import {stripVTControlCharacters} from 'node:util';

/** An error's first line that says something, without the terminal's colours. */
const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0] || '?';

/**
 * A Vitest JSON report (the unit suite's, or the engines suite's). A skipped test's reason is
 * the `skipReason` its test put in its meta (tests/engines/suite.ts), else the suite's name;
 * a file that failed outside its tests (a hook, its import) counts as one failure.
 */
export function countVitest(report, suite = 'the unit suite') {
  const skipped = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => ['pending', 'skipped', 'todo'].includes(test.status))
      .map((test) => `${test.fullName}: ${test.meta?.skipReason ?? `skipped in ${suite}`}`),
  );
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  );
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  failures.push(...brokenFiles.map((file) => `${file.name}: ${firstLine(file.message)}`));
  return {passed: report.numPassedTests, failed: failures.length, skipped, failures};
}

/** Every test of a Playwright JSON report, with the title path that names it. */
function* playwrightTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) yield {test, title: [...path, spec.title].join(' › ')};
  for (const child of suite.suites ?? []) yield* playwrightTests(child, path);
}

/** Playwright's JSON report; a flaky test counts as failed, as does an error outside any test. */
export function countPlaywright(report) {
  const {expected = 0} = report.stats ?? {};
  const skipped = [];
  const failures = (report.errors ?? []).map(
    (error) => `outside any test: ${firstLine(error.message)}`,
  );
  for (const suite of report.suites ?? [])
    for (const {test, title} of playwrightTests(suite)) {
      const project = test.projectName ? `[${test.projectName}] ` : '';
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = test.results?.find((result) => result.error)?.error;
        const retried = test.status === 'flaky' ? ' (passed on its retry)' : '';
        failures.push(`${project}${title}${retried}: ${firstLine(error?.message)}`);
      }
      if (test.status !== 'skipped') continue;
      // A test meant to run that did not: an earlier test of its serial group failed.
      const reason =
        test.expectedStatus === 'passed'
          ? 'not run, because an earlier test of its serial group failed'
          : test.annotations?.find((note) => note.type === 'skip')?.description;
      skipped.push(`${project}${title}: ${reason || 'no reason given'}`);
    }
  return {passed: expected, failed: failures.length, skipped, failures};
}

/** The one line a runner's reader looks for: "N passed, M failed", and ", K skipped" where some were. */
export function closingLine(passed, failed, skipped) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
