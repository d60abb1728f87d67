import type {Locator} from '@playwright/test';
import {DEFAULT_FACTS} from '@site/src/config/site';
import navigation from '@site/src/data/content/navigation.json';
import {test, expect, gotoHydrated, readStoredIn} from './fixtures';
import {menuButton, navLink, themeButton, themeChoice} from './headerControls';

// The header once hydrated (before: earlyTaps.spec.ts; without JavaScript: frame.spec.ts; the
// logo's and the footer's links as served: tests/built/frame.test.ts). The labels are the menu's
// data file's, which tests/unit/data/specWording.test.ts holds to the spec.
const LINKS = [...navigation.menu, navigation.contact];

const expanded = (trigger: Locator, value: boolean) =>
  expect(trigger).toHaveAttribute('aria-expanded', String(value));

test.describe('given the header', () => {
  test('its menus work by mouse and keyboard, and the footer shows the visitor’s year', async ({
    page,
  }) => {
    await page.clock.install({time: new Date('2031-03-04T10:00:00Z')});
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    const menu = menuButton(page);
    await expect(page.getByRole('contentinfo'), 'a year older than the build').toContainText(
      `© 2031 ${DEFAULT_FACTS.brandName}`,
    );

    await test.step('the navigation, a disclosure of links, by mouse', async () => {
      await expanded(menu, false);
      const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeHidden();
      await menu.click();
      await expanded(menu, true);
      await expect(panel.getByRole('listitem')).toHaveText(LINKS.map((link) => link.label));
      for (const link of LINKS)
        await expect(navLink(page, link.label)).toHaveAttribute('href', link.to);
      await expect(page.getByRole('menu'), 'an application menu').toHaveCount(0);
      const background = (name: string) =>
        navLink(page, name).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background('Contact Us'), 'Contact Us highlighted').not.toBe(
        await background('Partners'),
      );
      await menu.click();
      await expect(panel).toBeHidden();
      await menu.click();
      await page.getByRole('heading', {level: 1}).click();
      await expanded(menu, false);
      await expect(panel, 'open after a click outside').toBeHidden();
    });

    await test.step('the navigation by keyboard', async () => {
      await menu.focus();
      await page.keyboard.press('Enter');
      await expanded(menu, true);
      await expect(menu).toBeFocused();
      for (const [key, link] of [
        ['Tab', 'About Us'],
        ['Tab', 'Leadership'],
        ['ArrowDown', 'Careers'],
        ['ArrowUp', 'Leadership'],
        ['End', 'Contact Us'],
        ['Home', 'About Us'],
      ]) {
        await page.keyboard.press(key);
        await expect(navLink(page, link), key).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expanded(menu, false);
      await expect(menu).toBeFocused();
      await page.keyboard.press('Space');
      await expanded(menu, true);
      await page.keyboard.press('Shift+Tab');
      await expect(themeButton(page)).toBeFocused();
      await expanded(menu, false);
    });

    await test.step('the theme, a radio group of three, by keyboard', async () => {
      await page.keyboard.press('Enter');
      await expanded(themeButton(page), true);
      const group = page.getByRole('radiogroup', {name: 'Theme'});
      await expect(group.getByRole('radio')).toHaveCount(3);
      await expect(themeChoice(page, 'System')).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(themeChoice(page, 'System')).toBeFocused();
      for (const [key, choice] of [
        ['ArrowUp', 'Dark'],
        ['ArrowUp', 'Light'],
        ['ArrowDown', 'Dark'],
      ] as const) {
        await page.keyboard.press(key);
        await expect(themeChoice(page, choice), key).toBeFocused();
        await expect(themeChoice(page, choice)).toBeChecked();
        await expect(page.locator('html')).toHaveAttribute('data-theme', choice.toLowerCase());
      }
      await page.keyboard.press('Escape');
      await expect(group).toBeHidden();
      await expect(themeButton(page)).toBeFocused();
      await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
      expect(await readStoredIn(page, 'theme')).toBe('dark');
      // Opening one header panel closes the other.
      await page.keyboard.press('Space');
      await expanded(themeButton(page), true);
      await menu.click();
      await expanded(themeButton(page), false);
      await expanded(menu, true);
    });

    await navLink(page, 'Rules & Payments').click();
    await expect(page).toHaveURL(/\/rules$/);
    await expanded(menu, false);
    await expect(navLink(page, 'About Us')).toBeHidden();
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({viewport: {width: 360, height: 740}, hasTouch: true});

    test('both open by touch and fit the screen', async ({page}) => {
      await gotoHydrated(page, '/');
      await menuButton(page).tap();
      const list = page.getByRole('navigation', {name: 'Main'}).getByRole('list');
      await expect(list).toBeVisible();
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await expect(navLink(page, 'Contact Us')).toBeInViewport();
      await menuButton(page).tap();
      await expect(list).toBeHidden();
      await themeButton(page).tap();
      await expect(themeChoice(page, 'System')).toBeInViewport();
      await themeChoice(page, 'Dark').tap();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  });
});
