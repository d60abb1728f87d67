/**
 * One browser, as each engine's client drives it: Firefox through Puppeteer over WebDriver
 * BiDi (./firefox.ts), WebKit through WebdriverIO over WebDriver (./webkit.ts). Everything
 * else (waiting, stored values, console errors) is written once, in ./session.ts.
 */
import type {EngineName} from './engines';

export type Key = 'Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowRight' | 'ArrowLeft';

/** What the suite's global setup hands each driver: the site, and the stand-in for the rest. */
export type SuiteServers = {site: string; proxyPort: number};

/** How a group of tests wants its browser set up. */
export type LaunchOptions = {
  /** The browser overrides the page's colours with the system's (Windows High Contrast). */
  forcedColours?: boolean;
};

export interface Driver {
  readonly engine: EngineName;
  /** Loads a URL, waiting for its load event. */
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with a JSON argument; a promise it returns is awaited. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** Sets the viewport: the page's own width and height, in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Real pointer and key events, on the first element the CSS selector finds. */
  click(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The page printed to PDF, or why this engine cannot print here. */
  print(): Promise<Uint8Array | {unsupported: string}>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}
