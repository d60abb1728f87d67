import {mkdirSync} from 'node:fs';
import {test} from '../e2e/fixtures';
import {gotoStill, holdStill, THEMES} from '../e2e/still';
import {ROUTES} from '@site/src/data/routes';
import {SHEET_DIR, SHEET_WIDTHS, pictureName} from './sheet';

// `npm run screenshots`: every route, full length, in both themes at each width,
// for a reviewer to look at side by side (./sheet.ts writes the page).
mkdirSync(SHEET_DIR, {recursive: true});

for (const route of ROUTES) {
  for (const theme of THEMES) {
    for (const width of SHEET_WIDTHS) {
      test(`${route} ${theme} ${width}`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        await holdStill(page, theme);
        await gotoStill(page, route);
        await page.screenshot({
          path: `${SHEET_DIR}/${pictureName(route, theme, width)}`,
          fullPage: true,
        });
      });
    }
  }
}
