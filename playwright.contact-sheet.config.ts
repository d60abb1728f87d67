import {defineConfig} from '@playwright/test';
import base from './playwright.config';
import {pagesDev, siteOrigin} from './scripts/servers.mjs';

// `npm run contact-sheet`: pictures of every route for a reviewer (tests/visual/contactSheet.ts),
// on the browser tests' setup but its own port. Not part of `npm test`.
const PORT = 4190;
const BASE_URL = siteOrigin(PORT);
const [command, args] = pagesDev('build', PORT);

export default defineConfig({
  ...base,
  testDir: 'tests/visual',
  testMatch: 'contactSheet.ts',
  outputDir: 'test-results/contact-sheet',
  reporter: [['line']],
  use: {...base.use, baseURL: BASE_URL},
  // The browser tests' server for the English build, on this port.
  webServer: {
    ...[base.webServer].flat()[0],
    command: [command, ...args].join(' '),
    url: BASE_URL,
  },
});
