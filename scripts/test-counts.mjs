// What `npm test` (./test-all.mjs) reads from the unit, engines and browser suites' JSON
// reports: passed, failed, and each skipped test with its reason.

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
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, skipped};
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
  const {expected = 0, unexpected = 0, flaky = 0} = report.stats ?? {};
  const skipped = [];
  for (const suite of report.suites ?? [])
    for (const {test, title} of playwrightTests(suite)) {
      if (test.status !== 'skipped') continue;
      const project = test.projectName ? `[${test.projectName}] ` : '';
      // A test meant to run that did not: an earlier test of its serial group failed.
      const reason =
        test.expectedStatus === 'passed'
          ? 'not run, because an earlier test of its serial group failed'
          : test.annotations?.find((note) => note.type === 'skip')?.description;
      skipped.push(`${project}${title}: ${reason || 'no reason given'}`);
    }
  return {passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0), skipped};
}

/** The one line a runner's reader looks for: "N passed, M failed", and ", K skipped" where some were. */
export function closingLine(passed, failed, skipped) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
