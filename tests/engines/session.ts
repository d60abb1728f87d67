/**
 * What the engines' tests do with a browser, written once over either engine's driver
 * (./driver.ts): open a page hydrated, store values before it loads, wait for a condition
 * with a bound, and collect the console errors of every page the test saw.
 */
import {STORED, type StoredName} from '@site/src/browser/storage';
import type {Driver} from './driver';

export type Stored = Partial<Record<StoredName, string>>;

export type Inspection = {
  found: boolean;
  visible: boolean;
  focused: boolean;
  text: string;
  expanded: string | null;
  label: string | null;
};

/** Runs in the page (sent as source): what `inspect` reports. */
function inspectElement(selector: string): Inspection {
  const element = document.querySelector<HTMLElement>(selector);
  return {
    found: Boolean(element),
    visible: Boolean(element?.checkVisibility({visibilityProperty: true})),
    focused: Boolean(element) && element === document.activeElement,
    text: element?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    expanded: element?.getAttribute('aria-expanded') ?? null,
    label: element?.getAttribute('aria-label') ?? null,
  };
}

/** Polls `probe` every 50 ms until it holds; resolves with the time it took. */
async function poll(probe: () => Promise<boolean>, what: string, timeout: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - start;
    if (Date.now() - start > timeout) throw new Error(`${what}: not within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A condition checked in the page, with what it means for the message when it never holds. */
export type Condition<A> = {holds: (arg: A) => boolean; arg: A; what: string};

export class EngineSession {
  private errors: string[] = [];

  constructor(
    readonly driver: Driver,
    private readonly site: string,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  /**
   * Starts a test afresh: empties the site's storage, then stores `values` before the first
   * page loads. The splash is marked seen and the pop-ups stopped unless `values` says otherwise.
   */
  async start(values: Stored = {}): Promise<void> {
    await this.harvest();
    // A file of the site's own origin, so its storage can be written before a page loads.
    await this.driver.navigate(`${this.site}/robots.txt`);
    const items = Object.entries({splashSeen: '1', socialProofStopped: '1', ...values})
      .filter(([, value]) => value !== '')
      .map(([name, value]) => ({...STORED[name as StoredName], value}));
    await this.driver.evaluate((list) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const {storage, key, value} of list) window[storage].setItem(key, value);
    }, items);
  }

  /** Navigates to a path of the site and waits until React has hydrated the page. */
  async open(path: string): Promise<void> {
    await this.harvest();
    await this.driver.navigate(`${this.site}${path}`);
    await this.afterLoad(path);
  }

  async reload(): Promise<void> {
    await this.harvest();
    await this.driver.reload();
    await this.afterLoad('the reloaded page');
  }

  private async afterLoad(where: string): Promise<void> {
    const recording = await this.driver.evaluate(() => '__engineErrors' in window, null);
    if (!recording) throw new Error(`${where}: the console recorder did not run before the page`);
    // How long to wait, not a goal (the bench measures hydration): WebKit took over 5 s on a
    // two-core machine running two other browser suites.
    await this.waitFor(
      {
        holds: () => document.documentElement.dataset.hasHydrated === 'true',
        arg: null,
        what: `${where} hydrates`,
      },
      20_000,
    );
  }

  /** Polls a condition in the page until it holds; fails after `timeout` ms. */
  waitFor<A>({holds, arg, what}: Condition<A>, timeout = 5_000): Promise<number> {
    return poll(async () => Boolean(await this.driver.evaluate(holds, arg)), what, timeout);
  }

  /** What a visitor could tell of the first element `selector` finds. */
  inspect(selector: string): Promise<Inspection> {
    return this.driver.evaluate(inspectElement, selector);
  }

  /**
   * Waits until the element `selector` finds is as `expected` says (each key given must
   * match); fails after `timeout` ms, saying what it was instead.
   */
  async until(selector: string, expected: Partial<Inspection>, timeout = 5_000): Promise<number> {
    let last: Inspection | undefined;
    const matches = async () => {
      last = await this.inspect(selector);
      return Object.entries(expected).every(
        ([key, value]) => last![key as keyof Inspection] === value,
      );
    };
    return poll(matches, `${selector} as ${JSON.stringify(expected)}`, timeout).catch((error) => {
      throw new Error(`${error.message}; it was ${JSON.stringify(last)}`);
    });
  }

  /** A selector for the first visible element of `selector` whose text is `text`. */
  async withText(selector: string, text: string): Promise<string> {
    const mark = await this.driver.evaluate(
      ({selector, text}) => {
        const element = [...document.querySelectorAll<HTMLElement>(selector)].find(
          (candidate) => candidate.textContent?.trim() === text && candidate.checkVisibility(),
        );
        if (!element) return null;
        element.dataset.engineMark = text;
        return text;
      },
      {selector, text},
    );
    if (!mark) throw new Error(`no visible ${selector} reads "${text}"`);
    return `[data-engine-mark="${mark}"]`;
  }

  /** Every error recorded since the last call, on this page and those before it. */
  async takeErrors(): Promise<string[]> {
    await this.harvest();
    return this.errors.splice(0);
  }

  /** Moves the current page's recorded errors into this session's list. */
  private async harvest(): Promise<void> {
    const found = await this.driver
      .evaluate(() => {
        const recorded = (window as unknown as {__engineErrors?: string[]}).__engineErrors;
        return recorded ? recorded.splice(0) : [];
      }, null)
      .catch(() => []);
    this.errors.push(...found);
  }
}
