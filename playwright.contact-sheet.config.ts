import {defineConfig} from '@playwright/test';
import base from './playwright.config';

// `npm run contact-sheet`: pictures of every route for a reviewer (tests/visual/contactSheet.ts),
// on the browser tests' setup but its own port. Not part of `npm test`.
const PORT = 4190;
const BASE_URL = base.use!.baseURL!.replace(/:\d+$/, `:${PORT}`);

export default defineConfig({
  ...base,
  testDir: 'tests/visual',
  testMatch: 'contactSheet.ts',
  outputDir: 'test-results/contact-sheet',
  reporter: [['line']],
  use: {...base.use, baseURL: BASE_URL},
  webServer: {
    ...(base.webServer as object),
    command: `node scripts/serve.mjs --dir build --port ${PORT}`,
    url: BASE_URL,
  },
});
