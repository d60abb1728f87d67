#!/usr/bin/env node
// Some registries (this project's CI mirror among them) serve only the Linux builds of @swc/html,
// so `npm install` there writes a lock file without the other platforms' optional packages and
// `npm ci` then rejects it ("Missing: @swc/html-darwin-arm64"). npm 11 writes the entries of the
// builds a registry has (on that mirror, @swc/core's), never those it lacks: this adds them, with
// the os/cpu/libc fields npm uses to skip them, read from the package name
// (`@swc/core-linux-x64-musl`).
//   node scripts/lock-platforms.mjs
import {readFileSync, writeFileSync} from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const LIBC = {gnu: 'glibc', musl: 'musl'};
const added = [];
for (const parent of ['@swc/core', '@swc/html']) {
  const optional = lock.packages[`node_modules/${parent}`]?.optionalDependencies ?? {};
  for (const [name, version] of Object.entries(optional)) {
    if (lock.packages[`node_modules/${name}`]) continue;
    const [os, cpu, abi] = name.slice(parent.length + 1).split('-');
    lock.packages[`node_modules/${name}`] = {
      version,
      cpu: [cpu],
      ...(LIBC[abi] && {libc: [LIBC[abi]]}),
      license: 'Apache-2.0 AND MIT',
      optional: true,
      os: [os],
      engines: {node: '>=10'},
    };
    added.push(name);
  }
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b, 'en'))]);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `lock-platforms: added ${added.join(', ')}` : 'lock-platforms: nothing missing',
);
