import {test, expect, gotoHydrated, breakStorage} from './fixtures';
import {menuButton, navLink} from './headerControls';
import {JOBS} from './openings';

test.describe('given JavaScript is disabled', () => {
  test.use({javaScriptEnabled: false});

  // Every page is served in one frame, and the openings' pages come from one template: the
  // home page and one opening's stand for them (every page as served: tests/built/frame.test.ts).
  for (const route of ['/', JOBS.routes[0]]) {
    test(`${route} shows its content, the navigation and its links, and the splash ends`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.locator('main')).toContainText(/\w{20,}|\w+ \w+ \w+ \w+ \w+/);
      // The navigation menu is a native disclosure of plain links.
      await page.getByRole('banner').getByText('Menu', {exact: true}).click();
      await expect(page.getByRole('banner').getByRole('link', {name: 'Contact Us'})).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}),
      ).toBeVisible();
      for (const mail of await page.locator('main a[href^="mailto:"]').all()) {
        await expect(mail).toHaveAttribute(
          'href',
          /^mailto:[^@\s]+@[^@\s]+\.[a-z]+(\?subject=.+)?$/,
        );
      }
      // The splash is server-rendered and ends by CSS alone.
      await expect(page.locator('[data-splash]')).toBeHidden({timeout: 5_000});
    });
  }
});

test.describe('given localStorage that throws', () => {
  // Docusaurus logs each storage failure it catches; the site carrying on is what is tested.
  test.use({allowedConsoleErrors: [/^Docusaurus storage error/]});

  test.beforeEach(({page}) => breakStorage(page));

  for (const route of ['/', '/contact', '/blog', '/privacy-policy']) {
    test(`${route} works with no uncaught error`, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await menuButton(page).click();
      await expect(navLink(page, 'About Us')).toBeVisible();
    });
  }
});

test.describe('given the chat loader is aborted', () => {
  // The aborted loader is reported by the browser itself; that is the scenario under test.
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  test('pages keep working and nothing moves', async ({page}) => {
    await page.route(/client\.crisp\.chat/, (route) => route.abort());
    await gotoHydrated(page, '/');
    const before = await page.getByRole('heading', {level: 1}).boundingBox();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.crisp-client')).toHaveCount(0);
    expect(await page.getByRole('heading', {level: 1}).boundingBox()).toEqual(before);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Partners'}).click();
    await expect(page).toHaveURL(/\/partners$/);
  });
});
