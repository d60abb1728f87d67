import {findInvisibleParts, ownAndSurroundingFill} from '../e2e/forcedColorsChecks';
import {forEachEngine} from './suite';

// Forced colours (SPEC section 8) where the engine has them here: Firefox set to override the
// page's colours always, as Windows High Contrast does; the check pages.spec.ts runs in Chromium.

const MENU = 'header button[aria-label="Menu"]';
const CONTACT = 'nav[aria-label="Main"] a[href="/contact"]';

/** The routes with the site's controls: header, pop-ups, chat, search box, policy contents. */
const ROUTES = ['/', '/contact', '/blog', '/terms-of-service'];

forEachEngine(
  'given forced colours',
  (session) => {
    it('every control keeps an edge and every icon a colour, on a phone and a laptop; the menu marks Contact Us with a fill of its own', async () => {
      await session().start();
      const problems: string[] = [];
      for (const route of ROUTES) {
        await session().open(route);
        for (const [width, height] of [
          [1280, 800],
          [390, 844],
        ]) {
          await session().driver.resize(width, height);
          const found = await session().driver.evaluate(findInvisibleParts, null);
          problems.push(...found.map((problem) => `${route} at ${width} px: ${problem}`));
        }
      }
      expect(
        await session().driver.evaluate(() => matchMedia('(forced-colors: active)').matches, null),
      ).toBe(true);
      expect(problems).toEqual([]);

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
