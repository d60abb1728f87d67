// A stand-in for images.unsplash.com, where the blog's photos come from: the bench's machine
// cannot reach it, and a photo host that never answers is not what a visitor meets (Lighthouse
// then waits on a failed connection). Chromium is told that the host lives on 127.0.0.1, where
// this server answers every photo URL as Unsplash does: a JPEG of a photo's weight at the width
// the URL's `w` asks for (480, 800 or 1200 px: 19, 44 and 82 KB, the widths the blog's srcset
// names), cached for a year, readable from any origin.
import {createServer} from 'node:https';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {selfSignedCertificate} from '../certificate.mjs';

export const PHOTO_HOST = 'images.unsplash.com';
const PHOTOS = [480, 800, 1200].map((width) => ({
  width,
  bytes: readFileSync(new URL(`./stand-in-photo-${width}.jpg`, import.meta.url)),
}));

/** The narrowest photo at least `w` wide (Unsplash scales to `w`), the widest without one. */
function photoFor(url) {
  const asked = Number(new URL(url, `https://${PHOTO_HOST}`).searchParams.get('w')) || Infinity;
  return (PHOTOS.find(({width}) => width >= asked) ?? PHOTOS.at(-1)).bytes;
}

/**
 * Starts the stand-in on a free port of 127.0.0.1; returns the Chromium flag that sends the
 * photo host there, its rule alone (for a flag in quotes), and what stops it. The browser must
 * also ignore certificate errors.
 */
export async function startPhotoStandIn() {
  const {certificate, key} = selfSignedCertificate(
    mkdtempSync(join(tmpdir(), 'photo-stand-in-')),
    PHOTO_HOST,
  );
  const server = createServer(
    {cert: readFileSync(certificate), key: readFileSync(key)},
    (request, response) => {
      const photo = photoFor(request.url);
      response.writeHead(200, {
        'Content-Type': 'image/jpeg',
        'Content-Length': photo.length,
        'Cache-Control': 'public, max-age=31536000',
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      response.end(request.method === 'HEAD' ? undefined : photo);
    },
  );
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const hostRule = `MAP ${PHOTO_HOST} 127.0.0.1:${server.address().port}`;
  return {
    hostRule,
    chromiumFlag: `--host-resolver-rules=${hostRule}`,
    stop: () =>
      new Promise((closed) => {
        server.close(closed);
        server.closeAllConnections();
      }),
  };
}
