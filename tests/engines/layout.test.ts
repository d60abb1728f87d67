import {SPLASH_MS} from '../../src/browser/bootScript';
import {checkLayout} from '../e2e/layoutChecks';
import {ROUTES_AND_ONE_OPENING} from '../e2e/openings';
import {STILL_CSS} from '../e2e/stillStyle';
import {forEachEngine} from './suite';

// SPEC section 8 in the two other engines: the splash's timer; Chromium's layout checks at the
// ends of the range (pages.spec.ts adds 768 px), light theme only (dark changes colours only).

/** Run in the page: the splash drawn?, the brand face's states, then the layout's problems. */
async function settle(css: string) {
  const splash =
    document.querySelector('[data-splash]')?.checkVisibility({visibilityProperty: true}) ?? false;
  document.head.append(Object.assign(document.createElement('style'), {textContent: css}));
  await document.fonts.ready;
  const faces = [...document.fonts]
    .filter((face) => face.family.replace(/"/g, '') === 'Figtree Variable')
    .map((face) => face.status);
  // Two frames, for what observes the size.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return {splash, faces};
}
const checkPage = new Function(
  'css',
  `return (${settle})(css).then((page) => ({...page, problems: (${checkLayout})()}));`,
) as (css: string) => Promise<{splash: boolean; faces: string[]; problems: string[]}>;

forEachEngine('given every page', (session) => {
  it(
    'the splash lifts on its timer on a first visit; then each page, its splash not played again, holds its layout at 1280 and 320 px and loads Figtree',
    async () => {
      await session().start({splashSeen: '', theme: 'light'});
      let [width, other] = [1280, 320];
      await session().driver.resize(width, 800);
      await session().open('/');
      // A bound, not a goal: a busy machine fires the page's timers seconds late.
      await session().waitFor(
        {
          holds: () => {
            const splash = document.querySelector('[data-splash]');
            const drawn = splash && getComputedStyle(splash).visibility !== 'hidden';
            return '__splashLiftedAt' in window && '__splashTimerAt' in window && !drawn;
          },
          arg: null,
          what: 'the splash lifts',
        },
        15_000,
      );
      // Judged against a timer the page set for the same moment.
      const [liftedAt, timerAt] = await session().driver.evaluate(() => {
        const win = window as unknown as {__splashLiftedAt: number; __splashTimerAt: number};
        return [win.__splashLiftedAt, win.__splashTimerAt];
      }, null);
      expect(
        liftedAt - timerAt,
        `lifted at ${liftedAt} ms, its timer at ${timerAt}`,
      ).toBeLessThanOrEqual(3_000 - SPLASH_MS);

      const problems: string[] = [];
      for (const path of ROUTES_AND_ONE_OPENING) {
        const first = await session().open(path, checkPage, STILL_CSS);
        await session().driver.resize(other, other === 320 ? 568 : 800);
        const second = await session().driver.evaluate(checkPage, STILL_CSS);
        for (const [at, {splash, faces, problems: found}] of [
          [width, first],
          [other, second],
        ] as const) {
          if (splash) problems.push(`${path}: the splash plays again in a tab that has seen it`);
          if (!faces.includes('loaded')) problems.push(`${path}: Figtree not loaded (${faces})`);
          problems.push(...found.map((problem) => `${path} at ${at} px — ${problem}`));
        }
        [width, other] = [other, width];
      }
      expect(problems).toEqual([]);
      // A bound, not a goal: WebKit took 18 s for a page on a machine running two other suites.
    },
    ROUTES_AND_ONE_OPENING.length * 20_000,
  );
});
