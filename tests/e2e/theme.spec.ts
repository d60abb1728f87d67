import {test, expect, gotoHydrated, breakStorage} from './fixtures';
import {chooseTheme, menuButton, navLink} from './headerControls';

// The theme menu, its choice saved, kept and applied before the first paint: header.spec.ts.

// Docusaurus logs each storage failure it catches; the site carrying on is what is tested.
test.use({allowedConsoleErrors: [/^Docusaurus storage error/]});

test('when localStorage throws, the site works on the default theme, a choice still applies, and the menu and pages work', async ({
  page,
}) => {
  const html = page.locator('html');
  await breakStorage(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveClass(/(^| )dark( |$)/);
  // The splash plays (the tab cannot remember it): the clicks wait for it to end.
  await chooseTheme(page, 'Light');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).toHaveClass(/(^| )light( |$)/);
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
