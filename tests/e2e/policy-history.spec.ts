import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {expectNoAxeViolationsInEitherTheme, gotoForAxe} from './pageChecks';
import {startFixtureSite} from './fixtureSite';
import {FIXTURE_POLICIES, type FixturePolicy} from './policyHistoryFixture';
import type {ServedSite} from './siteCopy';

function historySection(page: Page): Locator {
  return page.getByRole('region', {name: 'Version history'});
}

/** Each version's heading, effective date and summary, newest first, as the page shows them. */
async function shownVersions(page: Page) {
  const versions = historySection(page)
    .getByRole('listitem')
    .filter({has: page.locator('h3')});
  return versions.evaluateAll((items) =>
    items.map((item) => ({
      heading: item.querySelector('h3')?.textContent,
      summary: item.querySelector('h3 + p')?.textContent,
      effective: item.querySelector('dd time')?.textContent,
    })),
  );
}

test.describe('given a site whose policies have several versions', () => {
  // The run's one fixture site (fixtureSite.ts), served for the tests below in one worker.
  test.describe.configure({mode: 'default'});
  let site: ServedSite;
  test.beforeAll(async () => {
    // A limit: the first to need the fixture site builds it (a minute or more when busy and cold).
    test.setTimeout(300_000);
    site = await startFixtureSite();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** Opens "What changed" and checks its marks: the legend's first, then the policy's. */
  async function expectChanges(page: Page, added: string[], removed: string[]): Promise<void> {
    const details = historySection(page).locator('details');
    await expect(details).toHaveCount(1);
    const summary = details.getByText(/^What changed since version 1$/);
    await expect(details.locator('ins').first()).toBeHidden();
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await expect(details.getByText(/Words added in this version are underlined/)).toBeVisible();
    await expect(details.locator('ins').first()).toBeVisible();
    const marks = details.locator('ins, del');
    const texts = async (tag: 'ins' | 'del') =>
      (await marks.and(page.locator(tag)).allTextContents()).map((text) => text.trim());
    // The legend's examples come first.
    expect(await texts('ins')).toEqual(['underlined', ...added]);
    expect(await texts('del')).toEqual(['struck through', ...removed]);
    // Marked by more than colour: every <ins> underlined, every <del> struck through.
    const decorations = await marks.evaluateAll((elements) =>
      elements.map(
        (element) => `${element.tagName} ${getComputedStyle(element).textDecorationLine}`,
      ),
    );
    expect(new Set(decorations)).toEqual(new Set(['INS underline', 'DEL line-through']));
  }

  for (const policy of FIXTURE_POLICIES) {
    test(`${policy.path} lists its versions and shows what changed`, async ({page}) => {
      await gotoHydrated(page, `${site.url}${policy.path}`);
      expect(await shownVersions(page)).toEqual(policy.versions);
      await expectChanges(page, policy.added, policy.removed);
    });
  }

  /** On paper, "What changed" shows all it holds, though it is closed on screen. */
  async function expectPrintedOpen(page: Page, policy: FixturePolicy): Promise<void> {
    const details = historySection(page).locator('details');
    await expect(details.locator('ins').first()).toBeHidden();
    await page.emulateMedia({media: 'print'});
    await expect(details.getByText(/Words added in this version are underlined/)).toBeVisible();
    for (const words of [...policy.added, ...policy.removed]) {
      await expect(details.locator('ins, del').getByText(words, {exact: true})).toBeVisible();
    }
    await page.emulateMedia({media: null});
    await expect(details.locator('ins').first()).toBeHidden();
  }

  // The policies' pages are one template, each of whose comparisons is read above: printing, and
  // reading without JavaScript, are tried on one.
  test('"What changed" prints open', async ({page}) => {
    const policy = FIXTURE_POLICIES[0];
    await gotoHydrated(page, `${site.url}${policy.path}`);
    await expectPrintedOpen(page, policy);
  });

  test('a browser printing opens a closed "What changed", and closes it after', async ({page}) => {
    // For browsers that cannot show a closed <details>' content with CSS (print.css).
    const [terms, privacy] = FIXTURE_POLICIES;
    await gotoHydrated(page, `${site.url}${terms.path}`);
    const details = historySection(page).locator('details');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(details).toHaveAttribute('open', '');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(details).not.toHaveAttribute('open');

    // One the visitor opened stays open after printing.
    await gotoHydrated(page, `${site.url}${privacy.path}`);
    await details.locator('summary').click();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(details).toHaveAttribute('open', '');
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('"What changed" opens all the same', async ({page}) => {
      const policy = FIXTURE_POLICIES[1];
      await page.goto(`${site.url}${policy.path}`);
      expect(await shownVersions(page)).toEqual(policy.versions);
      await expectChanges(page, policy.added, policy.removed);
    });

    test('"What changed" prints open all the same', async ({page}) => {
      const policy = FIXTURE_POLICIES[0];
      await page.goto(`${site.url}${policy.path}`);
      await expectPrintedOpen(page, policy);
    });
  });

  test('editorial changes and a rename stay in their version', async ({page}) => {
    await gotoHydrated(page, `${site.url}/terms-of-service`);
    const first = historySection(page)
      .getByRole('listitem')
      .filter({has: page.getByRole('heading', {name: 'Version 1', exact: true})});
    await expect(first.locator('dd')).toHaveText([
      'October 1, 2024',
      'September 2, 2024',
      'Sep 10, 2024: Correct a typo in the Terms',
      'Feb 3, 2025: Name the Terms file after its page',
    ]);
  });

  for (const timezoneId of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
    test.describe(`for a visitor in ${timezoneId}`, () => {
      test.use({timezoneId});

      test('the dates keep their calendar day after hydration', async ({page}) => {
        // React would log a hydration mismatch (a console error, failing the test) if they moved.
        await gotoHydrated(page, `${site.url}/privacy-policy`);
        await expect(historySection(page).locator('dd time')).toHaveText([
          'July 1, 2025',
          'June 2, 2025',
          'January 1, 2025',
          'September 2, 2024',
        ]);
      });
    });
  }

  test('the open comparisons have no axe violations in either theme', async ({page}) => {
    for (const policy of FIXTURE_POLICIES) {
      await gotoForAxe(page, `${site.url}${policy.path}`);
      await historySection(page).getByText('What changed since version 1').click();
      const lastMark = historySection(page).locator('details ins').last();
      await expect(lastMark).toBeVisible();
      await expectNoAxeViolationsInEitherTheme(page);
      await expect(lastMark, 'open through both checks').toBeVisible();
    }
  });
});
