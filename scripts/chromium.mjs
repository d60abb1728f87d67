// The browsers the tools here drive, each where Debian installs it (CI, this machine) or at the path in
// its variable; otherwise undefined, for Playwright's own.
import {existsSync} from 'node:fs';

const installed = (path) => (existsSync(path) ? path : undefined);

/** What visitors run: the bench's browser. */
export const CHROMIUM_PATH = installed(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

// The browser tests': Playwright's default for headless runs, a third faster (twelve routes opened
// in one tab: 4.5 s against full Chromium's 6.8; `git show d6c8f4b:docs/benchmarks.md`).
export const HEADLESS_SHELL_PATH = installed(
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
);

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
