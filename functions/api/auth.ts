/**
 * GET /api/auth: where the editor's "Login with GitHub" pop-up starts (Decap CMS's GitHub
 * backend, `auth_endpoint`). Sends the writer to GitHub's authorization page with a fresh
 * `state` and PKCE challenge, both kept in a short-lived cookie for callback.ts. The scope and
 * the callback address are fixed here: whatever the query asks is ignored.
 */
import {
  NO_STORE,
  NOT_SET_UP,
  SCOPE,
  callbackUrl,
  codeChallenge,
  type Context,
  githubUrl,
  popupPage,
  randomToken,
  setUp,
  signInCookie,
} from './_github';

export async function onRequestGet({request, env}: Context): Promise<Response> {
  if (!setUp(env)) return popupPage(request, {error: NOT_SET_UP});
  const [state, verifier] = [randomToken(), randomToken()];
  const authorize = new URL(`${githubUrl(env)}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID!,
    redirect_uri: callbackUrl(request),
    scope: SCOPE,
    state,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {Location: authorize.href, 'Set-Cookie': signInCookie(state, verifier), ...NO_STORE},
  });
}
