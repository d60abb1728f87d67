import type {Page} from '@playwright/test';
import {readSiteFacts} from '@site/src/config/site';
import {mailtoHref} from '@site/src/lib/mailto';
import {test, expect, gotoHydrated} from './fixtures';
import {POLICIES, type Policy} from './policies';

const facts = readSiteFacts(process.env);

/** The checks that hold with and without JavaScript. */
async function expectCompletePolicy(page: Page, policy: Policy): Promise<void> {
  const article = page.locator('article');
  await test.step('its title is the one h1, its sections follow in order, then its history', async () => {
    await expect(page.getByRole('heading', {level: 1})).toHaveText(policy.title);
    await expect(article.getByRole('heading', {level: 2})).toHaveText([
      ...policy.sections,
      'Version history',
    ]);
  });
  await test.step('it shows its effective date and the date it was last updated', async () => {
    const effective = article.getByText(policy.effective, {exact: true});
    await expect(effective).toBeVisible();
    await expect(effective.locator('time')).toHaveAttribute('datetime', policy.dateTime);
    // The date comes from git and changes with every commit, so only its presence is checked.
    await expect(article.locator('.theme-last-updated')).toContainText(/Last updated on \S/);
    await expect(article.locator('.theme-last-updated time')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T/,
    );
  });
  await test.step('its sidebar links the three policies', async () => {
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link')).toHaveText(POLICIES.map((other) => other.title));
    for (const other of POLICIES) {
      await expect(sidebar.getByRole('link', {name: other.title, exact: true})).toHaveAttribute(
        'href',
        other.path,
      );
    }
  });
  await test.step(`it gives the ${policy.contact} address and says what the spec requires`, async () => {
    const address = facts.emails[policy.contact];
    await expect(article.getByRole('link', {name: address}).last()).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${address.replace(/[.+]/g, '\\$&')}\\?subject=\\S`),
    );
    for (const sentence of policy.says) await expect(article).toContainText(sentence);
  });
}

test.describe('given the legal texts', () => {
  for (const policy of POLICIES) {
    test(`${policy.path} reads as a complete policy`, async ({page}) => {
      await gotoHydrated(page, policy.path);
      await expectCompletePolicy(page, policy);
      await expect(
        page
          .getByRole('navigation', {name: 'Docs sidebar'})
          .getByRole('link', {name: policy.title, exact: true}),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test('the statement links to the ethics team with a specific subject', async ({page}) => {
    await gotoHydrated(page, '/modern-slavery-statement');
    await expect(page.getByRole('link', {name: facts.emails.ethics})).toHaveAttribute(
      'href',
      mailtoHref(facts.emails.ethics, 'Modern slavery concern'),
    );
  });
});

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

test.describe('given a browser without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const policy of POLICIES) {
    test(`${policy.path} is readable, with its dates, sidebar and mail link`, async ({page}) => {
      await page.goto(policy.path);
      await expectCompletePolicy(page, policy);
    });
  }
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

for (const javaScriptEnabled of [true, false]) {
  test.describe(`given the contents of a legal text ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({javaScriptEnabled});

    const open = (page: Page, path: string) =>
      javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path);

    for (const policy of POLICIES) {
      test(`${policy.path} lists its sections beside the text, each linking to its section`, async ({
        page,
      }) => {
        await open(page, policy.path);
        await expect(contentsOf(page)).toHaveCount(1);
        await expect(contentsOf(page)).toBeVisible();
        await expectContents(page, policy);
      });

      test(`${policy.path} lists them under its title on a phone, behind a disclosure`, async ({
        page,
      }) => {
        await page.setViewportSize(PHONE);
        await open(page, policy.path);
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
    }
  });
}

test.describe('given a legal text on a screen wide enough for its measure', () => {
  for (const width of [1024, 1280, 1920]) {
    test(`at ${width} px its prose keeps a reading measure of 60 to 75 characters`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, POLICIES[1].path);
      const paragraph = page.locator('article .theme-doc-markdown > p').first();
      await expect(paragraph).toContainText('This Privacy Policy explains');
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
