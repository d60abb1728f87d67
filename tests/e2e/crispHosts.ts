import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {createServer} from 'node:https';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Duplex} from 'node:stream';
import {selfSignedCertificate} from '../../scripts/servers.mjs';
import {standInAnswer} from './crispStandIn';

// RFC 6455: the handshake's accept key, and an unmasked text frame (under 126 bytes).
const acceptKey = (key: string) =>
  createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
const textFrame = (text: string) =>
  Buffer.concat([Buffer.from([0x81, Buffer.byteLength(text)]), Buffer.from(text)]);
const TEXT = 0x1;
const CLOSE = 0x8;

/** A throwaway certificate and key for a stand-in server of `host`, read into memory. */
export function tlsOptions(host = 'client.relay.crisp.chat'): {cert: Buffer; key: Buffer} {
  const work = mkdtempSync(join(tmpdir(), 'talentlane-relay-'));
  try {
    const {certificate, key} = selfSignedCertificate(work, host);
    return {cert: readFileSync(certificate), key: readFileSync(key)};
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

/** Accepts a WebSocket upgrade and greets whoever says something as the relay greets a joined session. */
export function answerAsRelay(request: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.write(
    'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Accept: ${acceptKey(request.headers['sec-websocket-key']!)}\r\n\r\n`,
  );
  socket.on('data', (frame: Buffer) => {
    const opcode = frame[0] & 0x0f;
    if (opcode === TEXT) socket.write(textFrame('{"type":"session:joined"}'));
    if (opcode === CLOSE) socket.end();
  });
}

/** Answers a request for Crisp's hosts or the stock photos' with its stand-in; false for any other host. */
export function answerStandIn(request: IncomingMessage, response: ServerResponse): boolean {
  const standIn = standInAnswer(`https://${request.headers.host}${request.url}`);
  const {status = 200, contentType, body} = standIn ?? {status: 404};
  // As Crisp's CDN: its fonts and the worker's code are fetched in CORS mode.
  const headers = {
    'access-control-allow-origin': '*',
    ...(contentType && {'content-type': contentType}),
  };
  response.writeHead(status, headers).end(body);
  return standIn !== undefined;
}

/** The hosts the stand-ins answer for, each to be resolved to the server below. */
export const STAND_IN_HOSTS = [
  'client.crisp.chat',
  'image.crisp.chat',
  'client.relay.crisp.chat',
  'images.unsplash.com',
];

/**
 * Crisp's hosts and the stock photos' on 127.0.0.1, the relay a real WebSocket held to the page's
 * policy (unlike routeWebSocket). A server, not page.route: a routed page loads a third slower,
 * every request of it passing through the test, and without the browser's cache.
 */
export async function serveStandIns() {
  const server = createServer(tlsOptions(), answerStandIn);
  server.on('upgrade', answerAsRelay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
