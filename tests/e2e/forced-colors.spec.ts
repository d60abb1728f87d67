import type {Page} from '@playwright/test';
import {test, expect, creepUntil, gotoWithPausedClock, runUntil} from './fixtures';
import {findInvisibleParts, ownAndSurroundingFill} from './forcedColorsChecks';
import {menuButton, navLink} from './headerControls';

// Forced colours (Windows High Contrast, SPEC section 8): the browser replaces the site's
// colours with the visitor's few system colours and paints every background as the
// canvas. What a fill drew is gone; borders and outlines stay, in the visitor's colours.

// The header menu's Contact Us link.
const CONTACT = 'nav[aria-label="Main"] a[href="/contact"]';

/** What forced colours left invisible on the page (./forcedColorsChecks.ts). */
const invisibleParts = (page: Page) => page.evaluate(findInvisibleParts);

/** Walks the first controls with the keyboard: each one focused shows an outline. */
async function expectFocusOutlines(page: Page, steps: number): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        name: `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });
    if (!focused) continue;
    expect(focused.outline, `the focus ring on ${focused.name}`).toBe(true);
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`given forced colours over the ${scheme} theme`, () => {
    test.use({colorScheme: scheme, forcedColors: 'active'});

    test('/ keeps its controls, pop-ups and icons visible', async ({page}) => {
      await gotoWithPausedClock(page, '/');
      const popups = page.getByRole('region', {name: 'Recent activity'});
      await creepUntil(page, async () => (await popups.count()) === 1);
      // Both pop-ups are up from 10 s after load.
      await runUntil(page, 10_000);
      await expect(popups.getByRole('button', {name: 'Dismiss'})).toHaveCount(2);
      expect(await invisibleParts(page)).toEqual([]);
      await expectFocusOutlines(page, 12);
    });

    test('the menu still marks Contact Us, and the closing call stays a panel apart', async ({
      page,
    }) => {
      await gotoWithPausedClock(page, '/');
      await menuButton(page).click();
      // SPEC section 5: Contact Us is visually highlighted, in the visitor's colours too: its
      // fill is not the colour of the panel around it (forced colours paint fills as the canvas).
      const contact = navLink(page, 'Contact Us');
      await expect(contact).toBeVisible();
      const [own, around] = await page.evaluate(ownAndSurroundingFill, CONTACT);
      expect(own, 'Contact Us is filled in a colour of its own').not.toBe(around);
      await page.keyboard.press('Escape');

      // The closing call's brand fill is gone: its panel keeps an edge on every side.
      const panel = page.getByRole('complementary', {name: 'Ready when you are'}).locator('> div');
      const edges = await panel.evaluate((element) => {
        const style = getComputedStyle(element);
        return (['Top', 'Right', 'Bottom', 'Left'] as const).map(
          (side) =>
            style[`border${side}Style`] !== 'none' && parseFloat(style[`border${side}Width`]) > 0,
        );
      });
      expect(edges).toEqual([true, true, true, true]);
    });

    test('/contact keeps its controls and icons visible', async ({page}) => {
      await gotoWithPausedClock(page, '/contact');
      await expect(page.getByRole('button', {name: 'Start a chat'})).toBeVisible();
      expect(await invisibleParts(page)).toEqual([]);
    });

    test('/blog keeps its search box, its buttons and a notice visible', async ({page}) => {
      await gotoWithPausedClock(page, '/blog');
      await expect(page.getByPlaceholder('Keywords...')).toBeVisible();
      await page.getByRole('button', {name: 'Read More'}).first().click();
      await expect(page.getByRole('button', {name: 'Dismiss notice'})).toBeVisible();
      expect(await invisibleParts(page)).toEqual([]);
    });

    test('a legal page keeps its contents and its back-to-top button visible', async ({page}) => {
      await gotoWithPausedClock(page, '/terms-of-service');
      // Docusaurus shows the button on the way back up a long page.
      await page.mouse.wheel(0, 4000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.mouse.wheel(0, -200);
      await expect(page.getByRole('button', {name: 'Scroll back to top'})).toBeVisible();
      expect(await invisibleParts(page)).toEqual([]);

      await page.setViewportSize({width: 390, height: 844});
      await page.evaluate(() => window.scrollTo(0, 0));
      const contents = page.getByRole('navigation', {name: 'On this page'});
      await expect(contents).toBeVisible();
      expect(await invisibleParts(page)).toEqual([]);
      await contents.getByText('On this page', {exact: true}).click();
      await expect(contents.getByRole('link').first()).toBeVisible();
      expect(await invisibleParts(page)).toEqual([]);
      await expectFocusOutlines(page, 8);
    });
  });
}
