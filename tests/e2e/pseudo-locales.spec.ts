import type {Page} from '@playwright/test';
import {PSEUDO_LOCALES, type PseudoLocale} from '@site/src/lib/locales';
import {test, expect} from './fixtures';
import {ROUTES_AND_ONE_OPENING} from './openings';
import {FACTS, layoutProblems, openInPage} from './pageChecks';
import {gotoStill, holdStill} from './still';

// Each pseudo-locale's build (E2E_PSEUDO_LOCALES) on every route: en-XA's text a third longer,
// ar-XB's right to left.

/** Words the same in every language: the brand's, and others' names. */
const SAME_IN_EVERY_LANGUAGE = [
  ...FACTS.brandName.split(' '),
  'Telegram',
  'Discord',
  'PayPal',
  'Coinbase',
  'GDPR',
  'PDPA',
];

/** Words of three or more ASCII letters a visitor may meet, but addresses and other languages'. */
function untranslatedWords(allowed: string[]): string[] {
  const found: string[] = [];
  const inPageLanguage = (element: Element) =>
    element.closest('[lang]')?.getAttribute('lang') === document.documentElement.lang;
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
    if (parent && !parent.closest('script, style, noscript') && inPageLanguage(parent))
      check('in', node.textContent);
  }
  const NAMES = ['aria-label', 'aria-roledescription', 'title', 'alt', 'placeholder'];
  for (const element of document.body.querySelectorAll(NAMES.map((name) => `[${name}]`).join())) {
    for (const name of NAMES)
      if (inPageLanguage(element) && element.hasAttribute(name))
        check(name, element.getAttribute(name));
  }
  return found;
}

/** The page's language and direction, its layout and one-row header at 320 and 1280 px. */
async function localeAndLayoutProblems(page: Page): Promise<string[]> {
  const locale = test.info().project.name as PseudoLocale;
  const problems: string[] = [];
  const html = await page.evaluate(() => [document.documentElement.lang, document.dir]);
  if (html.join() !== [locale, PSEUDO_LOCALES[locale].direction].join())
    problems.push(`<html> has lang and dir ${html}`);
  for (const width of [320, 1280] as const) {
    problems.push(...(await layoutProblems(page, [[width, 'default text']])));
    // At default text the header is one row at every width (a long brand gives way to the logo).
    const oneRow = await page.evaluate(() => {
      const row = document.querySelector('header.navbar')!.firstElementChild!;
      const [first, ...others] = [...row.children].map((child) => child.getBoundingClientRect());
      return others.every((box) => box.top < first.bottom && box.bottom > first.top);
    });
    if (!oneRow) problems.push(`${width} px — the header wraps onto a second row`);
  }
  return problems;
}

/** The carousel's previous control at the start, on the right, its chevrons pointing outward. */
function carouselMirrorProblems(): string[] {
  const [, previous, next] = document.querySelectorAll(
    '[role="group"][aria-roledescription] button',
  );
  // lucide's left or right chevron, mirrored or not.
  const tip = (button: Element) => {
    const svg = button.querySelector('svg')!;
    const mirrored = getComputedStyle(svg).transform.startsWith('matrix(-1');
    return svg.classList.contains('lucide-chevron-left') !== mirrored ? 'left' : 'right';
  };
  const problems: string[] = [];
  if (previous.getBoundingClientRect().x <= next.getBoundingClientRect().x)
    problems.push("the carousel's previous control is not on the right of next");
  if (tip(previous) !== 'right' || tip(next) !== 'left')
    problems.push(`the carousel's chevrons point ${tip(previous)} and ${tip(next)}`);
  return problems;
}

async function onEveryPage(page: Page, extra: (route: string) => Promise<string[]>) {
  test.setTimeout(ROUTES_AND_ONE_OPENING.length * 10_000); // a bound: 10 s a page seen at load 30
  await page.setViewportSize({width: 320, height: 568});
  await holdStill(page, 'light');
  await gotoStill(page, ROUTES_AND_ONE_OPENING[0]);
  const problems: string[] = [];
  for (const [index, route] of ROUTES_AND_ONE_OPENING.entries()) {
    if (index > 0) await openInPage(page, route);
    const found = [...(await localeAndLayoutProblems(page)), ...(await extra(route))];
    problems.push(...found.map((problem) => `${route}: ${problem}`));
  }
  expect(problems).toEqual([]);
}

test(
  'each page holds its layout with text a third longer, and shows no untranslated word',
  {tag: '@ltr'},
  async ({page}) => {
    await onEveryPage(page, async () =>
      (await page.evaluate(untranslatedWords, SAME_IN_EVERY_LANGUAGE)).map(
        (word) => `untranslated: ${word}`,
      ),
    );
  },
);

test(
  "each page holds its layout read right to left, and the carousel's controls are mirrored",
  {tag: '@rtl'},
  async ({page}) => {
    await onEveryPage(page, async (route) =>
      route === '/' ? page.evaluate(carouselMirrorProblems) : [],
    );
  },
);
