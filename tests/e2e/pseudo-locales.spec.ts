import type {Page} from '@playwright/test';
import {PSEUDO_LOCALES, type PseudoLocale} from '@site/src/lib/locales';
import {test, expect} from './fixtures';
import {layoutProblemsAt} from './layoutChecks';
import {ROUTES_AND_ONE_OPENING} from './openings';
import {openInPage} from './pageChecks';
import {gotoStill, holdStill} from './still';

// Each pseudo-locale's build, as that locale's project (E2E_PSEUDO_LOCALES; playwright.config.ts),
// on every route and one opening's page: the page in the locale's language
// and direction, and the layout at 320 and 1280 px with the header on one row. Both locales are
// made from the same sources by the same plugin, so a word left untranslated is looked for in
// en-XA (tagged @ltr), its text a third longer; ar-XB (@rtl) is read right to left. axe runs on
// the English pages (pages.spec.ts): the names it reads come from the same code, and every name
// and text is looked for here, translated.

/** Words that are the same in every language: the brand, and the company's own names. */
const SAME_IN_EVERY_LANGUAGE = [
  'Talentlane',
  'Telegram',
  'Discord',
  'PayPal',
  'Coinbase',
  'GDPR',
  'PDPA',
];

/**
 * The words of three or more ASCII letters in all a visitor may meet on the page (its text, also
 * in a closed menu or for screen readers only; the names and hints of its elements; its title
 * and description), outside e-mail and web addresses, text marked as in another language, and
 * the right-to-left marks around ar-XB's flipped copy (some flipped letters are ASCII).
 */
function untranslatedWords(allowed: string[]): string[] {
  const found: string[] = [];
  const lang = document.documentElement.lang;
  const inPageLanguage = (element: Element) =>
    element.closest('[lang]')?.getAttribute('lang') === lang;
  const check = (where: string, value: string | null) => {
    const text = (value ?? '')
      .replace(/\u202e[^\u202c]*\u202c/g, '')
      .replace(/\S+@\S+|https?:\/\/\S+/g, '');
    for (const word of text.match(/[A-Za-z]{3,}/g) ?? []) {
      if (!allowed.includes(word)) found.push(`${word} (${where}: "${text.trim().slice(0, 60)}")`);
    }
  };
  check('the title', document.title);
  check(
    'the description',
    document.querySelector('meta[name="description"]')!.getAttribute('content'),
  );
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript') || !inPageLanguage(parent)) continue;
    check('in', node.textContent);
  }
  const NAMES = ['aria-label', 'aria-roledescription', 'title', 'alt', 'placeholder'];
  for (const element of document.body.querySelectorAll(NAMES.map((name) => `[${name}]`).join())) {
    if (!inPageLanguage(element)) continue;
    for (const name of NAMES)
      if (element.hasAttribute(name)) check(name, element.getAttribute(name));
  }
  return found;
}

/** At default text the header is one row at every width (a long brand gives way to the logo). */
function headerIsOneRow(): boolean {
  const row = document.querySelector('header.navbar')!.firstElementChild!;
  const [first, ...others] = [...row.children].map((child) => child.getBoundingClientRect());
  return others.every((box) => box.top < first.bottom && box.bottom > first.top);
}

/** The page in its locale's language and direction, and its layout at 320 and 1280 px. */
async function localeAndLayoutProblems(page: Page): Promise<string[]> {
  const locale = test.info().project.name as PseudoLocale;
  const problems: string[] = [];
  const html = await page.evaluate(() => [document.documentElement.lang, document.dir]);
  if (html.join() !== [locale, PSEUDO_LOCALES[locale].direction].join()) {
    problems.push(`<html> has lang and dir ${html}`);
  }
  for (const width of [320, 1280] as const) {
    problems.push(...(await layoutProblemsAt(page, width)));
    if (!(await page.evaluate(headerIsOneRow))) {
      problems.push(`${width} px — the header wraps onto a second row`);
    }
  }
  return problems;
}

/** Whether the carousel's previous control sits at the start, on the right, its chevrons outward. */
async function carouselMirrorProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const [, previous, next] = document.querySelectorAll(
      '[role="group"][aria-roledescription] button',
    );
    // Which way a chevron points: lucide's left or right chevron, mirrored or not.
    const tip = (button: Element) => {
      const svg = button.querySelector('svg')!;
      const mirrored = getComputedStyle(svg).transform.startsWith('matrix(-1');
      return svg.classList.contains('lucide-chevron-left') !== mirrored ? 'left' : 'right';
    };
    const problems: string[] = [];
    if (previous.getBoundingClientRect().x <= next.getBoundingClientRect().x) {
      problems.push("the carousel's previous control is not on the right of next");
    }
    if (tip(previous) !== 'right' || tip(next) !== 'left') {
      problems.push(`the carousel's chevrons point ${tip(previous)} and ${tip(next)}`);
    }
    return problems;
  });
}

// One test a locale: the first page is landed on, the others opened by the router as the site's
// links open them (each page's own landing: head.spec.ts, in English).
test.describe('given every page in the light theme', () => {
  test.beforeEach(async ({page}) => {
    // A bound, not a goal: a page took 10 s on a machine running two other suites.
    test.setTimeout(ROUTES_AND_ONE_OPENING.length * 10_000);
    await page.setViewportSize({width: 320, height: 568});
    await holdStill(page, 'light');
    await gotoStill(page, ROUTES_AND_ONE_OPENING[0]);
  });

  /** The problems `check` finds on each page in turn, each line naming its page. */
  async function onEveryPage(page: Page, check: (route: string) => Promise<string[]>) {
    const problems: string[] = [];
    for (const [index, route] of ROUTES_AND_ONE_OPENING.entries()) {
      if (index > 0) await openInPage(page, route);
      problems.push(...(await check(route)).map((problem) => `${route}: ${problem}`));
    }
    return problems;
  }

  test(
    'each holds its layout with text a third longer, and shows no untranslated word',
    {
      tag: '@ltr',
    },
    async ({page}) => {
      const problems = await onEveryPage(page, async () => [
        ...(await localeAndLayoutProblems(page)),
        ...(await page.evaluate(untranslatedWords, SAME_IN_EVERY_LANGUAGE)).map(
          (word) => `untranslated: ${word}`,
        ),
      ]);
      expect(problems).toEqual([]);
    },
  );

  test(
    "each holds its layout read right to left, and the carousel's controls are mirrored",
    {
      tag: '@rtl',
    },
    async ({page}) => {
      const problems = await onEveryPage(page, async (route) => [
        ...(await localeAndLayoutProblems(page)),
        ...(route === '/' ? await carouselMirrorProblems(page) : []),
      ]);
      expect(problems).toEqual([]);
    },
  );
});
