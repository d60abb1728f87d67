/**
 * GitHub's OAuth web application flow ("Authorizing OAuth apps") with PKCE, for the editor's
 * sign-in (functions/api/): a code works once, for ten minutes, with its redirect_uri and
 * verifier; answers JSON if accepted, else a form. `outage` breaks the token endpoint.
 */
import {createHash, randomBytes} from 'node:crypto';
import {createServer, type Server} from 'node:http';

export type GitHubApp = {clientId: string; clientSecret: string; callbackUrl: string};

type Grant = {redirectUri: string; challenge: string; issued: number; used: boolean};

/** The token endpoint cannot be reached, answers with an error page, or with a page at all. */
export type Outage = 'unreachable' | 'status 503' | 'not JSON';

const MISMATCH = 'The redirect_uri MUST match the registered callback URL for this application.';
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function gitHubStandIn(app: GitHubApp) {
  const grants = new Map<string, Grant>();
  /** Every token it issued, newest last. */
  const tokens: string[] = [];
  const stub = {outage: null as Outage | null};

  /** GitHub's rule: the callback URL's host (or a subdomain) and port, and a path under it. */
  const allowed = (redirectUri: string) => {
    const [given, registered] = [URL.parse(redirectUri), new URL(app.callbackUrl)];
    const host = `.${given?.hostname}`.endsWith(`.${registered.hostname}`);
    return (
      host && given?.port === registered.port && given.pathname.startsWith(registered.pathname)
    );
  };

  function authorize(query: URLSearchParams): Response {
    if (query.get('client_id') !== app.clientId) return new Response('Not Found', {status: 404});
    const redirectUri = query.get('redirect_uri') ?? app.callbackUrl;
    const back = new URL(allowed(redirectUri) ? redirectUri : app.callbackUrl);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    if (!allowed(redirectUri)) {
      back.searchParams.set('error', 'redirect_uri_mismatch');
      back.searchParams.set('error_description', MISMATCH);
    } else {
      const code = randomBytes(10).toString('hex');
      const challenge = query.get('code_challenge') ?? '';
      grants.set(code, {redirectUri, challenge, issued: Date.now(), used: false});
      back.searchParams.set('code', code);
    }
    return Response.redirect(back.href, 302);
  }

  async function token(request: Request): Promise<Response> {
    if (stub.outage === 'unreachable') throw new TypeError('fetch failed');
    // GitHub's own error page, or a page from something in between.
    const page = '<!doctype html><title>Unicorn!</title>';
    if (stub.outage) return new Response(page, {status: stub.outage === 'not JSON' ? 200 : 503});
    const form = new URLSearchParams(await request.text());
    const json = request.headers.get('Accept')?.includes('application/json');
    const answer = (fields: Record<string, string>) =>
      json ? Response.json(fields) : new Response(new URLSearchParams(fields).toString());
    const refuse = (error: string, error_description: string) => answer({error, error_description});
    if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret)
      return refuse(
        'incorrect_client_credentials',
        'The client_id and/or client_secret passed are incorrect.',
      );
    const grant = grants.get(form.get('code') ?? '');
    const fresh = grant && !grant.used && Date.now() - grant.issued < 600_000;
    if (grant) grant.used = true;
    if (!fresh) return refuse('bad_verification_code', 'The code passed is incorrect or expired.');
    if (form.get('redirect_uri') && form.get('redirect_uri') !== grant.redirectUri)
      return refuse('redirect_uri_mismatch', MISMATCH);
    if (grant.challenge && s256(form.get('code_verifier') ?? '') !== grant.challenge)
      return refuse('invalid_grant', 'The code_verifier does not match the code_challenge.');
    const accessToken = `gho_${randomBytes(18).toString('base64url')}`;
    tokens.push(accessToken);
    return answer({access_token: accessToken, token_type: 'bearer', scope: 'repo'});
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize')
      return authorize(url.searchParams);
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token')
      return token(request);
    return new Response('Not Found', {status: 404});
  }

  function listen(port: number): Promise<Server> {
    const server = createServer(async (incoming, outgoing) => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const response = await handle(
        new Request(`http://127.0.0.1:${port}${incoming.url}`, {
          method: incoming.method,
          headers: incoming.headers as Record<string, string>,
          body: incoming.method === 'POST' ? Buffer.concat(chunks) : undefined,
        }),
      );
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    });
    return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
  }

  return Object.assign(stub, {handle, listen, tokens});
}
