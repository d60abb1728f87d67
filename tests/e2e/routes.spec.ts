import {test, expect} from './fixtures';
import {homeLink} from './headerControls';

// Each page's head, its one h1, the titles of every built page and the sitemap are read from the
// build without a browser: tests/built/head.test.ts. What needs the server stays here.
test.describe('given an unknown path', () => {
  // The browser reports the 404 status of the document itself; that is the behaviour under test.
  test.use({allowedConsoleErrors: [/status of 404/]});

  test('the framework 404 page answers with status 404', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
    await expect(homeLink(page)).toBeVisible();
  });
});
