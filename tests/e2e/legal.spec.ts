import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {POLICIES, type Policy} from './policies';

// What each policy says as served (title, sections, dates, links between them, mail links, contents):
// tests/built/legal.test.ts. Here, what needs a browser.

test.describe('given a visitor in Los Angeles', () => {
  test.use({timezoneId: 'America/Los_Angeles'});

  test('the effective dates keep their calendar day after hydration', async ({page}) => {
    // The server's HTML already has the date; React re-renders it in the browser's time zone
    // while hydrating and would log a mismatch (a console error, failing the test) if it differed.
    for (const policy of POLICIES.slice(0, 2)) {
      await gotoHydrated(page, policy.path);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/Los_Angeles',
      );
      await expect(
        page.locator('article').getByText(policy.effective, {exact: true}),
      ).toBeVisible();
    }
  });
});

const PHONE = {width: 390, height: 844};

/** The policy's contents, as assistive technology finds them: one navigation landmark. */
const contentsOf = (page: Page) => page.getByRole('navigation', {name: 'On this page'});

/** Its contents list the numbered sections in order, and each link leads to its section. */
async function expectContents(page: Page, policy: Policy): Promise<void> {
  const links = contentsOf(page).getByRole('link');
  await expect(links).toHaveText(policy.sections);
  const article = page.locator('article');
  const targets: string[] = [];
  for (const [index, section] of policy.sections.entries()) {
    const href = (await links.nth(index).getAttribute('href')) ?? '';
    expect(href, `the link to "${section}"`).toMatch(/^#[a-z][\w-]*$/);
    await expect(article.locator(`h2${href}`)).toHaveText(section);
    targets.push(href);
  }
  const last = targets.at(-1) ?? '';
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`${last}$`));
  await expect(article.locator(`h2${last}`)).toBeInViewport();
}

test.describe('given the contents of a legal text', () => {
  // Each policy's contents as served, and the disclosure a native <details>: tests/built/legal.test.ts.
  // Here, what the layout and the browser do, on one policy (the three share their template).
  const policy = POLICIES[0];

  test(`${policy.path} lists its sections beside the text, each linking to its section`, async ({
    page,
  }) => {
    await gotoHydrated(page, policy.path);
    await expect(contentsOf(page)).toHaveCount(1);
    await expect(contentsOf(page)).toBeVisible();
    await expectContents(page, policy);
  });

  test(`${policy.path} lists them under its title on a phone, behind a disclosure`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, policy.path);
    await expect(contentsOf(page)).toHaveCount(1);
    const disclosure = contentsOf(page).getByText('On this page', {exact: true});
    // It follows the title and the effective date, before the text.
    const dates = page.locator('article').getByText(policy.effective, {exact: true});
    const datesBox = await dates.boundingBox();
    const disclosureBox = await disclosure.boundingBox();
    expect(disclosureBox?.y).toBeGreaterThan(datesBox?.y ?? Infinity);
    await expect(contentsOf(page).getByRole('link')).toHaveCount(0);
    await disclosure.click();
    await expectContents(page, policy);
  });
});

test.describe('given a legal text on a screen wide enough for its measure', () => {
  for (const width of [1024, 1280, 1920]) {
    test(`at ${width} px its prose keeps a reading measure of 60 to 75 characters`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, POLICIES[1].path);
      // Prose that fills its line: forty words at least.
      const paragraph = page
        .getByRole('article')
        .locator('p')
        .filter({hasText: /^(\S+\s+){40}/})
        .first();
      await expect(paragraph).toBeVisible();
      // A run of "0"s measures the ch of the paragraph's own font.
      const measure = await paragraph.evaluate((element) => {
        const zeros = document.createElement('span');
        zeros.style.whiteSpace = 'nowrap';
        zeros.textContent = '0'.repeat(100);
        element.append(zeros);
        const ch = zeros.getBoundingClientRect().width / 100;
        zeros.remove();
        return element.getBoundingClientRect().width / ch;
      });
      expect(measure).toBeGreaterThanOrEqual(60);
      expect(measure).toBeLessThanOrEqual(75);
    });
  }
});
