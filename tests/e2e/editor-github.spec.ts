import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import type {Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test, type Request} from '@playwright/test';
import {readCmsBackend} from '../../plugins/cms/settings';
import {startAdmin} from './editorFixture';
import {FIXTURE_SITE_DIR, fixtureBuild} from './fixtureSite';

// The editor as production builds it: the GitHub backend, set from the environment, with the
// owner's OAuth service for the sign-in. Neither GitHub nor that service is reachable here, so
// both are stood in for with page.route: the service's pop-up speaks Decap's hand-shake, and
// GitHub's API answers for a writer without write access. What is tested is the wiring a
// site owner sets up: the pop-up's address, the token reaching GitHub, the repository asked
// for, and the editor's /admin/ policy letting all of it through.

const AUTH_URL = 'https://auth.talentlane.example';
const REPO = 'talentlane/website';
const TOKEN = 'gho_test-token-for-the-stand-in';

let adminDir: string;
let server: Server;
let adminUrl: string;

test.beforeAll(async () => {
  adminDir = mkdtempSync(join(tmpdir(), 'editor-github-'));
  const backend = readCmsBackend({CMS_GITHUB_REPO: REPO, CMS_AUTH_URL: AUTH_URL});
  ({http: server, adminUrl} = await startAdmin(adminDir, join(__dirname, '../..'), backend));
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(adminDir, {recursive: true, force: true});
});

/** The OAuth service's pop-up, as decap-cms-lib-auth expects it to talk to the editor. */
const SIGN_IN_POPUP = `<!doctype html><title>Sign in</title><script>
  window.addEventListener('message', function (event) {
    window.opener.postMessage(
      'authorization:github:success:' + JSON.stringify({token: '${TOKEN}', provider: 'github'}),
      event.origin,
    );
  }, {once: true});
  window.opener.postMessage('authorizing:github', '*');
</script>`;

test('signs a writer in with GitHub through the OAuth service, and says when they cannot write', async ({
  page,
  context,
}) => {
  const popups: string[] = [];
  await context.route(`${AUTH_URL}/**`, (route) => {
    popups.push(route.request().url());
    return route.fulfill({contentType: 'text/html', body: SIGN_IN_POPUP});
  });
  const github: Request[] = [];
  await context.route('https://api.github.com/**', (route) => {
    const request = route.request();
    github.push(request);
    const path = new URL(request.url()).pathname;
    if (path === '/user') {
      return route.fulfill({json: {login: 'writer', name: 'Web Writer', avatar_url: ''}});
    }
    if (path === `/repos/${REPO}`) {
      return route.fulfill({
        json: {full_name: REPO, owner: {login: 'talentlane'}, permissions: {push: false}},
      });
    }
    return route.fulfill({status: 404, json: {message: 'Not Found'}});
  });

  await page.goto(adminUrl);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', {name: 'Login with GitHub'}).click();
  // Decap closes the pop-up once it has the token, which may be before this line runs: a
  // wait for 'close' then would never end (a clean-clone CI run timed out so).
  const signIn = await popup;
  if (!signIn.isClosed()) await signIn.waitForEvent('close');

  await expect(
    page.getByText('Your GitHub user account does not have access to this repo.'),
  ).toBeVisible();
  expect(popups).toEqual([`${AUTH_URL}/auth?provider=github&site_id=127.0.0.1&scope=repo`]);
  const asked = github.map((request) => new URL(request.url()).pathname);
  expect(asked).toEqual(expect.arrayContaining(['/user', `/repos/${REPO}`]));
  for (const request of github) {
    expect(await request.headerValue('authorization')).toBe(`token ${TOKEN}`);
  }
});

test.describe('given the site built as production builds it, the editor set up for GitHub', () => {
  let build: string;
  test.beforeAll(async () => {
    // A limit: the first to need the run's fixture site builds it (fixtureSite.ts).
    test.setTimeout(300_000);
    build = await fixtureBuild();
  });

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
