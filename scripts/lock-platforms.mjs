#!/usr/bin/env node
// Some registries (this project's CI mirror among them) serve only the Linux builds of
// @swc/core and @swc/html, so `npm install` there writes a lock file without the other
// platforms' optional packages and `npm ci` then rejects it ("Missing: @swc/core-darwin-arm64").
// This adds the missing entries, with the os/cpu fields npm uses to skip them.
//   node scripts/lock-platforms.mjs
import {readFileSync, writeFileSync} from 'node:fs';

const PLATFORMS = {
  'darwin-arm64': {os: ['darwin'], cpu: ['arm64']},
  'darwin-x64': {os: ['darwin'], cpu: ['x64']},
  'linux-arm-gnueabihf': {os: ['linux'], cpu: ['arm']},
  'linux-arm64-gnu': {os: ['linux'], cpu: ['arm64'], libc: ['glibc']},
  'linux-arm64-musl': {os: ['linux'], cpu: ['arm64'], libc: ['musl']},
  'linux-ppc64-gnu': {os: ['linux'], cpu: ['ppc64'], libc: ['glibc']},
  'linux-s390x-gnu': {os: ['linux'], cpu: ['s390x'], libc: ['glibc']},
  'linux-x64-gnu': {os: ['linux'], cpu: ['x64'], libc: ['glibc']},
  'linux-x64-musl': {os: ['linux'], cpu: ['x64'], libc: ['musl']},
  'win32-arm64-msvc': {os: ['win32'], cpu: ['arm64']},
  'win32-ia32-msvc': {os: ['win32'], cpu: ['ia32']},
  'win32-x64-msvc': {os: ['win32'], cpu: ['x64']},
};

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const added = [];
for (const parent of ['@swc/core', '@swc/html']) {
  const optional = lock.packages[`node_modules/${parent}`]?.optionalDependencies ?? {};
  for (const [name, version] of Object.entries(optional)) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const platform = PLATFORMS[name.slice(name.indexOf('-') + 1)];
    if (!platform) throw new Error(`lock-platforms: no os/cpu known for ${name}`);
    lock.packages[key] = {
      version,
      license: 'Apache-2.0 AND MIT',
      optional: true,
      engines: {node: '>=10'},
      ...platform,
    };
    added.push(name);
  }
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => (a < b ? -1 : 1))]);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `lock-platforms: added ${added.join(', ')}` : 'lock-platforms: nothing missing',
);
