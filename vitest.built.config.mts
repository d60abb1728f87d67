import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// The built pages' suite (tests/built/, docs/testing.md): the production build's files read
// from disk (E2E_BUILD_DIR, `build` by default), no server and no browser. Its own config:
// it needs the build, which the unit suite runs before.
export default defineConfig({
  resolve: {
    alias: [{find: /^@site\/(.*)$/, replacement: fileURLToPath(new URL('./$1', import.meta.url))}],
  },
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    globals: true,
    globalSetup: ['tests/built/globalSetup.ts'],
    // The files only read the build (no mocks, no state): a worker runs them all, each page parsed once.
    isolate: false,
    // Reading the policies' history from git takes a second idle and over ten on a busy machine.
    hookTimeout: 60_000,
    // A test that asserts nothing fails, so it never counts as passed.
    expect: {requireAssertions: true},
    reporters: ['default', ['json', {outputFile: 'test-results/built.json'}]],
  },
});
