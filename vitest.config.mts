import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus to compile; tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: here('./$1')},
      {find: '@docusaurus/Translate', replacement: here('./tests/unit/stubs/Translate.tsx')},
      // Docusaurus' client aliases, resolved as its bundler does; tests mock what needs a running site.
      {
        find: /^@docusaurus\/(useDocusaurusContext|useIsBrowser|Head|BrowserOnly|useBaseUrl|useBrokenLinks|useGlobalData|ExecutionEnvironment|ErrorBoundary|router)$/,
        replacement: here('./node_modules/@docusaurus/core/lib/client/exports/$1.js'),
      },
      {find: '@theme/Heading', replacement: here('./tests/unit/stubs/Heading.tsx')},
      {find: '@docusaurus/Link', replacement: here('./tests/unit/stubs/Link.tsx')},
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
    // Vitest leaves a core free by default: on two cores, one worker took 48 s, two 27 s.
    maxWorkers: 2,
    // Threads start faster than forks, Vitest's default: 28 s against 33 (medians of 5 runs alone).
    pool: 'threads',
    // A stray it.only fails the run rather than shrinking it silently (Vitest allows it off CI).
    allowOnly: false,
    // A test that asserts nothing fails, so it never counts as passed.
    expect: {requireAssertions: true},
    // Git, ESLint and spawned checks take a second or two idle and past Vitest's 5 s on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Processed by Vite, so vi.resetModules() also resets its page-wide singleton.
    server: {deps: {inline: ['crisp-sdk-web']}},
    reporters: ['default', ['json', {outputFile: 'test-results/unit.json'}]],
  },
});
