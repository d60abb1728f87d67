import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, storeBeforeLoad} from './fixtures';
import {watchRings, type RingReport, type RingWalk} from './focusRing';
import {ROUTES_AND_ONE_OPENING} from './openings';

// WCAG 2.4.7 and 2.4.13: the focus ring a keyboard visitor follows is drawn whole. Each route,
// and one opening's page (they all come from one component), is tabbed through from its top
// to its end, on the page as a visitor has it (sections and the footer laid out as they near
// the viewport, nothing forced to draw), at a small phone's width, then at a laptop's on the
// same page resized; ./focusRing.ts says what counts as a cut.
const WIDTHS = [320, 1280];
// More stops than the longest page has; a page that never lets focus go fails on it.
const MOST_STOPS = 250;
// The page notes each stop's report itself: it is read once every so many Tabs.
const TABS_PER_READING = 10;

type InPage = {ringWalk: RingWalk};

/** Resizes the page and lets it lay itself out again (scripts that follow the width too). */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({width, height: 800});
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/** Tabs from the top of the page until focus leaves it (or MOST_STOPS times): each stop's report. */
async function tabThrough(
  page: Page,
): Promise<{stops: NonNullable<RingReport>[]; leftThePage: boolean}> {
  await page.evaluate(() => (window as unknown as InPage).ringWalk.restart());
  let reports: RingReport[] = [];
  for (let pressed = 0; pressed < MOST_STOPS && reports.at(-1) !== null;) {
    for (let tab = 0; tab < TABS_PER_READING; tab += 1, pressed += 1)
      await page.keyboard.press('Tab');
    reports = await page.evaluate(() => (window as unknown as InPage).ringWalk.reports);
  }
  // Only the last can be null: where focus left the page.
  return {stops: reports.filter((report) => report !== null), leftThePage: reports.at(-1) === null};
}

test.describe('given the keyboard on every route', () => {
  for (const route of ROUTES_AND_ONE_OPENING) {
    test(`${route}: every focus ring a Tab reaches is drawn whole, at ${WIDTHS.join(' and ')} px`, async ({
      page,
    }) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await storeBeforeLoad(page, 'socialProofStopped', '1');
      await page.setViewportSize({width: WIDTHS[0], height: 800});
      await gotoHydrated(page, route);
      await page.evaluate(watchRings);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await resizeTo(page, width);
        const {stops, leftThePage} = await tabThrough(page);
        expect(leftThePage, `${route} at ${width} px: Tab reached the end of the page`).toBe(true);
        expect(stops.length, `${route} at ${width} px: Tab reached some controls`).toBeGreaterThan(
          5,
        );
        for (const stop of stops)
          for (const cut of stop.cut) problems.push(`${width} px: ${stop.element}: ${cut}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
