import {mkdirSync} from 'node:fs';
import {test} from '../e2e/fixtures';
import {gotoStill, holdStill, THEMES} from '../e2e/still';
import {ROUTES} from '@site/src/data/routes';
import {SHEET_DIR, SHEET_WIDTHS, pictureName, writeSheet} from './sheet';

// `npm run contact-sheet`: a script, not a test (it asserts nothing, and `npm test` neither runs
// nor counts it). Playwright's runner drives it for the page helpers the tests use: every route,
// full length, in both themes at each width, for a reviewer to look at side by side.
const PICTURES = ROUTES.flatMap((route) =>
  THEMES.flatMap((theme) => SHEET_WIDTHS.map((width) => ({route, theme, width}))),
);

test('contact sheet', async ({page}) => {
  test.setTimeout(PICTURES.length * 15_000);
  mkdirSync(SHEET_DIR, {recursive: true});
  for (const {route, theme, width} of PICTURES) {
    await page.setViewportSize({width, height: 800});
    // Each call adds its init scripts after the last picture's, so this picture's theme wins.
    await holdStill(page, theme);
    await gotoStill(page, route);
    await page.screenshot({
      path: `${SHEET_DIR}/${pictureName(route, theme, width)}`,
      fullPage: true,
    });
  }
  writeSheet();
});
