import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {ROUTES} from '@site/src/data/routes';
import {readSiteFacts} from '@site/src/config/site';
import {test, expect, gotoHydrated} from './fixtures';
import {JOBS, PAGES} from './openings';

const BRAND = readSiteFacts(process.env).brandName;
// The build these tests serve (playwright.config.ts).
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

/** Every HTML file of the build, as paths relative to it. */
function builtPages(dir = BUILD_DIR, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) return builtPages(dir, path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test.describe('given every public route', () => {
  for (const route of PAGES) {
    test(`${route} has its own title, description, canonical URL, Open Graph tags and one h1`, async ({
      page,
    }) => {
      await gotoHydrated(page, route);
      const title = await page.title();
      expect(title.split(BRAND), `"${title}" names ${BRAND} once`).toHaveLength(2);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route === '/' ? '/$' : `${route}$`}`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        /\S/,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        /^https?:\/\//,
      );
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('no two routes share a title or a description', async ({page}) => {
    // One load per route in one test: its time is theirs, on a busy machine too.
    test.setTimeout(PAGES.length * 10_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of PAGES) {
      await gotoHydrated(page, route);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(titles.get(title), `${route} repeats the title "${title}"`).toBeUndefined();
      expect(descriptions.get(description!), `${route} repeats a description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description!, route);
    }
  });

  test('every built page has a title of its own that names the brand once', () => {
    const pages = builtPages();
    expect(pages, 'the routes are missing from the build').toEqual(
      expect.arrayContaining(['index.html', 'freelancers.html', '404.html']),
    );
    const problems: string[] = [];
    const owners = new Map<string, string>();
    for (const file of pages) {
      const title = readFileSync(join(BUILD_DIR, file), 'utf8').match(
        /<title[^>]*>([^<]*)<\/title>/,
      )?.[1];
      if (!title?.trim()) {
        problems.push(`${file}: no <title>`);
        continue;
      }
      const brands = title.split(BRAND).length - 1;
      if (brands !== 1) problems.push(`${file}: "${title}" names ${BRAND} ${brands} times`);
      const owner = owners.get(title);
      if (owner) problems.push(`${file}: "${title}" is also the title of ${owner}`);
      owners.set(title, file);
    }
    expect(problems).toEqual([]);
  });

  // SPEC section 4: every open opening's page, even while it says noindex (illustrative).
  test('sitemap.xml lists exactly the sixteen routes and the openings’ pages', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(JOBS.routes).toHaveLength(10);
    expect(paths.sort()).toEqual([...ROUTES, ...JOBS.routes].sort());
  });
});

test.describe('given an unknown path', () => {
  // The browser reports the 404 status of the document itself; that is the behaviour under test.
  test.use({allowedConsoleErrors: [/status of 404/]});

  test('the framework 404 page answers with status 404', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
    await expect(
      page.getByRole('banner').getByRole('link', {name: 'Talentlane home'}),
    ).toBeVisible();
  });
});
