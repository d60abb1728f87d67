import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, breakStorage, readStoredIn, storeBeforeLoad} from './fixtures';
import {chooseTheme, themeButton, themeChoice} from './headerControls';

const html = (page: Page) => page.locator('html');

/** Records <html>'s theme before any deferred script (React) has run. */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.documentElement;
      (window as unknown as {firstTheme: string}).firstTheme =
        `${root.getAttribute('data-theme')} ${root.classList.contains('dark') ? 'dark' : ''}${root.classList.contains('light') ? 'light' : ''}`;
    });
  });
}

test.describe('given the theme menu', () => {
  test('defaults to the system preference and follows it live', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.emulateMedia({colorScheme: 'light'});
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('offers Light, Dark and System, and saves a choice under localStorage.theme', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/about');
    await themeButton(page).click();
    await expect(page.getByRole('radiogroup', {name: 'Theme'}).getByRole('radio')).toHaveCount(3);
    await expect(themeChoice(page, 'System')).toBeChecked();
    await themeChoice(page, 'Dark').click();
    await expect(themeChoice(page, 'Dark')).toBeChecked();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await readStoredIn(page, 'theme')).toBe('dark');

    await chooseTheme(page, 'System');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await readStoredIn(page, 'theme')).toBe('system');

    await chooseTheme(page, 'Light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('keeps a chosen theme through client-side navigation and a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    await chooseTheme(page, 'Dark');
    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us'}).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-has-hydrated', 'true');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
  });

  test('applies a saved choice before the first paint, with no flash', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await recordFirstPaintTheme(page);
    await storeBeforeLoad(page, 'theme', 'dark');
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => (window as unknown as {firstTheme: string}).firstTheme)).toBe(
      'dark dark',
    );
  });

  for (const stored of ['banana', 'system', '']) {
    test(`falls back to System when storage holds ${JSON.stringify(stored)}`, async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await recordFirstPaintTheme(page);
      await storeBeforeLoad(page, 'theme', stored);
      await gotoHydrated(page, '/');
      expect(
        await page.evaluate(() => (window as unknown as {firstTheme: string}).firstTheme),
      ).toBe('dark dark');
      await expect(themeButton(page)).toHaveAccessibleName('Theme: System');
    });
  }

  test.describe('when localStorage throws', () => {
    // Docusaurus logs each storage failure it catches; the site carrying on is what is tested.
    test.use({allowedConsoleErrors: [/^Docusaurus storage error/]});

    test.beforeEach(({page}) => breakStorage(page));

    test('the site still works on the default and a choice still applies to the page', async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await gotoHydrated(page, '/');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await chooseTheme(page, 'Light');
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
    });
  });
});
