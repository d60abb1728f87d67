import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {CRISP_URLS, type CrispStep, type CrispSteps} from './crispStandIn';
import {test, expect, gotoHydrated} from './fixtures';
import {PAGES, ROUTES_AND_ONE_OPENING} from './openings';

// resolve, not join: E2E_BUILD_DIR may be an absolute path (a build made elsewhere).
const BUILD = resolve(__dirname, '../..', process.env.E2E_BUILD_DIR ?? 'build');
// The policies the build generated for itself (plugins/security-headers): the site's first,
// then the editor's, in the `/admin/*` rule.
const [BUILD_POLICY, ADMIN_POLICY] = [
  ...readFileSync(join(BUILD, '_headers'), 'utf8').matchAll(
    /^ {2}Content-Security-Policy: (.*)$/gm,
  ),
].map((match) => match[1]);

/** Collects "directive blocked-URI" for every CSP violation the page reports from now on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as {reportViolation: (text: string) => void}).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

const crispSteps = (page: Page) =>
  page.evaluate(() => (window as unknown as {__crispSteps?: CrispSteps}).__crispSteps ?? {});

const ALL_STEPS_DONE: CrispSteps = {
  inlineStyle: 'done',
  stylesheet: 'done',
  icon: 'done',
  avatar: 'done',
  font: 'done',
  worker: 'done',
  relay: 'done',
};

// Read from Cloudflare Pages' own runtime (wrangler pages dev), which serves the tests as the
// live host serves the site: its _headers, extensionless URLs, redirects and 404 page.
test.describe('given the live host’s runtime', () => {
  test('pages carry the security headers the build generated', async ({request}) => {
    const headers = (await request.get('/about')).headers();
    expect(headers['content-security-policy']).toBe(BUILD_POLICY);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+'){2} /);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Pages' own default for pages: every visit asks whether the page changed.
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  test('a route with a trailing slash or .html answers 308 to the route itself, query kept', async ({
    request,
  }) => {
    for (const route of PAGES.filter((path) => path !== '/')) {
      for (const variant of [`${route}/`, `${route}.html`]) {
        const response = await request.get(`${variant}?ref=mail`, {maxRedirects: 0});
        expect(response.status(), variant).toBe(308);
        expect(response.headers().location, variant).toBe(`${route}?ref=mail`);
      }
    }
  });

  test('/admin/ answers with the editor’s own policy and noindex, the site’s policy detached', async ({
    request,
  }) => {
    expect(ADMIN_POLICY).not.toBe(BUILD_POLICY);
    const redirect = await request.get('/admin', {maxRedirects: 0});
    expect([redirect.status(), redirect.headers().location]).toEqual([308, '/admin/']);
    const response = await request.get('/admin/');
    expect(response.status()).toBe(200);
    const headers = response.headersArray();
    // One policy, the editor's: Pages sends every matching rule unless the site's is detached.
    const policies = headers.filter(({name}) => name.toLowerCase() === 'content-security-policy');
    expect(policies.map(({value}) => value)).toEqual([ADMIN_POLICY]);
    expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await request.get('/about')).headers()['content-security-policy']).toBe(BUILD_POLICY);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  });

  for (const path of ['/no-such-page', '/employment/no-such-opening', '/assets/js/no-such.js']) {
    test(`${path} answers 404 with the 404 page and the headers`, async ({request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
      expect(response.headers()['content-security-policy']).toBe(BUILD_POLICY);
    });
  }

  test('hashed assets are cached for a year', async ({request}) => {
    const $ = load(await (await request.get('/')).text());
    const script = $('script[src*="/assets/js/main."]').attr('src')!;
    const response = await request.get(script);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await response.body()).toEqual(readFileSync(join(BUILD, script)));
    expect(response.headers()['content-security-policy']).toBe(BUILD_POLICY);
  });
});

test.describe('given the chat under the production policy', () => {
  for (const route of ['/', '/contact']) {
    test(`${route}: every step of the chat client runs, with no CSP violation`, async ({page}) => {
      const violations = await recordViolations(page);
      await gotoHydrated(page, route);
      await expect.poll(() => crispSteps(page)).toEqual(ALL_STEPS_DONE);
      expect(violations).toEqual([]);
    });
  }

  test.describe("with one of Crisp's requirements taken out of the policy", () => {
    // The browser reports each blocked load on the console: that is what these tests provoke.
    test.use({allowedConsoleErrors: [/Content Security Policy/]});

    const CASES: {
      requirement: string;
      directive: string;
      source: string;
      step: CrispStep | null;
      blocked: string;
    }[] = [
      {
        requirement: 'the loader',
        directive: 'script-src',
        source: 'https://client.crisp.chat',
        step: null,
        blocked: 'script-src-elem https://client.crisp.chat/l.js',
      },
      {
        requirement: 'the stylesheet',
        directive: 'style-src',
        source: 'https://client.crisp.chat',
        step: 'stylesheet',
        blocked: `style-src-elem ${CRISP_URLS.stylesheet}`,
      },
      {
        requirement: 'the avatars',
        directive: 'img-src',
        source: 'https://image.crisp.chat',
        step: 'avatar',
        blocked: `img-src ${CRISP_URLS.avatar}`,
      },
      {
        requirement: 'the font',
        directive: 'font-src',
        source: 'https://client.crisp.chat',
        step: 'font',
        blocked: `font-src ${CRISP_URLS.font}`,
      },
      {
        requirement: 'blob: workers',
        directive: 'worker-src',
        source: 'blob:',
        step: 'worker',
        blocked: 'worker-src blob',
      },
      {
        requirement: 'the relay',
        directive: 'connect-src',
        source: 'wss://client.relay.crisp.chat',
        step: 'relay',
        blocked: `connect-src ${CRISP_URLS.relay}`,
      },
    ];

    for (const {requirement, directive, source, step, blocked} of CASES) {
      test(`without ${requirement} (${directive} ${source}), the test sees the violation`, async ({
        page,
        baseURL,
      }) => {
        const weaker = BUILD_POLICY.split('; ')
          .map((entry) =>
            entry.startsWith(`${directive} `)
              ? entry
                  .split(' ')
                  .filter((word) => word !== source)
                  .join(' ')
              : entry,
          )
          .join('; ');
        expect(weaker).not.toBe(BUILD_POLICY);
        await page.route(`${baseURL}/contact`, async (route) => {
          const response = await route.fetch();
          const headers: Record<string, string> = {
            ...response.headers(),
            'content-security-policy': weaker,
          };
          delete headers['content-encoding'];
          delete headers['content-length'];
          await route.fulfill({response, headers});
        });
        const violations = await recordViolations(page);
        await gotoHydrated(page, '/contact');
        await expect.poll(() => violations).toContainEqual(expect.stringContaining(blocked));
        if (step) await expect.poll(async () => (await crispSteps(page))[step]).toBe('failed');
      });
    }
  });
});

test.describe('given every route under the production policy', () => {
  // Each page loaded whole, in one tab: the policy is the served page's, and so are the inline
  // scripts and styles it judges. The openings' pages come from one component: one stands for
  // all (openings.ts).
  test('each loads and hydrates with no CSP violation', async ({page}) => {
    test.slow(true, 'seventeen pages loaded in one test');
    const violations = await recordViolations(page);
    for (const route of ROUTES_AND_ONE_OPENING) {
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy'], route).toBe(BUILD_POLICY);
      await expect(page.locator('html[data-has-hydrated="true"]'), route).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(violations, route).toEqual([]);
    }
  });
});

test.describe('given the external links of every page', () => {
  // Read from the served HTML: every link is in it, and hydration
  // keeps the server's attributes.
  test('each opens in a new tab, with neither opener nor referrer', async ({request}) => {
    const unsafe: string[] = [];
    let external = 0;
    for (const route of PAGES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const $ = load(await response.text());
      for (const link of $('a[href^="http"]:not([href*="//127.0.0.1"])').toArray()) {
        external += 1;
        const {href, target, rel = ''} = link.attribs;
        const relWords = rel.split(/\s+/);
        if (
          target !== '_blank' ||
          !relWords.includes('noopener') ||
          !relWords.includes('noreferrer')
        )
          unsafe.push(`${route}: ${href} (target=${target}, rel=${rel})`);
      }
    }
    expect(external, 'external links found').toBeGreaterThan(PAGES.length);
    expect(unsafe).toEqual([]);
  });
});
