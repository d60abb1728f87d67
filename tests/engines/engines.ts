/**
 * The two engines this suite drives besides the Playwright suite's Chromium, where each is
 * found, and what to install when it is not: a missing engine skips its tests with that
 * reason, it never passes them silently.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export type EngineName = 'firefox' | 'webkit';

export type Engine = {
  name: EngineName;
  /** As a test's title names it. */
  label: string;
  /** Why this engine's tests cannot run on this machine, or null when they can. */
  missing: () => string | null;
  /** Why this engine cannot be put in forced colours here, or null when it can. */
  noForcedColours: string | null;
};

const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;

/** Debian's Firefox ESR, or the one in FIREFOX_PATH. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The browser WebKitGTK's WebDriver starts (Debian's libwebkit2gtk-4.1-0 ships it). */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export const ENGINES: readonly Engine[] = [
  {
    name: 'firefox',
    label: 'Firefox',
    missing: () =>
      existsSync(FIREFOX_PATH)
        ? null
        : `Firefox is not installed at ${FIREFOX_PATH}: apt-get install firefox-esr, or set FIREFOX_PATH`,
    // Its setting "Override the colours specified by the page: Always" (./firefox.ts).
    noForcedColours: null,
  },
  {
    name: 'webkit',
    label: 'WebKit',
    missing: () => {
      if (!onPath('WebKitWebDriver') || !existsSync(MINIBROWSER_PATH)) {
        return 'WebKitGTK\u2019s WebDriver is not installed: apt-get install webkit2gtk-driver';
      }
      if (!onPath('Xvfb')) return 'WebKit\u2019s MiniBrowser needs a display: apt-get install xvfb';
      return null;
    },
    noForcedColours:
      'WebKitGTK has no forced-colours mode: no setting of its own or of GTK\u2019s makes (forced-colors: active) match',
  },
];
