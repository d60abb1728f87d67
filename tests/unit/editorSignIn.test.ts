// functions/api/ (the editor's GitHub sign-in) and functions/admin/ called as Pages calls them,
// against a stand-in for GitHub's OAuth endpoints (in a browser: tests/e2e/editor-github.spec.ts).
import {createHash} from 'node:crypto';
import {onRequest as adminPage} from '../../functions/admin/index';
import {onRequestGet as auth} from '../../functions/api/auth';
import {onRequestGet as callback} from '../../functions/api/callback';
import {EDITOR_ORIGIN} from '../../src/config/editor';
import {escapeHtml} from '../../src/lib/html';
import {gitHubStandIn, type Outage} from '../support/githubStandIn';

const SITE = EDITOR_ORIGIN;
const GITHUB = 'https://github.stand-in.test';
const APP = {
  clientId: 'Ov23liStandIn',
  clientSecret: 's3cret',
  callbackUrl: `${SITE}/api/callback`,
};
const ENV = {
  GITHUB_CLIENT_ID: APP.clientId,
  GITHUB_CLIENT_SECRET: APP.clientSecret,
  GITHUB_URL: GITHUB,
};
const START_AGAIN = 'Close this window and press "Login with GitHub" again.';

let github: ReturnType<typeof gitHubStandIn>;
beforeEach(() => {
  github = gitHubStandIn(APP);
  vi.stubGlobal('fetch', (input: RequestInfo, init?: RequestInit) =>
    github.handle(new Request(input, init)),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Opens /api/auth as Decap's pop-up does, asking more than it gets: the cookie, where it sends the writer. */
async function startSignIn(headers = {}, env = ENV) {
  const query = '?provider=github&scope=admin:org&redirect_uri=https://elsewhere.test/steal';
  const response = await auth({request: new Request(`${SITE}/api/auth${query}`, {headers}), env});
  const setCookie = response.headers.get('set-cookie') ?? '';
  const location = response.headers.get('location') ?? '';
  const state = URL.parse(location)?.searchParams.get('state') ?? '';
  return {response, setCookie, cookie: setCookie.split(';')[0], location, state};
}

/** GitHub's answer to the authorization request: the callback address it sends the writer to. */
const approve = async (location: string) =>
  (await github.handle(new Request(location))).headers.get('location')!;

const callBack = (url: string, cookie?: string, env: Record<string, string> = ENV) =>
  callback({request: new Request(url, {headers: cookie ? {Cookie: cookie} : {}}), env});

/** The pop-up's page: its one script (the one its policy allows), and what it posts, where. */
async function handOver(response: Response) {
  const html = await response.text();
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(scripts).toHaveLength(1);
  const [script] = scripts;
  // An engine before ES2019 ends a line of script at U+2028 or U+2029, even in a string.
  expect(script).not.toMatch(/[\u2028\u2029]/);
  const hash = createHash('sha256').update(script).digest('base64');
  expect(response.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);
  const constant = (name: string) => JSON.parse(RegExp(`const ${name} = (.*);`).exec(script)![1]);
  const [, outcome, payload] = /^authorization:github:(success|error):(.*)$/s.exec(
    constant('message'),
  )!;
  return {html, script, origin: constant('origin'), outcome, payload: JSON.parse(payload)};
}

/** A refusal's sentence, after checking that no token was handed over and nothing kept. */
async function refusal(response: Response, cookie = /^__Host-cms-sign-in=; Max-Age=0;/) {
  const {origin, outcome, payload, html} = await handOver(response);
  expect([response.status, origin, outcome]).toEqual([400, SITE, 'error']);
  expect(html).toContain(`<p>${escapeHtml(payload.message)}</p>`);
  expect(response.headers.get('set-cookie') ?? 'kept').toMatch(cookie);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return payload.message as string;
}

test('a writer signs in: GitHub’s token goes to the editor on its own origin, only once it asked', async () => {
  const start = await startSignIn();
  const response = await callBack(await approve(start.location), start.cookie);
  expect(response.status).toBe(200);
  const {origin, outcome, payload, script} = await handOver(response);
  expect([origin, outcome]).toEqual([SITE, 'success']);
  expect(payload).toEqual({token: github.tokens[0], provider: 'github'});
  const headers = Object.fromEntries(response.headers);
  expect(headers['cache-control']).toBe('no-store');
  // The pop-up must keep its opener; its page runs its own script and nothing else.
  expect(headers['cross-origin-opener-policy']).toBe('unsafe-none');
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'; /);
  expect(headers['set-cookie']).toBe(
    '__Host-cms-sign-in=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax',
  );
  // The pop-up answers its opener only.
  const posted: unknown[][] = [];
  const opener = {postMessage: (...args: unknown[]) => posted.push(args)};
  let listener = (event: {source: unknown; data: unknown}) => void event;
  const addEventListener = (_: string, added: typeof listener) => (listener = added);
  new Function('window', script)({opener, addEventListener});
  listener({source: {}, data: 'authorizing:github'});
  listener({source: opener, data: 'authorizing:gitlab'});
  expect(posted).toEqual([['authorizing:github', SITE]]);
  listener({source: opener, data: 'authorizing:github'});
  expect(posted.slice(1)).toEqual([[expect.stringMatching(/^authorization:github:succ/), SITE]]);
});

test('the sign-in asks GitHub (over plain http on this machine only) for the fixed scope and callback, opened from this origin only', async () => {
  for (const site of [undefined, 'same-origin', 'none']) {
    const {response, setCookie, location} = await startSignIn(site ? {'Sec-Fetch-Site': site} : {});
    expect([response.status, response.headers.get('cache-control')]).toEqual([302, 'no-store']);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`);
    const [, state, verifier] = /^__Host-cms-sign-in=([\w-]{43})\.([\w-]{43});/.exec(setCookie)!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: APP.clientId,
      redirect_uri: `${SITE}/api/callback`,
      scope: 'repo',
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    expect(setCookie).toBe(
      `__Host-cms-sign-in=${state}.${verifier}; Max-Age=600; Path=/; Secure; HttpOnly; SameSite=Lax`,
    );
    expect((await startSignIn()).cookie).not.toBe(setCookie.split(';')[0]);
  }
  // Opened from another site: stopped before GitHub is asked, the writer's own sign-in left alone.
  for (const site of ['cross-site', 'same-site']) {
    const {response} = await startSignIn({'Sec-Fetch-Site': site});
    expect(await refusal(response, /^kept$/)).toBe(
      `This sign-in was opened from another site, so it was stopped. Open the editor at ${SITE}/admin/ and press "Login with GitHub" there.`,
    );
  }
  for (const local of ['http://127.0.0.1:4800', 'http://localhost:4800', 'http://[::1]:4800'])
    expect((await startSignIn({}, {...ENV, GITHUB_URL: local})).location).toMatch(
      `${local}/login/`,
    );
});

test('/admin/ forwards to the editor’s origin from any other host, but this machine', async () => {
  const next = async () => new Response('the editor');
  const open = async (url: string) => {
    const response = await adminPage({request: new Request(url), next});
    return response.headers.get('location') ?? (await response.text());
  };
  const others = ['https://www.talentlane.example', `https://preview.${new URL(SITE).host}`];
  for (const host of others) expect(await open(`${host}/admin/?x=1`)).toBe(`${SITE}/admin/?x=1`);
  for (const host of [`${SITE}:8443`, 'https://127.0.0.1:4173'])
    expect(await open(`${host}/admin/`)).toBe('the editor');
});

describe('each refusal reaches the writer as Decap’s error, with a plain sentence, and no token', () => {
  test('a callback not from this browser’s sign-in: no cookie, another’s state or none, another’s code', async () => {
    const [mine, theirs] = [await startSignIn(), await startSignIn()];
    const back = await approve(theirs.location);
    // A code caught on its way back, under this browser's state, lacks its PKCE verifier.
    const caught = new URL(back);
    caught.searchParams.set('state', mine.state);
    const notMine = `This sign-in was not started from this editor, so it was stopped. ${START_AGAIN}`;
    for (const [url, cookie, sentence] of [
      [back, '', `This sign-in has expired or was started in another browser. ${START_AGAIN}`],
      [back, mine.cookie, notMine],
      [back.replace(/&?state=[^&]*/, ''), mine.cookie, notMine],
      [
        caught.href,
        mine.cookie,
        `GitHub did not accept the sign-in: The code_verifier does not match the code_challenge. ${START_AGAIN}`,
      ],
    ])
      expect(await refusal(await callBack(url, cookie)), url).toBe(sentence);
    expect(github.tokens).toEqual([]);
  });

  test('GitHub’s own refusals, in its words: the writer’s denial, a code used twice (one token issued); words that cannot end the script', async () => {
    const start = await startSignIn();
    const denied = `${SITE}/api/callback?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${start.state}`;
    expect(await refusal(await callBack(denied, start.cookie))).toBe(
      `GitHub did not sign you in: The user has denied your application access. ${START_AGAIN}`,
    );
    // handOver finds exactly one script, the page's own, with the hash its policy allows.
    const words = '</script><script>alert(1)</script>\u2028\u2029<!--';
    const url = `${SITE}/api/callback?error=x&error_description=${encodeURIComponent(words)}&state=${start.state}`;
    expect(await refusal(await callBack(url, start.cookie))).toContain(words);
    const back = await approve(start.location);
    expect((await handOver(await callBack(back, start.cookie))).outcome).toBe('success');
    expect(await refusal(await callBack(back, start.cookie))).toBe(
      `GitHub did not accept the sign-in: The code passed is incorrect or expired. ${START_AGAIN}`,
    );
    expect(github.tokens).toHaveLength(1);
  });

  test.each<[Outage, string]>([
    ['unreachable', 'GitHub could not be reached to finish the sign-in.'],
    ['status 503', 'GitHub could not finish the sign-in (status 503).'],
    ['not JSON', "GitHub's answer to the sign-in could not be read."],
  ])('a token exchange GitHub cannot answer: %s', async (outage, sentence) => {
    const start = await startSignIn();
    const back = await approve(start.location);
    github.outage = outage;
    expect(await refusal(await callBack(back, start.cookie))).toBe(
      `${sentence} Wait a few minutes, then close this window and press "Login with GitHub" again.`,
    );
  });

  test.each([
    [
      {GITHUB_CLIENT_ID: APP.clientId, GITHUB_URL: GITHUB},
      'Signing in with GitHub is not set up on this site yet. The site owner adds GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to the Cloudflare Pages project (docs/cms-setup.md).',
    ],
    [
      {...ENV, GITHUB_URL: 'http://github.stand-in.test'},
      'Signing in with GitHub is stopped: GITHUB_URL is "http://github.stand-in.test", but it must be an https: address. The site owner corrects it on the Cloudflare Pages project.',
    ],
  ])('a host without the app’s secret, or sending it over http (%#)', async (env, sentence) => {
    const start = await startSignIn();
    const back = await approve(start.location);
    expect(await refusal((await startSignIn({}, env as typeof ENV)).response)).toBe(sentence);
    expect(await refusal(await callBack(back, start.cookie, env))).toBe(sentence);
    expect(github.tokens).toEqual([]);
  });
});
