import {spawn, type ChildProcess} from 'node:child_process';
import {openSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {ThrowawayRepo} from '../support/throwawayRepo';
import {commitSiteCopy, unfold} from './editorFixture';
import {freePort} from './siteCopy';

// `npm run cms`, the one command a writer or a developer runs to edit on their own computer:
// the site's development server and the editor at /admin/, saving straight into the working
// tree through decap-server's file-system mode, with no account. Run here on a clone of this
// site, so the test's saves touch nothing of the real working tree.

test.describe.configure({mode: 'serial'});
// The development server compiles the whole site before it answers (over a minute when busy):
// the hook that starts it has its own timeout, below. Its pages are slower than the build's.
test.setTimeout(120_000);

const ROOT = join(__dirname, '../..');

let repo: ThrowawayRepo;
let cms: ChildProcess;
let siteUrl: string;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  const testInfo = test.info();
  testInfo.setTimeout(300_000);
  repo = ThrowawayRepo.create('editor-local-');
  commitSiteCopy(repo);

  const [sitePort, serverPort] = [await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  const log = openSync(testInfo.outputPath('cms.log'), 'w');
  // Its own process group, so stopping it stops decap-server and Docusaurus with it.
  cms = spawn(process.execPath, [join(ROOT, 'scripts/cms.mjs')], {
    env: {
      ...process.env,
      CMS_REPO_DIR: repo.dir,
      CMS_SITE_PORT: String(sitePort),
      CMS_SERVER_PORT: String(serverPort),
      DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
    },
    // What the two servers print, kept with the test's results for a failure to be read.
    stdio: ['ignore', log, log],
    detached: true,
  });
  process.once('exit', stopCms);
  const deadline = Date.now() + 240_000;
  while (!(await answers(siteUrl))) {
    if (cms.exitCode !== null)
      throw new Error(`npm run cms stopped; see ${testInfo.outputPath('cms.log')}`);
    if (Date.now() > deadline)
      throw new Error('npm run cms did not serve the site within 4 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  // The development server answers every path with the site's own page; /admin/ must be the editor's.
  expect(await (await fetch(`${siteUrl}/admin/`)).text()).toContain(
    '<script src="/admin/decap-cms.js">',
  );
});

function stopCms(): void {
  if (cms?.pid && cms.exitCode === null) process.kill(-cms.pid, 'SIGTERM');
}

test.afterAll(async () => {
  process.off('exit', stopCms);
  if (cms?.exitCode === null) {
    const exited = new Promise((resolve) => cms.once('exit', resolve));
    stopCms();
    await exited;
  }
  repo?.remove();
});

test('serves the site and the editor, which saves a card straight into the working tree', async ({
  page,
}) => {
  await page.goto(siteUrl);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  await page.goto(`${siteUrl}/admin/`);
  // No account: the local backend's sign-in is one button.
  await page.getByRole('button', {name: 'Login'}).click();
  await page.getByRole('link', {name: 'Cards and lists', exact: true}).click();
  await page.getByText('Trust & Safety: safeguards, policies, trust points', {exact: true}).click();
  const card = await unfold(page, 'No Upfront Fees, Ever');
  await card.getByLabel('Title', {exact: true}).fill('No Fees to Join, Ever');
  // The working-tree mode has no drafts: Publish writes the file.
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Publish now', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Published', exact: true})).toBeVisible();
  await expect
    .poll(() =>
      repo
        .git('diff', '--unified=0', '--format=')
        .split('\n')
        .filter((line) => /^[-+](?![-+]{2} )/.test(line)),
    )
    .toEqual([
      '-      "title": "No Upfront Fees, Ever",',
      '+      "title": "No Fees to Join, Ever",',
    ]);
  // The working tree only: no commit, no branch; the writer commits as they usually do.
  expect(repo.git('status', '--porcelain').trim()).toBe('M src/data/content/trustSafety.json');
  expect(repo.git('rev-list', '--count', 'HEAD').trim()).toBe('1');
  expect(repo.git('branch', '--format=%(refname:short)').trim()).toBe('main');
});
