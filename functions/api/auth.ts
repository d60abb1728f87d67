/**
 * GET /api/auth: where the editor's "Login with GitHub" pop-up starts (Decap CMS's GitHub
 * backend, `auth_endpoint`). Sends the writer to GitHub's authorization page with a fresh
 * `state` and PKCE challenge, both kept in a short-lived cookie for callback.ts. The scope and
 * the callback address are fixed here: whatever the query asks is ignored.
 */
import {
  NO_STORE,
  SCOPE,
  callbackUrl,
  codeChallenge,
  type Context,
  githubUrl,
  notSetUp,
  popupPage,
  randomToken,
  signInCookie,
} from './_github';

/**
 * Fetch Metadata (https://w3c.github.io/webappsec-fetch-metadata/): the editor on this origin
 * opens the sign-in, or the writer types its address. Opened from any other site, a writer who
 * approved the app before would come back with a new token, and GitHub keeps ten a writer.
 */
const STARTED_BY = ['same-origin', 'none'];

export async function onRequestGet({request, env}: Context): Promise<Response> {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site && !STARTED_BY.includes(site)) {
    const editor = new URL('/admin/', request.url).href;
    const error = `This sign-in was opened from another site, so it was stopped. Open the editor at ${editor} and press "Login with GitHub" there.`;
    const refused = await popupPage(request, {error});
    // Another site must not end a sign-in the writer has under way in the editor.
    refused.headers.delete('Set-Cookie');
    return refused;
  }
  const problem = notSetUp(env);
  if (problem) return popupPage(request, {error: problem});
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
