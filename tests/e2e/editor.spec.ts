import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {startEditor, type EditorSite} from './editorFixture';

// A writer's round trip in the editor at /admin/ (Decap CMS over decap-server, as
// `npm run cms` runs it), against a temporary clone of this site: each save changes only
// the lines the writer changed, the clone still builds with the new text, and a mistake
// is refused with the field named — by the editor where it can tell, else by the build.

test.describe.configure({mode: 'serial'});
// The clone is built twice (about two minutes each on a busy two-core machine).
test.setTimeout(300_000);

let site: EditorSite;

test.beforeAll(async () => {
  site = await startEditor();
});

test.afterAll(async () => {
  await site?.stop();
});

/**
 * Console errors in the editor. Allowed, with the reason: the fixture serves /admin/
 * only, so the browser's request for /favicon.ico gets a 404.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: .*404/.test(message.text())) return;
    errors.push(message.text());
  });
  return errors;
}

async function signIn(page: Page, hash = ''): Promise<void> {
  await page.goto(`${site.adminUrl}${hash}`);
  // The local backend has no account: its sign-in is one button.
  await page.getByRole('button', {name: 'Login'}).click();
}

async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await signIn(page);
  await page.getByRole('link', {name: collection, exact: true}).click();
  await page.getByText(entry, {exact: true}).first().click();
  await expect(page.getByText('Changes saved', {exact: false})).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  await page.getByText('Publish now', {exact: true}).click();
}

async function publishAndWait(page: Page): Promise<void> {
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible({timeout: 30_000});
}

/** Unfolds the list entry shown as `summary` and returns the entry's box. */
async function unfold(page: Page, summary: string): Promise<Locator> {
  const label = page.getByText(summary, {exact: true}).first();
  await label.locator('xpath=preceding-sibling::*[1]').getByRole('button').first().click();
  return label.locator('xpath=..');
}

/** Puts the caret at the end of the raw editor's line that holds `text`, then types. */
async function appendToLine(page: Page, text: string, added: string): Promise<void> {
  const line = page.locator('[data-slate-editor] [data-slate-node="element"]', {hasText: text});
  await line.click();
  await line.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  await page.keyboard.type(added);
}

const PARAGRAPH =
  'This Privacy Policy explains how Talentlane ("we", "us", "our") collects, uses, shares and protects personal data when you visit our website, apply to work with us or contact us. Talentlane is registered and headquartered in Singapore, and we handle personal data in accordance with Singapore\'s Personal Data Protection Act 2012 (PDPA) and, where they apply to you, other data protection laws such as the EU and UK General Data Protection Regulation (GDPR).';

test('lists every collection, and each opens', async ({page}) => {
  const errors = watchErrors(page);
  await signIn(page);
  for (const name of ['Legal policies', 'Blog articles', 'Page text', 'Cards and lists']) {
    await page.getByRole('link', {name, exact: true}).click();
    await expect(page.getByRole('heading', {name, exact: true})).toBeVisible();
  }
  await expect(page.getByText('Careers: benefits, openings, testimonials, notes')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a policy’s text and effective date: the save changes those two lines only', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openEntry(page, 'Legal policies', 'Privacy Policy');
  await page.getByLabel('Effective date').fill('2026-02-01');
  await appendToLine(
    page,
    'This Privacy Policy explains how Talentlane',
    ' We review it every year.',
  );
  await publishAndWait(page);
  expect(site.changedLines('legal/privacy-policy.mdx')).toEqual([
    '-effective_date: 2025-01-01',
    '+effective_date: 2026-02-01',
    `-${PARAGRAPH}`,
    `+${PARAGRAPH} We review it every year.`,
  ]);
  expect(errors).toEqual([]);
});

test('an article’s excerpt: the save changes that field only', async ({page}) => {
  const errors = watchErrors(page);
  await openEntry(
    page,
    'Blog articles',
    'Time-Blocking for Freelancers Who Juggle Several Projects',
  );
  await page
    .getByLabel('Excerpt')
    .fill('A weekly time-blocking routine for several client projects.');
  await publishAndWait(page);
  expect(site.changedLines('blog/2025-08-25-time-blocking-for-freelancers.md')).toEqual([
    '-description: A simple weekly time-blocking routine that keeps several client',
    '-  projects moving without late nights, with a template you can set up in under',
    '-  an hour.',
    '+description: A weekly time-blocking routine for several client projects.',
  ]);
  expect(errors).toEqual([]);
});

test('a card’s title: the save changes that line only', async ({page}) => {
  const errors = watchErrors(page);
  await openEntry(page, 'Cards and lists', 'Trust & Safety: safeguards, policies, trust points');
  const card = await unfold(page, 'No Upfront Fees, Ever');
  await card.getByLabel('Title', {exact: true}).fill('No Fees to Join, Ever');
  await expect(
    page.locator('iframe').contentFrame().getByText('No Fees to Join, Ever'),
  ).toBeVisible();
  await publishAndWait(page);
  expect(site.changedLines('src/data/content/trustSafety.json')).toEqual([
    '-      "title": "No Upfront Fees, Ever",',
    '+      "title": "No Fees to Join, Ever",',
  ]);
  expect(errors).toEqual([]);
});

test('an opening’s closing date: the save changes that line only', async ({page}) => {
  const errors = watchErrors(page);
  await openEntry(page, 'Cards and lists', 'Careers: benefits, openings, testimonials, notes');
  const opening = await unfold(page, 'Freelance Translator');
  await opening.getByLabel('Closing date').fill('2028-07-31');
  await publishAndWait(page);
  expect(site.changedLines('src/data/content/careers.json')).toEqual([
    '-      "validThrough": "2028-06-30",',
    '+      "validThrough": "2028-07-31",',
  ]);
  expect(errors).toEqual([]);
});

test('the clone builds, content check included, and its pages show the new text', () => {
  const output = site.build();
  expect(output).toContain('[SUCCESS]');
  const page = (file: string) => readFileSync(join(site.repo.dir, 'build', file), 'utf8');
  expect(page('privacy-policy.html')).toContain('We review it every year.');
  expect(page('privacy-policy.html')).toContain('February 1, 2026');
  expect(page('blog.html')).toContain(
    'A weekly time-blocking routine for several client projects.',
  );
  expect(page('trust-safety.html')).toContain('No Fees to Join, Ever');
  expect(page('employment/freelance-translator.html')).toContain('July 31, 2028');
});

test.describe('given a writer’s mistake the editor can see', () => {
  test('refuses an emptied required field, naming it, and writes nothing', async ({page}) => {
    await openEntry(page, 'Legal policies', 'Terms of Service');
    await page.getByLabel('Title', {exact: true}).fill('');
    await publish(page);
    await expect(page.getByText('Title is required.')).toBeVisible();
    expect(site.diff('legal/terms-of-service.mdx')).toBe('');
  });

  test('refuses a card title too long for its card, naming the field', async ({page}) => {
    await openEntry(page, 'Cards and lists', 'Trust & Safety: safeguards, policies, trust points');
    const card = await unfold(page, 'Verified Contact Channels');
    await card
      .getByLabel('Title', {exact: true})
      .fill('Verified Contact Channels, Published on This Website and Nowhere Else');
    await publish(page);
    // The message stands above the field it names (the card's summary changed with the title).
    await expect(
      page.getByText("Title didn't match the pattern: must be 2 to 60 characters long."),
    ).toBeVisible();
    await page.screenshot({path: test.info().outputPath('refused.png')});
    expect(site.read('src/data/content/trustSafety.json')).not.toContain('Nowhere Else');
  });

  test('refuses an eleventh opening where the page has room for ten', async ({page}) => {
    await openEntry(page, 'Cards and lists', 'Careers: benefits, openings, testimonials, notes');
    await page.getByRole('button', {name: 'Add Current Openings'}).click();
    await publish(page);
    await expect(page.getByText('Current Openings must be 10 or less item(s).')).toBeVisible();
    expect(site.read('src/data/content/careers.json').match(/"slug":/g)).toHaveLength(10);
  });
});

test('what only the build can check still fails it, naming the file and the field', async ({
  page,
}) => {
  await openEntry(page, 'Cards and lists', 'Services');
  const service = await unfold(page, 'Custom Requests');
  await service.getByLabel('Title', {exact: true}).fill('Bespoke Projects');
  await publishAndWait(page);
  expect(() => site.build()).toThrow(
    'services.json: services must have exactly the titles Translation & Localization, Graphic & Creative Design, Voice-over & Audio, NFT & Digital Art, Technical Writing / Blogging, Custom Requests, in that order',
  );
});
