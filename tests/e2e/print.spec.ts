import type {Locator, Page} from '@playwright/test';
import {readSiteFacts} from '@site/src/config/site';
import {test, expect, creepUntil, gotoHydrated, gotoWithPausedClock, runUntil} from './fixtures';
import {POLICIES} from './contentPages';

// A legal page prints its text (SPEC section 8); <details>: policy-history.

const facts = readSiteFacts(process.env);

/** The site's frame around a page's text, as a visitor or assistive technology finds it. */
const frameOf = (page: Page, footer = page.getByRole('contentinfo')) => ({
  'skip link': page.locator('a[href="#__docusaurus_skipToContent_fallback"]'),
  header: page.getByRole('banner'),
  'footer navigation': footer.getByRole('navigation'),
  'footer links': footer.getByRole('link'),
  'pop-ups': page.getByRole('region', {name: 'Recent activity'}),
  // The box Crisp's loader adds to the body (here its stand-in's, tests/e2e/crispStandIn.ts).
  chat: page.locator('body > .crisp-client'),
  contents: page.getByRole('navigation', {name: 'On this page'}),
  'links to the other policies': page.getByRole('navigation', {name: 'Legal pages'}),
});

/** Every link in `scope` says on paper where it leads, as its text or its ::after: those written out. */
async function expectTargetsWrittenOut(scope: Locator): Promise<string[]> {
  const links = await scope.locator('a[href]:visible').evaluateAll((elements) =>
    elements.map((element) => ({
      href: element.getAttribute('href') ?? '',
      text: (element as HTMLElement).innerText.trim(),
      after: getComputedStyle(element, '::after').content,
    })),
  );
  const written: string[] = [];
  for (const {href, text, after} of links) {
    const target = href.startsWith('mailto:') ? href.slice(7).split('?')[0] : href;
    if (text === target) continue;
    expect(after, `what follows "${text}" (${href}) on paper`).toBe(`" (${target})"`);
    written.push(target);
  }
  return written;
}

/** The text's colours: black on no fill, no shadow, in either theme. */
const expectBlackInk = async (page: Page) =>
  expect(
    await page.locator('article :is(h1, h2, p, li, a)').evaluateAll((elements) => [
      ...new Set(
        elements.map((element) => {
          const {color, backgroundColor, boxShadow} = getComputedStyle(element);
          return `${color} on ${backgroundColor}, shadow ${boxShadow}`;
        }),
      ),
    ]),
  ).toEqual(['rgb(0, 0, 0) on rgba(0, 0, 0, 0), shadow none']);

// The statement, with links of every kind (a section, a page, a mail address), stands for the policies.
const printed = POLICIES.find(({path}) => path === '/modern-slavery-statement')!;

test(`${printed.path} prints its text in black on white, and nothing of the site around it`, async ({
  page,
}) => {
  // All of its frame on screen: hydrated, the chat loaded, the first pop-up up (at 5 s).
  await gotoWithPausedClock(page, printed.path);
  const frame = frameOf(page);
  await creepUntil(
    page,
    async () => (await frame['pop-ups'].count()) === 1 && (await frame.chat.count()) === 1,
  );
  await runUntil(page, 5000);
  await expect(frame['pop-ups'].getByText(/\w/).first()).toBeVisible();
  for (const [name, part] of Object.entries(frame)) {
    await expect(part.first(), `${name} on screen`).toBeVisible();
  }

  await page.emulateMedia({media: 'print'});
  for (const [name, part] of Object.entries(frame)) {
    for (const each of await part.all()) await expect(each, `${name} on paper`).toBeHidden();
  }
  await expect(page.getByRole('contentinfo')).toHaveText(
    new RegExp(`^© \\d{4} ${facts.brandName}\\. All rights reserved\\.$`),
    {useInnerText: true},
  );
  const article = page.locator('article');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(printed.h1);
  await expect(article.getByText(printed.effective, {exact: true})).toBeVisible();
  for (const section of printed.headings) {
    await expect(article.getByRole('heading', {level: 2, name: section})).toBeVisible();
  }
  // Every paragraph and item of the text (not of its contents' list) is on paper.
  const text = article.locator('.markdown :is(p, li):not(nav *)');
  expect(await text.count()).toBeGreaterThan(printed.headings.length);
  const hidden = await text.evaluateAll((elements) =>
    elements.filter((element) => !element.checkVisibility()).map((element) => element.textContent),
  );
  expect(hidden, 'left off the paper').toEqual([]);
  await expectBlackInk(page);
  await expectTargetsWrittenOut(page.getByRole('article'));

  // The site follows the system's theme live: in the dark one, the text still prints black.
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectBlackInk(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );
});

test('a marketing page’s external and mail links write out where they lead on paper', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.emulateMedia({media: 'print'});
  expect(await expectTargetsWrittenOut(page.locator('main'))).toEqual(
    expect.arrayContaining([facts.emails.careers, facts.emails.partnerships, facts.links.discord]),
  );
});
