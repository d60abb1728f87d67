// Each wait is one command polled in the page: a WebDriver command took up to a second in WebKit under load.
import {STORED, type StoredName} from '@site/src/browser/storage';
import {ERRORS_KEY} from './consoleRecorder';

/** What an element should be: found, visible, focused (booleans), its text containing `text`, aria-expanded, aria-label. */
export type Expected = Partial<
  Record<'found' | 'visible' | 'focused' | 'text' | 'expanded' | 'label', unknown>
>;

/** navigate waits for the load event; resize sets the page's own size; click and hover are real pointer events. */
export interface Driver {
  navigate(url: string): Promise<void>;
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  resize(width: number, height: number): Promise<void>;
  click(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void>;
  close(): Promise<void>;
}

/** Each width's height: a phone's, a small phone's, a laptop's. */
const HEIGHTS: Record<number, number> = {390: 844, 320: 568, 1280: 800};
type Check<A> = (arg: A) => string[] | Promise<string[]>;

const hydrated = () =>
  '__recording' in window
    ? document.documentElement.dataset.hasHydrated === 'true'
    : 'the console recorder did not run before the page';

const matches = ({selector, expected}: {selector: string; expected: Expected}) => {
  const element = document.querySelector<HTMLElement>(selector);
  // What a visitor could tell of the element.
  const seen = {
    found: Boolean(element),
    visible: Boolean(element?.checkVisibility({visibilityProperty: true})),
    focused: Boolean(element) && element === document.activeElement,
    text: element?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    expanded: element?.getAttribute('aria-expanded') ?? null,
    label: element?.getAttribute('aria-label') ?? null,
  };
  return (
    Object.entries(expected).every(([key, value]) =>
      key === 'text'
        ? seen.text.includes(value as string)
        : seen[key as keyof typeof seen] === value,
    ) || seen
  );
};

export class EngineSession {
  constructor(
    readonly driver: Driver,
    private readonly site: string,
  ) {}

  /** Empties the site's storage and stores `values`; by default the splash seen, the pop-ups stopped. */
  async start(values: Partial<Record<StoredName, string>> = {}): Promise<void> {
    // A file of the site's own origin, so its storage can be written before a page loads.
    await this.driver.navigate(`${this.site}/robots.txt`);
    const items = Object.entries({splashSeen: '1', socialProofStopped: '1', ...values})
      .filter(([, value]) => value !== '')
      .map(([name, value]) => ({...STORED[name as StoredName], value}));
    await this.driver.evaluate((items) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const {storage, key, value} of items) window[storage].setItem(key, value);
    }, items);
  }

  /** Loads a path and waits for hydration (WebKit took over 5 s beside two other suites), then runs `then`. */
  async open<A, R = true>(path: string, then?: (arg: A) => R, arg?: A) {
    await this.driver.navigate(`${this.site}${path}`);
    return this.waitFor(`${path} hydrates`, hydrated, arg as A, 20_000, then);
  }

  /** Polls `holds` in the page every 50 ms until true, then returns `then`'s value; else says what it last was. */
  async waitFor<A, R = true>(
    what: string,
    holds: (arg: A) => unknown,
    arg: A,
    timeout = 5_000,
    then?: (arg: A) => R,
  ): Promise<Awaited<R>> {
    // Made here, not by eval in the page.
    const poll = new Function(
      'arg',
      `const end = performance.now() + ${timeout};
      return new Promise((done) => {
        const tick = () => {
          const seen = (${holds})(arg);
          if (seen === true) done(${then ? `(${then})(arg)` : 'true'});
          else if (performance.now() > end) done({notWithin: seen});
          else setTimeout(tick, 50);
        };
        tick();
      });`,
    ) as (arg: A) => Promise<unknown>;
    const seen = await this.driver.evaluate(poll, arg);
    if (seen && typeof seen === 'object' && 'notWithin' in seen)
      throw new Error(`${what}: not within ${timeout} ms (${JSON.stringify(seen.notWithin)})`);
    return seen as Awaited<R>;
  }

  /** Waits until the element is as `expected` says (its text containing `text`), else says what it was. */
  async until(selector: string, expected: Expected, timeout = 5_000) {
    const what = `${selector} as ${JSON.stringify(expected)}`;
    await this.waitFor(what, matches, {selector, expected}, timeout);
  }

  /** Opens `path` in the page already open, by the site's router, as a link a visitor follows does. */
  async follow(path: string) {
    await this.driver.evaluate((path) => {
      Object.assign(window, {
        __left: {main: document.querySelector('main'), title: document.title},
      });
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const drawn = () => {
      const {main, title} = (window as unknown as {__left: {main: Element; title: string}}).__left;
      const now = document.querySelector('main');
      return (now !== null && now !== main && document.title !== title) || document.title;
    };
    // A bound, not a goal, as for a load: the route's chunks may wait on a busy machine.
    await this.waitFor(`${path} drawn by the router`, drawn, null, 20_000);
    await this.driver.evaluate(() => window.scrollTo(0, 0), null);
  }

  /**
   * Each path at the width the last ended at, then the other: `check`'s problems, named by path and
   * width. The first path is loaded, the others followed by the router: a load each took twice as long.
   */
  async problemsAcross<A>(paths: readonly string[], widths: number[], check: Check<A>, arg: A) {
    const problems: string[] = [];
    for (const [index, path] of paths.entries()) {
      await (index === 0 ? this.open(path) : this.follow(path));
      for (const width of widths) {
        await this.driver.resize(width, HEIGHTS[width]);
        const found = await this.driver.evaluate(check, arg);
        problems.push(...found.map((problem) => `${path} at ${width} px: ${problem}`));
      }
      widths = [...widths].reverse();
    }
    return problems;
  }

  takeErrors(): Promise<string[]> {
    return this.driver
      .evaluate((key) => {
        const errors = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.removeItem(key);
        return errors;
      }, ERRORS_KEY)
      .catch(() => []);
  }
}
