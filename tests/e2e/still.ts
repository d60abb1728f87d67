import type {Page} from '@playwright/test';
import {expect, gotoHydrated, storeBeforeLoad} from './fixtures';
import {fontsAndImagesLoaded} from './pageChecks';
import {STILL_CSS, THEMES, type Theme} from './stillStyle';

export {THEMES, type Theme};

// A page held still for a picture, the same pixels on every run (after Docusaurus' own
// argos/tests/screenshot.spec.ts): hydrated, fonts loaded, what moves hidden.

/** Before the load: the theme chosen, the footer's year fixed, pop-ups stopped, motion reduced. */
export async function holdStill(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
  await page.clock.setFixedTime(new Date('2026-03-02T09:00:00Z'));
  await storeBeforeLoad(page, 'theme', theme);
  await storeBeforeLoad(page, 'socialProofStopped', '1');
}

export async function gotoStill(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await settleStill(page);
}

/** Holds a page already open and hydrated still (one opened by `gotoWithPausedClock`, say). */
export async function settleStill(page: Page): Promise<void> {
  await page.addStyleTag({content: STILL_CSS});
  await page.evaluate(fontsAndImagesLoaded);
  await expect(page.locator('html[data-splash-state="done"]')).toHaveCount(1);
}
