#!/usr/bin/env node
// Rehearses the next Docusaurus major in a copy of the site, leaving this work tree alone:
// the copy (a local clone, so the legal pages' policy history has its git log, with the
// work tree's uncommitted changes laid over it) gets every @docusaurus/* package at the
// version asked for and the Node that version needs, installs, type-checks, builds and
// runs the browser suite, then says what broke: "ours" (our own files) or "the canary's"
// (inside @docusaurus, its peers, its engines). The split is a heuristic on file paths.
//   npm run upgrade:rehearse [-- [version|dist-tag] [options]]
//   node scripts/upgrade-rehearse.mjs [version|dist-tag] [options]
//     version      a version (4.0.0-canary-6808) or a dist-tag of @docusaurus/core; default
//                  `canary`: its dist-tag, or the newest canary the registry lists for every
//                  @docusaurus package the site uses when the tag is missing or incomplete
//     --grep RE    run only the browser tests whose title matches RE (Playwright's --grep)
//     --no-e2e     stop after the build
//     --head       rehearse the last commit, without the work tree's uncommitted changes
//     --node V     install Node V in the copy instead of the one picked from the engines
//     --patch F    apply the patch F (git diff output) to the copy first: to try a proposed
//                  fix of ours and see what breaks behind it; repeatable
//     --port N     the port the copy's browser suite serves on (default 4273, so that a
//                  parallel `npm test` on 4173 is not disturbed)
// Exit code 0 when every step passed, 1 otherwise. The copy and its logs stay in
// os.tmpdir()/talentlane-rehearse-<version> until the next rehearsal of that version.
import {execFileSync, spawnSync} from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, delimiter, dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import semver from 'semver';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const CHAT_SITE_KEY = '00000000-0000-4000-8000-000000000000';
const DEFAULT_PORT = 4273;
/** What a copy leaves out when the site is not a git clone (a git copy leaves out what .gitignore does). */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  'test-results',
  'playwright-report',
  'blob-report',
  '.bench',
  'coverage',
  '.git',
]);

// ---------------------------------------------------------------------------------------
// Pure parts, exported for tests/unit/upgradeRehearse.test.ts.
// ---------------------------------------------------------------------------------------

/**
 * @typedef {{side: 'ours' | 'canary' | 'unplaced', step: string, kind: 'error' | 'warning', text: string}} Finding
 * @typedef {{name: string, ok: boolean, skipped?: boolean, status?: number | string | null,
 *   log?: string, report?: any, seconds?: number, note?: string}} Step
 */

/** Our own files, as paths relative to the top of the repository. */
const OUR_FILES =
  /^(?:src|plugins|tests|scripts|blog|legal|docs|static|deploy)\/|^(?:docusaurus\.config|sidebars|playwright\.config|playwright\.screenshots\.config|vitest\.config)\.[cm]?[jt]s$|^(?:tsconfig|package)\.json$/;

/** File paths in a line of output: relative (src/x.ts), absolute, or in a file:// or webpack:// URL. */
const PATH_IN_TEXT =
  /(?:[\w@.+\-[\]]+\/|\/)(?:[\w@.+\-[\]]+\/)*[\w@.+\-[\]]+\.(?:[cm]?[jt]sx?|mdx?|css|json)\b|\b(?:docusaurus\.config|sidebars)\.[cm]?[jt]s\b/g;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

export function stripAnsi(text) {
  return String(text).replace(ANSI, '');
}

/**
 * Whose file `path` is: 'canary' inside node_modules/@docusaurus, 'dependency' elsewhere in
 * node_modules, 'generated' in .docusaurus (written by Docusaurus from our config),
 * 'ours' for the site's own files, null for anything else. `roots` are the folders the
 * path may start with (the copy, this work tree).
 */
export function ownerOfPath(path, roots = []) {
  let file = String(path)
    .replace(/^(?:file|webpack(?:-internal)?):\/*/, '/')
    .replace(/^\/\.\//, '');
  if (/(?:^|\/)node_modules\/@docusaurus\//.test(file)) return 'canary';
  if (/(?:^|\/)node_modules\//.test(file)) return 'dependency';
  for (const root of roots) {
    const prefix = root.endsWith('/') ? root : `${root}/`;
    if (file.startsWith(prefix)) {
      file = file.slice(prefix.length);
      break;
    }
  }
  file = file.replace(/^\.\//, '');
  if (file.startsWith('.docusaurus/')) return 'generated';
  if (OUR_FILES.test(file)) return 'ours';
  return null;
}

/** The file paths named in `text`, in order, each once. */
export function pathsIn(text, roots = []) {
  const plain = stripAnsi(text);
  const paths = plain.match(PATH_IN_TEXT) ?? [];
  // Folders too ("Can't resolve '@theme/X' in '/copy/src/theme/Y'"), when under a root.
  for (const root of roots) {
    const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    paths.push(...(plain.match(new RegExp(`${escaped}/[\\w@.+\\-[\\]/]+`, 'g')) ?? []));
  }
  return [...new Set(paths)];
}

/**
 * Which side an error (its message and stack) belongs to: 'ours' when it names one of our
 * files anywhere (the message or any frame), else 'canary' when it names a file inside
 * node_modules (@docusaurus, or a dependency it brings) or mentions an @docusaurus package,
 * else 'unplaced'.
 */
export function sideOf(text, roots = []) {
  const owners = new Set(pathsIn(text, roots).map((path) => ownerOfPath(path, roots)));
  if (owners.has('ours')) return 'ours';
  if (owners.has('canary') || owners.has('dependency')) return 'canary';
  if (/@docusaurus\//.test(text)) return 'canary';
  return 'unplaced';
}

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

/** The same package.json with every @docusaurus/* dependency set to `version`; `changes` lists them. */
export function withDocusaurusVersion(pkg, version) {
  const next = structuredClone(pkg);
  const changes = [];
  for (const field of [
    'dependencies',
    'devDependencies',
    'peerDependencies',
    'optionalDependencies',
  ]) {
    for (const name of Object.keys(next[field] ?? {})) {
      if (!name.startsWith('@docusaurus/')) continue;
      changes.push({name, field, from: next[field][name], to: version});
      next[field][name] = version;
    }
  }
  return {pkg: next, changes};
}

/** The @docusaurus packages a package.json names (dependencies and devDependencies). */
export function docusaurusPackages(pkg) {
  return [
    ...new Set(
      ['dependencies', 'devDependencies']
        .flatMap((field) => Object.keys(pkg[field] ?? {}))
        .filter((name) => name.startsWith('@docusaurus/')),
    ),
  ].sort();
}

/** The newest canary among `versions` (semver order), or null. */
export function newestCanary(versions) {
  const canaries = versions.filter((v) => semver.valid(v) && /canary/.test(v));
  return canaries.length ? semver.rsort([...canaries])[0] : null;
}

/**
 * The newest canary published for every package: `published` maps each package name to
 * the versions the registry lists for it. Null when they share none.
 */
export function newestCommonCanary(published) {
  const lists = Object.values(published);
  if (!lists.length) return null;
  const common = lists[0].filter((v) => lists.every((list) => list.includes(v)));
  return newestCanary(common);
}

/**
 * The Node to run a version that needs `range`, from `versions` (what the registry's
 * `node` package lists): null when `current` already satisfies it; else the newest of
 * `current`'s major that does, or failing that the newest of the lowest even (LTS) major
 * that does, so that the rehearsal changes Node no more than the target asks.
 */
export function pickNode(versions, range, current) {
  if (!range) return null;
  if (current && semver.satisfies(current, range, {includePrerelease: false})) return null;
  const fitting = versions.filter(
    (v) => semver.valid(v) && !semver.prerelease(v) && semver.satisfies(v, range),
  );
  if (!fitting.length) throw new Error(`no released Node satisfies ${range}`);
  const newestOf = (major) => semver.rsort(fitting.filter((v) => semver.major(v) === major))[0];
  const currentMajor = current ? semver.major(semver.coerce(current)) : null;
  if (currentMajor !== null && fitting.some((v) => semver.major(v) === currentMajor)) {
    return newestOf(currentMajor);
  }
  const majors = [...new Set(fitting.map((v) => semver.major(v)))].sort((a, b) => a - b);
  return newestOf(majors.find((major) => major % 2 === 0) ?? majors[0]);
}

/** The package.json with Node `version` as its `node` devDependency, its install script allowed. */
export function withNode(pkg, version) {
  const next = structuredClone(pkg);
  next.devDependencies = {...next.devDependencies, node: version};
  const allow = {...(next.allowScripts ?? {})};
  // An approval pinned to another version would not match the new one.
  for (const key of Object.keys(allow)) if (/^node@/.test(key)) delete allow[key];
  if (allow.node !== false) allow.node = true;
  next.allowScripts = allow;
  return next;
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

function relativeTo(file, roots) {
  for (const root of roots) if (file.startsWith(`${root}/`)) return file.slice(root.length + 1);
  return file;
}

/** The closing report, as lines. */
export function report({from, to, node, dir, steps, findings, logs, limit = 25}) {
  const out = [];
  out.push(`Upgrade rehearsal: @docusaurus/* ${from} → ${to}, on Node ${node}`);
  out.push(`Copy: ${dir}`, '');
  for (const step of steps) {
    const mark = step.skipped ? '–' : step.ok ? '✔' : '✘';
    const time = step.seconds === undefined ? '' : ` (${formatSeconds(step.seconds)})`;
    out.push(`  ${mark} ${step.name}${time}${step.note ? `: ${step.note}` : ''}`);
  }
  const sides = [
    ['ours', 'Ours: our own files (src/, plugins/, tests/, config); fix these here'],
    [
      'canary',
      "The canary's: inside node_modules/@docusaurus, its peers, its engines; report or wait upstream",
    ],
    ['unplaced', 'Not placed: no file path to go by; read the log'],
  ];
  for (const [side, heading] of sides) {
    const mine = findings.filter((f) => f.side === side);
    if (!mine.length && side === 'unplaced') continue;
    out.push('', `${heading} (${mine.length})`);
    if (!mine.length) out.push('  nothing');
    for (const finding of mine.slice(0, limit)) {
      const tag = finding.kind === 'warning' ? ' [warning]' : '';
      out.push(`  • ${finding.step}${tag}: ${finding.text}`);
    }
    if (mine.length > limit) out.push(`  … and ${mine.length - limit} more (findings.json)`);
  }
  out.push(
    '',
    'The split is a heuristic on the file paths each message names: an error that names one of our',
    "files is counted as ours, one that names only node_modules as the canary's. Check it against the logs:",
  );
  for (const [name, path] of logs) out.push(`  ${name}: ${path}`);
  return out;
}

export function formatSeconds(seconds) {
  const s = Math.round(seconds);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

/** The command line: {version, grep, e2e, head, node, port}. */
export function parseArgs(argv) {
  const options = {
    version: 'canary',
    grep: null,
    e2e: true,
    head: false,
    node: null,
    port: DEFAULT_PORT,
    patches: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[(i += 1)];
    };
    if (arg === '--grep') options.grep = value();
    else if (arg === '--no-e2e') options.e2e = false;
    else if (arg === '--head') options.head = true;
    else if (arg === '--node') options.node = value();
    else if (arg === '--patch') options.patches.push(value());
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else options.version = arg;
  }
  if (!Number.isInteger(options.port) || options.port <= 0)
    throw new Error('--port needs a port number');
  return options;
}

// ---------------------------------------------------------------------------------------
// The rehearsal itself.
// ---------------------------------------------------------------------------------------

function npmView(args) {
  const result = spawnSync('npm', ['view', ...args, '--json'], {encoding: 'utf8'});
  if (result.status !== 0) return null;
  const text = result.stdout.trim();
  return text ? JSON.parse(text) : null;
}

function git(cwd, args) {
  return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
}

function say(line = '') {
  console.log(line);
}

/** The version to rehearse, and what choosing it found. */
function resolveVersion(spec, packages) {
  const setup = [];
  const tags = npmView(['@docusaurus/core', 'dist-tags']) ?? {};
  let version = semver.valid(spec) ? spec : tags[spec];
  const explicit = spec !== 'canary';
  if (!version && spec === 'canary') {
    const all = npmView(['@docusaurus/core', 'versions']) ?? [];
    version = newestCanary(all);
    if (!version) throw new Error('the registry lists no canary of @docusaurus/core');
    setup.push({
      side: 'canary',
      step: 'version',
      kind: 'warning',
      text: `@docusaurus/core has no \`canary\` dist-tag on this registry (tags: ${Object.keys(tags).join(', ') || 'none'}); its newest canary is ${version}`,
    });
  }
  if (!version) throw new Error(`@docusaurus/core has no version or dist-tag "${spec}"`);
  const published = Object.fromEntries(
    packages.map((name) => [name, npmView([name, 'versions']) ?? []]),
  );
  const lacking = packages.filter((name) => !published[name].includes(version));
  if (lacking.length) {
    const text = `${version} is not published for ${lacking.join(', ')} (of the ${packages.length} @docusaurus packages the site uses)`;
    if (explicit) throw new Error(text);
    const common = newestCommonCanary(published);
    if (!common) throw new Error(`${text}, and they share no canary`);
    setup.push({
      side: 'canary',
      step: 'version',
      kind: 'warning',
      text: `${text}; rehearsing ${common}, the newest canary published for all of them`,
    });
    version = common;
  }
  return {version, setup};
}

/** The project's Node: the `node` devDependency's installed version, its range's floor, or this process's. */
function projectNode(pkg, lock) {
  const locked = lock?.packages?.['node_modules/node']?.version;
  if (locked) return locked;
  const spec = pkg.devDependencies?.node ?? pkg.dependencies?.node;
  if (spec && semver.validRange(spec)) return semver.minVersion(spec).version;
  return process.version.slice(1);
}

/** Copies the site into `dir`: a local clone checked out at HEAD, with the work tree's changes on top. */
function copySite(dir, head) {
  let isGit = true;
  try {
    git(ROOT, ['rev-parse', '--is-inside-work-tree']);
  } catch {
    isGit = false;
  }
  if (!isGit) {
    cpSync(ROOT, dir, {recursive: true, filter: (src) => !NOT_COPIED.has(basename(src))});
    return 'a plain copy (not a git work tree: the policy history will be missing)';
  }
  const commit = git(ROOT, ['rev-parse', 'HEAD']).trim();
  execFileSync('git', ['clone', '--quiet', '--local', '--no-checkout', ROOT, dir], {
    stdio: 'ignore',
  });
  git(dir, ['checkout', '--quiet', '--detach', commit]);
  if (head) return `a clone at ${commit.slice(0, 10)} (committed work only)`;
  const changed = git(ROOT, ['diff', '--name-only', '-z', 'HEAD']).split('\0').filter(Boolean);
  const untracked = git(ROOT, ['ls-files', '-z', '--others', '--exclude-standard'])
    .split('\0')
    .filter(Boolean);
  for (const file of [...changed, ...untracked]) {
    const from = join(ROOT, file);
    const to = join(dir, file);
    if (existsSync(from)) {
      mkdirSync(dirname(to), {recursive: true});
      cpSync(from, to);
    } else {
      rmSync(to, {force: true});
    }
  }
  return `a clone at ${commit.slice(0, 10)} with the work tree's ${changed.length} changed and ${untracked.length} new file(s) on top`;
}

/** Runs one step in the copy, its output to `log`; returns {ok, status, seconds, log}. */
function run(name, command, args, {cwd, env, log}) {
  say(`▶ ${name}: ${[command, ...args].join(' ')}`);
  say(`  log: ${log}`);
  const fd = openSync(log, 'w');
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {cwd, env, stdio: ['ignore', fd, fd]});
  closeSync(fd);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = result.status === 0;
  say(
    `  ${ok ? '✔' : '✘'} ${name}: exit ${result.status ?? result.signal} after ${formatSeconds(seconds)}`,
  );
  return {
    name,
    ok,
    status: result.status ?? result.signal,
    seconds,
    log: readFileSync(log, 'utf8'),
    logPath: log,
  };
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    const header = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
    say(
      header
        .slice(
          1,
          header.findIndex((line) => line.startsWith('import')),
        )
        .map((l) => l.replace(/^\/\/ ?/, ''))
        .join('\n'),
    );
    return 0;
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const lock = existsSync(join(ROOT, 'package-lock.json'))
    ? JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'))
    : null;
  const from = pkg.dependencies?.['@docusaurus/core'] ?? '?';
  const packages = docusaurusPackages(pkg);

  say(
    `Looking up @docusaurus/core "${options.version}" and the ${packages.length} @docusaurus packages the site uses…`,
  );
  const {version, setup} = resolveVersion(options.version, packages);
  const engines = npmView([`@docusaurus/core@${version}`, 'engines.node']);
  const currentNode = projectNode(pkg, lock);
  let node = options.node;
  if (!node) {
    const nodeVersions = npmView(['node', 'versions']) ?? [];
    node = pickNode(nodeVersions, engines, currentNode);
  }
  if (engines) {
    setup.push({
      side: 'canary',
      step: 'engines',
      kind: 'warning',
      text: `@docusaurus/core@${version} needs Node ${engines}; the project has ${currentNode}${node ? `, so the copy runs on Node ${node} (its \`node\` devDependency)` : ', which satisfies it'}`,
    });
  }

  const dir = join(tmpdir(), `talentlane-rehearse-${version.replace(/[^\w.-]/g, '_')}`);
  const logsDir = join(dir, 'rehearse-logs');
  if (existsSync(dir)) {
    say(`Removing the previous rehearsal in ${dir}`);
    rmSync(dir, {recursive: true, force: true});
  }
  say(`Copying the site to ${dir}`);
  let copied = copySite(dir, options.head);
  say(`  ${copied}`);
  mkdirSync(logsDir, {recursive: true});
  for (const patch of options.patches) {
    const file = resolve(patch);
    execFileSync('git', ['apply', '--whitespace=nowarn', file], {cwd: dir, stdio: 'inherit'});
    copied += `; patched with ${file}`;
    say(`  applied ${file}`);
  }

  let copyPkg = withDocusaurusVersion(
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
    version,
  ).pkg;
  if (node) copyPkg = withNode(copyPkg, node);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(copyPkg, null, 2)}\n`);
  say(
    `Set ${packages.length} @docusaurus packages to ${version}${node ? ` and Node to ${node}` : ''} in the copy's package.json`,
  );

  const bin = join(dir, 'node_modules', '.bin');
  // Started by `npm run`, this process carries npm's variables for this work tree; the copy gets its own.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(?:npm_package_|npm_lifecycle_|npm_config_local_prefix$|INIT_CWD$)/i.test(key),
    ),
  );
  const env = {
    ...inherited,
    PATH: `${bin}${delimiter}${process.env.PATH}`,
    CHAT_SITE_KEY: process.env.CHAT_SITE_KEY || CHAT_SITE_KEY,
    E2E_PORT: String(options.port),
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
  const steps = [];
  const logs = [];
  const step = (name, command, args) => {
    const file = join(
      logsDir,
      `${String(steps.length + 1).padStart(2, '0')}-${name.replace(/\W+/g, '-')}.log`,
    );
    const result = run(name, command, args, {cwd: dir, env, log: file});
    steps.push(result);
    logs.push([name, file]);
    return result;
  };

  // npm itself stays on the machine's Node; the copy's scripts run on the copy's.
  const install = step('install', 'npm', ['install', '--no-audit', '--no-fund']);
  if (!install.ok && peerConflicts(install.log).length) {
    // The conflicts are a finding; the retry shows what lies behind them.
    const file = join(logsDir, '01-install-legacy-peer-deps.log');
    const retry = run(
      'install --legacy-peer-deps',
      'npm',
      ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'],
      {cwd: dir, env, log: file},
    );
    logs.push(['install --legacy-peer-deps', file]);
    Object.assign(install, {
      ok: retry.ok,
      status: retry.status,
      seconds: install.seconds + retry.seconds,
      log: `${install.log}\n${retry.log}`,
      note: `peer conflicts without --legacy-peer-deps; ${retry.ok ? 'installed' : 'failed again'} with it`,
    });
  }
  const installed = install.ok;

  let ranOn = process.version;
  if (installed) {
    const version = spawnSync('node', ['--version'], {
      cwd: dir,
      env,
      encoding: 'utf8',
    }).stdout.trim();
    ranOn = version || ranOn;
    if (node && version !== `v${node}`) {
      setup.push({
        side: 'unplaced',
        step: 'install',
        kind: 'error',
        text: `the copy's scripts run on Node ${version}, not v${node}: the \`node\` package's install script did not run (allowScripts? --ignore-scripts?)`,
      });
    }
    say(`  the copy's scripts run on Node ${ranOn}`);
  }

  // A step left out on request does not fail the rehearsal; one that could not run does.
  const skip = (name, why, ok = false) => steps.push({name, ok, skipped: true, note: why});
  if (installed) {
    step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
    const build = step('build', 'npm', ['run', '--silent', 'build']);
    if (!options.e2e) skip('browser tests', 'not asked for (--no-e2e)', true);
    else if (!build.ok) skip('browser tests', 'not run, the build failed');
    else {
      const reportFile = join(
        dir,
        'test-results',
        options.port === 4173 ? 'e2e.json' : `e2e-${options.port}.json`,
      );
      const args = ['playwright', 'test', ...(options.grep ? ['--grep', options.grep] : [])];
      const e2e = step('browser tests', 'npx', args);
      if (existsSync(reportFile)) {
        e2e.report = JSON.parse(readFileSync(reportFile, 'utf8'));
        const counts = playwrightCounts(e2e.report);
        e2e.note = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${options.grep ? ` (--grep ${options.grep})` : ''}`;
        logs.push(['browser report', reportFile]);
      }
    }
  } else {
    for (const name of ['typecheck', 'build', 'browser tests'])
      skip(name, 'not run, the install failed');
  }

  const roots = [dir, ROOT, `/private${dir}`];
  const findings = classify({steps, setup, roots});
  const lines = report({
    from,
    to: version,
    node: ranOn.replace(/^v/, ''),
    dir,
    steps,
    findings,
    logs,
  });
  const findingsFile = join(logsDir, 'findings.json');
  writeFileSync(
    findingsFile,
    `${JSON.stringify({from, to: version, node: ranOn, copied, steps: steps.map((s) => ({name: s.name, ok: s.ok, skipped: Boolean(s.skipped), status: s.status, seconds: s.seconds, note: s.note})), findings}, null, 2)}\n`,
  );
  lines.push(`  findings: ${findingsFile}`);
  writeFileSync(join(logsDir, 'summary.txt'), `${lines.join('\n')}\n`);
  say('');
  say(lines.join('\n'));
  const clean = steps.every((s) => s.ok) && !findings.some((f) => f.kind === 'error');
  return clean ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`upgrade:rehearse: ${error.message}`);
    process.exitCode = 1;
  }
}
