import {readFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import careers from '@site/src/data/content/careers.json';
import trustSafety from '@site/src/data/content/trustSafety.json';
import {ARTICLES} from './blogPage';
import {PIXEL_PNG} from './crispStandIn';
import {startEditor, unfold, type EditorSite} from './editorFixture';

// A writer's round trip through the editorial workflow on a clone (editorFixture.ts): Save, Ready,
// Publish; a mistake refused with the field named.

const SAFEGUARD = trustSafety.safeguards[1];

test.describe.configure({mode: 'serial'});
// A limit, not a goal: at load 30 an entry took up to 60 s to open, decap-server 30 s to answer.
test.setTimeout(300_000);

let site: EditorSite;
let errors: string[];

test.beforeAll(async () => {
  site = await startEditor('git', test.info().outputPath('decap-server.log'));
});

test.afterAll(async () => {
  await site?.stop();
});

test.beforeEach(async ({page}) => {
  errors = [];
  // An article's stock photo shows in its picture field; no test reaches the internet.
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) =>
    route.fulfill({contentType: 'image/png', body: PIXEL_PNG}),
  );
  page.on('console', (message) => {
    // The clone serves /admin/ only: the browser's request for /favicon.ico gets a 404.
    if (message.type() === 'error' && !/Failed to load resource: .*404/.test(message.text()))
      errors.push(message.text());
  });
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** Opens `entry` (`<collection>/entries/<slug>`) by its address, in a page of its own. */
async function open(page: Page, entry: string): Promise<void> {
  // A new document: nothing of the last entry (its editor, a toast) is left on the page.
  await page.goto('about:blank');
  await page.goto(`${site.adminUrl}#/collections/${entry}`);
  // The local backend has no account: its sign-in, once a test, is one button.
  const login = page.getByRole('button', {name: 'Login'});
  const loaded = page.getByText('Changes saved', {exact: true});
  await expect(login.or(loaded)).toBeVisible({timeout: 60_000});
  if (await login.isVisible()) await login.click();
  await expect(loaded).toBeVisible({timeout: 60_000});
}

type Draft = {branch: string; subject: string; file: string; text: string};

/** Saves the open entry: `branch`, one commit off main, changing `file` only, to `text`. */
async function saveDraft(page: Page, {branch, subject, file, text}: Draft): Promise<void> {
  const main = site.head();
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(page.getByText('Entry saved')).toBeVisible({timeout: 30_000});
  expect(site.head(`${branch}~`)).toBe(main);
  expect(
    site.git('show', '--name-only', '--format=%s', branch).split('\n').filter(Boolean),
  ).toEqual([subject, file]);
  expect(site.git('show', `${branch}:${file}`)).toBe(text);
  expect(site.draftStatus(branch)).toBe('decap-cms/draft');
  expect(site.head()).toBe(main);
}

/** Ready, then Publish: main fast-forwards to the draft (unless it moved on), the branch goes. */
async function readyAndPublish(page: Page, branch: string, fastForward = true): Promise<void> {
  const draft = site.head(branch);
  await page.getByRole('button', {name: /^Status: /}).click();
  await page.getByRole('menuitem', {name: 'Ready', exact: true}).click();
  // Shown once decap-server has recorded it.
  await expect(page.getByRole('button', {name: 'Status: Ready'})).toBeVisible({timeout: 30_000});
  expect(site.draftStatus(branch)).toBe('decap-cms/pending_publish');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to publish this entry?');
    void dialog.accept();
  });
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  // Then Decap reloads the entry, once the media library has loaded: edits made before are lost.
  const reloaded = page.waitForRequest((r) => !!r.postData()?.includes('"action":"getEntry"'));
  await page.getByRole('menuitem', {name: 'Publish now', exact: true}).click();
  await expect(page.getByText('Entry published')).toBeVisible({timeout: 30_000});
  await reloaded;
  if (fastForward) expect(site.head()).toBe(draft);
  expect(site.drafts()).not.toContain(branch);
}

/** Saves the open entry, which holds a mistake, and sees it refused with `message`: nothing written. */
async function refused(page: Page, message: string): Promise<void> {
  const main = site.head();
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(page.getByText(message, {exact: true})).toBeVisible();
  expect(site.drafts()).toEqual([]);
  expect(site.head()).toBe(main);
}

const read = (file: string) => readFileSync(join(__dirname, '../..', file), 'utf8');

test('a policy’s text, with a tip shown as the site draws it, and its date: saved, Ready, published', async ({
  page,
}) => {
  await page.goto(site.adminUrl);
  await page.getByRole('button', {name: 'Login'}).click();
  for (const name of ['Legal policies', 'Blog articles', 'Page text', 'Cards and lists']) {
    await page.getByRole('link', {name, exact: true}).click();
    await expect(page.getByRole('heading', {name, exact: true})).toBeVisible();
  }
  await expect(page.getByText('Careers: benefits, openings, testimonials, notes')).toBeVisible();

  const file = 'legal/privacy-policy.mdx';
  const before = read(file);
  const [, effective] = /^effective_date: (.*)$/m.exec(before)!;
  const later = `${Number(effective.slice(0, 4)) + 1}-02-01`;
  // The policy's first paragraph, a line of its source.
  const paragraph = before
    .split(/^---$/m)[2]
    .split('\n')
    .find((line) => /^\w/.test(line) && !line.startsWith('import '))!;
  const added = ' We review it every year.\n\n:::tip[Good to know]\n\nKeep a copy.\n\n:::';
  await open(page, 'legal/entries/privacy-policy');
  await page.getByLabel('Effective date').fill(later);
  await appendToLine(page, paragraph, added);
  // Docusaurus draws a tip as Infima's success alert, its title above its text.
  const alert = page.locator('iframe').contentFrame().locator('.alert.alert--success');
  await expect(alert).toHaveText(/^\s*Good to know\s+Keep a copy\.\s*$/);
  await expect(alert.locator('strong')).toHaveText('Good to know');
  const branch = 'cms/legal/privacy-policy';
  await saveDraft(page, {
    branch,
    subject: 'Edit Policy “privacy-policy” (editor)',
    file,
    text: before
      .replace(/^effective_date: .*$/m, `effective_date: ${later}`)
      .replace(paragraph, `${paragraph}${added}`),
  });
  await readyAndPublish(page, branch);

  await page.getByLabel('Title', {exact: true}).fill('');
  await refused(page, 'Title is required.');
});

test('a card’s title, its icon in the preview; one too long refused', async ({page}) => {
  const retitled = 'No Fees to Join, Ever';
  await open(page, 'data/entries/trustSafety');
  const card = await unfold(page, SAFEGUARD.title);
  await card.getByLabel('Title', {exact: true}).fill(retitled);
  // The preview draws the card as the site does, its icon the site's own SVG.
  const preview = page.locator('iframe').contentFrame();
  const previewCard = preview.getByRole('listitem').filter({hasText: retitled});
  await expect(previewCard.locator(`svg.lucide-${SAFEGUARD.icon}`)).toBeVisible();
  const other = await unfold(page, trustSafety.safeguards[2].title);
  await other
    .getByLabel('Title', {exact: true})
    .fill('Verified Contact Channels, Published on This Website and Nowhere Else');
  await refused(page, "Title didn't match the pattern: must be 2 to 60 characters long.");
});

test('an opening’s closing date and an article’s excerpt, each a draft; the opening published after main moved on keeps both; an eleventh opening refused', async ({
  page,
}) => {
  const careersFile = 'src/data/content/careers.json';
  const [first] = careers.openings;
  const later = new Date(Date.parse(first.validThrough) + 86_400_000).toISOString().slice(0, 10);
  const opening = {
    branch: 'cms/data/careers',
    subject: 'Edit Cards and lists “careers” (editor)',
    file: careersFile,
    text: read(careersFile).replace(
      `"validThrough": "${first.validThrough}"`,
      `"validThrough": "${later}"`,
    ),
  };
  const slug = basename(ARTICLES[1].file, '.md');
  const description = 'Routines that keep work and rest apart when both happen at home.';
  const article = {
    branch: `cms/blog/${slug}`,
    subject: `Edit Article “${slug}” (editor)`,
    file: ARTICLES[1].file,
    // The field's line, and the lines a long value went on over.
    text: read(ARTICLES[1].file).replace(
      /^description:.*\n(?: .*\n)*/m,
      `description: ${description}\n`,
    ),
  };
  await open(page, 'data/entries/careers');
  await (await unfold(page, first.title)).getByLabel('Closing date').fill(later);
  await saveDraft(page, opening);
  await open(page, `blog/entries/${slug}`);
  await page.getByLabel('Excerpt').fill(description);
  await saveDraft(page, article);
  expect(site.drafts()).toEqual([article.branch, opening.branch]);
  await readyAndPublish(page, article.branch);
  await open(page, 'data/entries/careers');
  await readyAndPublish(page, opening.branch, false);
  for (const {file, text} of [opening, article])
    expect(site.git('show', `main:${file}`)).toBe(text);
  expect(site.git('status', '--porcelain')).toBe('');

  await page.getByRole('button', {name: 'Add Current Openings'}).click();
  await refused(page, 'Current Openings must be 10 or less item(s).');
});

/**
 * Clicks after the last letter of the rich-text line starting `line` and enters `added`. Only a
 * click places the caret: Slate reads it up to 100 ms late and may put back its own.
 */
async function appendToLine(page: Page, line: string, added: string): Promise<void> {
  const lines = page.locator('[data-slate-editor] > [data-slate-node="element"]');
  const target = lines.filter({hasText: line.slice(0, 40)});
  const before = await target.textContent();
  const lastLetter = await target.evaluate((element) => {
    // Slate writes each run of text as a [data-slate-string] span.
    const string = [...element.querySelectorAll('[data-slate-string]')].at(-1)!;
    string.scrollIntoView({block: 'center'});
    const text = string.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, text.length - 1);
    range.setEnd(text, text.length);
    const {right, top, height} = range.getBoundingClientRect();
    return {x: right - 1, y: top + height / 2};
  });
  await page.mouse.click(lastLetter.x, lastLetter.y);
  for (const [index, part] of added.split('\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    if (part) await page.keyboard.insertText(part);
  }
  const expected = `${before}${added}`.split('\n').filter(Boolean);
  await expect
    .poll(async () => {
      const texts = (await lines.allTextContents())
        .map((t) => t.replace(/\uFEFF/g, ''))
        .filter(Boolean);
      const start = texts.findIndex((text) => text.startsWith(line.slice(0, 40)));
      return texts.slice(start, start + expected.length);
    })
    .toEqual(expected);
}
