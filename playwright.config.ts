import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium.mjs';
import {hasNginx} from './scripts/nginx.mjs';

// Browser tests run against the production build, served through nginx as deployed:
// HTTPS with a certificate made for the run (port + 10 redirects from plain HTTP).
// Without nginx, scripts/serve.mjs falls back to `docusaurus serve` over plain HTTP.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const BASE_URL = `${hasNginx() ? 'https' : 'http'}://127.0.0.1:${PORT}`;
// Runs on other ports (parallel local work) keep their artifacts apart.
const RUN_NAME = PORT === 4173 ? 'e2e' : `e2e-${PORT}`;

// PSEUDO_LOCALE=en-XA (with E2E_BUILD_DIR=build-en-XA): the pseudo-locale's own checks
// (tests/e2e/pseudo-locales.spec.ts), which the English build never runs.
const PSEUDO_SPEC = '**/pseudo-locales.spec.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  ...(process.env.PSEUDO_LOCALE ? {testMatch: PSEUDO_SPEC} : {testIgnore: PSEUDO_SPEC}),
  fullyParallel: true,
  // A stray test.only would shrink the run silently, on a laptop as in CI: it fails the run instead.
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // How long a test may take before it is stopped, not a speed goal (those are `npm run bench`'s):
  // on a two-core machine running two other suites (load 30), tests that take 10 s idle took 35.
  timeout: 60_000,
  expect: {
    timeout: 5_000,
    // Pictures differ a little between Chromium builds (anti-aliasing): a small tolerance,
    // and baselines named without the platform, renewed by `npm run screenshots:update`.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      threshold: 0.2,
      animations: 'disabled',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: `test-results/${RUN_NAME}`,
  reporter: [['list'], ['json', {outputFile: `test-results/${RUN_NAME}.json`}]],
  use: {
    baseURL: BASE_URL,
    // The certificate is self-signed, made by scripts/serve.mjs at the start of the run.
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --dir ${BUILD_DIR} --port ${PORT}`,
    url: BASE_URL,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: {signal: 'SIGTERM', timeout: 3_000},
  },
});
