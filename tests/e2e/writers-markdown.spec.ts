// The Markdown Docusaurus documents for writers (docs/writing.md), in a policy of the fixture site.
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {expectNoAxeViolationsInEitherTheme, gotoForAxe} from './pageChecks';
import {FIXTURE_SITE_DIR, startFixtureSite} from './fixtureSite';
import {WRITERS_MARKDOWN as WRITTEN} from './policyHistoryFixture';
import type {ServedSite} from './siteCopy';

const PATH = '/modern-slavery-statement';

/** What a reader sees of each piece, with or without the page's script. */
async function expectRendered(page: Page): Promise<void> {
  const main = page.getByRole('main');
  // Docusaurus' admonition: its kind, or the title written after it, above the text.
  await expect(main.locator('.theme-admonition-note')).toContainText(`note${WRITTEN.note}`);
  await expect(main.locator('.theme-admonition-warning')).toContainText(
    `${WRITTEN.warning.title}${WRITTEN.warning.text}`,
  );
  const details = main.locator('details').filter({hasText: WRITTEN.details.summary});
  await expect(details.getByText(WRITTEN.details.text)).toBeHidden();
  await details.getByText(WRITTEN.details.summary).click();
  await expect(details.getByText(WRITTEN.details.text)).toBeVisible();
  await expect(main.locator('.theme-code-block')).toContainText(
    `${WRITTEN.code.title}${WRITTEN.code.text}`,
  );
  await expect(
    main.getByRole('table').getByRole('columnheader', {name: WRITTEN.table.heading}),
  ).toBeVisible();
}

test.describe('given a policy with the Markdown Docusaurus documents for writers', () => {
  test.describe.configure({mode: 'default'});
  let site: ServedSite;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = await startFixtureSite();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('the served page shows each piece, styled, before any script runs', async ({browser}) => {
    const page = await (await browser.newContext({javaScriptEnabled: false})).newPage();
    await page.goto(`${site.url}${PATH}`);
    await expectRendered(page);
    await page.context().close();
  });

  test('hydrated, it shows each piece as served, the code highlighted, a closed <details> printed open, and passes axe', async ({
    page,
  }) => {
    await gotoForAxe(page, `${site.url}${PATH}`);
    const text = page.getByText(WRITTEN.details.text);
    await expect(text).toBeHidden();
    await page.emulateMedia({media: 'print'});
    await expect(text).toBeVisible();
    await page.emulateMedia({media: 'screen'});
    await expectRendered(page);
    await expect(page.locator('.theme-code-block .token.string')).toHaveText(/^'.*'$/);
    await expectNoAxeViolationsInEitherTheme(page);
  });

  test('the page is valid to the W3C Nu HTML Checker', () => {
    const file = join(FIXTURE_SITE_DIR, 'build', `${PATH.slice(1)}.html`);
    const vnu = join(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');
    execFileSync('java', ['-jar', vnu, '--errors-only', file]); // throws with each error
  });
});
