#!/usr/bin/env node
// Holds a finished build to its Content-Security-Policy. `npm run build` writes
// build/_headers itself (plugins/security-headers),
// hashing only the named inline scripts; this checks the pages against that list.
//   node scripts/csp.mjs check    exits 1 on an inline script that is not on the
//                                 list (naming page and script), or on header files
//                                 that do not match the build
//   node scripts/csp.mjs update   (`npm run csp`) refuses the same way, else rewrites
//                                 build/_headers; CSP_REPORT_URI, when set, replaces the
//                                 build's report endpoint
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {
  checkBuildScripts,
  headerFiles,
  SETTINGS_FILE,
} from '../plugins/security-headers/headerFiles.mjs';
import {readReportUri} from '../plugins/security-headers/policy.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const BUILD = join(ROOT, 'build');
const SETTINGS = join(ROOT, '.docusaurus', SETTINGS_FILE);

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(SETTINGS)) {
  fail(`CSP: ${relative(ROOT, SETTINGS)} is missing; run \`npm run build\` first.`);
}
const mode = process.argv[2] ?? 'check';
const settings = JSON.parse(readFileSync(SETTINGS, 'utf8'));
if (mode === 'update' && process.env.CSP_REPORT_URI !== undefined) {
  settings.reportUri = readReportUri(process.env);
}

let checked = 0;
try {
  checked = checkBuildScripts(BUILD, settings.allowedScripts);
} catch (error) {
  fail(error.message);
}
const files = headerFiles(settings);
const names = settings.allowedScripts.map((script) => script.name).join('; ');

if (mode === 'update') {
  for (const [file, text] of Object.entries(files)) writeFileSync(join(BUILD, file), text);
  writeFileSync(SETTINGS, `${JSON.stringify(settings, null, 2)}\n`);
  console.log(`CSP: build/${Object.keys(files).join(' and build/')} rewritten; allowed: ${names}`);
} else {
  const stale = Object.entries(files)
    .filter(
      ([file, text]) =>
        !existsSync(join(BUILD, file)) || readFileSync(join(BUILD, file), 'utf8') !== text,
    )
    .map(([file]) => `build/${file}`);
  if (stale.length) {
    fail(`CSP: out of step with the build: ${stale.join(', ')}; run \`npm run csp\`.`);
  }
  console.log(
    `CSP: all ${checked} inline scripts of build/ are on the list (${names}); headers match`,
  );
}
