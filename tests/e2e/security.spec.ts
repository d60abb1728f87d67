// The live host's answers from Cloudflare Pages' own runtime (policy sources: unit/securityHeaders).
import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {test, expect} from './fixtures';
import {ROUTES_AND_ONE_OPENING} from './openings';

// resolve, not join: E2E_BUILD_DIR may be an absolute path (a build made elsewhere).
const BUILD = resolve(__dirname, '../..', process.env.E2E_BUILD_DIR ?? 'build');
const built = (path: string) => readFileSync(join(BUILD, path));
// The site's policy, then the editor's (`/admin/*`).
const [POLICY, ADMIN_POLICY] = [
  ...built('_headers')
    .toString()
    .matchAll(/^ {2}Content-Security-Policy: (.*)$/gm),
].map((match) => match[1]);

const SECURITY_HEADERS = {
  'content-security-policy': POLICY,
  'strict-transport-security': expect.stringMatching(/max-age=\d{8,}/),
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringContaining('camera=()'),
};
// Pages' own default: every visit asks whether the file changed; hashed assets never change.
const REVALIDATE = 'public, max-age=0, must-revalidate';
const YEAR = 'public, max-age=31536000, immutable';

test.describe('given the live host’s runtime', () => {
  test('each answer has its status, type, caching and the security headers', async ({request}) => {
    const asset = `/assets/js/${readdirSync(join(BUILD, 'assets/js')).find((file) => file.startsWith('main.'))}`;
    const icons: {src: string}[] = JSON.parse(built('manifest.webmanifest').toString()).icons;
    const [html, png] = [/^text\/html/, /^image\/png$/];
    // [path, status, type, caching (a 404's is the host's own), the built file it is]
    type Answer = [string, number, RegExp, string?, string?];
    const ANSWERS: Answer[] = [
      ['/about', 200, html, REVALIDATE, 'about.html'],
      [asset, 200, /javascript/, YEAR, asset],
      ['/robots.txt', 200, /^text\/plain/, REVALIDATE],
      ['/sitemap.xml', 200, /xml/, REVALIDATE],
      ['/manifest.webmanifest', 200, /json/, REVALIDATE],
      ['/apple-touch-icon.png', 200, png, REVALIDATE],
      ['/img/social/contact.png', 200, png, REVALIDATE],
      ...icons.map(({src}): Answer => [src, 200, png, REVALIDATE]),
      ['/no-such-page', 404, html, undefined, '404.html'],
      ['/employment/no-such-opening', 404, html, undefined, '404.html'],
      ['/assets/js/no-such.js', 404, html, undefined, '404.html'],
    ];
    for (const [path, status, type, cache, file] of ANSWERS) {
      const response = await request.get(path);
      expect({status: response.status(), ...response.headers()}, path).toMatchObject({
        status,
        'content-type': expect.stringMatching(type),
        ...(cache && {'cache-control': cache}),
        ...SECURITY_HEADERS,
      });
      if (file)
        expect((await response.body()).equals(built(file)), `${path} is ${file}`).toBe(true);
    }
  });

  test('a route with a trailing slash or .html answers 308 to the route itself, query kept', async ({
    request,
  }) => {
    for (const route of ROUTES_AND_ONE_OPENING.filter((path) => path !== '/')) {
      for (const variant of [`${route}/`, `${route}.html`]) {
        const response = await request.get(`${variant}?ref=mail`, {maxRedirects: 0});
        expect([response.status(), response.headers().location], variant).toEqual([
          308,
          `${route}?ref=mail`,
        ]);
      }
    }
  });

  test('/admin/ answers with the editor’s own policy, the site’s detached', async ({request}) => {
    expect(ADMIN_POLICY).not.toBe(POLICY);
    const redirect = await request.get('/admin', {maxRedirects: 0});
    expect([redirect.status(), redirect.headers().location]).toEqual([308, '/admin/']);
    const response = await request.get('/admin/');
    expect(response.status()).toBe(200);
    // One policy, the editor's: Pages sends every matching rule unless the site's is detached.
    const policies = response
      .headersArray()
      .filter(({name}) => name.toLowerCase() === 'content-security-policy');
    expect(policies.map(({value}) => value)).toEqual([ADMIN_POLICY]);
    expect(response.headers()).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'strict-transport-security': SECURITY_HEADERS['strict-transport-security'],
    });
  });
});
