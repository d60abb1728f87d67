#!/usr/bin/env node
// Validates every HTML file of a build with html-validate (.htmlvalidate.json).
//   node scripts/validate-html.mjs [build-dir]
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';

const dir = resolve(process.argv[2] ?? 'build');
const result = spawnSync(
  'npx',
  ['html-validate', '--config', '.htmlvalidate.json', `${dir}/**/*.html`],
  {stdio: 'inherit'},
);
if (result.status === 0) console.log(`html-validate: every page in ${dir} is valid`);
process.exit(result.status ?? 1);
