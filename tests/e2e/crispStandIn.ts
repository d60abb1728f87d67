import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** A 1 x 1 transparent PNG, standing in for stock photos and Crisp's images. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The site's own font, standing in for Crisp's. */
const STAND_IN_FONT = readFileSync(
  join(__dirname, '../../static/fonts/figtree-latin-wght-normal.woff2'),
);

/** What the stand-in fetches and opens, on the hosts the real client uses. */
export const CRISP_URLS = {
  loader: 'https://client.crisp.chat/l.js',
  stylesheet: 'https://client.crisp.chat/static/stylesheets/client_default.css',
  font: 'https://client.crisp.chat/static/fonts/stand-in.woff2',
  icon: 'https://client.crisp.chat/static/images/client/default/chat.png',
  avatar: 'https://image.crisp.chat/avatar/website/00000000-0000-4000-8000-000000000000/120/',
  workerCode: 'https://client.crisp.chat/static/javascripts/worker.js',
  relay: 'wss://client.relay.crisp.chat/w/?EIO=4&transport=websocket',
};

/** Each step of the stand-in that our policy could block. */
type CrispStep = 'inlineStyle' | 'stylesheet' | 'icon' | 'avatar' | 'font' | 'worker' | 'relay';
export type CrispSteps = Partial<Record<CrispStep, 'done' | 'failed'>>;

/** Crisp's loader: records `$crisp` calls, meets the policy as the real one (`__crispSteps`). */
const LOADER = `(function () {
  var urls = ${JSON.stringify(CRISP_URLS)};
  window.__crispCommands = [];
  var queue = window.$crisp || [];
  window.$crisp = { push: function (command) { window.__crispCommands.push(command); } };
  queue.forEach(function (command) { window.$crisp.push(command); });

  var steps = (window.__crispSteps = {});
  function done(step) { return function () { steps[step] = 'done'; }; }
  function failed(step) { return function () { steps[step] = 'failed'; }; }

  var box = document.createElement('div');
  box.className = 'crisp-client';
  box.setAttribute('data-stub', 'crisp');

  var colours = document.createElement('style');
  colours.textContent = '.crisp-client { --crisp-stand-in-colour: #0f766e; }';
  document.head.appendChild(colours);
  steps.inlineStyle = colours.sheet && colours.sheet.cssRules.length === 1 ? 'done' : 'failed';

  var stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.onload = done('stylesheet');
  stylesheet.onerror = failed('stylesheet');
  stylesheet.href = urls.stylesheet;
  document.head.appendChild(stylesheet);

  [['icon', urls.icon], ['avatar', urls.avatar]].forEach(function (image) {
    var element = new Image(1, 1);
    element.alt = '';
    element.onload = done(image[0]);
    element.onerror = failed(image[0]);
    element.src = image[1];
    box.appendChild(element);
  });

  new FontFace('Crisp Stand-in', 'url(' + urls.font + ')').load().then(done('font'), failed('font'));

  fetch(urls.workerCode)
    .then(function (response) { return response.text(); })
    .then(function (code) {
      var worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
      worker.onmessage = done('worker');
      worker.onerror = failed('worker');
    })
    .catch(failed('worker'));

  var relay = new WebSocket(urls.relay);
  relay.onopen = function () { relay.send('hello'); };
  relay.onmessage = done('relay');
  relay.onerror = failed('relay');

  document.body.appendChild(box);
})();`;

const BODIES: Record<string, {contentType: string; body: string | Buffer}> = {
  [CRISP_URLS.loader]: {contentType: 'application/javascript', body: LOADER},
  [CRISP_URLS.stylesheet]: {
    contentType: 'text/css',
    body: `@font-face { font-family: 'Crisp Stand-in'; src: url(${CRISP_URLS.font}); }`,
  },
  [CRISP_URLS.font]: {contentType: 'font/woff2', body: STAND_IN_FONT},
  [CRISP_URLS.icon]: {contentType: 'image/png', body: PIXEL_PNG},
  [CRISP_URLS.workerCode]: {contentType: 'text/javascript', body: "postMessage('ready');"},
};

type StandInAnswer = {status?: number; contentType?: string; body?: string | Buffer};

/** Hosts whose every address is answered with a pixel: Crisp's avatars and the stock photos. */
const PICTURE_HOSTS = /^https:\/\/(image\.crisp\.chat|images\.unsplash\.com)\//;

/** What the stand-ins answer for a URL on an outside host the site uses (served by crispHosts.ts). */
export function standInAnswer(url: string): StandInAnswer | undefined {
  if (PICTURE_HOSTS.test(url)) return {contentType: 'image/png', body: PIXEL_PNG};
  if (url.startsWith('https://client.crisp.chat/')) return BODIES[url] ?? {status: 404};
  return undefined;
}
