import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, HEADLESS_SHELL_PATH} from './scripts/chromium.mjs';
import {pagesDev, siteOrigin} from './scripts/servers.mjs';
import {EDITOR_ORIGIN} from './src/config/editor';
import {PSEUDO_LOCALE_NAMES, PSEUDO_LOCALES} from './src/lib/locales';

// Browser tests run against the production build, served as the live host serves it: Cloudflare
// Pages' own runtime (`wrangler pages dev`, offline), over HTTPS with wrangler's certificate.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
// Runs on other ports (parallel local work) keep their artifacts apart.
const RUN_NAME = PORT === 4173 ? 'e2e' : `e2e-${PORT}`;

// E2E_PSEUDO_LOCALES=1 (npm test sets it after `npm run build:pseudo`): each pseudo-locale's
// build, build-<locale>/, served on a port of its own (port + 2, + 4) and checked by its own
// project with tests/e2e/pseudo-locales.spec.ts, which the English build never runs. One run for
// all three keeps both workers busy to the end.
const PSEUDO_SPEC = '**/pseudo-locales.spec.ts';
const server = (dir: string, port: number) => {
  const url = siteOrigin(port);
  const [command, args] = pagesDev(dir, port);
  return {
    url,
    webServer: {
      command: [command, ...args].join(' '),
      env: {WRANGLER_SEND_METRICS: 'false'},
      url,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 3_000},
    },
  };
};
const english = server(BUILD_DIR, PORT);
const pseudo = (process.env.E2E_PSEUDO_LOCALES ? PSEUDO_LOCALE_NAMES : []).map((locale, index) => ({
  locale,
  ...server(`build-${locale}`, PORT + 2 * (index + 1)),
}));
// The editor's own origin reaches this machine's servers: its host on a test server's port.
const EDITOR_HOST = `--host-resolver-rules=MAP ${new URL(EDITOR_ORIGIN).hostname} 127.0.0.1`;
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, EDITOR_HOST]},
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A stray test.only would shrink the run silently, on a laptop as in CI: it fails the run instead.
  forbidOnly: true,
  // A failed test runs once more, only to record a trace (`use.trace`): a test that passed only
  // on its retry still fails the run.
  retries: 1,
  failOnFlakyTests: true,
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
      threshold: 0.1,
      animations: 'disabled',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: `test-results/${RUN_NAME}`,
  reporter: [['list'], ['json', {outputFile: `test-results/${RUN_NAME}.json`}]],
  use: {
    baseURL: english.url,
    // The certificate is wrangler's own, self-signed.
    ignoreHTTPSErrors: true,
    // Only on the retry of a failed test: recording every test's trace took a quarter of the
    // browser tests' time (docs/benchmarks.md, "What `npm test` takes").
    trace: 'on-first-retry',
  },
  projects: [
    {name: 'chromium', testIgnore: PSEUDO_SPEC, use: chromium},
    ...pseudo.map(({locale, url}) => ({
      name: locale,
      testMatch: PSEUDO_SPEC,
      // Each locale runs the tests of its direction (tests/e2e/pseudo-locales.spec.ts says why).
      grepInvert: PSEUDO_LOCALES[locale].direction === 'rtl' ? /@ltr/ : /@rtl/,
      use: {...chromium, baseURL: url},
    })),
  ],
  webServer: [english, ...pseudo].map(({webServer}) => webServer),
});
