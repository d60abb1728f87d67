import type {Page} from '@playwright/test';
import {ROUTES} from '@site/src/data/routes';
import {fixtureJobs} from './fixtureSite';
import {test, expect} from './onFixtureSite';
import {fontsAndImagesLoaded} from './pageChecks';
import {gotoStill, holdStill, type Theme} from './still';

// Taken of the fixture site, whose content is the pinned commit's: a difference is the code's.
const OPENING = 'an opening';

async function expectPicture(page: Page, name: string, fullPage = false): Promise<void> {
  const renew = 'if intended, npm run screenshots:update, look at the pictures, commit them';
  await expect.soft(page, `${name} looks different: ${renew}`).toHaveScreenshot(`${name}.png`, {
    fullPage,
  });
}

/** The theme as a stored choice draws it, in the page already open (one load for both). */
async function drawTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({colorScheme: theme});
  await page.evaluate((choice) => {
    Object.assign(document.documentElement.dataset, {theme: choice, themeChoice: choice});
  }, theme);
  await expect(page.locator(`html.${theme}`)).toHaveCount(1);
}

// Two tests, one a worker, each page landed on in turn (the browser's cache warm after the first).
for (const half of [0, 1]) {
  const routes = [...ROUTES, OPENING].filter((_, index) => index % 2 === half);
  test(`${routes.join(', ')}: each looks as it did, light and dark on a phone, light on a laptop`, async ({
    page,
  }) => {
    test.setTimeout(routes.length * 15_000);
    await holdStill(page, 'light');
    for (const route of routes) {
      const path = route === OPENING ? fixtureJobs().routes[0] : route;
      const name = route === OPENING ? 'opening' : route === '/' ? 'home' : route.slice(1);
      await page.setViewportSize({width: 390, height: 844});
      await gotoStill(page, path);
      for (const theme of ['light', 'dark'] as const) {
        await drawTheme(page, theme);
        await expectPicture(page, `${name}-${theme}-phone`);
        if (path === '/') await expectPicture(page, `${name}-${theme}-phone-full`, true);
      }
      await drawTheme(page, 'light');
      await page.setViewportSize({width: 1280, height: 800});
      await page.evaluate(fontsAndImagesLoaded); // what the new width loads (a wider srcset image)
      await expectPicture(page, `${name}-light-desktop`);
    }
  });
}
