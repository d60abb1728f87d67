// The head the server sent is never missing or different for a moment while React takes over,
// with each animation frame at the next turn of the event loop (Helmet writes in a frame).
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {Page} from '@playwright/test';
import {CRISP_URLS, type CrispSteps} from './crispStandIn';
import {test, expect, gotoHydrated} from './fixtures';
import {ROUTES_AND_ONE_OPENING} from './openings';

// resolve, not join: E2E_BUILD_DIR may be an absolute path (a build made elsewhere).
const BUILD = resolve(__dirname, '../..', process.env.E2E_BUILD_DIR ?? 'build');
const POLICY = /^ {2}Content-Security-Policy: (.*)$/m.exec(
  readFileSync(join(BUILD, '_headers'), 'utf8'),
)![1];

declare global {
  interface Window {
    headStates: string[];
    violations: string[];
    __crispSteps?: CrispSteps;
  }
}

/** Before each document's scripts: frames at every turn, each state of the head, each violation. */
function recordPage() {
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()));
  window.cancelAnimationFrame = (id) => window.clearTimeout(id);
  const violations: string[] = (window.violations = []);
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
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
    if (!document.body) return;
    const state = read();
    if (state !== states.at(-1)) states.push(state);
  }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
}

const chat = (page: Page) =>
  page.evaluate(() => ({steps: window.__crispSteps ?? {}, violations: window.violations}));

const STEPS = ['inlineStyle', 'stylesheet', 'icon', 'avatar', 'font', 'worker', 'relay'];

test('each page keeps the head the server sent, through hydration and after, and breaks no rule of the policy', async ({
  page,
}) => {
  test.slow(true, 'seventeen pages loaded in one test');
  await page.addInitScript(recordPage);
  for (const route of ROUTES_AND_ONE_OPENING) {
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy'], route).toBe(POLICY);
    await expect(page.locator('html[data-has-hydrated="true"]'), route).toHaveCount(1);
    // The chat is the same on every page: its steps are awaited on the first.
    const steps = route === '/' ? Object.fromEntries(STEPS.map((step) => [step, 'done'])) : {};
    await expect.poll(() => chat(page), route).toMatchObject({steps, violations: []});
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const [served, ...later] = (await page.evaluate(() => window.headStates)).map((state) =>
      state.split('\n'),
    );
    expect(served, route).toContainEqual(expect.stringMatching(/^canonical: /));
    // Each later state as the tags it lost (-) and gained (+); [] if only their order changed.
    const changes = later.map((state) => [
      ...served.filter((tag) => !state.includes(tag)).map((tag) => `- ${tag}`),
      ...state.filter((tag) => !served.includes(tag)).map((tag) => `+ ${tag}`),
    ]);
    expect.soft(changes, `${route}: the head's states after the served one`).toEqual([]);
  }
});

test.describe("with Crisp's requirements taken out of the policy", () => {
  // The browser reports each blocked load on the console: that is what this test provokes.
  test.use({allowedConsoleErrors: [/Content Security Policy/]});

  test('the test sees each violation, and the chat’s step fail', async ({page, baseURL}) => {
    let policy = POLICY;
    await page.route(`${baseURL}/contact`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: readFileSync(join(BUILD, 'contact.html')),
        headers: {'content-security-policy': policy},
      }),
    );
    await page.addInitScript(recordPage);
    const CRISP = 'https://client.crisp.chat';
    // [directive, source taken out, URL blocked, stand-in step that fails]; the loader is taken out
    // alone, since without it nothing else loads.
    const CASES: [string, string, string, string?][][] = [
      [['script-src', CRISP, CRISP_URLS.loader]],
      [
        ['style-src', CRISP, CRISP_URLS.stylesheet, 'stylesheet'],
        ['img-src', 'https://image.crisp.chat', CRISP_URLS.avatar, 'avatar'],
        ['font-src', CRISP, CRISP_URLS.font, 'font'],
        ['worker-src', 'blob:', 'blob', 'worker'],
        ['connect-src', 'wss://client.relay.crisp.chat', CRISP_URLS.relay, 'relay'],
      ],
    ];
    for (const requirements of CASES) {
      policy = requirements.reduce(
        (weaker, [directive, source]) =>
          weaker.replace(new RegExp(`(${directive} [^;]*) ${source}`), '$1'),
        POLICY,
      );
      await gotoHydrated(page, '/contact');
      // Blocked elements are reported under script-src-elem and style-src-elem.
      const seen = requirements.map(([directive, , url]) =>
        expect.stringContaining(`${directive.replace(/^(script|style)-src$/, '$&-elem')} ${url}`),
      );
      const failed = requirements.flatMap(([, , , step]) => (step ? [[step, 'failed']] : []));
      await expect
        .poll(() => chat(page), requirements.map(([name]) => name).join(', '))
        .toMatchObject({
          steps: Object.fromEntries(failed),
          violations: expect.arrayContaining(seen),
        });
    }
  });
});
