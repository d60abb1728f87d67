/**
 * The content checks pages-work.spec.ts and pages-trust.spec.ts run on each of their
 * pages, once hydrated and once with JavaScript disabled, built on pageChecks.ts.
 * (Axe runs on every route in a11y.spec.ts.)
 */
import type {Page} from '@playwright/test';
import type {EmailKey} from '@site/src/config/site';
import {mailtoHref} from '@site/src/lib/mailto';
import {test, expect, gotoHydrated} from './fixtures';
import {expectSections, FACTS} from './pageChecks';

export type MailLinkExpectation = {
  /** The link's accessible name. */
  name: string;
  to: EmailKey;
  subject: string;
};

export type PageExpectation = {
  path: string;
  h1: string;
  /** Each section's visible heading, with the exact number of list items inside it (null: no list). */
  sections: Record<string, number | null>;
  mailLinks: MailLinkExpectation[];
};

/** The exact href MailLink writes for this address and subject. */
export function mailto(to: EmailKey, subject: string): string {
  return mailtoHref(FACTS.emails[to], subject);
}

async function expectContent(page: Page, expected: PageExpectation): Promise<void> {
  await expect(page.getByRole('heading', {level: 1})).toHaveText(expected.h1);
  await expectSections(page, expected.sections);
  for (const link of expected.mailLinks) {
    await expect(
      page.getByRole('main').getByRole('link', {name: link.name, exact: true}),
    ).toHaveAttribute('href', mailto(link.to, link.subject));
  }
}

/** One describe block a page: its content hydrated and without JavaScript, then `extra` tests. */
export function describeContentPage(expected: PageExpectation, extra?: () => void): void {
  test.describe(`given ${expected.path}`, () => {
    test('shows its heading, its sections with their exact counts and its mail links', async ({
      page,
    }) => {
      await gotoHydrated(page, expected.path);
      await expectContent(page, expected);
    });

    test.describe('with JavaScript disabled', () => {
      test.use({javaScriptEnabled: false});

      test('is still fully readable, mail links included', async ({page}) => {
        await page.goto(expected.path);
        await expectContent(page, expected);
      });
    });

    extra?.();
  });
}
