// The head the server sent is never missing or different for a moment while React takes over,
// with each animation frame at the next turn of the event loop (Helmet writes in a frame).
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ROUTES_AND_ONE_OPENING} from './openings';
import {FACTS} from './pageChecks';

// resolve: E2E_BUILD_DIR may be absolute.
const BUILD = resolve(__dirname, '../..', process.env.E2E_BUILD_DIR ?? 'build');
const POLICY = /^ {2}Content-Security-Policy: (.*)$/m.exec(
  readFileSync(join(BUILD, '_headers'), 'utf8'),
)![1];

/** Before each document's scripts: frames at every turn, each state of the head, each violation. */
function recordPage() {
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()));
  window.cancelAnimationFrame = (id) => window.clearTimeout(id);
  const violations: string[] = [];
  const states: string[] = [];
  Object.assign(window, {violations, headStates: states});
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
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
    if (!document.body) return;
    const state = read();
    if (state !== states.at(-1)) states.push(state);
  }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
}

const chat = (page: Page) =>
  page.evaluate('({steps: window.__crispSteps ?? {}, violations: window.violations})');

const STEPS = ['inlineStyle', 'stylesheet', 'icon', 'avatar', 'font', 'worker', 'relay'];

test('each page keeps the head the server sent, through hydration and after, and breaks no rule of the policy', async ({
  page,
}) => {
  test.slow(true, 'seventeen pages loaded in one test');
  await page.addInitScript(recordPage);
  for (const route of ROUTES_AND_ONE_OPENING) {
    const response = await page.goto(route);
    expect([response?.status(), response?.headers()['content-security-policy']], route).toEqual([
      200,
      POLICY,
    ]);
    await expect(page.locator('html[data-has-hydrated="true"]'), route).toHaveCount(1);
    // The chat is the same on every page: its steps are awaited on the first.
    const steps = route === '/' ? Object.fromEntries(STEPS.map((step) => [step, 'done'])) : {};
    await expect.poll(() => chat(page), route).toMatchObject({steps, violations: []});
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const [served, ...later] = (await page.evaluate<string[]>('window.headStates')).map((state) =>
      state.split('\n'),
    );
    // The route's own page, as built (tests/built/head.test.ts).
    expect(served).toContain(`canonical: ${FACTS.siteUrl}${route}`);
    // Each later state as the tags it lost (-) and gained (+); [] if only their order changed.
    const changes = later.map((state) => [
      ...served.filter((tag) => !state.includes(tag)).map((tag) => `- ${tag}`),
      ...state.filter((tag) => !served.includes(tag)).map((tag) => `+ ${tag}`),
    ]);
    expect.soft(changes, `${route}: the head's states after the served one`).toEqual([]);
  }
});
