import type {Locator, Page} from '@playwright/test';
import {readSiteFacts} from '@site/src/config/site';
import {test, expect, creepUntil, gotoHydrated, gotoWithPausedClock, runUntil} from './fixtures';
import {POLICIES} from './policies';

// Printing a legal page prints its text (SPEC section 8): the page is drawn for print
// with page.emulateMedia, which applies print.css as a printer would (it does not fire
// `beforeprint`; policy-history.spec.ts covers "What changed", which needs several versions).

const facts = readSiteFacts(process.env);

/** The site's frame around a page's text, each part as a visitor or assistive technology finds it. */
function frameOf(page: Page): Record<string, Locator> {
  const footer = page.getByRole('contentinfo');
  return {
    'skip link': page.getByRole('link', {name: 'Skip to main content'}),
    header: page.getByRole('banner'),
    'footer navigation': footer.getByRole('navigation'),
    'footer links': footer.getByRole('link'),
    'pop-ups': page.getByRole('region', {name: 'Recent activity'}),
    // The box Crisp's loader adds to the body (here its stand-in's, tests/e2e/crispStandIn.ts).
    chat: page.locator('body > .crisp-client'),
    contents: page.getByRole('navigation', {name: 'On this page'}),
    'links to the other policies': page.getByRole('navigation', {name: 'Legal pages'}),
  };
}

/**
 * Opens a legal page with all of its frame on screen: hydrated, the chat loaded and the
 * first pop-up showing (5 s after load on the page's paused clock).
 */
async function openWithFrame(page: Page, path: string): Promise<void> {
  await gotoWithPausedClock(page, path);
  const frame = frameOf(page);
  await creepUntil(
    page,
    async () => (await frame['pop-ups'].count()) === 1 && (await frame.chat.count()) === 1,
  );
  await runUntil(page, 5000);
  await expect(frame['pop-ups'].getByText(/just joined/)).toBeVisible();
}

/** Where a link leads, as a reader of paper needs it: a mail link's address, or its URL. */
function targetOf(href: string): string {
  return href.startsWith('mailto:') ? href.slice('mailto:'.length).split('?')[0] : href;
}

/**
 * Every link in `scope` says on paper where it leads: its text is its target (a mail link
 * showing its address), or its ::after writes the target out after the text.
 */
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
    const target = targetOf(href);
    if (text === target) continue;
    expect(after, `what follows "${text}" (${href}) on paper`).toBe(`" (${target})"`);
    written.push(target);
  }
  return written;
}

// The legal texts share one template: the one with links of every kind (a section, another page,
// a mail address) stands for them; the others are tried in the dark theme and without JavaScript.
const printed = POLICIES[2];

test.describe('given a legal text sent to the printer', () => {
  test(`${printed.path} prints its text, and nothing of the site around it`, async ({page}) => {
    await openWithFrame(page, printed.path);
    const frame = frameOf(page);
    await test.step('on screen, the frame is there', async () => {
      for (const [name, part] of Object.entries(frame)) {
        await expect(part.first(), `${name} on screen`).toBeVisible();
      }
    });

    await page.emulateMedia({media: 'print'});
    await test.step('on paper, none of it', async () => {
      for (const [name, part] of Object.entries(frame)) {
        for (const each of await part.all()) await expect(each, `${name} on paper`).toBeHidden();
      }
      // The footer leaves its one copyright line.
      await expect(page.getByRole('contentinfo')).toHaveText(
        new RegExp(`^© \\d{4} ${facts.brandName}\\. All rights reserved\\.$`),
        {useInnerText: true},
      );
    });

    await test.step('its title, dates, sections and text are all on paper', async () => {
      const article = page.locator('article');
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(article.getByText(printed.effective, {exact: true})).toBeVisible();
      for (const section of [...printed.sections, 'Version history']) {
        await expect(article.getByRole('heading', {level: 2, name: section})).toBeVisible();
      }
      for (const sentence of printed.says) {
        await expect(article.getByText(sentence).first()).toBeVisible();
      }
      await expect(
        article.getByRole('link', {name: facts.emails[printed.contact]}).last(),
      ).toBeVisible();
    });

    await test.step('in black on white, with no shadows', async () => {
      const colours = await page
        .locator('article')
        .locator('h1, h2, p, li, a')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            return `${style.color} on ${style.backgroundColor}, shadow ${style.boxShadow}`;
          }),
        );
      expect(new Set(colours)).toEqual(new Set(['rgb(0, 0, 0) on rgba(0, 0, 0, 0), shadow none']));
    });

    await test.step('every link in the text says where it leads', async () => {
      await expectTargetsWrittenOut(page.getByRole('article'));
    });
  });

  test.describe('in the dark theme', () => {
    test.use({colorScheme: 'dark'});

    test('the text still prints black on white', async ({page}) => {
      await gotoHydrated(page, POLICIES[0].path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.emulateMedia({media: 'print'});
      for (const element of [
        page.getByRole('heading', {level: 1}),
        page.locator('article p').first(),
      ]) {
        const {color, background} = await element.evaluate((node) => ({
          color: getComputedStyle(node).color,
          background: getComputedStyle(document.body).backgroundColor,
        }));
        expect(color).toBe('rgb(0, 0, 0)');
        expect(background).toBe('rgba(0, 0, 0, 0)');
      }
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the page prints its text without its frame all the same', async ({page}) => {
      const policy = POLICIES[1];
      await page.goto(policy.path);
      const frame = frameOf(page);
      await page.emulateMedia({media: 'print'});
      for (const name of [
        'skip link',
        'header',
        'footer navigation',
        'contents',
        'links to the other policies',
      ]) {
        for (const each of await frame[name].all()) await expect(each, name).toBeHidden();
      }
      await expect(page.getByRole('heading', {level: 1})).toHaveText(policy.title);
      await expect(page.locator('article').getByText(policy.says[0])).toBeVisible();
    });
  });
});

test.describe('given a marketing page sent to the printer', () => {
  test('its external links and mail links write out where they lead', async ({page}) => {
    await gotoHydrated(page, '/contact');
    await page.emulateMedia({media: 'print'});
    expect(await expectTargetsWrittenOut(page.locator('main'))).toContain(facts.links.fileTransfer);

    await page.emulateMedia({media: 'screen'});
    await gotoHydrated(page, '/');
    await page.emulateMedia({media: 'print'});
    const written = await expectTargetsWrittenOut(page.locator('main'));
    expect(written).toEqual(
      expect.arrayContaining([facts.emails.careers, facts.emails.partnerships]),
    );
  });

  test('a notice on screen stays off paper', async ({page}) => {
    await gotoWithPausedClock(page, '/blog');
    await page.getByRole('button', {name: 'Read More'}).first().click();
    const notice = page.getByRole('region', {name: /Notices/}).getByText('Feature Not Available');
    await expect(notice).toBeVisible();
    await page.emulateMedia({media: 'print'});
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
