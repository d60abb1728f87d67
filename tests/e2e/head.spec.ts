// The head the server sent stays as it is through hydration: what a crawler or a link preview
// reads (title, description, canonical, robots, the social tags) is never missing or different
// for a moment while React takes the page over. First landings on the bench's phone (slow 4G,
// CPU 4x), where hydration is cut into the most slices; each state of the head is recorded by the
// page itself, from the moment the parser has read it to after hydration.
import {expect, test} from '@playwright/test';
import {PHONE_CONTEXT, throttleToPhone} from '../../scripts/bench/phone.mjs';
import careers from '@site/src/data/content/careers.json';
import {JOBS} from './openings';

declare global {
  interface Window {
    headStates: string[];
  }
}

/** Runs as the document is created: records each new state of the head's tags, in order. */
function recordHead() {
  const states: string[] = [];
  window.headStates = states;
  const TAGS = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]';
  const key = (tag: Element) =>
    tag.getAttribute('name') ?? tag.getAttribute('property') ?? tag.getAttribute('rel') ?? '';
  const value = (tag: Element) =>
    tag.getAttribute('content') ?? tag.getAttribute('href') ?? tag.textContent ?? '';
  const read = () =>
    [...document.head.querySelectorAll(TAGS)]
      .map((tag) => `${tag.localName} ${key(tag)}: ${value(tag)}`)
      .join('\n');
  new MutationObserver(() => {
    // From the first parse: the head is whole once the parser has reached the body.
    if (!document.body) return;
    const state = read();
    if (state !== states.at(-1)) states.push(state);
  }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
}

const PATHS = ['/', '/privacy-policy', JOBS.routes[0]];
const LANDINGS = 3;

for (const path of PATHS) {
  test(`${path}: the head the server sent stays the same through hydration`, async ({
    browser,
    baseURL,
  }) => {
    // A limit, not a goal: three throttled landings on a busy machine.
    test.setTimeout(120_000);
    for (let landing = 1; landing <= LANDINGS; landing += 1) {
      const context = await browser.newContext(PHONE_CONTEXT);
      await context.route(
        (url) => url.origin !== new URL(baseURL!).origin,
        (route) => route.abort(),
      );
      await context.addInitScript(recordHead);
      const page = await context.newPage();
      await throttleToPhone(await context.newCDPSession(page));
      await page.goto(path, {waitUntil: 'commit'});
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {
        timeout: 45_000,
      });
      // Helmet writes the head in the frame after a render.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
      );
      const states = await page.evaluate(() => window.headStates);
      await context.close();
      const served = states[0];
      const tags = ['title ', 'meta description: ', 'link canonical: ', 'meta og:title: '];
      // Illustrative openings' pages are kept from search engines (docs/deploying.md).
      if (path === JOBS.routes[0] && careers.openingsAreIllustrative)
        tags.push('meta robots: noindex');
      for (const tag of tags)
        expect(`\n${served}`, `landing ${landing}: the served head has ${tag}`).toContain(
          `\n${tag}`,
        );
      expect(states, `landing ${landing}: every state of the head`).toEqual([served]);
    }
  });
}
