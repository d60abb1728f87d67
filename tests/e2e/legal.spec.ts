import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {POLICIES} from './contentPages';

// What each policy says as served, its contents' links included: tests/built/legal.test.ts.
// Here, what the layout and the browser do, on one policy (the three share their template).
const policy = POLICIES.find(({path}) => path === '/privacy-policy')!;

const contentsOf = (page: Page) => page.getByRole('navigation', {name: 'On this page'});

/** The width of a paragraph of prose in characters of its own font ("0"s). */
const measureOf = (paragraph: Locator) =>
  paragraph.evaluate((element) => {
    const zeros = document.createElement('span');
    zeros.style.whiteSpace = 'nowrap';
    zeros.textContent = '0'.repeat(100);
    element.append(zeros);
    const ch = zeros.getBoundingClientRect().width / 100;
    zeros.remove();
    return element.getBoundingClientRect().width / ch;
  });

test.describe('given a visitor in Los Angeles', () => {
  test.use({timezoneId: 'America/Los_Angeles', viewport: {width: 390, height: 844}});

  test(`${policy.path}: contents behind a disclosure on a phone, beside the text on a laptop, a reading measure`, async ({
    page,
  }) => {
    // The server's HTML has the date; hydrating in another time zone would log a mismatch.
    await gotoHydrated(page, policy.path);
    await expect(page.locator('article').getByText(policy.effective, {exact: true})).toBeVisible();

    await test.step('on a phone, under the title, behind a disclosure', async () => {
      await expect(contentsOf(page)).toHaveCount(1);
      await expect(contentsOf(page).getByRole('link')).toHaveCount(0);
      await contentsOf(page).locator('summary').click();
      const links = contentsOf(page).getByRole('link');
      await expect(links).toHaveCount(policy.headings.length);
      const href = await links.last().getAttribute('href');
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(`article h2${href}`)).toBeInViewport();
    });

    await test.step('on a laptop, beside the text', async () => {
      // Its links followed in Firefox and WebKit (engines/widgets.test.ts).
      await page.setViewportSize({width: 1280, height: 800});
      await expect(contentsOf(page)).toHaveCount(1);
      await expect(contentsOf(page)).toBeVisible();
      await expect(contentsOf(page).getByRole('link')).toHaveCount(policy.headings.length);
    });

    // Prose that fills its line, forty words at least, keeps 60 to 75 characters to a line.
    const paragraph = page
      .getByRole('article')
      .locator('p')
      .filter({hasText: /^(\S+\s+){40}/});
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({width, height: 900});
      const measure = await measureOf(paragraph.first());
      expect(measure, `characters to a line at ${width} px`).toBeGreaterThanOrEqual(60);
      expect(measure, `characters to a line at ${width} px`).toBeLessThanOrEqual(75);
    }
  });
});
