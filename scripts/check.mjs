#!/usr/bin/env node
// `npm run check:content` and `npm run check:launch`: one of the build's checks alone, in seconds,
// with no build: the same plugin, so the same sentences. Under GitHub Actions the content check's
// problems are also annotations on the pull request. The launch check is the strict one, as the
// production deploy needs it (.github/workflows/checks.yml). jiti compiles the plugins'
// TypeScript, as it does docusaurus.config.ts for Docusaurus.
import createJiti from 'jiti';

const CHECKS = {
  content: {
    plugin: '../plugins/content-check/index.ts',
    options: undefined,
    passed: 'Content check: no problem in the data files.',
  },
  launch: {
    plugin: '../plugins/launch-check/index.ts',
    options: {mode: 'strict'},
    passed: 'Launch check: no placeholder is left.',
  },
};

const check = CHECKS[process.argv[2]];
if (!check) {
  console.error(`Usage: node scripts/check.mjs ${Object.keys(CHECKS).join('|')}`);
  process.exit(2);
}
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {default: plugin} = jiti(check.plugin);

try {
  await plugin(check.options)().loadContent();
  console.log(check.passed);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
