import type {Locator, Page} from '@playwright/test';
import about from '@site/src/data/content/about.json';
import careers from '@site/src/data/content/careers.json';
import figures from '@site/src/data/content/figures.json';
import freelancers from '@site/src/data/content/freelancers.json';
import homeServices from '@site/src/data/content/homeServices.json';
import impact from '@site/src/data/content/impact.json';
import investors from '@site/src/data/content/investors.json';
import leadership from '@site/src/data/content/leadership.json';
import partners from '@site/src/data/content/partners.json';
import {ROUTES, type RoutePath} from '@site/src/data/routes';
import rules from '@site/src/data/content/rules.json';
import services from '@site/src/data/content/services.json';
import trustSafety from '@site/src/data/content/trustSafety.json';
import {emojiIn} from '@site/src/lib/emoji';
import {test, expect, gotoHydrated} from './fixtures';

/** Cards, figures and benefits with an icon on each route (the MDX contact cards counted by hand). */
const ICONS: Partial<Record<RoutePath, number>> = {
  // Services, figures and the four "Get in Touch" cards in src/pages/index.mdx.
  '/': homeServices.services.length + figures.figures.length + 4,
  '/about': about.coreValues.length,
  '/employment': careers.benefits.length + careers.notes.length,
  '/rules': rules.workRules.length + rules.paymentMethods.length,
  // The three "How to Reach Us" cards in src/pages/contact.mdx.
  '/contact': 3,
  '/investors': investors.reasons.length + investors.revenueSources.length,
  '/our-impact': impact.items.length + figures.figures.length + impact.stories.length,
  '/partners': partners.types.length + partners.reasons.length,
  '/trust-safety':
    trustSafety.safeguards.length +
    trustSafety.zeroTolerance.length +
    trustSafety.trustPoints.length,
  '/leadership': leadership.philosophy.length,
  '/services': services.services.length,
  '/freelancers': freelancers.benefits.length,
};

/** The icon at the head of each card, figure or benefit. */
function listIcons(main: Locator): Locator {
  return main.locator('li > svg:first-child');
}

async function expectDecorativeSvgs(icons: Locator, count: number): Promise<void> {
  await expect(icons).toHaveCount(count);
  for (const icon of await icons.all()) {
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('focusable', 'false');
    await expect(icon).toHaveAttribute('stroke', 'currentColor');
    expect(
      await icon.locator('path, circle, rect, line, polyline, polygon').count(),
    ).toBeGreaterThan(0);
  }
}

test.describe('given the icons on cards, figures and benefits', () => {
  for (const route of ROUTES) {
    const count = ICONS[route] ?? 0;
    test(`${route} shows ${count} inline SVG icons and no emoji in its text`, async ({page}) => {
      await gotoHydrated(page, route);
      const main = page.locator('main');
      await expectDecorativeSvgs(listIcons(main), count);
      // Every SVG in the content is decoration, hidden from assistive technology.
      await expect(main.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);

      const text = await page.evaluate(() => document.body.innerText);
      expect(emojiIn(text), `emoji in the visible text of ${route}`).toEqual([]);
    });
  }

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

  test.describe('with JavaScript disabled', () => {
    test.use({javaScriptEnabled: false});

    test('/services already carries its six icons in the server-rendered page', async ({page}) => {
      await page.goto('/services');
      await expectDecorativeSvgs(listIcons(page.locator('main')), services.services.length);
    });
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

test.describe('given the testimonial carousel controls', () => {
  test('draw their symbols as decorative SVGs, with the names on the buttons', async ({page}) => {
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
    for (const name of ['Pause testimonials', 'Previous testimonial', 'Next testimonial']) {
      const button = carousel.getByRole('button', {name});
      await expectDecorativeSvgs(button.locator('svg'), 1);
    }
    await carousel.getByRole('button', {name: 'Pause testimonials'}).click();
    await expectDecorativeSvgs(
      carousel.getByRole('button', {name: 'Play testimonials'}).locator('svg'),
      1,
    );
  });
});
