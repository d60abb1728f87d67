import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

// The icons as served (inline SVG, decorative, no emoji): tests/built/icons.test.ts. Here, what
// needs a browser: their size and colour once drawn, and the scripts a page loads.

/** The icon at the head of each card, figure or benefit. */
function listIcons(main: Locator): Locator {
  return main.locator('li > svg:first-child');
}

test.describe('given the icons on cards, figures and benefits', () => {
  test('draws every icon in a list at one size, in the accent colour', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    for (const route of ['/', '/services', '/freelancers']) {
      await gotoHydrated(page, route);
      for (const list of await page.locator('main :is(ul, ol):has(> li > svg)').all()) {
        const sizes = await listIcons(list).evaluateAll((icons) =>
          // The glyph's own box: a tile around it is padding, not the icon's size.
          icons.map((icon) => {
            const {width, height, color} = getComputedStyle(icon);
            return `${parseFloat(width)}x${parseFloat(height)} ${color}`;
          }),
        );
        expect(sizes.length, `icons in a list on ${route}`).toBeGreaterThan(0);
        expect(
          new Set(sizes),
          `icon sizes and colours on ${route}: ${sizes.join(', ')}`,
        ).toHaveProperty('size', 1);
        expect(sizes[0]).toMatch(/^(2[4-9]|3[0-2])x(2[4-9]|3[0-2]) /);
      }
    }
  });
});

test.describe('given the scripts a first visit loads', () => {
  /** The site's own scripts requested while `path` loads and hydrates, with their source. */
  async function scriptsOf(page: Page, path: string): Promise<[string, string][]> {
    const urls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.hostname === '127.0.0.1') urls.push(url.href);
    });
    await gotoHydrated(page, path);
    const scripts: [string, string][] = [];
    for (const url of new Set(urls)) {
      scripts.push([new URL(url).pathname, await (await page.request.get(url)).text()]);
    }
    return scripts;
  }

  const withLucide = (scripts: [string, string][]) =>
    scripts.filter(([, source]) => source.includes('lucide')).map(([path]) => path);

  // Every page loads the runtime and main: none of them may carry the icons' code either.
  test('/blog, which shows no icons, loads no icon code', async ({page}) => {
    const scripts = await scriptsOf(page, '/blog');
    expect(scripts.length).toBeGreaterThan(2);
    expect(withLucide(scripts)).toEqual([]);
  });
});
