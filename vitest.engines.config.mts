import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// The engines suite (tests/engines/, docs/testing.md): the production build in Firefox and
// WebKit. Its own config: the unit suite's setup (jsdom matchers, React) has no place here.
export default defineConfig({
  resolve: {
    alias: [{find: /^@site\/(.*)$/, replacement: fileURLToPath(new URL('./$1', import.meta.url))}],
  },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globals: true,
    globalSetup: ['tests/engines/globalSetup.ts'],
    // One file per worker, two at a time: each file drives one browser of each engine in turn.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A test that asserts nothing fails, so it never counts as passed.
    expect: {requireAssertions: true},
    // A stray it.only fails the run rather than shrinking it silently (Vitest allows it off CI).
    allowOnly: false,
    reporters: ['default', ['json', {outputFile: 'test-results/engines.json'}]],
  },
});
