// The browsers' one way out: a proxy that ends each HTTPS tunnel itself and answers Crisp's hosts
// and the stock photos with the Playwright suite's stand-ins, the site from the test server (the
// console recorder added, for WebKit), and any other host with a 404 named in `unexpected`.
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {createServer as createTlsServer, request as siteRequest} from 'node:https';
import type {Duplex} from 'node:stream';
import {answerAsRelay, answerStandIn, tlsOptions} from '../e2e/crispHosts';
import {RECORDER_SCRIPT} from './consoleRecorder';

// Firefox's own services: no request of the site's.
const BROWSER_HOSTS = /\.(mozilla\.(com|net|org)|firefox\.com)(:\d+)?$/;

const RECORDER_PATH = '/__engines/console-recorder.js';

function forwardToSite(site: URL, request: IncomingMessage, response: ServerResponse): void {
  if (request.url === RECORDER_PATH)
    return void response.writeHead(200, {'content-type': 'text/javascript'}).end(RECORDER_SCRIPT);
  const upstream = siteRequest(
    new URL(request.url ?? '/', site),
    {
      method: request.method,
      headers: {...request.headers, 'accept-encoding': 'identity'},
      rejectUnauthorized: false,
    },
    async (answer) => {
      let body = Buffer.concat(await answer.toArray());
      if (/^text\/html/.test(answer.headers['content-type'] ?? '')) {
        const script = `<script src="${RECORDER_PATH}"></script>`;
        body = Buffer.from(body.toString().replace(/<head[^>]*>/, (head) => head + script));
      }
      response
        .writeHead(answer.statusCode ?? 502, {...answer.headers, 'content-length': body.length})
        .end(body);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

export async function startStandInHosts(site: string, port: number) {
  const siteUrl = new URL(site);
  const unexpected = new Set<string>();
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const host = request.headers.host ?? '';
    if (host === siteUrl.host) return forwardToSite(siteUrl, request, response);
    if (!answerStandIn(request, response) && !BROWSER_HOSTS.test(host)) unexpected.add(host);
  };
  const tunnels = createTlsServer(tlsOptions('stand-in.test'), answer);
  tunnels.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (/\.relay\.crisp\.chat$/.test(request.headers.host ?? '')) answerAsRelay(request, socket);
    else socket.destroy();
  });
  tunnels.on('tlsClientError', () => {});
  const proxy = createServer((request, response) => {
    // Nothing the site loads is plain HTTP.
    unexpected.add(request.headers.host ?? '');
    response.writeHead(404).end();
  });
  // Tunnels are sockets the servers no longer track.
  const sockets = new Set<Duplex>();
  proxy.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    tunnels.emit('connection', socket);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    unexpected,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
