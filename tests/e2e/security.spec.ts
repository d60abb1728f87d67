import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROUTES} from '@site/src/data/routes';
import {test, expect, gotoHydrated} from './fixtures';

const HEADERS_FILE = readFileSync(join(__dirname, '../../static/_headers'), 'utf8');
const STATIC_POLICY = HEADERS_FILE.match(/Content-Security-Policy: (.*)/)![1];

test.describe('given the production server', () => {
  test.beforeEach(async ({request}) => {
    const response = await request.get('/');
    test.skip(
      response.headers().server !== 'nginx',
      'served by the docusaurus-serve fallback: nginx is not installed here',
    );
  });

  test('pages carry the security headers, with the same policy as static/_headers', async ({
    request,
  }) => {
    const headers = (await request.get('/about')).headers();
    expect(headers['content-security-policy']).toBe(STATIC_POLICY);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self' ('sha256-[^']+' )+https:\/\/client\.crisp\.chat/,
    );
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('hashed assets are cached for a year and compressed', async ({page, request}) => {
    await page.goto('/');
    const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    const response = await request.get(script!, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['content-security-policy']).toBe(STATIC_POLICY);
  });

  test('unknown paths get the 404 page with status 404 and the headers', async ({request}) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['content-security-policy']).toBe(STATIC_POLICY);
  });
});

test.describe('given every route under the production policy', () => {
  for (const route of ROUTES) {
    test(`${route} loads with no CSP violation and opens external links safely`, async ({page}) => {
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as {reportViolation: (text: string) => void}).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        );
      });
      await gotoHydrated(page, route);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /(?=.*noopener)(?=.*noreferrer)/);
      }
    });
  }
});
