/**
 * What the engines' tests do with a browser, written once over either engine's driver
 * (./engines.ts): open a page hydrated, store values before it loads, wait for a condition
 * with a bound, and collect the console errors of every page the test saw. Each wait is one
 * command, polled in the page: a WebDriver command took up to a second in WebKit under load.
 */
import {STORED, type StoredName} from '@site/src/browser/storage';
import type {Driver} from './engines';

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

/**
 * A script for `driver.evaluate` (made here, so the page evaluates nothing itself, as its
 * policy wants): `probe` every 50 ms until it returns true or `timeout` ms pass; it resolves
 * with the last value. `helpers` are declared for `probe` to call.
 */
function pollInPage<A>(
  probe: (arg: A) => unknown,
  timeout: number,
  helpers: ((...args: never[]) => unknown)[] = [],
) {
  return new Function(
    'arg',
    `${helpers.map(String).join('\n')}
    const probe = ${probe};
    const end = performance.now() + ${timeout};
    return new Promise((done) => {
      const tick = () => {
        const seen = probe(arg);
        if (seen === true || performance.now() > end) done(seen);
        else setTimeout(tick, 50);
      };
      tick();
    });`,
  ) as (arg: A) => Promise<unknown>;
}

/** A script for `driver.evaluate`: `fn` after two animation frames, for what observes the size. */
export function afterTwoFrames<A, R>(fn: (arg: A) => R): (arg: A) => Promise<R> {
  return new Function(
    'arg',
    `return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      .then(() => (${fn})(arg));`,
  ) as (arg: A) => Promise<R>;
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
    // How long to wait, not a goal: WebKit took over 5 s on a two-core machine running two
    // other browser suites.
    const hydrated = () =>
      '__engineErrors' in window
        ? document.documentElement.dataset.hasHydrated === 'true'
        : 'the console recorder did not run before the page';
    const seen = await this.driver.evaluate(pollInPage(hydrated, 20_000), null);
    if (seen !== true) throw new Error(`${where} hydrates: not within 20 s (${seen})`);
  }

  /** Waits in the page until a condition holds; fails after `timeout` ms. */
  async waitFor<A>({holds, arg, what}: Condition<A>, timeout = 5_000): Promise<void> {
    if ((await this.driver.evaluate(pollInPage(holds, timeout), arg)) !== true) {
      throw new Error(`${what}: not within ${timeout} ms`);
    }
  }

  /** What a visitor could tell of the first element `selector` finds. */
  inspect(selector: string): Promise<Inspection> {
    return this.driver.evaluate(inspectElement, selector);
  }

  /**
   * Waits until the element `selector` finds is as `expected` says (each key given must
   * match); fails after `timeout` ms, saying what it was instead.
   */
  async until(selector: string, expected: Partial<Inspection>, timeout = 5_000): Promise<void> {
    const matches = ({selector, expected}: {selector: string; expected: Partial<Inspection>}) => {
      const seen = inspectElement(selector);
      return (
        Object.entries(expected).every(([key, value]) => seen[key as keyof Inspection] === value) ||
        seen
      );
    };
    const seen = await this.driver.evaluate(pollInPage(matches, timeout, [inspectElement]), {
      selector,
      expected,
    });
    if (seen !== true) {
      throw new Error(
        `${selector} as ${JSON.stringify(expected)}: not within ${timeout} ms; it was ${JSON.stringify(seen)}`,
      );
    }
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
