// The browser every tool here drives: Debian's chromium where it is installed
// (CI, this machine), or CHROMIUM_PATH; otherwise undefined, for the tool's own.
import {existsSync} from 'node:fs';

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_PATH = existsSync(systemChromium) ? systemChromium : undefined;

// The browser tests drive Chromium's headless shell, as Playwright does by default: it loads a page
// in two thirds of the full browser's time (docs/benchmarks.md). Its text is drawn a little
// differently, so the pictures are made with it: Debian's chromium-headless-shell, the path in
// CHROMIUM_HEADLESS_SHELL_PATH, or Playwright's own (`npx playwright install chromium-headless-shell`).
const systemShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const HEADLESS_SHELL_PATH = existsSync(systemShell) ? systemShell : undefined;

// Without the background-networking flags Chromium keeps calling hosts a closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The local servers' certificates are self-signed (wrangler's, the stand-ins'): accepted at
  // the TLS level, instead of a refused handshake that each server logs as an error first.
  '--ignore-certificate-errors',
];
