import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {checkLayout, layoutCheckOptions} from './layoutChecks';
import {ROUTES_AND_ONE_OPENING} from './openings';
import {expectNoAxeViolations} from './pageChecks';
import {gotoStill, holdStill} from './still';

// Runs against a pseudo-locale's build only, as that locale's project (E2E_PSEUDO_LOCALES;
// playwright.config.ts), on every route and one opening's page (they
// all come from one component): every word a visitor sees must have come through a
// translation, so an English word left in the page was written into the code; the layout
// holds with text a third longer (en-XA) or running right to left (ar-XB); and axe finds
// nothing.

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
 * The words of three or more ASCII letters, outside e-mail and web addresses and outside the
 * right-to-left marks that wrap ar-XB's flipped copy (some flipped letters are ASCII: "o", "s"), in all a visitor
 * may meet on the page: its text, also in a closed menu or for screen readers only; the names
 * and hints of its elements (aria-label, aria-roledescription, title, alt, placeholder); its title and description.
 */
function untranslatedWords(allowed: string[]): string[] {
  const found: string[] = [];
  const lang = document.documentElement.lang;
  // Text marked as written in another language on purpose (a policy's English history notes).
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

/** The widths of layout.spec.ts that matter most to longer text: the two phones and a laptop. */
const WIDTHS = [
  {width: 320, height: 568},
  {width: 390, height: 844},
  {width: 1280, height: 800},
];

/**
 * Whether the header's logo and its controls share one row: at default text the header is
 * one row at every width (a brand name too long for it gives way to the logo).
 */
function headerIsOneRow(): boolean {
  const row = document.querySelector('header.navbar')!.firstElementChild!;
  const [first, ...others] = [...row.children].map((child) => child.getBoundingClientRect());
  return others.every((box) => box.top < first.bottom && box.bottom > first.top);
}

/** The layout checks at each width, with the header on one row: the problems found. */
async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const found = await page.evaluate(checkLayout, layoutCheckOptions(true));
    if (!(await page.evaluate(headerIsOneRow))) {
      problems.push(`${size.width} px — the header wraps onto a second row`);
    }
    problems.push(
      ...found.map(
        ({check, element, detail}) =>
          `${size.width} px — ${check}: ${element}${detail ? ` (${detail})` : ''}`,
      ),
    );
  }
  return problems;
}

/*
 * One page load per page, in the light theme, the checks in turn on it. The themes change
 * colours only (src/css/tokens.css), so the layout is the same in both, and a11y.spec.ts runs
 * axe on English in both, with the same colours: one theme is enough for what a language changes
 * (lang, dir, names, lengths), and axe's colour-contrast rule, the slowest, is left to it (a
 * label that outgrows its control, the one way a language could move text onto another colour,
 * is a layout check here).
 * Both pseudo-locales are made from the same sources by the same plugin, so a word left
 * untranslated, or a name axe misses, is missing from both: those are checked in the
 * left-to-right one (tagged @ltr), and the layout in each, its length in en-XA and its
 * direction in ar-XB (tagged @rtl); playwright.config.ts runs each tag in its own direction.
 */
test.describe('given the light theme', () => {
  for (const route of ROUTES_AND_ONE_OPENING) {
    test(
      `${route} holds its layout at 320, 390 and 1280 px, shows no untranslated word and has no axe violations`,
      {tag: '@ltr'},
      async ({page}) => {
        await page.setViewportSize(WIDTHS[1]);
        await holdStill(page, 'light');
        await gotoStill(page, route);
        expect.soft(await layoutProblems(page), 'the layout').toEqual([]);
        const words = await page.evaluate(untranslatedWords, SAME_IN_EVERY_LANGUAGE);
        expect.soft(words, 'untranslated words').toEqual([]);
        await expectNoAxeViolations(page, null, ['color-contrast']);
      },
    );

    test(
      `${route} holds its layout at 320, 390 and 1280 px, read right to left`,
      {tag: '@rtl'},
      async ({page}) => {
        await page.setViewportSize(WIDTHS[1]);
        await holdStill(page, 'light');
        await gotoStill(page, route);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect(await layoutProblems(page)).toEqual([]);
      },
    );
  }
});

// ar-XB, the pseudo-locale read right to left: the controls that point a direction.
test.describe('given a language read right to left', () => {
  test(
    "the carousel's previous control sits at the start, on the right, and its chevrons point outward",
    {tag: '@rtl'},
    async ({page}) => {
      await holdStill(page, 'light');
      await gotoStill(page, '/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const [, previous, next] = await page
        .locator('[role="group"][aria-roledescription] button')
        .all();
      const [previousBox, nextBox] = [(await previous.boundingBox())!, (await next.boundingBox())!];
      expect(previousBox.x, 'previous on the right of next').toBeGreaterThan(nextBox.x);
      // Which way each chevron points: lucide's left or right chevron, mirrored or not.
      const tipSide = (button: typeof previous) =>
        button.locator('svg').evaluate((svg) => {
          const mirrored = getComputedStyle(svg).transform.startsWith('matrix(-1');
          const pointsLeft = svg.classList.contains('lucide-chevron-left');
          return pointsLeft !== mirrored ? 'left' : 'right';
        });
      expect(await tipSide(previous)).toBe('right');
      expect(await tipSide(next)).toBe('left');
    },
  );
});
