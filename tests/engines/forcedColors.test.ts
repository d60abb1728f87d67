import {findInvisibleParts, ownAndSurroundingFill} from '../e2e/forcedColorsChecks';
import {forEachEngine} from './suite';

// Forced colours (SPEC section 8) in the engines that have them here: Firefox, set to override
// the page's colours always, as Windows High Contrast does. The Playwright suite's
// forced-colors.spec.ts checks the same in Chromium, with the same check of what stays visible.

const MENU = 'header button[aria-label="Menu"]';
const CONTACT = 'nav[aria-label="Main"] a[href="/contact"]';

/** The routes with the site's controls: header, pop-ups, chat, search box, policy contents. */
const ROUTES = ['/', '/contact', '/blog', '/terms-of-service'];

forEachEngine(
  'given forced colours',
  (session) => {
    it('every control keeps an edge and every icon a colour, on a phone and a laptop', async () => {
      await session().start();
      expect(
        await session().driver.evaluate(() => matchMedia('(forced-colors: active)').matches, null),
      ).toBe(true);
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ]) {
        await session().driver.resize(width, height);
        for (const route of ROUTES) {
          await session().open(route);
          const problems = await session().driver.evaluate(findInvisibleParts, null);
          expect(problems, `${route} at ${width} px`).toEqual([]);
        }
      }
    });

    it('the menu still marks Contact Us with a fill of its own', async () => {
      await session().start();
      await session().driver.resize(390, 844);
      await session().open('/');
      await session().until(MENU, {visible: true});
      await session().driver.click(MENU);
      await session().until(CONTACT, {visible: true});
      const [own, around] = await session().driver.evaluate(ownAndSurroundingFill, CONTACT);
      expect(own, 'Contact Us is filled in a colour of its own').not.toBe(around);
    });
  },
  {forcedColours: true},
);
