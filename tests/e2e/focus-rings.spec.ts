import {test, expect, gotoHydrated, storeBeforeLoad} from './fixtures';
import {ringCut} from './focusRing';
import {ROUTES_AND_ONE_OPENING} from './openings';

// WCAG 2.4.7 and 2.4.13: the focus ring a keyboard visitor follows is drawn whole. Each route,
// and one opening's page (they all come from one component), is tabbed through from its top
// to its end, on the page as a visitor has it (sections and the footer laid out as they near
// the viewport, nothing forced to draw), at a small phone's width and a laptop's;
// ./focusRing.ts says what counts as a cut.
const WIDTHS = [320, 1280];
// More stops than the longest page has; a page that never lets focus go fails on it.
const MOST_STOPS = 250;

test.describe('given the keyboard on every route', () => {
  for (const route of ROUTES_AND_ONE_OPENING) {
    test(`${route}: every focus ring a Tab reaches is drawn whole, at ${WIDTHS.join(' and ')} px`, async ({
      page,
    }) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await storeBeforeLoad(page, 'socialProofStopped', '1');
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 800});
        await gotoHydrated(page, route);
        let stops = 0;
        for (; stops < MOST_STOPS; stops += 1) {
          await page.keyboard.press('Tab');
          const report = await page.evaluate(ringCut);
          // Past the last control focus leaves the page.
          if (!report) break;
          for (const cut of report.cut) problems.push(`${width} px: ${report.element}: ${cut}`);
        }
        expect(stops, `${route} at ${width} px: Tab reached the end of the page`).toBeLessThan(
          MOST_STOPS,
        );
        expect(stops, `${route} at ${width} px: Tab reached some controls`).toBeGreaterThan(5);
      }
      expect(problems).toEqual([]);
    });
  }
});
