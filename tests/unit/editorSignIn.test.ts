// The editor's GitHub sign-in, functions/api/auth.ts and callback.ts, called as Cloudflare Pages
// calls them, against a stand-in for GitHub's OAuth endpoints. The pop-up's hand-over to the
// editor in a browser is tests/e2e/editor-github.spec.ts'.
import {createHash} from 'node:crypto';
import {onRequestGet as auth} from '../../functions/api/auth';
import {onRequestGet as callback} from '../../functions/api/callback';
import {DEFAULT_FACTS} from '../../src/config/site';
import {escapeHtml} from '../../src/lib/html';
import {gitHubStandIn} from '../support/githubStandIn';

// The site's own origin, wherever the owner puts it.
const SITE = new URL(DEFAULT_FACTS.siteUrl).origin;
const GITHUB = 'https://github.stand-in.test';
const APP = {
  clientId: 'Ov23liStandIn',
  clientSecret: 'stand-in-secret',
  callbackUrl: `${SITE}/api/callback`,
};
const ENV = {
  GITHUB_CLIENT_ID: APP.clientId,
  GITHUB_CLIENT_SECRET: APP.clientSecret,
  GITHUB_URL: GITHUB,
};

let github: ReturnType<typeof gitHubStandIn>;
beforeEach(() => {
  github = gitHubStandIn(APP);
  vi.stubGlobal('fetch', (input: RequestInfo, init?: RequestInit) =>
    github.handle(new Request(input, init)),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Opens /api/auth as Decap's pop-up does: the cookie it sets, and where it sends the writer. */
async function startSignIn(query = `?provider=github&site_id=${new URL(SITE).host}&scope=repo`) {
  const response = await auth({request: new Request(`${SITE}/api/auth${query}`), env: ENV});
  const setCookie = response.headers.get('set-cookie') ?? '';
  const location = response.headers.get('location') ?? '';
  const state = new URL(location).searchParams.get('state')!;
  return {response, setCookie, cookie: setCookie.split(';')[0], location, state};
}

/** GitHub's answer to the authorization request: the callback address it sends the writer to. */
async function approve(location: string): Promise<string> {
  return (await github.handle(new Request(location))).headers.get('location')!;
}

const callBack = (url: string, cookie?: string, env: Record<string, string> = ENV) =>
  callback({request: new Request(url, {headers: cookie ? {Cookie: cookie} : {}}), env});

/** What the pop-up's page posts to the editor, and to which origin. */
async function handOver(response: Response) {
  const html = await response.text();
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(scripts).toHaveLength(1);
  const [script] = scripts;
  const hash = createHash('sha256').update(script).digest('base64');
  expect(response.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);
  const constant = (name: string) => JSON.parse(RegExp(`const ${name} = (.*);`).exec(script)![1]);
  const [, outcome, payload] = /^authorization:github:(success|error):(.*)$/.exec(
    constant('message'),
  )!;
  return {html, origin: constant('origin'), outcome, payload: JSON.parse(payload)};
}

test('a writer signs in: GitHub’s token goes to the editor on the site’s own origin', async () => {
  const start = await startSignIn();
  const response = await callBack(await approve(start.location), start.cookie);
  expect(response.status).toBe(200);
  const {origin, outcome, payload} = await handOver(response);
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
});

test('the sign-in asks GitHub for the fixed scope and callback, whatever the pop-up’s address says', async () => {
  const {response, setCookie, location} = await startSignIn(
    '?provider=github&scope=admin:org&redirect_uri=https://elsewhere.test/steal',
  );
  expect(response.status).toBe(302);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const url = new URL(location);
  expect(`${url.origin}${url.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`);
  const [state, verifier] = setCookie.match(/^__Host-cms-sign-in=([^.;]+)\.([^;]+);/)!.slice(1);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    client_id: APP.clientId,
    redirect_uri: `${SITE}/api/callback`,
    scope: 'repo',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  expect(state).toMatch(/^[\w-]{43}$/);
  expect(verifier).toMatch(/^[\w-]{43}$/);
  expect(setCookie).toBe(
    `__Host-cms-sign-in=${state}.${verifier}; Max-Age=600; Path=/; Secure; HttpOnly; SameSite=Lax`,
  );
  // A second sign-in gets a state and a verifier of its own.
  expect((await startSignIn()).cookie).not.toBe(setCookie.split(';')[0]);
});

describe('each refusal reaches the writer as Decap’s error, with a plain sentence, and no token', () => {
  /** The refusal's sentence, after checking that no token was issued or handed over. */
  async function refusal(response: Response): Promise<string> {
    const {origin, outcome, payload, html} = await handOver(response);
    expect([response.status, origin, outcome]).toEqual([400, SITE, 'error']);
    expect(html).toContain(`<p>${escapeHtml(payload.message)}</p>`);
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-cms-sign-in=; Max-Age=0;/);
    return payload.message as string;
  }

  test('a callback without the sign-in’s cookie (another browser, or expired)', async () => {
    const start = await startSignIn();
    const message = await refusal(await callBack(await approve(start.location)));
    expect(message).toBe(
      'This sign-in has expired or was started in another browser. Close this window and press "Login with GitHub" again.',
    );
    expect(github.tokens).toEqual([]);
  });

  test('a callback whose state is not the cookie’s, or has none', async () => {
    const [mine, theirs] = [await startSignIn(), await startSignIn()];
    const forged = await approve(theirs.location);
    const withoutState = forged.replace(/&?state=[^&]*/, '');
    for (const url of [forged, withoutState]) {
      expect(await refusal(await callBack(url, mine.cookie)), url).toMatch(
        /^This sign-in was not started from this editor, so it was stopped\./,
      );
    }
    expect(github.tokens).toEqual([]);
  });

  test('GitHub’s own refusal, in its words', async () => {
    const start = await startSignIn();
    const denied = `${SITE}/api/callback?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${start.state}`;
    expect(await refusal(await callBack(denied, start.cookie))).toBe(
      'GitHub did not sign you in: The user has denied your application access. Close this window and press "Login with GitHub" again.',
    );
  });

  test('a code used twice: the second exchange fails, and GitHub issued one token', async () => {
    const start = await startSignIn();
    const back = await approve(start.location);
    expect((await handOver(await callBack(back, start.cookie))).outcome).toBe('success');
    expect(await refusal(await callBack(back, start.cookie))).toBe(
      'GitHub did not accept the sign-in: The code passed is incorrect or expired. Close this window and press "Login with GitHub" again.',
    );
    expect(github.tokens).toHaveLength(1);
  });

  test('a code without its PKCE verifier (a code caught on its way back) is worthless', async () => {
    const [mine, theirs] = [await startSignIn(), await startSignIn()];
    const caught = new URL(await approve(theirs.location));
    caught.searchParams.set('state', mine.state);
    expect(await refusal(await callBack(caught.href, mine.cookie))).toMatch(
      /^GitHub did not accept the sign-in: The code_verifier does not match/,
    );
    expect(github.tokens).toEqual([]);
  });

  test('a host without the OAuth app’s secrets, at either end', async () => {
    const start = await startSignIn();
    const back = await approve(start.location);
    const withoutSecret = {GITHUB_CLIENT_ID: APP.clientId, GITHUB_URL: GITHUB};
    const responses = [
      await auth({request: new Request(`${SITE}/api/auth?provider=github`), env: withoutSecret}),
      await callBack(back, start.cookie, withoutSecret),
    ];
    for (const response of responses) {
      expect(await refusal(response)).toBe(
        'Signing in with GitHub is not set up on this site yet. The site owner adds GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to the Cloudflare Pages project (docs/cms-setup.md).',
      );
    }
    expect(github.tokens).toEqual([]);
  });

  test('words in the callback’s address cannot end the page’s script or add markup', async () => {
    const start = await startSignIn();
    const words = '</script><script>alert(1)</script><!--';
    const url = `${SITE}/api/callback?error=x&error_description=${encodeURIComponent(words)}&state=${start.state}`;
    // handOver finds exactly one script, the page's own, with the hash its policy allows.
    expect(await refusal(await callBack(url, start.cookie))).toContain(words);
  });
});
