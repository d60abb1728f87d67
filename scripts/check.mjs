#!/usr/bin/env node
// `npm run check:content` and `npm run check:launch`: one of the build's checks alone, in seconds,
// with no build: the same plugin, so the same sentences. Under GitHub Actions the content check's
// problems are also annotations on the pull request. The launch check is the strict one, as the
// production deploy needs it (.github/workflows/checks.yml). jiti compiles the plugins'
// TypeScript, as it does docusaurus.config.ts for Docusaurus.
import createJiti from 'jiti';

// Each check: its plugin, the plugin's options, and what it says when nothing is wrong.
const CHECKS = {
  content: ['content-check', undefined, 'Content check: no problem in the data files.'],
  launch: ['launch-check', {mode: 'strict'}, 'Launch check: no placeholder is left.'],
};
if (!CHECKS[process.argv[2]]) {
  console.error(`Usage: node scripts/check.mjs ${Object.keys(CHECKS).join('|')}`);
  process.exit(2);
}
const [plugin, options, passed] = CHECKS[process.argv[2]];
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {default: check} = jiti(`../plugins/${plugin}/index.ts`);

try {
  await check(options)().loadContent();
  console.log(passed);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
