/**
 * The content check pages-work.spec.ts and pages-trust.spec.ts run on each of their pages,
 * hydrated, built on pageChecks.ts. The same page without JavaScript is read from the build
 * (tests/built/content.test.ts); axe runs on every route in a11y.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {mailto, type PageExpectation} from './contentPages';
import {expectSections} from './pageChecks';

async function expectContent(page: Page, expected: PageExpectation): Promise<void> {
  await expect(page.getByRole('heading', {level: 1})).toHaveText(expected.h1);
  await expectSections(page, expected.sections);
  for (const link of expected.mailLinks) {
    await expect(
      page.getByRole('main').getByRole('link', {name: link.name, exact: true}),
    ).toHaveAttribute('href', mailto(link.to, link.subject));
  }
}

/** One describe block a page: its content hydrated, then `extra` tests. */
export function describeContentPage(expected: PageExpectation, extra?: () => void): void {
  test.describe(`given ${expected.path}`, () => {
    test('shows its heading, its sections with their exact counts and its mail links', async ({
      page,
    }) => {
      await gotoHydrated(page, expected.path);
      await expectContent(page, expected);
    });

    extra?.();
  });
}
