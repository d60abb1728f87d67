import type {Page} from '@playwright/test';
import {readSiteFacts, type EmailKey} from '@site/src/config/site';
import {mailtoHref} from '@site/src/lib/mailto';
import {test, expect, gotoHydrated} from './fixtures';

const facts = readSiteFacts(process.env);

type Policy = {
  path: string;
  title: string;
  effective: string;
  dateTime: string;
  sections: string[];
  /** The address the page gives for questions. */
  contact: EmailKey;
  /** Sentences the spec requires the text to contain. */
  says: string[];
};

const POLICIES: Policy[] = [
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    effective: 'Effective October 1, 2025',
    dateTime: '2025-10-01',
    sections: [
      '1. Use of Website',
      '2. Intellectual Property',
      '3. Accounts & Registration',
      '4. Limitation of Liability',
      '5. Governing Law',
      '6. Changes to Terms',
    ],
    contact: 'general',
    says: ['governed by the laws of the Republic of Singapore'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    effective: 'Effective January 1, 2025',
    dateTime: '2025-01-01',
    sections: [
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing',
      '4. Data Security',
      '5. Your Rights',
      '6. Cookies',
      '7. Changes',
    ],
    contact: 'general',
    says: ['Personal Data Protection Act 2012 (PDPA)', 'We do not sell your personal data'],
  },
  {
    path: '/modern-slavery-statement',
    title: 'Modern Slavery Statement',
    effective: 'Effective January 1, 2025',
    dateTime: '2025-01-01',
    sections: ['Introduction', 'Our Business', 'Our Commitments', 'Policies', 'Training'],
    contact: 'ethics',
    says: ['approved by the Board of Directors of Talentlane. The board reviews it annually'],
  },
];

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
