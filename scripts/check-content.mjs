#!/usr/bin/env node
// `npm run check:content`: the build's content check alone, in seconds, with no build: the same
// plugin, so the same sentences, and under GitHub Actions the same annotations on the pull request.
// jiti compiles the plugin's TypeScript, as it does docusaurus.config.ts for Docusaurus.
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {default: contentCheck} = jiti('../plugins/content-check/index.ts');

try {
  await contentCheck()().loadContent();
  console.log('Content check: no problem in the data files.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
