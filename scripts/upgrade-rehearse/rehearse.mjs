// The rehearsal itself: copies the site, sets the versions, runs each step in the copy and
// writes what it found next to the logs.
import {execFileSync, spawnSync} from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {delimiter, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {copySite} from './copy.mjs';
import {classify, peerConflicts, playwrightCounts} from './findings.mjs';
import {npmView, resolveVersion} from './registry.mjs';
import {formatSeconds, report} from './report.mjs';
import {
  docusaurusPackages,
  pickNode,
  projectNode,
  withDocusaurusVersion,
  withNode,
} from './versions.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const CHAT_SITE_KEY = '00000000-0000-4000-8000-000000000000';

function say(line = '') {
  console.log(line);
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

/** Rehearses with `options` (parseArgs); returns the exit code. */
export function rehearse(options) {
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
  let copied = copySite(ROOT, dir, options.head);
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
