import {SPLASH_MS} from '../../src/browser/bootScript';
import {checkLayout} from '../e2e/layoutChecks';
import {ROUTES_AND_ONE_OPENING} from '../e2e/openings';
import {STILL_CSS} from '../e2e/stillStyle';
import {afterTwoFrames} from './session';
import {forEachEngine} from './suite';

// SPEC section 8 in the two other engines: the Playwright suite's layout checks
// (../e2e/layoutChecks.ts) on every page at 1280 and 320 px (one load a page, resized), in
// the light theme (the dark one changes colours only), the brand face loaded, no console error;
// and the splash, which the boot script ends on a timer, gone by 3 s.

// The ends of the range; pages.spec.ts checks 390 and 768 px too, in Chromium.
const WIDTHS = [
  [1280, 800],
  [320, 568],
] as const;

forEachEngine('given every page', (session) => {
  it('the splash lifts within 0.5 s of its 2.5 s timer on a first visit, and is no longer drawn', async () => {
    await session().start({splashSeen: ''});
    await session().open('/');
    // How long to wait, not a goal: a busy machine fires the page's timers seconds late.
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
    // Both noted by the page (./consoleRecorder.ts): its timers fire late on a busy machine, so
    // the lift is judged against a timer set for the same moment, not against the wall clock.
    const {liftedAt, timerAt} = await session().driver.evaluate(() => {
      const win = window as unknown as {__splashLiftedAt: number; __splashTimerAt: number};
      return {liftedAt: win.__splashLiftedAt, timerAt: win.__splashTimerAt};
    }, null);
    expect(
      liftedAt - timerAt,
      `lifted at ${liftedAt} ms, its timer at ${timerAt} ms`,
    ).toBeLessThanOrEqual(3_000 - SPLASH_MS);
  });

  it(
    `each holds its layout at ${WIDTHS.map(([width]) => width).join(', ')} px and loads Figtree`,
    async () => {
      await session().start({theme: 'light'});
      const problems: string[] = [];
      for (const path of ROUTES_AND_ONE_OPENING) {
        await session().open(path);
        const [splash, faces] = await session().driver.evaluate(async (css) => {
          const splash =
            document.querySelector('[data-splash]')?.checkVisibility({visibilityProperty: true}) ??
            false;
          document.head.append(Object.assign(document.createElement('style'), {textContent: css}));
          await document.fonts.ready;
          const faces = [...document.fonts].filter(
            (face) => face.family.replace(/"/g, '') === 'Figtree Variable',
          );
          return [splash, faces.map((face) => face.status)] as const;
        }, STILL_CSS);
        if (splash) problems.push(`${path}: the splash plays again in a tab that has seen it`);
        if (!faces.includes('loaded')) problems.push(`${path}: Figtree not loaded (${faces})`);
        for (const [width, height] of WIDTHS) {
          await session().driver.resize(width, height);
          const found = await session().driver.evaluate(afterTwoFrames(checkLayout), {});
          problems.push(...found.map((problem) => `${path} at ${width} px — ${problem}`));
        }
      }
      expect(problems).toEqual([]);
      // A bound, not a goal: WebKit took 18 s for a page on a machine running two other suites.
    },
    ROUTES_AND_ONE_OPENING.length * 20_000,
  );
});
