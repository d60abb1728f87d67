import {expect, test} from '@playwright/test';
import {SAFEGUARD, startEditor, titleLine, unfold, type EditorSite} from './editorFixture';

// `npm run cms`, the command a writer or developer runs to edit on their own computer: the editor
// saving straight into the working tree (decap-server's `fs` mode), here a clone's. That the
// development server serves /admin/ from the files written for it: tests/unit/cmsCommand.test.ts.

let site: EditorSite;

test.beforeAll(async () => {
  site = await startEditor('fs', test.info().outputPath('decap-server.log'));
});

test.afterAll(async () => {
  await site?.stop();
});

test('the editor saves a card straight into the working tree, with no commit and no branch', async ({
  page,
}) => {
  // A limit, not a goal: the editor took over 20 s to open a data file at load 30.
  test.setTimeout(120_000);
  await page.goto(`${site.adminUrl}#/collections/data/entries/trustSafety`);
  // No account: the local backend's sign-in is one button.
  await page.getByRole('button', {name: 'Login'}).click();
  const card = await unfold(page, SAFEGUARD.title);
  await card.getByLabel('Title', {exact: true}).fill('No Fees to Join, Ever');
  // The working-tree mode has no drafts: Publish writes the file.
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Publish now', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Published', exact: true})).toBeVisible();
  expect(site.git('diff', '--unified=0').match(/^[-+](?![-+]{2} ).*/gm)).toEqual([
    `-${titleLine(SAFEGUARD.title)}`,
    `+${titleLine('No Fees to Join, Ever')}`,
  ]);
  // The working tree only: the writer commits as they usually do.
  expect(site.git('status', '--porcelain').trim()).toBe('M src/data/content/trustSafety.json');
  expect(site.git('rev-list', '--count', 'HEAD').trim()).toBe('1');
  expect(site.git('branch', '--format=%(refname:short)').trim()).toBe('main');
});
