import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [{find: /^@site\/(.*)$/, replacement: fileURLToPath(new URL('./$1', import.meta.url))}],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
    reporters: ['default', ['json', {outputFile: 'test-results/unit.json'}]],
  },
});
