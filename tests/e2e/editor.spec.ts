import {readFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import careers from '@site/src/data/content/careers.json';
import trustSafety from '@site/src/data/content/trustSafety.json';
import {ARTICLES, type Article} from './blogPage';
import {SAFEGUARD, startEditor, titleLine, unfold, type EditorSite} from './editorFixture';

// A writer's round trip in the editor at /admin/ through the editorial workflow, as in
// production (Decap CMS over decap-server's git mode, against a temporary clone of this
// site): a save is a draft branch whose one commit changes only the lines the writer
// changed, Ready and Publish put that commit on main, the clone's content still loads as
// its build loads it, and a mistake the editor can tell is refused with the field named.
// (What only the build can check, it refuses with the file and the field named:
// tests/unit/contentCheck.test.ts.)

test.describe.configure({mode: 'serial'});
// A limit, not a goal: a test opens entries (up to 60 s each at load 30) and waits on
// decap-server several times (up to 30 s each).
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

/**
 * Opens the entry whose card `card` finds in a collection's list and waits until its editor
 * has loaded. It clicks again while the address is still the list's, as a writer would: under
 * load the list once stayed on screen after its click (CI-like load, 2026-11-30).
 */
async function openListed(page: Page, card: Locator): Promise<void> {
  await expect(async () => {
    if (!page.url().includes('/entries/')) await card.click({timeout: 15_000});
    await expect(page).toHaveURL(/\/entries\//, {timeout: 5_000});
  }).toPass({timeout: 60_000});
  // A wait, not a goal: a large data file (careers.json) took over 20 s to open at load 30.
  await expect(page.getByText('Changes saved', {exact: false})).toBeVisible({timeout: 60_000});
}

async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await signIn(page);
  await page.getByRole('link', {name: collection, exact: true}).click();
  await openListed(page, page.getByText(entry, {exact: true}).first());
}

/** Opens `entry` of the collection named `name` in the URL, the writer being signed in. */
async function openAgain(page: Page, name: string, entry: string): Promise<void> {
  // A reload, not only a new hash: no toast of the last publish is left on the page.
  await page.goto(`${site.adminUrl}#/collections/${name}`);
  await page.reload();
  // Not exact: a draft's title shares its element with the "Draft" badge.
  await openListed(page, page.getByText(entry).first());
}

/** Saves the open entry: a draft, or a new commit on its draft. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Save', exact: true}).click();
}

/** Accepts Decap's confirm (the browser's own), which must ask `question`. */
function acceptConfirm(page: Page, question: string): void {
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(question);
    void dialog.accept();
  });
}

/** Ready and Publish in the entry's toolbar. */
async function readyAndPublishInToolbar(page: Page, draft: Draft): Promise<void> {
  await page.getByRole('button', {name: /^Status: /}).click();
  await page.getByRole('menuitem', {name: 'Ready', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Status: Ready'})).toBeVisible();
  expect(site.draftStatus(draft.branch)).toBe('decap-cms/pending_publish');
  acceptConfirm(page, 'Are you sure you want to publish this entry?');
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Publish now', exact: true}).click();
  await expect(page.getByText('Entry published')).toBeVisible({timeout: 30_000});
}

/** The Workflow view's column headed `heading`. */
function column(page: Page, heading: string): Locator {
  return page.locator('div', {has: page.getByRole('heading', {name: heading, exact: true})}).last();
}

/** Ready and Publish in the Workflow view: the draft's card dragged to Ready, then published. */
async function readyAndPublishInWorkflow(page: Page, draft: Draft): Promise<void> {
  const title = new RegExp(draft.title ?? '');
  // Back to the collection (the toolbar's back link), where the header shows Workflow.
  await page.getByText('Changes saved', {exact: true}).click();
  await page.getByRole('link', {name: 'Workflow'}).click();
  const card = column(page, 'Drafts').getByRole('link', {name: title});
  await expect(card).toBeVisible();
  await page.screenshot({path: test.info().outputPath('workflow-draft.png')});
  // By hand, not dragTo: the view redraws the card as it settles, and dragTo then retries its
  // press over the new card while the first is still down, which starts no drag in Chromium (the
  // card stayed in Drafts). A hover's retry presses nothing. Two moves over the column: the
  // drop needs a dragover, which Playwright documents may take a second move. A drag the page
  // missed (twice in CI) changes nothing and is made again; one it took may take decap-server
  // over 5 s to record at load 30, so it is judged by the status recorded, not by a request.
  const ready = column(page, 'Ready');
  await expect(async () => {
    if (await card.isVisible()) {
      try {
        await card.hover({timeout: 5_000});
        await page.mouse.down();
        await ready.hover({timeout: 5_000});
        await ready.hover({timeout: 5_000});
      } finally {
        await page.mouse.up();
      }
    }
    await expect
      .poll(() => site.draftStatus(draft.branch), {timeout: 20_000})
      .toBe('decap-cms/pending_publish');
  }).toPass({timeout: 90_000});
  // The card moves once decap-server has answered: over 5 s at load 30.
  await expect(ready.getByRole('link', {name: title})).toBeVisible({timeout: 30_000});
  acceptConfirm(page, 'Are you sure you want to publish this entry?');
  await ready.getByRole('button', {name: 'Publish changes'}).click();
  await expect(page.getByText('Entry published')).toBeVisible({timeout: 30_000});
}

type Draft = {
  branch: string;
  subject: string;
  file: string;
  changedLines: string[];
  /** The draft's title in the Workflow view, where Ready and Publish are then pressed. */
  title?: string;
};

/**
 * The rest of the round trip for the entry open and edited in `page`: Save makes the
 * draft `branch`, one commit off main that touches `changedLines` of `file` and nothing
 * else, main untouched; Ready is the branch's status; Publish puts that commit on main.
 */
async function saveAndPublish(page: Page, draft: Draft): Promise<void> {
  const {branch, subject, file, changedLines} = draft;
  const main = site.head();
  await save(page);
  await expect(page.getByText('Entry saved')).toBeVisible({timeout: 30_000});
  expect(site.drafts()).toEqual([branch]);
  const commits = site.commits(main, branch);
  expect(commits).toEqual([expect.objectContaining({subject, files: [file], changedLines})]);
  expect(site.draftStatus(branch)).toBe('decap-cms/draft');
  expect(site.head()).toBe(main);

  await (draft.title ? readyAndPublishInWorkflow : readyAndPublishInToolbar)(page, draft);
  // A fast-forward: main gets the draft's own commit, and the branch is gone.
  expect(site.commits(main, 'main')).toEqual(commits);
  expect(site.drafts()).toEqual([]);
}

/** The editor refused the save: no draft, main as it was. */
function expectNothingWritten(main: string): void {
  expect(site.drafts()).toEqual([]);
  expect(site.head()).toBe(main);
}

/**
 * Clicks after the last letter of the rich-text editor's line that holds `text`, as a writer
 * does, then enters `added`: each line of it at once, as a paste does, and each "\n" as the
 * Enter key, and checks the editor's lines read as the line followed by `added`. The click
 * alone places the caret: Slate reads the browser's caret up to 100 ms late and, when it
 * redraws before then, puts the caret back where its own selection was, so a caret moved by
 * script after a click in the middle of the line could leave the text there. (Key by key,
 * Slate lets the browser insert letters and spaces and inserts other characters itself:
 * whole lines leave less to a loaded machine's timing.)
 */
async function appendToLine(page: Page, text: string, added: string): Promise<void> {
  const editor = page.locator('[data-slate-editor]');
  const lines = editor.locator(':scope > [data-slate-node="element"]');
  const line = lines.filter({hasText: text});
  const before = await line.textContent();
  const lastLetter = await line.evaluate((element) => {
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
  // On its right half, so the caret goes after it.
  await page.mouse.click(lastLetter.x, lastLetter.y);
  for (const [index, part] of added.split('\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    if (part) await page.keyboard.insertText(part);
  }
  // The editor holds it where it belongs before the test looks further (the preview, the save).
  const expected = `${before}${added}`.split('\n').filter(Boolean);
  await expect
    .poll(async () => {
      const texts = (await lines.allTextContents())
        .map((t) => t.replace(/\uFEFF/g, ''))
        .filter(Boolean);
      const start = texts.findIndex((t) => t.includes(text));
      return texts.slice(start, start + expected.length);
    })
    .toEqual(expected);
}

/** The text of `file`, in the clone as in this work tree. */
const read = (file: string) => readFileSync(join(__dirname, '../..', file), 'utf8');

/** The lines of `file` that hold its front matter's `key`. */
function fieldLines(file: string, key: string): string[] {
  const lines = read(file).split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${key}:`));
  // A long value goes on over the indented lines after it.
  const end = lines.findIndex((line, index) => index > start && !line.startsWith(' '));
  return lines.slice(start, end);
}

const POLICY = 'legal/privacy-policy.mdx';
/** The policy's first paragraph: a line of its source. */
const PARAGRAPH = read(POLICY)
  .split(/^---$/m)[2]
  .split('\n')
  .find((line) => /^\w/.test(line) && !line.startsWith('import '))!;
const [EFFECTIVE] = fieldLines(POLICY, 'effective_date');
/** A new effective date, after the one in place. */
const LATER = `${Number(/\d{4}/.exec(EFFECTIVE)![0]) + 1}-02-01`;

/** An article's draft in the editor: the branch and the commit a save makes. */
const draftOf = ({file, title}: Article) => {
  const slug = basename(file, '.md');
  return {
    title,
    file,
    branch: `cms/blog/${slug}`,
    subject: `Edit Article “${slug}” (editor)`,
  };
};

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
  await page.getByLabel('Effective date').fill(LATER);
  await appendToLine(page, PARAGRAPH.slice(0, 40), ' We review it every year.');
  await saveAndPublish(page, {
    branch: 'cms/legal/privacy-policy',
    subject: 'Edit Policy “privacy-policy” (editor)',
    file: POLICY,
    changedLines: [
      `-${EFFECTIVE}`,
      `+effective_date: ${LATER}`,
      `-${PARAGRAPH}`,
      `+${PARAGRAPH} We review it every year.`,
    ],
  });
  expect(errors).toEqual([]);
});

test('an article’s excerpt: the save changes that field only', async ({page}) => {
  const errors = watchErrors(page);
  const [newest] = ARTICLES;
  await openEntry(page, 'Blog articles', newest.title);
  await page
    .getByLabel('Excerpt')
    .fill('A weekly time-blocking routine for several client projects.');
  await saveAndPublish(page, {
    ...draftOf(newest),
    changedLines: [
      ...fieldLines(newest.file, 'description').map((line) => `-${line}`),
      '+description: A weekly time-blocking routine for several client projects.',
    ],
  });
  expect(errors).toEqual([]);
});

test('a policy’s admonition shows in the preview as the site draws it', async ({page}) => {
  const errors = watchErrors(page);
  await openEntry(page, 'Legal policies', 'Privacy Policy');
  await appendToLine(
    page,
    PARAGRAPH.slice(0, 40),
    '\n\n:::tip[Good to know]\n\nKeep a copy.\n\n:::',
  );
  // Docusaurus draws a tip as Infima's success alert, its title above its text.
  const alert = page.locator('iframe').contentFrame().locator('.alert.alert--success');
  await expect(alert).toHaveText(/^\s*Good to know\s+Keep a copy\.\s*$/);
  await expect(alert.locator('strong')).toHaveText('Good to know');
  expect(errors).toEqual([]);
});

test('a card’s title: the save changes that line only', async ({page}) => {
  const errors = watchErrors(page);
  await openEntry(page, 'Cards and lists', 'Trust & Safety: safeguards, policies, trust points');
  const card = await unfold(page, SAFEGUARD.title);
  await card.getByLabel('Title', {exact: true}).fill('No Fees to Join, Ever');
  // The preview draws the card as the site does, its icon the site's own SVG.
  const previewCard = page
    .locator('iframe')
    .contentFrame()
    .getByRole('listitem')
    .filter({hasText: 'No Fees to Join, Ever'});
  await expect(previewCard.locator(`svg.lucide-${SAFEGUARD.icon}`)).toBeVisible();
  await saveAndPublish(page, {
    branch: 'cms/data/trustSafety',
    subject: 'Edit Cards and lists “trustSafety” (editor)',
    file: 'src/data/content/trustSafety.json',
    changedLines: [`-${titleLine(SAFEGUARD.title)}`, `+${titleLine('No Fees to Join, Ever')}`],
  });
  expect(errors).toEqual([]);
});

test('an opening’s closing date: the save changes that line only', async ({page}) => {
  const errors = watchErrors(page);
  await openEntry(page, 'Cards and lists', 'Careers: benefits, openings, testimonials, notes');
  const [first] = careers.openings;
  // A day later than it closes now.
  const later = new Date(Date.parse(first.validThrough) + 86_400_000).toISOString().slice(0, 10);
  const opening = await unfold(page, first.title);
  await opening.getByLabel('Closing date').fill(later);
  await saveAndPublish(page, {
    branch: 'cms/data/careers',
    subject: 'Edit Cards and lists “careers” (editor)',
    file: 'src/data/content/careers.json',
    changedLines: [
      `-      "validThrough": "${first.validThrough}",`,
      `+      "validThrough": "${later}",`,
    ],
  });
  expect(errors).toEqual([]);
});

test('a draft published after main moved on keeps both changes', async ({page}) => {
  const errors = watchErrors(page);
  const first = draftOf(ARTICLES[4]);
  const second = draftOf(ARTICLES[1]);
  await openEntry(page, 'Blog articles', first.title);
  await page.getByLabel('Excerpt').fill('A five-line daily update that project managers read.');
  await save(page);
  await expect(page.getByText('Entry saved')).toBeVisible({timeout: 30_000});
  // Meanwhile a second writer saves and publishes another article: main moves on. (Through
  // the editor, as on GitHub: decap-server works in the clone's working tree, so a commit
  // made there behind its back could meet its own git commands.)
  await openAgain(page, 'blog', second.title);
  await page
    .getByLabel('Excerpt')
    .fill('Routines that keep work and rest apart when both happen at home.');
  await save(page);
  await expect(page.getByText('Entry saved')).toBeVisible({timeout: 30_000});
  expect(site.drafts()).toEqual([first.branch, second.branch]);
  await readyAndPublishInToolbar(page, {...second, subject: '', changedLines: []});
  const moved = site.head();
  expect(site.drafts()).toEqual([first.branch]);

  await openAgain(page, 'blog', first.title);
  await readyAndPublishInToolbar(page, {...first, subject: '', changedLines: []});
  // Both reach main: the other writer's commit and this one's text, nothing left behind.
  expect(() => site.repo.git('merge-base', '--is-ancestor', moved, 'main')).not.toThrow();
  expect(site.repo.git('show', `main:${first.file}`)).toContain(
    'description: A five-line daily update that project managers read.',
  );
  expect(site.repo.git('show', `main:${second.file}`)).toContain(
    'description: Routines that keep work and rest apart when both happen at home.',
  );
  expect(site.drafts()).toEqual([]);
  expect(site.repo.git('status', '--porcelain')).toBe('');
  expect(errors).toEqual([]);
});

test('the clone’s content loads as its build loads it, content check and front matter included', () => {
  // Every plugin's content, as `docusaurus build` loads it before bundling: the data files
  // against their schemas, each policy's and article's front matter, the openings' pages.
  expect(site.loadContent()).toContain('[SUCCESS]');
  // It leaves nothing a later save's commit would take along.
  expect(site.repo.git('status', '--porcelain')).toBe('');
});

test.describe('given a writer’s mistake the editor can see', () => {
  test('refuses an emptied required field, naming it, and writes nothing', async ({page}) => {
    const main = site.head();
    await openEntry(page, 'Legal policies', 'Terms of Service');
    await page.getByLabel('Title', {exact: true}).fill('');
    await save(page);
    await expect(page.getByText('Title is required.')).toBeVisible();
    expectNothingWritten(main);
  });

  test('refuses a card title too long for its card, naming the field', async ({page}) => {
    const main = site.head();
    await openEntry(page, 'Cards and lists', 'Trust & Safety: safeguards, policies, trust points');
    const card = await unfold(page, trustSafety.safeguards[2].title);
    await card
      .getByLabel('Title', {exact: true})
      .fill('Verified Contact Channels, Published on This Website and Nowhere Else');
    await save(page);
    // The message stands above the field it names (the card's summary changed with the title).
    await expect(
      page.getByText("Title didn't match the pattern: must be 2 to 60 characters long."),
    ).toBeVisible();
    await page.screenshot({path: test.info().outputPath('refused.png')});
    expectNothingWritten(main);
  });

  test('refuses an eleventh opening where the page has room for ten', async ({page}) => {
    const main = site.head();
    await openEntry(page, 'Cards and lists', 'Careers: benefits, openings, testimonials, notes');
    await page.getByRole('button', {name: 'Add Current Openings'}).click();
    await save(page);
    await expect(page.getByText('Current Openings must be 10 or less item(s).')).toBeVisible();
    expectNothingWritten(main);
  });
});
