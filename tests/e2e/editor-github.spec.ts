import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {join} from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {gitHubStandIn} from '../support/githubStandIn';
import {FIXTURE_SITE_DIR, fixtureBuild, startFixtureSite} from './fixtureSite';
import {freePort, type ServedSite} from './siteCopy';

// The editor as production builds and serves it: the GitHub backend, /admin/ and the sign-in's
// Pages Functions (functions/api/) under wrangler, GitHub's OAuth endpoints stood in for by
// tests/support/githubStandIn.ts, its API by routes. Each refusal: tests/unit/editorSignIn.test.ts.

const REPO = 'talentlane/website';
/** The OAuth app the owner registers on GitHub; its callback is known once the site is served. */
const APP = {clientId: 'Ov23liStandIn', clientSecret: 'stand-in-secret', callbackUrl: ''};

let build: string;
let site: ServedSite;
let github: ReturnType<typeof gitHubStandIn>;
let githubServer: Server;

// One site for the file's tests, in one worker.
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
  githubServer?.close();
});

/** GitHub's API for a writer with write access to the repository; what it was asked, with which token. */
async function gitHubApi(context: BrowserContext) {
  const asked: {path: string; authorization: string | null}[] = [];
  await context.route('https://api.github.com/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push({path, authorization: await route.request().headerValue('authorization')});
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

/** Presses "Login with GitHub" and waits until Decap has closed the pop-up. */
async function signIn(page: Page) {
  await page.goto(`${site.url}/admin/`);
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
  await signIn(page);
  const config = readFileSync(join(build, 'admin/config.js'), 'utf8');
  const {collections} = JSON.parse(config.match(/"config": (\{[\s\S]*\}), "icons"/)![1]) as {
    collections: {label: string}[];
  };
  for (const {label} of collections) {
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
  await signIn(page);
  await expect(
    page.getByText('This sign-in has expired or was started in another browser.', {exact: false}),
  ).toBeVisible();
  await expect(page.getByRole('button', {name: 'Login with GitHub'})).toBeVisible();
});

/**
 * The messages a page at `url` receives from the sign-in it opens in a pop-up, answering each
 * message, and every 50 ms, with `reply`. They are read once a marker arrives that the pop-up
 * posts after its own answer to a reply: anything the pop-up posted would have arrived first.
 */
async function receivedBy(page: Page, url: string, reply: string): Promise<string[]> {
  const signInUrl = `${site.url}/api/auth?provider=github`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        window.received = [];
        const signIn = window.open(${JSON.stringify(signInUrl)}, 'sign-in');
        addEventListener('message', (event) => {
          received.push(String(event.data));
          event.source.postMessage(${JSON.stringify(reply)}, '*');
        });
        setInterval(() => signIn.postMessage(${JSON.stringify(reply)}, '*'), 50);
      </script>`,
    }),
  );
  const popup = page.waitForEvent('popup');
  await page.goto(url);
  const window = await popup;
  await window.waitForURL(/\/api\/callback\?/, {waitUntil: 'load'});
  // Listeners run in the order they were added: the pop-up's own first.
  await window.evaluate(() =>
    addEventListener('message', () => opener.postMessage('(marker)', '*')),
  );
  const received = await page.waitForFunction(() => {
    const {received} = window as unknown as {received: string[]};
    return received.includes('(marker)') && received.slice(0, received.indexOf('(marker)'));
  });
  return (await received.jsonValue()) as string[];
}

test('the pop-up posts to the editor’s origin only, and the token only once the editor answered', async ({
  page,
}) => {
  const tokensBefore = github.tokens.length;
  expect(await receivedBy(page, 'https://elsewhere.test/editor', 'authorizing:github')).toEqual([]);
  // GitHub did sign this browser in; the pop-up kept the token to itself.
  expect(github.tokens).toHaveLength(tokensBefore + 1);
  expect(await receivedBy(page, `${site.url}/admin/an-opener`, 'hello')).toEqual([
    'authorizing:github',
  ]);
});

test('the build holds the editor at /admin/ only, and leaves its git work tree clean', () => {
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
  // So a writer's next save takes nothing else along (the editor's clone and CI build likewise).
  const status = execFileSync('git', ['status', '--porcelain'], {cwd: FIXTURE_SITE_DIR});
  expect(status.toString()).toBe('');
});
