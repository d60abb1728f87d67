import type {Page} from '@playwright/test';
import {expect, gotoHydrated, storeBeforeLoad} from './fixtures';
import {STILL_CSS, THEMES, type Theme} from './stillStyle';

export {THEMES, type Theme};

/**
 * A page held still for a picture: the same pixels on every run on this machine.
 * Used by the screenshot comparisons (screenshots.spec.ts) and the contact sheet
 * (tests/visual/, `npm run contact-sheet`), after the pattern of Docusaurus' own
 * screenshot suite (argos/tests/screenshot.spec.ts): wait for hydration and the
 * fonts, then hide what is drawn differently each time.
 */

/** The footer's year and anything else read from the clock. */
const FIXED_TIME = new Date('2026-03-02T09:00:00Z');

/** Before the page loads: the theme chosen, pop-ups stopped for the session, motion reduced. */
export async function holdStill(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
  await page.clock.setFixedTime(FIXED_TIME);
  await storeBeforeLoad(page, 'theme', theme);
  await storeBeforeLoad(page, 'socialProofStopped', '1');
}

/** Opens `path` hydrated, with its fonts and images loaded and the still stylesheet applied. */
export async function gotoStill(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await settleStill(page);
}

/**
 * Holds a page already open and hydrated still: the still stylesheet applied, its fonts and
 * images loaded. For a page opened some other way (`gotoWithPausedClock`).
 */
export async function settleStill(page: Page): Promise<void> {
  await page.addStyleTag({content: STILL_CSS});
  await waitForFontsAndImages(page);
  await expect(page.locator('html[data-splash-state="done"]')).toHaveCount(1);
}

/** Resizes a still page, then waits for what the new width loads (a wider image from a srcset). */
export async function resizeStill(
  page: Page,
  viewport: {width: number; height: number},
): Promise<void> {
  await page.setViewportSize(viewport);
  await waitForFontsAndImages(page);
}

async function waitForFontsAndImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A full-length picture shows the images below the fold too.
    await Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done);
              image.addEventListener('error', done);
            });
      }),
    );
  });
}
