import {ROUTES} from '@site/src/data/routes';
import {test, expect, gotoHydrated} from './fixtures';

// Runs against a pseudo-locale's build only (PSEUDO_LOCALE=en-XA, E2E_BUILD_DIR=build-en-XA;
// playwright.config.ts leaves it out otherwise): every word a visitor sees must have come
// through a translation, so an English word left in the page was written into the code.

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

/** The visible text nodes' words of three or more ASCII letters, outside e-mail and web addresses. */
function untranslatedWords(allowed: string[]): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      !parent ||
      parent.closest('script, style, noscript, [aria-hidden="true"], .visually-hidden')
    )
      continue;
    // Text marked as written in another language on purpose (a policy's English history notes).
    if (parent.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang) continue;
    if (!parent.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
    const text = (node.textContent ?? '').replace(/\S+@\S+|https?:\/\/\S+/g, '');
    for (const word of text.match(/[A-Za-z]{3,}/g) ?? []) {
      if (!allowed.includes(word)) found.push(`${word} (in "${text.trim().slice(0, 60)}")`);
    }
  }
  return found;
}

for (const route of ROUTES) {
  test(`${route} shows no untranslated word`, async ({page}) => {
    await gotoHydrated(page, route);
    const words = await page.evaluate(untranslatedWords, SAME_IN_EVERY_LANGUAGE);
    expect(words).toEqual([]);
  });
}
