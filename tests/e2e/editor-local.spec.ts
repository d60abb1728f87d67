import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, openSync, rmSync} from 'node:fs';
import type {Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {readCmsBackend} from '../../plugins/cms/settings';
import {cmsServers} from '../../scripts/cmsServers.mjs';
import {waitUntilListening} from '../../scripts/servers.mjs';
import {ThrowawayRepo} from '../support/throwawayRepo';
import {commitSiteCopy, SAFEGUARD, startAdmin, titleLine, unfold} from './editorFixture';
import {freePort} from './siteCopy';

// `npm run cms`, the one command a writer or a developer runs to edit on their own computer:
// the editor at /admin/ saving straight into the working tree through decap-server's
// file-system mode, with no account. Run here on a clone of this site, so the test's saves
// touch nothing of the real working tree: decap-server started as the command starts it, and
// the editor's files written for it as the development server gets them (CMS_LOCAL_BACKEND).
// The development server itself is not compiled: tests/unit/cmsCommand.test.ts checks the
// command's two servers (scripts/cmsServers.mjs) and that the development server serves /admin/
// from those files.

test.describe.configure({mode: 'serial'});
// A limit, not a goal: the editor took over 20 s to open a data file at load 30.
test.setTimeout(120_000);

let repo: ThrowawayRepo;
let adminDir: string;
let decap: ChildProcess;
let http: Server;
let adminUrl: string;

test.beforeAll(async () => {
  repo = ThrowawayRepo.create('editor-local-');
  commitSiteCopy(repo);
  adminDir = mkdtempSync(join(tmpdir(), 'editor-local-admin-'));
  const serverPort = String(await freePort());
  const servers = cmsServers({
    root: join(__dirname, '../..'),
    sitePort: String(await freePort()),
    serverPort,
    repo: repo.dir,
  });
  const {script, args, env} = servers['decap-server'];
  // What decap-server prints, kept with the test's results for a failure to be read.
  const log = openSync(test.info().outputPath('decap-server.log'), 'w');
  decap = spawn(process.execPath, [script, ...args], {
    cwd: repo.dir,
    env: {...process.env, ...env},
    stdio: ['ignore', log, log],
  });
  await waitUntilListening(Number(serverPort), decap);
  ({http, adminUrl} = await startAdmin(adminDir, repo.dir, readCmsBackend(servers.docusaurus.env)));
});

test.afterAll(async () => {
  if (decap?.exitCode === null) {
    const exited = new Promise((resolve) => decap.once('exit', resolve));
    decap.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
  repo?.remove();
  rmSync(adminDir, {recursive: true, force: true});
});

test('the editor saves a card straight into the working tree, with no commit and no branch', async ({
  page,
}) => {
  await page.goto(adminUrl);
  // No account: the local backend's sign-in is one button.
  await page.getByRole('button', {name: 'Login'}).click();
  await page.getByRole('link', {name: 'Cards and lists', exact: true}).click();
  await page.getByText('Trust & Safety: safeguards, policies, trust points', {exact: true}).click();
  const card = await unfold(page, SAFEGUARD.title);
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
    .toEqual([`-${titleLine(SAFEGUARD.title)}`, `+${titleLine('No Fees to Join, Ever')}`]);
  // The working tree only: no commit, no branch; the writer commits as they usually do.
  expect(repo.git('status', '--porcelain').trim()).toBe('M src/data/content/trustSafety.json');
  expect(repo.git('rev-list', '--count', 'HEAD').trim()).toBe('1');
  expect(repo.git('branch', '--format=%(refname:short)').trim()).toBe('main');
});
