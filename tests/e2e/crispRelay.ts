import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import type {IncomingMessage} from 'node:http';
import {createServer} from 'node:https';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Duplex} from 'node:stream';
import {selfSignedCertificate} from '../../scripts/servers.mjs';

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

/** Crisp's relay on 127.0.0.1: a real WebSocket, held to the page's policy, unlike routeWebSocket. */
export async function startCrispRelay() {
  const server = createServer(tlsOptions(), (_request, response) => response.end());
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
