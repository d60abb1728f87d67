import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {UPLOADED_PICTURES} from '@site/plugins/content-check/frontMatter';
import {startEditor} from './editorFixture';

// `npm run cms`, for editing on one's own computer: decap-server's `fs` mode saves into the working
// tree, here a clone's (the development server's side: tests/unit/cmsCommand.test.ts).

test('the editor saves into the working tree, no commit, no branch: an article’s own picture, described, refusing a picture over the limit and a .txt', async ({
  page,
}) => {
  // A limit, not a goal: the editor took over 20 s to open a data file at load 30.
  test.setTimeout(180_000);
  // After a failure the worker's exit stops it.
  const site = await startEditor('fs', test.info().outputPath('decap-server.log'));
  const article = 'blog/2025-08-25-time-blocking-for-freelancers.md';
  const picture = readFileSync(join(__dirname, '../../static/img/blog/daily-update-example.png'));
  await page.goto(`${site.adminUrl}#/collections/blog/entries/${article.slice(5, -3)}`);
  // No account: the local backend's sign-in is one button.
  await page.getByRole('button', {name: 'Login'}).click();
  await page.getByRole('button', {name: 'Choose different image'}).click();
  const upload = (name: string, buffer: Buffer) =>
    page.locator('input[type="file"]').setInputFiles({name, mimeType: 'image/png', buffer});
  // Refused when chosen, naming the file and the build's limit; nothing of either is written.
  const {limit, kinds, folder, maxBytes} = UPLOADED_PICTURES;
  // A megabyte over: a larger file only takes longer to hand to the page.
  const tooLarge = maxBytes + 1e6;
  for (const [name, size, sentence] of [
    [
      'raw.png',
      tooLarge,
      `is ${(tooLarge / 1e6).toFixed(1)} MB; a picture may be at most ${limit}.`,
    ],
    ['notes.txt', 1, `is not a picture: upload ${kinds} of at most ${limit}.`],
  ] as const) {
    await upload(name, Buffer.alloc(size));
    await expect(page.getByRole('alert')).toHaveText(`“${name}” ${sentence}`);
  }
  await upload('week-plan.png', picture);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', {name: 'Choose selected'}).click();
  await page.getByLabel('Picture description (alt text)').fill('A week planned in time blocks');
  // The working-tree mode has no drafts: Publish writes the file.
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Publish now', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Published', exact: true})).toBeVisible();
  const changed = site.git('diff', '-U0').match(/^[-+](?![-+]{2} ).*/gm);
  expect(changed).toEqual([
    expect.stringMatching(/^-image: https:/),
    expect.stringMatching(/^-image_alt: /),
    '+image: /img/blog/week-plan.png',
    '+image_alt: A week planned in time blocks',
  ]);
  // The picture as uploaded, and no other file.
  const blob = createHash('sha1').update(`blob ${picture.length}\0`).update(picture).digest('hex');
  expect(site.git('hash-object', `${folder}/week-plan.png`).trim()).toBe(blob);
  expect(site.git('status', '--porcelain', '-uall', '--', folder).trim()).toBe(
    `?? ${folder}/week-plan.png`,
  );
  // The working tree only: the writer commits as they usually do.
  expect(site.git('rev-list', '--count', 'HEAD').trim()).toBe('1');
  expect(site.git('branch', '--format=%(refname:short)').trim()).toBe('main');
  await site.stop();
});
