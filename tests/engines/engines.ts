/**
 * The two engines besides the Playwright suite's Chromium, from Debian's packages: Firefox
 * through Puppeteer over WebDriver BiDi (./firefox.ts), WebKitGTK through WebdriverIO over
 * WebDriver (./webkit.ts). A missing one skips its tests, saying what to install.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export type EngineName = 'firefox' | 'webkit';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;

export const ENGINES = [
  {
    name: 'firefox',
    label: 'Firefox',
    missing: () =>
      existsSync(FIREFOX_PATH)
        ? null
        : `Firefox is not installed at ${FIREFOX_PATH}: apt-get install firefox-esr, or set FIREFOX_PATH`,
    noForcedColours: null,
  },
  {
    name: 'webkit',
    label: 'WebKit',
    missing: () =>
      !onPath('WebKitWebDriver') || !existsSync(MINIBROWSER_PATH)
        ? 'WebKitGTK\u2019s WebDriver is not installed: apt-get install webkit2gtk-driver'
        : onPath('Xvfb')
          ? null
          : 'WebKit\u2019s MiniBrowser needs a display: apt-get install xvfb',
    noForcedColours:
      'WebKitGTK has no forced-colours mode: no setting of its own or of GTK\u2019s makes (forced-colors: active) match',
  },
] as const satisfies readonly {
  name: EngineName;
  label: string;
  missing: () => string | null;
  noForcedColours: string | null;
}[];

/** The site, the stand-in proxy, and per Vitest worker a remote-control port per engine. */
export const SITE_PORT = Number(process.env.ENGINES_PORT ?? 4640);
export const PROXY_PORT = SITE_PORT + 1;
export const enginePort = (engine: EngineName) =>
  SITE_PORT + 20 + Number(process.env.VITEST_POOL_ID ?? 1) * 2 + (engine === 'firefox' ? 0 : 1);

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
  press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void>;
  /** The page printed to PDF, or why this engine cannot print here. */
  print(): Promise<Uint8Array | {unsupported: string}>;
  close(): Promise<void>;
}
