/**
 * The two engines this suite drives besides the Playwright suite's Chromium: where each is found
 * (a missing one skips its tests with what to install), the ports, and the driver each engine's
 * client implements: Firefox through Puppeteer over WebDriver BiDi (./firefox.ts), WebKit through
 * WebdriverIO over WebDriver (./webkit.ts). Waiting, storage and console errors: ./session.ts.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export type EngineName = 'firefox' | 'webkit';

export type Engine = {
  name: EngineName;
  label: string;
  /** Why this engine's tests cannot run on this machine, or null when they can. */
  missing: () => string | null;
  /** Why this engine cannot be put in forced colours here, or null when it can. */
  noForcedColours: string | null;
};

const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;

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
    // "Override the colours specified by the page: Always" (./firefox.ts).
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

/**
 * On 127.0.0.1, in 4640–4699 (other work on the machine keeps to its own): the site, the
 * stand-in proxy, and per Vitest worker (numbered from 1) a remote-control port per engine.
 * The site's runtime adds its inspector's, 20000 above the site's (scripts/servers.mjs).
 */
export const SITE_PORT = Number(process.env.ENGINES_PORT ?? 4640);
export const PROXY_PORT = SITE_PORT + 1;
export const enginePort = (engine: EngineName) =>
  SITE_PORT + 20 + Number(process.env.VITEST_POOL_ID ?? 1) * 2 + (engine === 'firefox' ? 0 : 1);

export type Key = 'Tab' | 'Enter' | 'Escape';

/** What the suite's global setup hands each driver: the site, and the stand-in for the rest. */
export type SuiteServers = {site: string; proxyPort: number};

/** Forced colours: the browser overrides the page's colours with the system's. */
export type LaunchOptions = {forcedColours?: boolean};

export interface Driver {
  readonly engine: EngineName;
  /** Loads a URL, waiting for its load event. */
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with a JSON argument; a promise it returns is awaited. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** The page's own width and height, in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Real pointer and key events, on the first element the CSS selector finds. */
  click(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The page printed to PDF, or why this engine cannot print here. */
  print(): Promise<Uint8Array | {unsupported: string}>;
  close(): Promise<void>;
}
