import type {Page} from '@playwright/test';
import {gotoHydrated} from './fixtures';
import {expectNoAxeViolationsInEitherTheme, gotoForAxe} from './pageChecks';
import {fixtureJobs} from './fixtureSite';
import {test, expect} from './onFixtureSite';
import {fixturePolicies, WRITERS_MARKDOWN as WRITTEN} from './policyHistoryFixture';

// Read once the fixture site is made, on its build's day.
const policies = () => fixturePolicies(fixtureJobs().buildDate);
type FixturePolicy = ReturnType<typeof policies>[number];
const history = (page: Page) => page.getByRole('region', {name: 'Version history'});
const LEGEND = /Words added in this version are underlined/;

/** Each version's heading, summary, dates and editorial changes, newest first. */
async function expectVersions(page: Page, policy: FixturePolicy): Promise<void> {
  const versions = history(page)
    .getByRole('listitem')
    .filter({has: page.locator('h3')});
  const shown = await versions.evaluateAll((items) =>
    items.map((item) =>
      [...item.querySelectorAll('h3, h3 + p, dd')].map((each) => each.textContent).join(' | '),
    ),
  );
  expect(shown).toEqual(policy.versions);
}

/** "What changed" closed on screen and open on paper; the marks, once opened, by more than colour. */
async function expectChanges(page: Page, policy: FixturePolicy): Promise<void> {
  const details = history(page).locator('details');
  await expect(details).toHaveCount(1);
  await expect(details.locator('ins').first()).toBeHidden();
  await page.emulateMedia({media: 'print'});
  await expect(details.getByText(LEGEND)).toBeVisible();
  for (const words of [...policy.added, ...policy.removed]) {
    await expect(details.locator('ins, del').getByText(words, {exact: true})).toBeVisible();
  }
  await page.emulateMedia({media: null});
  await expect(details.locator('ins').first()).toBeHidden();

  await details.getByText(/^What changed since version 1$/).click();
  await expect(details).toHaveAttribute('open', '');
  await expect(details.getByText(LEGEND)).toBeVisible();
  const marks = details.locator('ins, del');
  const texts = async (tag: string) =>
    (await marks.and(page.locator(tag)).allTextContents()).map((text) => text.trim());
  expect(await texts('ins')).toEqual(['underlined', ...policy.added]);
  expect(await texts('del')).toEqual(['struck through', ...policy.removed]);
  const decorations = await marks.evaluateAll((elements) =>
    elements.map((element) => `${element.tagName} ${getComputedStyle(element).textDecorationLine}`),
  );
  expect(new Set(decorations)).toEqual(new Set(['INS underline', 'DEL line-through']));
}

const STATEMENT = '/modern-slavery-statement';

/** The statement's Markdown for writers: each piece styled, a closed <details> printed open. */
async function expectWritersMarkdown(page: Page): Promise<void> {
  const main = page.getByRole('main');
  // Docusaurus' admonition: its kind, or the title written after it, above the text.
  await expect(main.locator('.theme-admonition-note')).toContainText(`note${WRITTEN.note}`);
  await expect(main.locator('.theme-admonition-warning')).toContainText(
    `${WRITTEN.warning.title}${WRITTEN.warning.text}`,
  );
  const details = main.locator('details').filter({hasText: WRITTEN.details.summary});
  await expect(details.getByText(WRITTEN.details.text)).toBeHidden();
  await page.emulateMedia({media: 'print'});
  await expect(details.getByText(WRITTEN.details.text)).toBeVisible();
  await page.emulateMedia({media: null});
  await details.getByText(WRITTEN.details.summary).click();
  await expect(details.getByText(WRITTEN.details.text)).toBeVisible();
  await expect(main.locator('.theme-code-block')).toContainText(
    `${WRITTEN.code.title}${WRITTEN.code.text}`,
  );
  await expect(main.locator('.theme-code-block .token.string')).toHaveText(/^'.*'$/);
  await expect(
    main.getByRole('table').getByRole('columnheader', {name: WRITTEN.table.heading}),
  ).toBeVisible();
}

/** A browser printing opens "What changed" (for those that cannot show a closed <details> by CSS). */
async function printByEvents(page: Page): Promise<void> {
  const dispatch = (name: string) =>
    page.evaluate((event) => window.dispatchEvent(new Event(event)), name);
  await dispatch('beforeprint');
  await expect(history(page).locator('details')).toHaveAttribute('open', '');
  await dispatch('afterprint');
}

test.describe('given a site whose policies have several versions', () => {
  test.describe.configure({mode: 'default'}); // one worker, one fixture site served

  // The dates' calendar day in a time zone behind UTC here and one far ahead below; React would
  // log a hydration mismatch (a console error, failing the test) if they moved.
  test.describe('for a visitor in America/Los_Angeles', () => {
    test.use({timezoneId: 'America/Los_Angeles'});

    test('each policy lists its versions; "What changed" prints and opens; a writer\'s Markdown shows; no axe violations', async ({
      page,
    }) => {
      for (const policy of policies()) {
        await test.step(policy.path, async () => {
          await gotoForAxe(page, policy.path);
          await expectVersions(page, policy);
          const details = history(page).locator('details');
          await printByEvents(page);
          await expect(details, 'closed again after printing').not.toHaveAttribute('open');
          await expectChanges(page, policy);
          await printByEvents(page);
          await expect(details, 'the visitor opened it: still open').toHaveAttribute('open', '');
          if (policy.path === STATEMENT) await expectWritersMarkdown(page);
          await expectNoAxeViolationsInEitherTheme(page);
          await expect(details.locator('ins').last(), 'open through both checks').toBeVisible();
        });
      }
    });
  });

  test.describe('for a visitor in Pacific/Kiritimati', () => {
    test.use({timezoneId: 'Pacific/Kiritimati'});

    test('the dates keep their calendar day after hydration', async ({page}) => {
      const privacy = policies()[1];
      await gotoHydrated(page, privacy.path);
      await expectVersions(page, privacy);
    });
  });

  // One policy: the pages share one template, and without JavaScript each load waits out the splash.
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the versions show, "What changed" prints and opens, a writer\'s Markdown shows, all the same', async ({
      page,
    }) => {
      const statement = policies().find(({path}) => path === STATEMENT)!;
      await page.goto(statement.path);
      await expectVersions(page, statement);
      await expectChanges(page, statement);
      await expectWritersMarkdown(page);
    });
  });
});
