/**
 * /admin/ on any host but the editor's own origin (src/config/editor.ts) forwards there: the
 * writer's token lives in the storage of the origin that serves the editor, and the public
 * site's pages load the chat's script. On this machine (`npm run serve`) it is served as is.
 */
import {EDITOR_ORIGIN} from '../../src/config/editor';
import {loopback, NO_STORE} from '../api/_github';

type Context = {request: Request; next: () => Promise<Response>};

export function onRequest({request, next}: Context): Promise<Response> | Response {
  const {hostname, pathname, search} = new URL(request.url);
  if (hostname === new URL(EDITOR_ORIGIN).hostname || loopback(hostname)) return next();
  const editor = new URL(`${pathname}${search}`, EDITOR_ORIGIN).href;
  return new Response(null, {status: 302, headers: {Location: editor, ...NO_STORE}});
}
