/**
 * What the editor's GitHub sign-in (auth.ts, then callback.ts) shares: the settings the owner
 * sets on the host, the short-lived cookie that binds GitHub's answer to the browser that asked
 * (OAuth 2.0 `state`, RFC 6749 §10.12, and PKCE's verifier, RFC 7636), and the pop-up page that
 * hands Decap CMS its answer (decap-cms-lib-auth's netlify-auth.js: the pop-up says
 * "authorizing:github", the editor says it back, then the pop-up posts
 * "authorization:github:success:{…}" or "…:error:{…}"). It runs on the editor's own origin
 * (src/config/editor.ts), where no third-party script can read the token Decap stores.
 */
import {escapeHtml, scriptSafeJson} from '../../src/lib/html';

/** Set on the Cloudflare Pages project (docs/cms-setup.md); GITHUB_URL only by the tests. */
export type Env = {GITHUB_CLIENT_ID?: string; GITHUB_CLIENT_SECRET?: string; GITHUB_URL?: string};

export type Context = {request: Request; env: Env};

// __Host-: set only over HTTPS, for this host and every path, and never by a subdomain.
const COOKIE = '__Host-cms-sign-in';
const COOKIE_ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Lax';
// GitHub's sign-in takes a writer a minute or two; an unused cookie is gone after ten.
const COOKIE_SECONDS = 600;

/** The one scope Decap's GitHub backend needs: branches and pull requests in the repository. */
export const SCOPE = 'repo';

export const githubUrl = (env: Env) => (env.GITHUB_URL || 'https://github.com').replace(/\/+$/, '');

/** 127.0.0.1 and the like: this machine, where the tests' stand-ins and `npm run serve` run. */
export const loopback = (hostname: string) =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(hostname);

/** The callback's address on the origin that serves the sign-in: never taken from the request's query. */
export const callbackUrl = (request: Request) => new URL('/api/callback', request.url).href;

export const NOT_SET_UP =
  'Signing in with GitHub is not set up on this site yet. The site owner adds GITHUB_CLIENT_ID ' +
  'and GITHUB_CLIENT_SECRET to the Cloudflare Pages project (docs/cms-setup.md).';

/** Why the host cannot sign writers in, as a sentence, or null when it can. */
export function notSetUp(env: Env): string | null {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return NOT_SET_UP;
  // The client secret travels to GITHUB_URL: never over plain http but to this machine.
  const url = URL.parse(githubUrl(env));
  if (url?.protocol === 'https:' || (url?.protocol === 'http:' && loopback(url.hostname)))
    return null;
  return `Signing in with GitHub is stopped: GITHUB_URL is ${JSON.stringify(env.GITHUB_URL)}, but it must be an https: address. The site owner corrects it on the Cloudflare Pages project.`;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** 32 random bytes, base64url: a `state` or a PKCE code verifier (43 characters). */
export const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** PKCE's S256 code challenge of `verifier`. */
export const codeChallenge = async (verifier: string) =>
  base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );

export const signInCookie = (state: string, verifier: string) =>
  `${COOKIE}=${state}.${verifier}; Max-Age=${COOKIE_SECONDS}; ${COOKIE_ATTRIBUTES}`;

/** The cookie's `state` and `verifier`, if the request carries it. */
export function readSignInCookie(request: Request): {state: string; verifier: string} | null {
  const pair = (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  const [state, verifier] = pair?.slice(COOKIE.length + 1).split('.') ?? [];
  return state && verifier ? {state, verifier} : null;
}

/** Sign-in addresses are one-off: no browser or proxy may keep or replay them. */
export const NO_STORE = {'Cache-Control': 'no-store'};

/**
 * The pop-up's page: it tells its opener it is ready, and posts the outcome only to the editor
 * on this same origin, only once the opener itself has answered "authorizing:github". A page on any
 * other origin that opened the sign-in never receives a message from it. Every outcome clears
 * the cookie, so a callback address works once (auth.ts keeps it when another site is refused).
 */
export async function popupPage(
  request: Request,
  outcome: {token: string} | {error: string},
): Promise<Response> {
  const origin = new URL(request.url).origin;
  const message =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({token: outcome.token, provider: 'github'})}`
      : `authorization:github:error:${JSON.stringify({message: outcome.error})}`;
  const script = `
const origin = ${scriptSafeJson(origin)};
const message = ${scriptSafeJson(message)};
window.addEventListener('message', (event) => {
  if (event.source === window.opener && event.data === 'authorizing:github') {
    window.opener.postMessage(message, origin);
  }
});
if (window.opener) window.opener.postMessage('authorizing:github', origin);
`;
  const hash = btoa(
    String.fromCharCode(
      ...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))),
    ),
  );
  const text =
    'error' in outcome
      ? outcome.error
      : 'You are signed in. This window closes by itself; if it stays open, close it and return to the editor.';
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Sign in to the editor</title>
<p>${escapeHtml(text)}</p>
<script>${script}</script>
</html>
`;
  return new Response(html, {
    status: 'error' in outcome ? 400 : 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...NO_STORE,
      'Set-Cookie': `${COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`,
      // Only this page's own script; nothing to load, frame or submit.
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The pop-up must stay in the editor's browsing context group to reach window.opener.
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
