import type {Locator} from '@playwright/test';
import {DEFAULT_FACTS} from '@site/src/config/site';
import navigation from '@site/src/data/content/navigation.json';
import {test, expect, gotoHydrated, readStoredIn, storeBeforeLoad} from './fixtures';
import {
  chooseTheme,
  gotoBeforeHydration,
  homeLink,
  menuButton,
  navLink,
  serverMenuTrigger,
  serverThemeTrigger,
  themeButton,
  themeChoice,
} from './headerControls';

// The labels are the menu's data file's, which tests/unit/data/specWording.test.ts holds to the spec.
const {menu: MENU_LINKS, contact: CONTACT_LINK} = navigation;
const MENU_LABELS = [...MENU_LINKS, CONTACT_LINK].map((link) => link.label);

const expanded = (trigger: Locator, value: boolean) =>
  expect(trigger).toHaveAttribute('aria-expanded', String(value));

test.describe('given the header', () => {
  test('the navigation is a disclosure button showing the nine pages and a highlighted Contact Us', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expanded(menuButton(page), false);
    const panel = page.locator(`[id="${await menuButton(page).getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await menuButton(page).click();
    await expanded(menuButton(page), true);
    await expect(panel.getByRole('listitem')).toHaveText(MENU_LABELS);
    for (const link of [...MENU_LINKS, CONTACT_LINK]) {
      await expect(navLink(page, link.label)).toHaveAttribute('href', link.to);
    }
    // A list of links, not an application menu (WAI-ARIA disclosure navigation).
    await expect(page.getByRole('menu')).toHaveCount(0);
    const background = (name: string) =>
      navLink(page, name).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Contact Us')).not.toBe(await background('Partners'));

    await menuButton(page).click();
    await expanded(menuButton(page), false);
    await expect(panel).toBeHidden();
  });

  test('a link navigates and the list closes', async ({page}) => {
    await gotoHydrated(page, '/');
    await menuButton(page).click();
    await navLink(page, 'Rules & Payments').click();
    await expect(page).toHaveURL(/\/rules$/);
    await expanded(menuButton(page), false);
    await expect(navLink(page, 'About Us')).toBeHidden();
  });

  test('a click outside closes the list and leaves focus alone', async ({page}) => {
    await gotoHydrated(page, '/');
    await menuButton(page).click();
    await page.getByRole('heading', {level: 1}).click();
    await expanded(menuButton(page), false);
    await expect(navLink(page, 'About Us')).toBeHidden();
  });

  test('keyboard: Enter and Space open, Tab and the arrow keys walk the links, Escape returns to the button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expanded(menuButton(page), true);
    await expect(menuButton(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(navLink(page, 'About Us')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(navLink(page, 'Leadership')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(navLink(page, 'Careers')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(navLink(page, 'Leadership')).toBeFocused();
    await page.keyboard.press('End');
    await expect(navLink(page, 'Contact Us')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(navLink(page, 'About Us')).toBeFocused();
    await page.keyboard.press('Escape');
    await expanded(menuButton(page), false);
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('Space');
    await expanded(menuButton(page), true);
    await page.keyboard.press('Shift+Tab');
    await expect(themeButton(page)).toBeFocused();
    // Focus left the navigation, so its list closed.
    await expanded(menuButton(page), false);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await expect(navLink(page, 'Contact Us')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('keyboard: the theme choice is a radio group of three walked with the arrow keys', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    await themeButton(page).focus();
    await page.keyboard.press('Enter');
    await expanded(themeButton(page), true);
    const group = page.getByRole('radiogroup', {name: 'Theme'});
    await expect(group.getByRole('radio')).toHaveCount(3);
    await expect(themeChoice(page, 'System')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(themeChoice(page, 'System')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(themeChoice(page, 'Dark')).toBeFocused();
    await expect(themeChoice(page, 'Dark')).toBeChecked();
    await expect(themeChoice(page, 'System')).not.toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('ArrowUp');
    await expect(themeChoice(page, 'Light')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.keyboard.press('ArrowDown');
    await expect(themeChoice(page, 'Dark')).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(group).toBeHidden();
    await expect(themeButton(page)).toBeFocused();
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
    expect(await readStoredIn(page, 'theme')).toBe('dark');

    // Opening one header panel closes the other.
    await page.keyboard.press('Space');
    await expanded(themeButton(page), true);
    await menuButton(page).click();
    await expanded(themeButton(page), false);
    await expanded(menuButton(page), true);
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
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  });

  test.describe('before the scripts have run', () => {
    test('the keyboard opens the navigation and walks its links', async ({page}) => {
      const hydrate = await gotoBeforeHydration(page, '/');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(homeLink(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(serverThemeTrigger(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(serverMenuTrigger(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(navLink(page, 'About Us')).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(navLink(page, 'About Us')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await expect(navLink(page, 'About Us')).toBeHidden();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('radio', {name: 'Dark'})).toBeVisible();
      await hydrate();
    });

    test('an early click on Menu is not lost: after hydration the list is open, with focus where it was', async ({
      page,
    }) => {
      const hydrate = await gotoBeforeHydration(page, '/');
      await serverMenuTrigger(page).click();
      await page.keyboard.press('Tab');
      await expect(navLink(page, 'About Us')).toBeFocused();
      await hydrate();
      await expanded(menuButton(page), true);
      await expect(navLink(page, 'About Us')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(navLink(page, 'Leadership')).toBeFocused();
      await page.keyboard.press('Escape');
      await expanded(menuButton(page), false);
      await expect(menuButton(page)).toBeFocused();
    });

    test('an early click on the theme control is not lost, nor an early choice', async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      const hydrate = await gotoBeforeHydration(page, '/');
      await serverThemeTrigger(page).click();
      await page.getByRole('radio', {name: 'Dark'}).click();
      await hydrate();
      await expanded(themeButton(page), true);
      await expect(themeChoice(page, 'Dark')).toBeChecked();
      await expect(themeChoice(page, 'Dark')).toBeFocused();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await readStoredIn(page, 'theme')).toBe('dark');
      await page.keyboard.press('ArrowDown');
      await expect(themeChoice(page, 'System')).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(themeButton(page)).toBeFocused();
      await expect(themeButton(page)).toHaveAccessibleName('Theme: System');
    });

    test('the theme trigger already shows the stored choice, and keeps showing the current one', async ({
      page,
    }) => {
      await storeBeforeLoad(page, 'theme', 'dark');
      const hydrate = await gotoBeforeHydration(page, '/');
      // The trigger as a visitor sees it (its icon is aria-hidden), against its pictures in
      // tests/e2e/__screenshots__/: Dark's moon, then Light's sun, each in its theme.
      const trigger = page.getByRole('banner').locator('summary, button').first();
      await expect(trigger).toHaveScreenshot('theme-trigger-dark.png');
      await hydrate();
      await expect(trigger).toHaveScreenshot('theme-trigger-dark.png');
      await chooseTheme(page, 'Light');
      // Escape left the focus ring on the trigger: the picture is of the trigger at rest.
      await trigger.blur();
      await expect(trigger).toHaveScreenshot('theme-trigger-light.png');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the menu falls back to a plain list of links, and the theme control is out of sight', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(serverThemeTrigger(page)).toBeHidden();
      await page.getByText('Menu', {exact: true}).click();
      for (const label of MENU_LABELS) {
        await expect(navLink(page, label)).toBeVisible();
      }
      await navLink(page, 'Careers').click();
      await expect(page).toHaveURL(/\/employment$/);
    });
  });
});

// The logo's and the footer's links, as served: tests/built/frame.test.ts.
test.describe('given the footer', () => {
  test("shows the visitor's current year even when the build is older", async ({page}) => {
    await page.clock.install({time: new Date('2031-03-04T10:00:00Z')});
    await gotoHydrated(page, '/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${DEFAULT_FACTS.brandName}`);
  });
});
