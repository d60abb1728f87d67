import {readSiteFacts} from '@site/src/config/site';
import {ROUTES} from '@site/src/data/routes';
import {pngSize} from '../pngSize';
import {test, expect} from './fixtures';

const SITE_URL = readSiteFacts(process.env).siteUrl;

test.describe('given a search engine', () => {
  test('robots.txt names the sitemap by its absolute URL, and the sitemap is there', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect((await robots.text()).split('\n')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect((await request.get('/sitemap.xml')).status()).toBe(200);
  });
});

test.describe('given a browser that shows the site outside the page', () => {
  // The head as served: these tags are plain markup, present before any script runs.
  test.use({javaScriptEnabled: false});

  for (const route of ROUTES) {
    test(`${route} links the manifest and the Apple touch icon, with a theme colour for light and dark`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        'href',
        '/apple-touch-icon.png',
      );
      for (const scheme of ['light', 'dark']) {
        await expect(
          page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`),
        ).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
      }
    });
  }

  test('the theme colour follows the visitor’s colour scheme', async ({page}) => {
    await page.goto('/');
    const light = await page
      .locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')
      .getAttribute('content');
    const dark = await page
      .locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')
      .getAttribute('content');
    expect(light).not.toBe(dark);
    for (const [scheme, colour] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      await page.emulateMedia({colorScheme: scheme});
      const applies = await page.$$eval('meta[name="theme-color"]', (metas) =>
        metas
          .filter((meta) => matchMedia(meta.getAttribute('media')!).matches)
          .map((meta) => meta.getAttribute('content')),
      );
      expect(applies, scheme).toEqual([colour]);
    }
  });

  test('the Apple touch icon is a 180 × 180 PNG', async ({page, request}) => {
    await page.goto('/');
    const link = page.locator('link[rel="apple-touch-icon"]');
    await expect(link).toHaveAttribute('sizes', '180x180');
    const icon = await request.get((await link.getAttribute('href'))!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    expect(pngSize(await icon.body())).toEqual({width: 180, height: 180});
  });

  test('the preloaded brand font is served, and is the file the stylesheet draws Latin text with', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const preload = page.locator('link[rel="preload"][as="font"]');
    // Without crossorigin the browser would not use the preloaded file for the font, and fetch it again.
    await expect(preload).toHaveAttribute('crossorigin', '');
    const href = (await preload.getAttribute('href'))!;
    expect((await request.get(href)).status(), href).toBe(200);
    const stylesheet = await request.get(
      (await page.locator('link[rel="stylesheet"]').getAttribute('href'))!,
    );
    expect(await stylesheet.text()).toContain(`url(${href})`);
  });

  test('the manifest names the site and its icons, and every icon is served at its size', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = JSON.parse(await response.text());
    expect(manifest).toMatchObject({
      name: 'Talentlane',
      short_name: 'Talentlane',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const sizes = manifest.icons.map((icon: {sizes: string}) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as {src: string; sizes: string; type: string}[]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe(icon.type);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body()), icon.src).toEqual({width, height});
    }
  });
});
