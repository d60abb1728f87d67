#!/usr/bin/env node
// Stops `npm start`, `npm run build`, `npm test` and CI with one line when they would run on a
// Node older than package.json's engines.node. `npm install` puts Node 24 in node_modules (the
// `node` devDependency) and npm puts node_modules/.bin first on PATH, so this only fails where
// that install was skipped (--ignore-scripts) or a script was started by hand on the system Node.
// npm checks engines only when installing (engine-strict), never when a script runs; hence this.
// No imports beyond Node's own, so that any old Node can run it.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/** The one line that stops the run, or null when `found` (e.g. "20.20.2") meets `engines` (">=24.15.0"). */
export function nodeVersionProblem(found, engines, execPath = process.execPath) {
  const wanted = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(engines);
  if (!wanted) throw new Error(`package.json engines.node: expected ">=X.Y.Z", found "${engines}"`);
  const have = found.replace(/^v/, '').split('.').map(Number);
  const need = wanted.slice(1).map(Number);
  const differs = need.findIndex((part, i) => have[i] !== part);
  if (differs < 0 || have[differs] > need[differs]) return null;
  return (
    `check-node: found Node v${have.join('.')} (${execPath}); this project needs ${engines}: ` +
    'run `npm install` without --ignore-scripts (it installs Node 24 into node_modules) and use the npm scripts, ' +
    'or install Node 24 (`nvm use` reads .nvmrc).'
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {engines} = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(process.versions.node, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
