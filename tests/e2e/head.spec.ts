// The head the server sent stays as it is through hydration: what a crawler or a link preview
// reads (title, description, canonical, robots, the card) is never missing or different for a
// moment while React takes the page over (src/browser/HeadAfterHydration.tsx says how it was).
// The page records each state of its head from the first parse on. Each animation frame runs at
// the next turn of the event loop, as on the slowest phone: between any two slices of hydration,
// where Helmet writes. Each page's head as built: tests/built/head.test.ts.
import {test, expect, gotoHydrated} from './fixtures';
import {JOBS} from './openings';

declare global {
  interface Window {
    headStates: string[];
  }
}

function recordHead() {
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()));
  window.cancelAnimationFrame = (id) => window.clearTimeout(id);
  const states: string[] = (window.headStates = []);
  const TAGS = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]';
  const read = () =>
    [...document.head.querySelectorAll(TAGS)]
      .map((tag) => {
        const key =
          tag.getAttribute('name') ?? tag.getAttribute('property') ?? tag.getAttribute('rel');
        return `${key ?? 'title'}: ${tag.getAttribute('content') ?? tag.getAttribute('href') ?? tag.textContent}`;
      })
      .join('\n');
  new MutationObserver(() => {
    // The head is whole once the parser has reached the body.
    if (!document.body) return;
    const state = read();
    if (state !== states.at(-1)) states.push(state);
  }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
}

test('the head the server sent is the only one the page has, through hydration and after', async ({
  page,
}) => {
  await page.addInitScript(recordHead);
  // The home page's head and an opening's come from components of their own.
  for (const path of ['/', JOBS.routes[0]]) {
    await gotoHydrated(page, path);
    // Helmet writes in the frame after a render.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const [served, ...later] = (await page.evaluate(() => window.headStates)).map((state) =>
      state.split('\n'),
    );
    expect(served, path).toContainEqual(expect.stringMatching(/^canonical: /));
    // Each later state as the tags it lost (-) and gained (+); [] if only their order changed.
    const changes = later.map((state) => [
      ...served.filter((tag) => !state.includes(tag)).map((tag) => `- ${tag}`),
      ...state.filter((tag) => !served.includes(tag)).map((tag) => `+ ${tag}`),
    ]);
    expect.soft(changes, `${path}: the head's states after the served one`).toEqual([]);
  }
});
