/**
 * GET /api/callback: where GitHub sends the writer back. Exchanges the code for a token only
 * when the browser holds the cookie auth.ts set and GitHub returned that cookie's `state`, with
 * its PKCE verifier, then hands the token to the editor on this origin (popupPage). Every
 * refusal reaches the writer as Decap's "authorization:github:error" with a plain sentence.
 */
import {
  callbackUrl,
  type Context,
  githubUrl,
  notSetUp,
  popupPage,
  readSignInCookie,
} from './_github';

const START_AGAIN = 'Close this window and press "Login with GitHub" again.';
const TRY_LATER = 'Wait a few minutes, then close this window and press "Login with GitHub" again.';

/** GitHub's own words, as one clause of a sentence (its descriptions end with a full stop). */
const clause = (text: string) => text.trim().replace(/\.$/, '');

type TokenAnswer = {access_token?: string; error?: string; error_description?: string};

export async function onRequestGet({request, env}: Context): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const refuse = (error: string) => popupPage(request, {error});
  const problem = notSetUp(env);
  if (problem) return refuse(problem);
  const started = readSignInCookie(request);
  if (!started) {
    return refuse(`This sign-in has expired or was started in another browser. ${START_AGAIN}`);
  }
  if (query.get('state') !== started.state) {
    return refuse(
      `This sign-in was not started from this editor, so it was stopped. ${START_AGAIN}`,
    );
  }
  const code = query.get('code');
  if (!code) {
    const reason = query.get('error_description') ?? query.get('error') ?? 'no code came back';
    return refuse(`GitHub did not sign you in: ${clause(reason)}. ${START_AGAIN}`);
  }
  let response: Response;
  try {
    response = await fetch(`${githubUrl(env)}/login/oauth/access_token`, {
      method: 'POST',
      headers: {Accept: 'application/json', 'User-Agent': 'talentlane-website-editor'},
      body: new URLSearchParams({
        client_id: env.GITHUB_CLIENT_ID!,
        client_secret: env.GITHUB_CLIENT_SECRET!,
        code,
        redirect_uri: callbackUrl(request),
        code_verifier: started.verifier,
      }),
    });
  } catch {
    return refuse(`GitHub could not be reached to finish the sign-in. ${TRY_LATER}`);
  }
  if (response.status >= 500) {
    return refuse(`GitHub could not finish the sign-in (status ${response.status}). ${TRY_LATER}`);
  }
  // GitHub answers JSON when asked to (Accept), its refusals too, with status 200.
  const answer: TokenAnswer | null = await response.json().catch(() => null);
  if (!answer) {
    return refuse(`GitHub's answer to the sign-in could not be read. ${TRY_LATER}`);
  }
  if (!response.ok || !answer.access_token) {
    const reason = answer.error_description ?? answer.error ?? `status ${response.status}`;
    return refuse(`GitHub did not accept the sign-in: ${clause(reason)}. ${START_AGAIN}`);
  }
  return popupPage(request, {token: answer.access_token});
}
