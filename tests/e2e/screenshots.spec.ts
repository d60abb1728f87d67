import {test, expect} from './fixtures';
import {ROUTES_AND_ONE_OPENING} from './openings';
import {gotoStill, holdStill, THEMES} from './still';

// The pages as drawn, compared with the baselines in tests/e2e/__screenshots__/ (one
// picture of the first screen per route, and of one opening's page, per theme and width, and
// the home page full length). Both themes: a picture is where the dark theme's colours are
// seen as drawn (a11y.spec.ts checks their contrast; the layout is the light theme's).
// After an intended change of look: `npm run screenshots:update`, look at the new
// pictures, and commit them with the change, saying why in the message.
const WIDTHS = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 800}};

const pictureName = (route: string) =>
  route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');

test.describe('given the pages as drawn', () => {
  for (const route of ROUTES_AND_ONE_OPENING) {
    for (const theme of THEMES) {
      test(`${route} in the ${theme} theme looks as it did`, async ({page}) => {
        await holdStill(page, theme);
        for (const [device, viewport] of Object.entries(WIDTHS)) {
          await page.setViewportSize(viewport);
          await gotoStill(page, route);
          await expect(page, `${route}, ${theme}, ${viewport.width} px`).toHaveScreenshot(
            `${pictureName(route)}-${theme}-${device}.png`,
          );
        }
      });
    }
  }

  for (const theme of THEMES) {
    test(`the home page, full length, in the ${theme} theme looks as it did`, async ({page}) => {
      await page.setViewportSize(WIDTHS.phone);
      await holdStill(page, theme);
      await gotoStill(page, '/');
      await expect(page).toHaveScreenshot(`home-${theme}-phone-full.png`, {fullPage: true});
    });
  }
});
