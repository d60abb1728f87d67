import type {Locator, Page} from '@playwright/test';
import {CORE_VALUES} from '@site/src/data/about';
import {BENEFITS, NOTES} from '@site/src/data/careers';
import {FIGURES} from '@site/src/data/figures';
import {FREELANCER_BENEFITS} from '@site/src/data/freelancers';
import {HOME_SERVICES} from '@site/src/data/homeServices';
import {IMPACT_ITEMS, STORIES} from '@site/src/data/impact';
import {INVEST_REASONS, REVENUE_SOURCES} from '@site/src/data/investors';
import {LEADERSHIP_PHILOSOPHY} from '@site/src/data/leadership';
import {PARTNER_REASONS, PARTNER_TYPES} from '@site/src/data/partners';
import {ROUTES, type RoutePath} from '@site/src/data/routes';
import {PAYMENT_METHODS, WORK_RULES} from '@site/src/data/rules';
import {SERVICES} from '@site/src/data/services';
import {SAFEGUARDS, TRUST_POINTS, ZERO_TOLERANCE_POLICIES} from '@site/src/data/trustSafety';
import {emojiIn} from '@site/src/lib/emoji';
import {test, expect, gotoHydrated} from './fixtures';

/** Cards, figures and benefits with an icon on each route (the MDX contact cards counted by hand). */
const ICONS: Partial<Record<RoutePath, number>> = {
  // Services, figures and the four "Get in Touch" cards in src/pages/index.mdx.
  '/': HOME_SERVICES.length + FIGURES.length + 4,
  '/about': CORE_VALUES.length,
  '/employment': BENEFITS.length + NOTES.length,
  '/rules': WORK_RULES.length + PAYMENT_METHODS.length,
  // The three "How to Reach Us" cards in src/pages/contact.mdx.
  '/contact': 3,
  '/investors': INVEST_REASONS.length + REVENUE_SOURCES.length,
  '/our-impact': IMPACT_ITEMS.length + FIGURES.length + STORIES.length,
  '/partners': PARTNER_TYPES.length + PARTNER_REASONS.length,
  '/trust-safety': SAFEGUARDS.length + ZERO_TOLERANCE_POLICIES.length + TRUST_POINTS.length,
  '/leadership': LEADERSHIP_PHILOSOPHY.length,
  '/services': SERVICES.length,
  '/freelancers': FREELANCER_BENEFITS.length,
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
      await expectDecorativeSvgs(listIcons(page.locator('main')), SERVICES.length);
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

  test('/services gets its icons from the icons chunk, not from main.js', async ({page}) => {
    const scripts = await scriptsOf(page, '/services');
    const main = scripts.filter(([path]) => /\/main\.[0-9a-f]+\.js$/.test(path));
    expect(main).toHaveLength(1);
    expect(main[0][1]).not.toContain('lucide');
    expect(withLucide(scripts)).toEqual([expect.stringMatching(/\/icons\.[0-9a-f]+\.js$/)]);
  });

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
