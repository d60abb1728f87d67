import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ROUTES_AND_ONE_OPENING} from './openings';
import {gotoStill, holdStill, resizeStill, type Theme} from './still';

// The pages as drawn, compared with the baselines in tests/e2e/__screenshots__/: the first
// screen of every route, and of one opening's page, in the light theme at a phone's width and a
// laptop's, and in the dark theme at a phone's (the site is made for phones first, and colours
// do not change with the width: a11y.spec.ts checks their contrast in both themes at a laptop's
// width), and the home page full length in both themes. A picture is where the dark theme's
// colours are seen as drawn; the layout is the light theme's.
// The laptop's picture is the phone's page resized, which draws what a fresh load at that width
// draws: the same pixels on 16 pages of 17 when this was written, 6 anti-aliased ones a shade
// apart on /services.
// After an intended change of look: `npm run screenshots:update`, look at the new
// pictures, and commit them with the change, saying why in the message.
// A page's pictures are compared only while it shows the words they were made with: a writer's
// reworded sentence moves lines, and rewording is theirs to do. Each route's words are kept as a
// digest beside its pictures (`<route>.words`, written with them); where they differ, the test
// is skipped and says so, until the pictures are made again.
const PHONE = {width: 390, height: 844};
const LAPTOP = {width: 1280, height: 800};

const pictureName = (route: string) =>
  route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');

/** Compares the page with its baseline; later pictures are compared too when one differs. */
async function expectPicture(page: Page, name: string, fullPage = false): Promise<void> {
  await expect.soft(page, name).toHaveScreenshot(`${name}.png`, {fullPage});
}

/** Whether the page shows the words its pictures were made with (written when they are). */
async function showsBaselineWords(page: Page, route: string): Promise<boolean> {
  const words = await page.locator('body').innerText();
  const digest = `${createHash('sha256').update(words).digest('hex')}\n`;
  const file = test.info().snapshotPath(`${pictureName(route)}.words`);
  const updating = test.info().config.updateSnapshots;
  if (
    updating === 'all' ||
    updating === 'changed' ||
    (updating === 'missing' && !existsSync(file))
  ) {
    writeFileSync(file, digest);
    return true;
  }
  return existsSync(file) && readFileSync(file, 'utf8') === digest;
}

/** Opens the route still at a phone's width in `theme`. */
async function openOnPhone(page: Page, route: string, theme: Theme): Promise<void> {
  // The theme stored last before the load is the one the page starts in.
  await holdStill(page, theme);
  await page.setViewportSize(PHONE);
  await gotoStill(page, route);
}

/** The phone's picture of the open page, the home page's full length too. */
async function expectPhonePictures(page: Page, route: string, theme: Theme): Promise<void> {
  await expectPicture(page, `${pictureName(route)}-${theme}-phone`);
  if (route === '/') await expectPicture(page, `home-${theme}-phone-full`, true);
}

test.describe('given the pages as drawn', () => {
  for (const route of ROUTES_AND_ONE_OPENING) {
    test(`${route} looks as it did, light on a phone and a laptop, dark on a phone`, async ({
      page,
    }) => {
      await openOnPhone(page, route, 'light');
      test.skip(
        !(await showsBaselineWords(page, route)),
        'its words changed since its pictures were made: npm run screenshots:update, then look',
      );
      await expectPhonePictures(page, route, 'light');
      await resizeStill(page, LAPTOP);
      await expectPicture(page, `${pictureName(route)}-light-desktop`);
      await openOnPhone(page, route, 'dark');
      await expectPhonePictures(page, route, 'dark');
    });
  }
});
