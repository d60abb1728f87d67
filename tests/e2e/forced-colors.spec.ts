import type {Page} from '@playwright/test';
import {test, expect, creepUntil, gotoWithPausedClock, runUntil} from './fixtures';
import {menuButton, navLink} from './headerControls';

// Forced colours (Windows High Contrast, SPEC section 8): the browser replaces the site's
// colours with the visitor's few system colours and paints every background as the
// canvas. What a fill drew is gone; borders and outlines stay, in the visitor's colours.

/**
 * What is no longer visible, as a list of sentences (empty when all is well):
 * - a control (a button, a disclosure, a field, or a link drawn as a button: with the site's
 *   button classes or a fill) with no edge left, neither a border on every side nor an outline;
 * - an icon drawn by a mask over a control's background in the colour of that background;
 * - an SVG icon with no size, or in no colour that shows on what is behind it.
 */
function invisibleParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const alpha = (colour: string) => {
      const parts = colour.match(/[\d.]+/g) ?? [];
      return parts.length > 3 ? Number(parts[3]) : colour.startsWith('rgb') ? 1 : 0;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Off the side of the page (the skip link until focused) is not on screen.
      const onPage = box.right > 0 && box.left < document.documentElement.clientWidth;
      return (
        box.width > 0 &&
        box.height > 0 &&
        onPage &&
        element.checkVisibility({opacityProperty: true, visibilityProperty: true})
      );
    };
    const nameOf = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'Canvas';
    document.body.append(probe);
    const canvas = getComputedStyle(probe).backgroundColor;
    probe.remove();
    /** The colour painted behind `element`: its own fill or the nearest one around it. */
    const behind = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const fill = getComputedStyle(node).backgroundColor;
        if (alpha(fill) > 0) return fill;
      }
      return canvas;
    };

    const problems: string[] = [];
    const controls = document.querySelectorAll(
      'button, [role="button"], summary, input:not([type="hidden"], [type="radio"], [type="checkbox"]), select, textarea, a[href]',
    );
    for (const control of controls) {
      if (!shown(control)) continue;
      const style = getComputedStyle(control);
      const drawnAsButton =
        control.matches('.button, .control-button') || alpha(style.backgroundColor) > 0;
      if (control.tagName === 'A' && !drawnAsButton) continue;
      const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).every(
        (side) =>
          style[`border${side}Style`] !== 'none' &&
          parseFloat(style[`border${side}Width`]) > 0 &&
          alpha(style[`border${side}Color`]) > 0,
      );
      const outlined =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        alpha(style.outlineColor) > 0;
      if (!bordered && !outlined) problems.push(`${nameOf(control)} has no visible edge`);
      for (const pseudo of ['::before', '::after']) {
        const icon = getComputedStyle(control, pseudo);
        if (icon.maskImage === 'none' || icon.content === 'none') continue;
        if (icon.backgroundColor === behind(control)) {
          problems.push(`${nameOf(control)}'s ${pseudo} icon is the colour of its background`);
        }
      }
    }

    for (const icon of document.querySelectorAll('svg')) {
      if (!shown(icon)) continue;
      const {color} = getComputedStyle(icon);
      if (alpha(color) === 0)
        problems.push(`an icon in ${nameOf(icon.parentElement ?? icon)} has no colour`);
      const background = behind(icon);
      const paints = [
        ...icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse'),
      ]
        .flatMap((shape) => {
          const {fill, stroke} = getComputedStyle(shape);
          return [fill, stroke];
        })
        .filter((paint) => paint.startsWith('rgb') && alpha(paint) > 0);
      if (!paints.some((paint) => paint !== background)) {
        problems.push(
          `an icon in ${nameOf(icon.parentElement ?? icon)} does not show on ${background}`,
        );
      }
    }
    return problems;
  });
}

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
      const [own, around] = await contact.evaluate((link) => {
        const opaque = (colour: string) => !/rgba\(.*,\s*0\)$|transparent/.test(colour);
        let node = link.parentElement;
        while (node && !opaque(getComputedStyle(node).backgroundColor)) node = node.parentElement;
        return [
          getComputedStyle(link).backgroundColor,
          node ? getComputedStyle(node).backgroundColor : 'none',
        ];
      });
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
