import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, breakStorage, readStoredIn} from './fixtures';
import {chooseTheme, menuButton, navLink, themeButton, themeChoice} from './headerControls';

const html = (page: Page) => page.locator('html');
/** <html>'s theme as data-theme and class, e.g. `dark dark`. */
const themeNow = (page: Page) =>
  html(page).evaluate(
    (root) =>
      `${root.dataset.theme} ${[...root.classList].filter((name) => /^(light|dark)$/.test(name)).join(' ')}`,
  );

test.describe('given the theme menu', () => {
  test('follows the system until a choice, saved under localStorage.theme, kept on navigation and applied before the first paint of a reload', async ({
    page,
  }) => {
    // <html>'s theme once parsed, before any deferred script (React) has run.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.documentElement;
        const classes = [...root.classList].filter((name) => /^(light|dark)$/.test(name));
        Object.assign(window, {firstTheme: `${root.dataset.theme} ${classes.join(' ')}`});
      }),
    );
    const firstTheme = () =>
      page.evaluate(() => (window as unknown as {firstTheme: string}).firstTheme);
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    expect(await firstTheme()).toBe('dark dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(() => themeNow(page), 'following the system live').toBe('light light');

    await themeButton(page).click();
    await expect(page.getByRole('radiogroup', {name: 'Theme'}).getByRole('radio')).toHaveCount(3);
    await expect(themeChoice(page, 'System')).toBeChecked();
    await chooseTheme(page, 'Dark');
    await expect.poll(() => themeNow(page)).toBe('dark dark');
    expect(await readStoredIn(page, 'theme')).toBe('dark');
    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us'}).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await themeNow(page)).toBe('dark dark');
    await page.reload();
    expect(await firstTheme(), 'the saved choice at the first paint').toBe('dark dark');
    await expect(html(page)).toHaveAttribute('data-has-hydrated', 'true');
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');

    await chooseTheme(page, 'System');
    await expect.poll(() => themeNow(page)).toBe('light light');
    expect(await readStoredIn(page, 'theme')).toBe('system');
    await chooseTheme(page, 'Light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html(page), 'a choice of Light following the system').toHaveAttribute(
      'data-theme',
      'light',
    );

    for (const stored of ['banana', '', 'system']) {
      await page.evaluate((value) => localStorage.setItem('theme', value), stored);
      await page.reload();
      expect(await firstTheme(), `stored ${JSON.stringify(stored)}`).toBe('dark dark');
      await expect(html(page)).toHaveAttribute('data-has-hydrated', 'true');
      await expect(themeButton(page)).toHaveAccessibleName('Theme: System');
    }
  });

  test.describe('when localStorage throws', () => {
    // Docusaurus logs each storage failure it catches; the site carrying on is what is tested.
    test.use({allowedConsoleErrors: [/^Docusaurus storage error/]});

    test('the site works on the default theme, a choice still applies, and the menu and pages work', async ({
      page,
    }) => {
      await breakStorage(page);
      await page.emulateMedia({colorScheme: 'dark'});
      await gotoHydrated(page, '/');
      expect(await themeNow(page)).toBe('dark dark');
      // The splash plays (the tab cannot remember it): the clicks wait for it to end.
      await chooseTheme(page, 'Light');
      await expect.poll(() => themeNow(page)).toBe('light light');
      await menuButton(page).click();
      await navLink(page, 'Contact Us').click();
      await expect(page).toHaveURL(/\/contact$/);
      for (const [link, path] of [
        ['Blog', /\/blog$/],
        ['Privacy Policy', /\/privacy-policy$/],
      ] as const) {
        await page.getByRole('contentinfo').getByRole('link', {name: link}).click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      }
    });
  });
});
