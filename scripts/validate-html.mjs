#!/usr/bin/env node
// `npm run validate:html`: every built page through two checkers, each of which finds what the
// other lets through. html-validate holds the pages to .htmlvalidate.json's rules; the W3C Nu
// HTML Checker (vnu-jar, on Java 11 or newer) to the HTML standard itself, microdata included
// (an itemprop outside any item, which html-validate accepts). Exits 1 if either finds an error.
//   node scripts/validate-html.mjs [build folder]   (default: build)
// VNU_JAR names a vnu.jar to use instead of the vnu-jar package's.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

const dir = process.argv[2] ?? 'build';
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`validate:html: no build in ${dir}/; run \`npm run build\` first.`);
  process.exit(1);
}

/** The checker's jar: VNU_JAR, else the vnu-jar package's (its main export is the path). */
function vnuJar() {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  try {
    return String(createRequire(import.meta.url)('vnu-jar'));
  } catch {
    return null;
  }
}

const run = (label, command, args) => {
  console.log(`validate:html: ${label}`);
  const {status, error} = spawnSync(command, args, {stdio: 'inherit'});
  if (error) console.error(`validate:html: ${label} could not run: ${error.message}`);
  return status === 0;
};

const htmlValidate = run('html-validate', 'npx', [
  'html-validate',
  '--config',
  '.htmlvalidate.json',
  `${dir}/**/*.html`,
]);

const jar = vnuJar();
let nu = false;
if (!jar || !existsSync(jar)) {
  console.error('validate:html: the vnu-jar package is missing; run `npm install`.');
} else {
  // --errors-only: warnings (an h1 in a section, a redundant role) are advice, not failures.
  nu = run('the W3C Nu HTML Checker', 'java', [
    '-jar',
    jar,
    '--errors-only',
    '--skip-non-html',
    dir,
  ]);
}

process.exit(htmlValidate && nu ? 0 : 1);
