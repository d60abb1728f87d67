import axe from 'axe-core';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {readSiteFacts} from '@site/src/config/site';
import {gotoHydrated, holdMotion, storeBeforeLoad, waitOutTransitions} from './fixtures';

/** The facts the build was made with (the same environment runs the tests). */
export const FACTS = readSiteFacts(process.env);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A heading's accessible name: its text, plus the "Direct link to …" label of the
 * anchor that @theme/Heading puts inside it.
 */
export function named(title: string): RegExp {
  return new RegExp(`^${escapeRegExp(title)}(\\s*Direct link to .*)?$`);
}

/** A section labelled by its visible heading. */
export function region(page: Page, title: string): Locator {
  return page.getByRole('region', {name: named(title)});
}

/**
 * axe's violations, one line each, with the WCAG 2.2 AA tags (or only `rules`), on `include`
 * (null: the whole page), less the rules in `leaveOut` (each caller says why).
 */
export async function axeViolations(
  page: Page,
  {
    include = null,
    leaveOut = [],
    rules,
  }: {include?: string | null; leaveOut?: string[]; rules?: string[]} = {},
): Promise<string[]> {
  // axe's 500 kB source sent once a page: most of a run's time was sending it (twice a run
  // through @axe-core/playwright's legacy mode).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    runOnly: rules
      ? {type: 'rule', values: rules}
      : {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
    rules: Object.fromEntries(leaveOut.map((id) => [id, {enabled: false}])),
    // Nodes are listed for the violations only: passes and the rest are not read.
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({include, options}) => {
      const run = (window as unknown as {axe: typeof axe}).axe.run;
      const {violations} = await run(include ?? document, options);
      return violations.map(
        ({id, impact, help, nodes}) =>
          `${id} (${impact}): ${help} — ${nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
    },
    {include, options},
  );
}

/** axe on `include` (the main content by default; null: the whole page) finds nothing. */
export async function expectNoAxeViolations(
  page: Page,
  include: string | null = 'main',
  leaveOut: string[] = [],
) {
  expect(await axeViolations(page, {include, leaveOut})).toEqual([]);
}

/**
 * Opens a path for axe, which reads colours for seconds on a busy machine: the pop-ups stopped
 * before the load (they fade in at 5 and 10 s; popups.spec.ts checks them) and the carousel
 * paused, so nothing is judged half faded.
 */
export async function gotoForAxe(page: Page, path: string): Promise<void> {
  await storeBeforeLoad(page, 'socialProofStopped', '1');
  await gotoHydrated(page, path);
  await holdMotion(page);
}

/**
 * axe on the whole page in the light theme, then in the dark one: the site follows the system's
 * preference live (theme.spec.ts), so the dark theme needs no second load.
 */
export async function expectNoAxeViolationsInEitherTheme(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await test.step(`axe in the ${scheme} theme`, async () => {
      await page.emulateMedia({colorScheme: scheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await waitOutTransitions(page);
      await expectNoAxeViolations(page, null);
    });
  }
}

/**
 * Opens `path` as the site's own links do, without a load: React Router follows the history's
 * popstate and renders the route once its code is in; done when the page's <main> and title are
 * the new route's, with its fonts and images loaded. (Each page's landing: head.spec.ts.)
 */
export async function openInPage(page: Page, path: string): Promise<void> {
  const before = await page.evaluateHandle((path) => {
    const shown = {main: document.querySelector('main'), title: document.title};
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
    return shown;
  }, path);
  await page.waitForFunction(({main, title}) => {
    const now = document.querySelector('main');
    return now !== null && now !== main && document.title !== title;
  }, before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(fontsAndImagesLoaded);
}

/** Runs in the page: resolves once its fonts and every image, below the fold too, have loaded. */
export async function fontsAndImagesLoaded(): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) => {
      image.loading = 'eager';
      return image.complete ? null : new Promise((done) => (image.onload = image.onerror = done));
    }),
  );
}
