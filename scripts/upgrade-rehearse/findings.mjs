// What each step's output says went wrong, split by side (ours, the canary's, unplaced):
// a parser per tool's output, and classify, which runs the right ones over every step.
import {ownerOfPath, pathsIn, relativeTo, sideOf, stripAnsi} from './paths.mjs';

/**
 * @typedef {{side: 'ours' | 'canary' | 'unplaced', step: string, kind: 'error' | 'warning', text: string}} Finding
 * @typedef {{name: string, ok: boolean, skipped?: boolean, status?: number | string | null,
 *   log?: string, report?: any, seconds?: number, note?: string}} Step
 */

/** Errors in `tsc` output: {file, line, code, message, side}, one per error. */
export function typescriptErrors(log, roots = []) {
  const errors = [];
  for (const line of stripAnsi(log).split('\n')) {
    const located = line.match(
      /^(\S.*?)(?:\((\d+),\d+\)|:(\d+):\d+)\s*(?::|-)\s*error (TS\d+): (.*)$/,
    );
    if (located) {
      const [, file, parenLine, colonLine, code, message] = located;
      const owner = ownerOfPath(file, roots);
      errors.push({
        file: relativeTo(file, roots),
        line: Number(parenLine ?? colonLine),
        code,
        message: message.trim(),
        side: owner === 'ours' ? 'ours' : owner ? 'canary' : 'unplaced',
      });
      continue;
    }
    const global = line.match(/^error (TS\d+): (.*)$/);
    if (global) {
      const [, code, message] = global;
      errors.push({file: null, line: null, code, message: message.trim(), side: 'unplaced'});
    }
  }
  return errors;
}

const ERROR_START =
  /\[ERROR\]|^\s*(?:[A-Z]\w*)?Error(?: \[[\w_]+\])?:|^\s*ERROR in |Module not found|Module build failed|^\s*× /;
const BLOCK_END = /^\s*$|\[(?:WARNING|INFO|SUCCESS)\]/;
/** First lines that only announce that something else failed. */
const WRAPPER =
  /Unable to build website|further build is impossible|compiled with errors|Failed to compile|^\s*$|^\s*at |^\.\.\. \d+ lines? matching|^\}$/;

/** Error blocks in a build's output: {summary, side, text}, the same summary once. */
export function buildErrors(log, roots = []) {
  const blocks = [];
  let current = null;
  for (const line of stripAnsi(log).split('\n')) {
    if (ERROR_START.test(line)) {
      // A stack's own "Error:" line continues the block it follows.
      if (current && /^\s*(?:\[cause\]|caused by)/i.test(line)) current.push(line);
      else blocks.push((current = [line]));
    } else if (current && BLOCK_END.test(line)) {
      current = null;
    } else if (current && current.length < 60) {
      current.push(line);
    }
  }
  const seen = new Set();
  const errors = [];
  for (const block of blocks) {
    const lines = block.map((line) => line.replace(/\[ERROR\]\s*/, '').trim());
    const cause = lines.find((line) => !WRAPPER.test(line));
    const summary = (cause ?? lines[0]).replace(/^\[cause\]:\s*/, '').slice(0, 300);
    if (!summary || seen.has(summary)) continue;
    seen.add(summary);
    const text = block.join('\n');
    const side = sideOf(text, roots);
    // Where in our files, when the message does not say.
    const ours = pathsIn(text, roots).find((path) => ownerOfPath(path, roots) === 'ours');
    const line = ours && text.slice(text.indexOf(ours) + ours.length).match(/^:(\d+)/)?.[1];
    const at =
      ours && !summary.includes(ours)
        ? ` (at ${relativeTo(ours, roots)}${line ? `:${line}` : ''})`
        : '';
    errors.push({summary: `${summary}${at}`, side, text, wrapperOnly: !cause});
  }
  // A block of wrappers only ("Unable to build website…") says nothing the others do not.
  const informative = errors.filter((error) => !error.wrapperOnly);
  return (informative.length ? informative : errors).map((error) => {
    const {summary, side, text} = error;
    return {summary, side, text};
  });
}

/** Docusaurus' and Node's deprecation warnings in any output, each once. */
export function deprecations(log) {
  const found = new Set();
  for (const raw of stripAnsi(log).split('\n')) {
    const line = raw.trim();
    if (/\[WARNING\]/.test(line) && /deprecat|will be removed|no longer|future/i.test(line)) {
      found.add(line.replace(/^.*?\[WARNING\]\s*/, ''));
    } else if (/DeprecationWarning/.test(line)) {
      found.add(line.replace(/^\(node:\d+\)\s*/, ''));
    } else if (/^npm warn deprecated @docusaurus\//.test(line)) {
      found.add(line.replace(/^npm warn deprecated\s*/, ''));
    }
  }
  return [...found];
}

/** Peer-dependency conflicts that npm install reported (ERESOLVE): one line each. */
export function peerConflicts(log) {
  const lines = stripAnsi(log)
    .split('\n')
    .map((line) => line.replace(/^npm (?:error|warn|ERR!)\s?/, ''));
  if (!lines.some((line) => /ERESOLVE/.test(line))) return [];
  const conflicts = new Set();
  let found = null;
  for (const [index, line] of lines.entries()) {
    const foundMatch = line.match(/^Found: (\S+)/);
    if (foundMatch) found = foundMatch[1];
    const peer =
      line.match(/^\s*peer (\S+) from (\S+)/) ?? line.match(/^Conflicting peer dependency: (\S+)/);
    if (peer) {
      const by =
        peer[2] ??
        lines
          .slice(index + 1, index + 6)
          .map((next) => next.match(/^\s*peer \S+ from (\S+)/)?.[1])
          .find(Boolean);
      const needs = peer[1].replace(/"/g, '');
      conflicts.add(`${by ?? 'a package'} needs peer ${needs}${found ? `, found ${found}` : ''}`);
    }
  }
  if (conflicts.size === 0) conflicts.add('npm could not resolve the dependency tree (ERESOLVE)');
  return [...conflicts];
}

/** Versions npm could not find (ETARGET / E404), one line each. */
export function missingVersions(log) {
  const missing = new Set();
  for (const line of stripAnsi(log).split('\n')) {
    const match = line.match(/No matching version found for (\S+?)\.?$/);
    if (match) missing.add(match[1]);
    const notFound = line.match(/404\s+'?(@?[^'\s]+@[^'\s]+)'? is not in this registry/);
    if (notFound) missing.add(notFound[1]);
  }
  return [...missing];
}

/** npm's EBADENGINE warnings: {package, required, current}, one per package. */
export function engineWarnings(log) {
  const warnings = [];
  const text = stripAnsi(log).replace(/^npm warn EBADENGINE ?/gm, '');
  const pattern =
    /Unsupported engine \{\s*package: '([^']+)',\s*required: \{([^}]*)\},\s*current: \{([^}]*)\}/g;
  for (const match of text.matchAll(pattern)) {
    const [, pkg, required, current] = match;
    warnings.push({
      package: pkg,
      required: required.match(/node: '([^']+)'/)?.[1] ?? required.trim(),
      current: current.match(/node: '([^']+)'/)?.[1] ?? current.trim(),
    });
  }
  return warnings;
}

/** Every test the Playwright JSON report counts as failed: {file, title, message}. */
export function failedTests(report) {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const result = [...(test.results ?? [])].reverse().find((r) => r.error || r.errors?.length);
        const error = result?.error ?? result?.errors?.[0];
        failed.push({
          file: spec.file ?? suite.file,
          title: [...titles, spec.title].join(' › '),
          message: stripAnsi(error?.message ?? test.status)
            .split('\n')
            .find((line) => line.trim())
            ?.trim(),
          flaky: test.status === 'flaky',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}

/** Passed, failed and skipped counts of a Playwright JSON report. */
export function playwrightCounts(report) {
  const {expected = 0, unexpected = 0, flaky = 0, skipped = 0} = report.stats ?? {};
  return {passed: expected, failed: unexpected + flaky, skipped};
}

/**
 * Everything the rehearsal found, split by side. `steps` holds each step's outcome:
 * {name, ok, log, report?}; `setup` holds findings made before the steps (engines,
 * incomplete canaries); `roots` the folders file paths may start with.
 * @param {{steps: Step[], setup?: Finding[], roots?: string[]}} rehearsal
 * @returns {Finding[]}
 */
export function classify({steps, setup = [], roots = []}) {
  const findings = [...setup];
  const add = (side, step, text, kind = 'error') => findings.push({side, step, kind, text});
  for (const step of steps) {
    const log = step.log ?? '';
    if (step.name === 'install') {
      // npm also prints ERESOLVE as a warning when it overrides a peer and goes on.
      const blocking = /ERESOLVE (?:unable to resolve|could not resolve)/i.test(log);
      for (const conflict of peerConflicts(log)) {
        add('canary', step.name, `peer conflict: ${conflict}`, blocking ? 'error' : 'warning');
      }
      for (const missing of missingVersions(log))
        add('canary', step.name, `not on the registry: ${missing}`);
      const engines = engineWarnings(log);
      const ours = engines.filter((w) => w.package.startsWith('@docusaurus/'));
      if (engines.length) {
        const named = (ours.length ? ours : engines).slice(0, 6);
        add(
          'canary',
          step.name,
          `engine: npm itself ran on Node ${engines[0].current}, and ${engines.length} package(s) want more (${named
            .map((w) => `${w.package} ${w.required}`)
            .join(
              ', ',
            )}${engines.length > named.length ? ', …' : ''}); harmless unless engine-strict is set`,
          'warning',
        );
      }
    } else if (step.name === 'typecheck') {
      for (const error of typescriptErrors(log, roots)) {
        const where = error.file ? `${error.file}:${error.line}: ` : '';
        add(error.side, step.name, `${where}${error.code} ${error.message}`);
      }
    } else if (step.name === 'browser tests' && step.report) {
      for (const test of failedTests(step.report)) {
        add(
          'ours',
          step.name,
          `${test.file}: ${test.title}${test.flaky ? ' (flaky)' : ''} — ${test.message ?? ''}`,
        );
      }
      for (const error of step.report.errors ?? []) {
        const text = stripAnsi(`${error.message ?? ''}\n${error.stack ?? ''}`);
        add(
          sideOf(text, roots),
          step.name,
          text.split('\n').find((line) => line.trim()) ?? 'error',
        );
      }
    } else {
      for (const error of buildErrors(log, roots)) add(error.side, step.name, error.summary);
    }
    for (const warning of deprecations(log))
      add('canary', step.name, `deprecation: ${warning}`, 'warning');
    const placed = findings.some((f) => f.step === step.name && f.kind === 'error');
    if (!step.ok && !step.skipped && !placed) {
      add(
        'unplaced',
        step.name,
        `${step.name} failed (exit ${step.status}) with no error the heuristic recognises`,
      );
    }
  }
  const seen = new Set();
  return findings.filter((finding) => {
    const key = `${finding.side}|${finding.step}|${finding.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
