import type {Server} from 'node:http';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {EDITOR_ORIGIN} from '../../src/config/editor';
import {DEFAULT_FACTS} from '../../src/config/site';
import {gitHubStandIn} from '../support/githubStandIn';
import {startFixtureSite} from './fixtureSite';
import {freePort, type ServedSite} from './siteCopy';

// The editor as production builds and serves it, under wrangler: one server for the public host
// (127.0.0.1) and the editor's (mapped to it by playwright.config.ts). Refusals: unit/editorSignIn.

const REPO = 'talentlane/website';
const EDITOR_HOST = new URL(EDITOR_ORIGIN).hostname;
/** The owner's OAuth app; its callback is known once the site is served. */
const APP = {clientId: 'Ov23liStandIn', clientSecret: 'stand-in-secret', callbackUrl: ''};

let site: ServedSite;
let editor: string; // the editor's origin, on the server's port
let github: ReturnType<typeof gitHubStandIn>;
let githubServer: Server;

// One site for the file's tests, in one worker.
test.describe.configure({mode: 'default'});

test.beforeAll(async () => {
  // A limit: the first to need the run's fixture site builds it (fixtureSite.ts).
  test.setTimeout(300_000);
  const githubPort = await freePort();
  github = gitHubStandIn(APP);
  githubServer = await github.listen(githubPort);
  site = await startFixtureSite({
    GITHUB_CLIENT_ID: APP.clientId,
    GITHUB_CLIENT_SECRET: APP.clientSecret,
    GITHUB_URL: `http://127.0.0.1:${githubPort}`,
  });
  editor = `https://${EDITOR_HOST}:${new URL(site.url).port}`;
  APP.callbackUrl = `${editor}/api/callback`;
});

test.afterAll(async () => {
  await site?.stop();
  githubServer?.close();
});

test('/admin/ forwards to the editor’s origin, where no page runs a third-party script', async ({
  request,
}) => {
  const answer = (path: string, host: string) =>
    request.get(`${site.url}${path}`, {headers: {Host: host}, maxRedirects: 0});
  const forward = await answer('/admin/', new URL(DEFAULT_FACTS.siteUrl).host);
  expect([forward.status(), forward.headers().location]).toEqual([302, `${EDITOR_ORIGIN}/admin/`]);
  // The public site's pages load the chat (the fixture site's chat key is set) and are indexed.
  const publicPage = (await answer('/', new URL(site.url).host)).headers();
  expect(publicPage['content-security-policy']).toContain('https://client.crisp.chat');
  expect(publicPage['x-robots-tag']).toBeUndefined();
  for (const path of ['/', '/blog', '/admin/', '/no-such-page']) {
    const response = await answer(path, EDITOR_HOST);
    const policies = response
      .headersArray()
      .filter(({name}) => /^content-security-policy$/i.test(name));
    // One policy; scripts from this origin only (the listed inline ones, and Decap's evaluation).
    expect(
      policies.map(({value}) => value.match(/script-src [^;]*/)![0]),
      path,
    ).toEqual([expect.stringMatching(/^script-src 'self'( 'unsafe-eval'| 'sha256-[\w+/=]+')*$/)]);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
  }
});

/** GitHub's API for a writer who may push; what it was asked, with which token. */
async function gitHubApi(context: BrowserContext) {
  const asked: {path: string; authorization: string | null}[] = [];
  const answers: Record<string, object> = {
    '/user': {login: 'writer', name: 'Web Writer', avatar_url: ''},
    [`/repos/${REPO}`]: {full_name: REPO, owner: {login: 'talentlane'}, permissions: {push: true}},
  };
  await context.route('https://api.github.com/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push({path, authorization: await route.request().headerValue('authorization')});
    const json = answers[path];
    await route.fulfill(json ? {json} : {status: 404, json: {message: 'Not Found'}});
  });
  return asked;
}

/** Opens the editor on its origin, presses "Login with GitHub", waits until Decap closed the pop-up. */
async function signIn(page: Page) {
  await page.goto(`${editor}/admin/`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', {name: 'Login with GitHub'}).click();
  // Decap closes the pop-up once it has its answer, which may be before this line runs.
  const window = await popup;
  if (!window.isClosed()) await window.waitForEvent('close');
}

test('a writer signs in with GitHub on the editor’s origin, and the editor opens on its collections', async ({
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
  const config = await (await page.request.get(`${site.url}/admin/config.js`)).text();
  const {collections} = JSON.parse(config.match(/"config": (\{[\s\S]*\}), "icons"/)![1]) as {
    collections: {label: string}[];
  };
  for (const {label} of collections) {
    await expect(page.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  expect(github.tokens).toHaveLength(tokensBefore + 1);
  expect(asked.map(({path}) => path)).toEqual(expect.arrayContaining(['/user', `/repos/${REPO}`]));
  for (const {authorization} of asked) expect(authorization).toBe(`token ${github.tokens.at(-1)}`);
  expect(popups).toEqual([`${editor}/api/auth?provider=github&site_id=${EDITOR_HOST}&scope=repo`]);
  // Where Decap keeps the token: the editor's origin's storage.
  expect(await page.evaluate(() => localStorage.getItem('decap-cms-user'))).toContain(
    github.tokens.at(-1)!,
  );
});

test('a sign-in the site refuses reaches the writer in the editor, in a plain sentence', async ({
  page,
  context,
}) => {
  await gitHubApi(context);
  // The sign-in's cookie never reaches this browser (as in another browser, or once expired).
  await context.route(`${editor}/api/auth?*`, async (route) => {
    const url = route.request().url().replace(editor, site.url);
    const headers = {host: new URL(editor).host};
    const started = await route.fetch({url, headers, maxRedirects: 0});
    expect(started.headers()['set-cookie']).toMatch(/^__Host-cms-sign-in=/);
    await route.fulfill({status: 302, headers: {location: started.headers().location}});
  });
  await signIn(page);
  await expect(
    page.getByText('This sign-in has expired or was started in another browser.', {exact: false}),
  ).toBeVisible();
  await expect(page.getByRole('button', {name: 'Login with GitHub'})).toBeVisible();
});
