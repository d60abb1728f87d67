import axe from 'axe-core';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {readSiteFacts} from '@site/src/config/site';
import {gotoHydrated, storeBeforeLoad, waitOutTransitions} from './fixtures';
import {findInvisibleParts} from './forcedColorsChecks';
import {checkLayout, cutRings} from './layoutChecks';
import {STILL_CSS} from './stillStyle';

/** The facts the build was made with (the same environment runs the tests). */
export const FACTS = readSiteFacts(process.env);

/** A section labelled by its heading (whose name adds @theme/Heading's "Direct link to …"). */
export function region(page: Page, title: string): Locator {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('region', {name: new RegExp(`^${escaped}(\\s*Direct link to .*)?$`)});
}

/** The rules of axe that read colours: all a theme changes (the dark one changes colours only). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's violations, a line each, with the WCAG 2.2 AA tags (or only `rules`), on `include` (null: the page). */
async function axeViolations(
  page: Page,
  {include = null, rules}: {include?: string | null; rules?: string[]} = {},
): Promise<string[]> {
  // axe's 500 kB source sent once a page (@axe-core/playwright sends it twice a run).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    runOnly: rules
      ? {type: 'rule', values: rules}
      : {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({include, options}) => {
      const {violations} = await (window as unknown as {axe: typeof axe}).axe.run(
        include ?? document,
        options,
      );
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

const MODES = {
  'default text': '',
  // WCAG's text spacing (SC 1.4.12) and 200 % text (SC 1.4.4; every type and space token is in rem).
  'text spacing': `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`,
  '200 % text': 'html { font-size: 200% !important; }',
};
type Mode = keyof typeof MODES;
/** A phone of each size, a tablet and a laptop; the heights only matter to fixed boxes. */
const HEIGHTS = {320: 568, 390: 844, 768: 1024, 1280: 800} as const;
// 390 px stands for phones at default text: 320 is in the same media band, and narrower.
export const LAYOUTS: [keyof typeof HEIGHTS, Mode][] = [
  [320, 'default text'],
  [390, 'text spacing'],
  [390, '200 % text'],
  [768, 'default text'],
  [1280, 'default text'],
  [1280, 'text spacing'],
  [1280, '200 % text'],
];

/**
 * `checkLayout` at each of `order`'s widths in its mode of text, after two frames (of the page's
 * clock when the test holds it).
 */
export async function layoutProblems(
  page: Page,
  order: typeof LAYOUTS,
  {focusSkipLink = true, clockHeld = false} = {},
) {
  const problems: string[] = [];
  for (const [width, mode] of order) {
    const style = MODES[mode] ? await page.addStyleTag({content: MODES[mode]}) : undefined;
    await page.evaluate(fontsAndImagesLoaded);
    await page.setViewportSize({width, height: HEIGHTS[width]});
    if (clockHeld) await page.clock.runFor(40);
    else
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    const found = await page.evaluate(checkLayout, {focusSkipLink});
    problems.push(...found.map((line) => `${mode}, ${width} px — ${line}`));
    await style?.evaluate((element) => (element as Element).remove());
  }
  return problems;
}

/** One media feature changes at a time: axe, forced colours in both themes, axe's colour rules. */
export async function colourProblems(
  page: Page,
  {axe = true, rings = false, forced = async () => [] as string[]} = {},
): Promise<string[]> {
  const first = await page.locator('html').getAttribute('data-theme');
  const second = first === 'light' ? 'dark' : 'light';
  const problems: string[] = [];
  const add = (where: string, lines: string[]) => problems.push(...lines.map((l) => where + l));
  if (axe) add(`axe, ${first}: `, await axeViolations(page));
  await page.emulateMedia({forcedColors: 'active'});
  const invisible = async () => [...(await page.evaluate(findInvisibleParts)), ...(await forced())];
  add(`forced colours, ${first}: `, await invisible());
  if (rings) add(`forced colours: `, (await page.evaluate(cutRings)).cuts);
  await page.emulateMedia({colorScheme: second});
  await expect(page.locator('html')).toHaveAttribute('data-theme', second);
  add(`forced colours, ${second}: `, await invisible());
  await page.emulateMedia({forcedColors: 'none'});

  if (axe) add(`axe, ${second}: `, await axeViolations(page, {rules: COLOUR_RULES}));
  return problems;
}

/** Runs `checks` held still (`content-visibility` drawing everything); rings are judged without. */
export async function still(page: Page, checks: () => Promise<void>): Promise<void> {
  const style = await page.addStyleTag({content: STILL_CSS});
  await checks();
  await style.evaluate((element) => (element as Element).remove());
}

/**
 * Opens a path for axe, which reads colours for seconds on a busy machine: pop-ups stopped and
 * the carousel paused, so nothing is judged half faded.
 */
export async function gotoForAxe(page: Page, path: string): Promise<void> {
  await storeBeforeLoad(page, 'socialProofStopped', '1');
  await gotoHydrated(page, path);
  const pause = page.getByRole('button', {name: 'Pause testimonials'});
  if ((await pause.count()) > 0) await pause.click();
  await waitOutTransitions(page);
}

/** axe on `include` (null: the page) in the light theme, its colour rules in the dark one (followed live). */
export async function expectNoAxeViolationsInEitherTheme(
  page: Page,
  include: string | null = null,
) {
  for (const scheme of ['light', 'dark'] as const) {
    await test.step(`axe in the ${scheme} theme`, async () => {
      await page.emulateMedia({colorScheme: scheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await waitOutTransitions(page);
      const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
      expect(await axeViolations(page, {include, rules})).toEqual([]);
    });
  }
}

/**
 * Opens `path` as the site's links do, without a load (React Router follows popstate): done when
 * <main> and the title are the new route's, its fonts and images loaded.
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
