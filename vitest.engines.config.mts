import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// The engines suite (tests/engines/): the unit suite's setup (jsdom, React) has no place here.
export default defineConfig({
  resolve: {
    alias: [{find: /^@site\/(.*)$/, replacement: fileURLToPath(new URL('./$1', import.meta.url))}],
  },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globals: true,
    globalSetup: ['tests/engines/globalSetup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A test that asserts nothing fails, and so does a stray it.only (Vitest allows it off CI).
    expect: {requireAssertions: true},
    allowOnly: false,
    reporters: ['default', ['json', {outputFile: 'test-results/engines.json'}]],
  },
});
