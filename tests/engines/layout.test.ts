import {SPLASH_MS} from '../../src/browser/bootScript';
import {checkLayout} from '../e2e/layoutChecks';
import {ROUTES_AND_ONE_OPENING} from '../e2e/openings';
import {STILL_CSS} from '../e2e/stillStyle';
import {forEachEngine} from './suite';

// SPEC section 8 in the two other engines: the splash's timer; Chromium's layout checks at the
// ends of the range (pages.spec.ts adds 768 px), light theme only (dark changes colours only).

/** Run in the page: the splash drawn again?, the brand face loaded?, then the layout's problems. */
async function settle(css: string) {
  const problems: string[] = [];
  if (document.querySelector('[data-splash]')?.checkVisibility({visibilityProperty: true}))
    problems.push('the splash plays again in a tab that has seen it');
  document.head.append(Object.assign(document.createElement('style'), {textContent: css}));
  await document.fonts.ready;
  const faces = [...document.fonts]
    .filter((face) => face.family.replace(/"/g, '') === 'Figtree Variable')
    .map((face) => face.status);
  if (!faces.includes('loaded')) problems.push(`Figtree not loaded (${faces})`);
  // Two frames, for what observes the size.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return problems;
}
const checkPage = new Function(
  'css',
  `return (${settle})(css).then((found) => [...found, ...(${checkLayout})()]);`,
) as (css: string) => Promise<string[]>;

forEachEngine('given every page', (session) => {
  it(
    'the splash lifts on its timer on a first visit and is not played on the next load; then each page, reached by the router, holds its layout at 1280 and 320 px and loads Figtree',
    async () => {
      await session().start({splashSeen: '', theme: 'light'});
      await session().driver.resize(1280, 800);
      await session().open('/');
      // A bound, not a goal: a busy machine fires the page's timers seconds late.
      // Judged against a timer the page set for the same moment.
      const [liftedAt, timerAt] = await session().waitFor(
        'the splash lifts',
        () => {
          const splash = document.querySelector('[data-splash]');
          const drawn = splash && getComputedStyle(splash).visibility !== 'hidden';
          return '__splashLiftedAt' in window && '__splashTimerAt' in window && !drawn;
        },
        null,
        15_000,
        () => {
          const win = window as unknown as {__splashLiftedAt: number; __splashTimerAt: number};
          return [win.__splashLiftedAt, win.__splashTimerAt];
        },
      );
      expect(
        liftedAt - timerAt,
        `lifted at ${liftedAt} ms, its timer at ${timerAt}`,
      ).toBeLessThanOrEqual(3_000 - SPLASH_MS);

      expect(
        await session().problemsAcross(ROUTES_AND_ONE_OPENING, [1280, 320], checkPage, STILL_CSS),
      ).toEqual([]);
      // A bound, not a goal: WebKit took 18 s for a page on a machine running two other suites.
    },
    ROUTES_AND_ONE_OPENING.length * 20_000,
  );
});
