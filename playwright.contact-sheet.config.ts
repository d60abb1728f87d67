import {defineConfig} from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots`: the contact sheet (tests/visual/), on the e2e setup but its own port.
const PORT = 4190;
const BASE_URL = base.use!.baseURL!.replace(/:\d+$/, `:${PORT}`);

export default defineConfig({
  ...base,
  testDir: 'tests/visual',
  outputDir: 'test-results/screenshots',
  reporter: [['dot']],
  globalTeardown: './tests/visual/sheet.ts',
  use: {...base.use, baseURL: BASE_URL},
  webServer: {
    ...(base.webServer as object),
    command: `node scripts/serve.mjs --dir build --port ${PORT}`,
    url: BASE_URL,
  },
});
