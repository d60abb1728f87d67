#!/usr/bin/env node
// `npm run upgrade:rehearse [-- <version or dist-tag> [<package@version> ...]]`: the next Docusaurus
// (default `canary`) tried on a local clone of this work tree's last commit: every @docusaurus/*
// package of package.json moved to it (with any extra packages named), then typecheck, build and the
// unit and browser tests, pass/fail per step, exit 1 on a failure. A dependency bot announces
// releases and opens a PR once one is out; no package rehearses a canary here, before that PR, with
// the git history the legal pages read, so this is ours.
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const [target = 'canary', ...extra] = process.argv.slice(2);
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const docusaurus = Object.keys({...pkg.dependencies, ...pkg.devDependencies})
  .filter((name) => name.startsWith('@docusaurus/'))
  .map((name) => `${name}@${target}`);

const copy = mkdtempSync(join(tmpdir(), 'talentlane-rehearse-'));
const commit = execFileSync('git', ['rev-parse', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim();
execFileSync('git', ['clone', '--quiet', '--local', ROOT, copy]);
execFileSync('git', ['checkout', '--quiet', '--detach', commit], {cwd: copy});
console.log(`upgrade:rehearse: ${commit.slice(0, 10)} cloned to ${copy}`);

// This process carries npm's variables for this work tree; the copy's npm sets its own.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|INIT_CWD$)/i.test(key)),
);
Object.assign(env, {CHAT_SITE_KEY: '00000000-0000-4000-8000-000000000000', E2E_PORT: '4273'});
const steps = [
  ['install', ['install', '--no-audit', '--no-fund', '--save-exact', ...docusaurus, ...extra]],
  ['typecheck', ['run', 'typecheck']],
  ['build', ['run', 'build']],
  ['unit tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];
const results = [];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}: npm ${args.join(' ')}`);
  const passed = spawnSync('npm', args, {cwd: copy, env, stdio: 'inherit'}).status === 0;
  results.push(`${passed ? '✔' : '✘'} ${name}`);
  if (!passed && name === 'install') {
    console.log(
      `If "${target}" is missing here, name a version: npm view @docusaurus/core versions`,
    );
    break;
  }
}
console.log(`\n@docusaurus/* ${pkg.dependencies['@docusaurus/core']} → ${target} in ${copy}`);
console.log(results.join('\n'));
process.exitCode = results.every((line) => line.startsWith('✔')) ? 0 : 1;
