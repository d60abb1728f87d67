import type {Locator, Page} from '@playwright/test';
import {DEFAULT_FACTS} from '@site/src/config/site';
import navigation from '@site/src/data/content/navigation.json';
import {test, expect, gotoHydrated, holdRequests, readStoredIn} from './fixtures';
import {menuButton, navLink, themeButton, themeChoice} from './headerControls';

// The header once hydrated (before it: earlyTaps.spec.ts; without JavaScript: frame.spec.ts).
const LINKS = [...navigation.menu, navigation.contact];

const expanded = (trigger: Locator, value: boolean) =>
  expect(trigger).toHaveAttribute('aria-expanded', String(value));

/** Runs in the page: <html>'s theme as data-theme and class, e.g. `dark dark`. */
function readTheme() {
  const root = document.documentElement;
  return `${root.dataset.theme} ${[...root.classList].filter((name) => /^(light|dark)$/.test(name)).join(' ')}`;
}
const themeNow = (page: Page) => page.evaluate(readTheme);
/** The same, once parsed, before any deferred script (React) has run. */
const firstTheme = (page: Page) => page.evaluate<string>('window.firstTheme');

test('the menus by mouse and keyboard; the theme follows the system until a choice, kept on navigation and applied before the first paint of a reload; the route spinner; the visitor’s year', async ({
  page,
}) => {
  await page.addInitScript(`document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.firstTheme = (${readTheme})();
  });`);
  await page.clock.install({time: new Date('2031-03-04T10:00:00Z')});
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/');
  expect(await firstTheme(page)).toBe('dark dark');
  await page.emulateMedia({colorScheme: 'light'});
  await expect.poll(() => themeNow(page), 'following the system live').toBe('light light');
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
    expect(await themeNow(page)).toBe('dark dark');
    await page.keyboard.press('Space');
    await expanded(themeButton(page), true);
    await menu.click();
    await expanded(themeButton(page), false);
    await expanded(menu, true);
  });

  await test.step('a page by the menu, its code held: the spinner, then the page, the choice kept', async () => {
    const release = await holdRequests(page, '**/assets/js/**');
    await navLink(page, 'Rules & Payments').click();
    const spinner = page.getByRole('status', {name: 'Loading'});
    await expect(spinner).toBeVisible();
    expect((await spinner.boundingBox())!.width).toBe(page.viewportSize()!.width);
    release();
    await expect(page).toHaveURL(/\/rules$/);
    // A limit: some thirty held chunks took up to 8.7 s at load 15-18.
    await expect(spinner).toBeHidden({timeout: 30_000});
    await expanded(menu, false);
    await expect(navLink(page, 'About Us')).toBeHidden();
    expect(await themeNow(page)).toBe('dark dark');
  });

  await page.reload();
  expect(await firstTheme(page), 'the saved choice at the first paint').toBe('dark dark');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
  await themeButton(page).click();
  await themeChoice(page, 'System').click();
  await expect.poll(() => themeNow(page)).toBe('light light');
  expect(await readStoredIn(page, 'theme')).toBe('system');
  await themeChoice(page, 'Light').click();
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html'), 'Light following the system').toHaveAttribute(
    'data-theme',
    'light',
  );
  for (const stored of ['banana', '', 'system']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), stored);
    await page.reload();
    expect(await firstTheme(page), `stored ${JSON.stringify(stored)}`).toBe('dark dark');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(themeButton(page)).toHaveAccessibleName('Theme: System');
  }
});

test.describe('on a 360 px wide phone whose localStorage throws', () => {
  test.use({viewport: {width: 360, height: 740}, hasTouch: true});
  // Docusaurus logs each storage failure it catches; the site carrying on is what is tested.
  test.use({allowedConsoleErrors: [/^Docusaurus storage error/]});

  test('both open by touch and fit the screen, on the default theme, a choice still applies, and the pages work', async ({
    page,
  }) => {
    const html = page.locator('html');
    // Every Web Storage call throws, as in a browser that blocks site data.
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.assign(Storage.prototype, {getItem: fail, setItem: fail, removeItem: fail});
    });
    await page.emulateMedia({colorScheme: 'dark'});
    await page.clock.install();
    await gotoHydrated(page, '/');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveClass(/(^| )dark( |$)/);
    // The splash plays (the tab cannot remember it): run to its end, and hold the clock there, so
    // that no pop-up (they cannot be stopped either) covers the links tapped below.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2500));
    await themeButton(page).tap();
    await expect(themeChoice(page, 'System')).toBeInViewport();
    await themeChoice(page, 'Light').tap();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveClass(/(^| )light( |$)/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await themeButton(page).tap();
    await menuButton(page).tap();
    const list = page.getByRole('navigation', {name: 'Main'}).getByRole('list');
    await expect(list).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expect(navLink(page, 'Contact Us')).toBeInViewport();
    await menuButton(page).tap();
    await expect(list).toBeHidden();
    await menuButton(page).tap();
    await navLink(page, 'Contact Us').tap();
    await expect(page).toHaveURL(/\/contact$/);
    for (const [link, path] of [
      ['Blog', /\/blog$/],
      ['Privacy Policy', /\/privacy-policy$/],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', {name: link}).tap();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  });
});
