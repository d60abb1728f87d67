// The browsers the tools here drive: Debian's (CI, this machine), the path in the variable, or
// undefined for Playwright's own.
import {existsSync} from 'node:fs';

const installed = (path) => (existsSync(path) ? path : undefined);
const {CHROMIUM_PATH: FULL, CHROMIUM_HEADLESS_SHELL_PATH: SHELL} = process.env;

/** The bench's: what visitors run. */
export const CHROMIUM_PATH = installed(FULL ?? '/usr/bin/chromium');
/** The browser tests': Playwright's headless default, a third faster here (docs/benchmarks.md). */
export const HEADLESS_SHELL_PATH = installed(SHELL ?? '/usr/lib/chromium/chromium-headless-shell');

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
