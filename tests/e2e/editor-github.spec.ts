import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {join} from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {gitHubStandIn} from '../support/githubStandIn';
import {FIXTURE_SITE_DIR, fixtureBuild, startFixtureSite} from './fixtureSite';
import {freePort, type ServedSite} from './siteCopy';

// The editor as production builds and serves it: the GitHub backend, /admin/ on Cloudflare's
// runtime (wrangler pages dev) with the sign-in's Pages Functions (functions/api/), and GitHub
// stood in for: its OAuth endpoints by tests/support/githubStandIn.ts on 127.0.0.1, its API by
// page routes. The Functions' refusals one by one are tests/unit/editorSignIn.test.ts'; here,
// what only a browser shows: the pop-up's hand-over to the editor, and to nobody else.

const REPO = 'talentlane/website';
/** The OAuth app the owner registers on GitHub; its callback is known once the site is served. */
const APP = {clientId: 'Ov23liStandIn', clientSecret: 'stand-in-secret', callbackUrl: ''};

let build: string;
let site: ServedSite;
let github: ReturnType<typeof gitHubStandIn>;
let githubServer: Server;

test.describe.configure({mode: 'default'});

test.beforeAll(async () => {
  // A limit: the first to need the run's fixture site builds it (fixtureSite.ts).
  test.setTimeout(300_000);
  build = await fixtureBuild();
  const githubPort = await freePort();
  github = gitHubStandIn(APP);
  githubServer = await github.listen(githubPort);
  site = await startFixtureSite({
    GITHUB_CLIENT_ID: APP.clientId,
    GITHUB_CLIENT_SECRET: APP.clientSecret,
    GITHUB_URL: `http://127.0.0.1:${githubPort}`,
  });
  APP.callbackUrl = `${site.url}/api/callback`;
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => githubServer?.close(resolve));
});

/** GitHub's API for a writer with write access to the repository; what it was asked, with which token. */
async function gitHubApi(context: BrowserContext) {
  const asked: {path: string; authorization: string | undefined}[] = [];
  await context.route('https://api.github.com/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    asked.push({path, authorization: (await request.headerValue('authorization')) ?? undefined});
    if (path === '/user')
      return route.fulfill({json: {login: 'writer', name: 'Web Writer', avatar_url: ''}});
    if (path === `/repos/${REPO}`) {
      return route.fulfill({
        json: {full_name: REPO, owner: {login: 'talentlane'}, permissions: {push: true}},
      });
    }
    return route.fulfill({status: 404, json: {message: 'Not Found'}});
  });
  return asked;
}

/** The collections' names, from the editor's configuration in the build. */
function collectionLabels(): string[] {
  const config = readFileSync(join(build, 'admin/config.js'), 'utf8');
  const {collections} = JSON.parse(config.match(/"config": (\{[\s\S]*\}), "icons"/)![1]) as {
    collections: {label: string}[];
  };
  return collections.map((collection) => collection.label);
}

/** Presses "Login with GitHub" and waits until Decap has closed the pop-up. */
async function signIn(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', {name: 'Login with GitHub'}).click();
  // Decap closes the pop-up once it has its answer, which may be before this line runs.
  const window = await popup;
  if (!window.isClosed()) await window.waitForEvent('close');
}

test('a writer signs in with GitHub in the pop-up, and the editor opens on its collections', async ({
  page,
  context,
}) => {
  const asked = await gitHubApi(context);
  const tokensBefore = github.tokens.length;
  const popups: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/api/auth')) popups.push(request.url());
  });
  await page.goto(`${site.url}/admin/`);
  await signIn(page);
  for (const label of collectionLabels()) {
    await expect(page.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  expect(github.tokens).toHaveLength(tokensBefore + 1);
  expect(asked.map(({path}) => path)).toEqual(expect.arrayContaining(['/user', `/repos/${REPO}`]));
  for (const {authorization} of asked) expect(authorization).toBe(`token ${github.tokens.at(-1)}`);
  expect(popups).toEqual([`${site.url}/api/auth?provider=github&site_id=127.0.0.1&scope=repo`]);
});

test('a sign-in the site refuses reaches the writer in the editor, in a plain sentence', async ({
  page,
  context,
}) => {
  await gitHubApi(context);
  // The sign-in's cookie never reaches this browser, as when GitHub sends the writer back to
  // another browser than the one that started, or after the cookie has expired.
  await context.route(`${site.url}/api/auth?*`, async (route) => {
    const started = await route.fetch({maxRedirects: 0});
    expect(started.headers()['set-cookie']).toMatch(/^__Host-cms-sign-in=/);
    // route.fetch shares the browser's cookies: the one it was just given goes.
    await context.clearCookies();
    await route.fulfill({status: 302, headers: {location: started.headers().location}});
  });
  await page.goto(`${site.url}/admin/`);
  await signIn(page);
  await expect(
    page.getByText('This sign-in has expired or was started in another browser.', {exact: false}),
  ).toBeVisible();
  await expect(page.getByRole('button', {name: 'Login with GitHub'})).toBeVisible();
});

/**
 * A page that opens the sign-in in a pop-up, records every message it receives, and sends
 * `reply` to the pop-up, every 50 ms and in answer to each message.
 */
const OPENER = (signInUrl: string, reply: string) => `<!doctype html><title>Opener</title><script>
  window.received = [];
  const signIn = window.open(${JSON.stringify(signInUrl)}, 'sign-in');
  window.addEventListener('message', (event) => {
    window.received.push(String(event.data));
    event.source.postMessage(${JSON.stringify(reply)}, '*');
  });
  setInterval(() => signIn.postMessage(${JSON.stringify(reply)}, '*'), 50);
</script>`;

/** Opens `url` (fulfilled with OPENER) and waits for its sign-in pop-up to reach the callback. */
async function openSignInFrom(page: Page, url: string, reply: string) {
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: OPENER(`${site.url}/api/auth?provider=github`, reply),
    }),
  );
  const popup = page.waitForEvent('popup');
  await page.goto(url);
  const window = await popup;
  await window.waitForURL(/\/api\/callback\?/);
  await window.waitForLoadState('load');
  // The hand-shake and the hand-over are messages, each delivered in a task of its own.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  return page.evaluate(() => (window as unknown as {received: string[]}).received);
}

test('a page on another origin that opens the sign-in receives nothing, token or hand-shake', async ({
  page,
}) => {
  const tokensBefore = github.tokens.length;
  const received = await openSignInFrom(
    page,
    'https://elsewhere.test/editor',
    'authorizing:github',
  );
  // GitHub did sign this browser in; the pop-up kept the token to itself.
  expect(github.tokens).toHaveLength(tokensBefore + 1);
  expect(received).toEqual([]);
});

test('the pop-up hands the token over only once its opener has answered "authorizing:github"', async ({
  page,
}) => {
  const received = await openSignInFrom(page, `${site.url}/admin/an-opener`, 'hello');
  expect(received).toEqual(['authorizing:github']);
});

test.describe('given the site built as production builds it, the editor set up for GitHub', () => {
  test('the build holds the editor at /admin/, and no public page loads any of it', () => {
    const read = (file: string) => readFileSync(join(build, file), 'utf8');
    expect(read('admin/index.html')).toMatch(/<script src="\/admin\/decap-cms\.js/);
    expect(read('admin/config.js')).toContain(`"repo": "${REPO}"`);
    const files = readdirSync(build, {recursive: true, encoding: 'utf8'});
    const publicPages = files.filter((file) => file.endsWith('.html') && !file.startsWith('admin'));
    expect(publicPages.length).toBeGreaterThan(30);
    for (const file of publicPages) expect(read(file), file).not.toMatch(/\/admin\b/);
    const scripts = files.filter((file) => file.startsWith('assets') && file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) expect(read(file), file).not.toMatch(/decap|netlify-cms/i);
  });

  test('the build leaves the work tree as committed, so a writer’s next save takes nothing else along', () => {
    // The site is built in a git work tree, as the editor's own clone and CI build it.
    const status = execFileSync('git', ['status', '--porcelain'], {
      cwd: FIXTURE_SITE_DIR,
      encoding: 'utf8',
    });
    expect(status).toBe('');
  });
});
