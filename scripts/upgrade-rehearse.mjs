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
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {parseArgs} from './upgrade-rehearse/args.mjs';
import {rehearse} from './upgrade-rehearse/rehearse.mjs';

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    const header = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
    console.log(
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
  return rehearse(options);
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`upgrade:rehearse: ${error.message}`);
  process.exitCode = 1;
}
