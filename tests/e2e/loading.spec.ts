import type {Page} from '@playwright/test';
import {pageSource} from './contentPages';
import {test, expect, gotoHydrated} from './fixtures';
import {menuButton, navLink} from './headerControls';
import {region} from './pageChecks';

// Scripts as `<script defer>` (SPEC section 8); the pop-ups' and chat's code lazy chunks hydration
// never waits for. In the same loads, the icons on a wide screen (as served: built/frame.test.ts).

/** Marks of the pop-ups' chunk (their region's name) and of Crisp's SDK (one of its methods). */
const LAZY_CODE = /"Recent activity"|setTokenId/;

/** Every icon in a list of `main` drawn at one size, 24 to 32 px, in one colour. */
async function expectIconsAlike(page: Page) {
  const lists = await page.locator('main :is(ul, ol):has(> li > svg)').all();
  expect(lists.length, `lists with icons on ${page.url()}`).toBeGreaterThan(0);
  for (const list of lists) {
    // The glyph's own box: a tile around it is padding, not the icon's size.
    const sizes = await list.locator('li > svg:first-child').evaluateAll((icons) =>
      icons.map((icon) => {
        const {width, height, color} = getComputedStyle(icon);
        return `${parseFloat(width)}x${parseFloat(height)} ${color}`;
      }),
    );
    expect(new Set(sizes), `icon sizes and colours: ${sizes}`).toHaveProperty('size', 1);
    expect(sizes[0]).toMatch(/^(2[4-9]|3[0-2])x(2[4-9]|3[0-2]) /);
  }
}

test('each page names in its HTML, as <script defer>, every script it runs to hydrate, and hydrates without the lazy code, in a background tab too; icons at one size and colour, /freelancers in columns', async ({
  page,
  request,
}) => {
  // Every script element by DOMContentLoaded, whoever added it (main adds the route's chunks).
  await page.addInitScript(() => {
    const before: string[] = [];
    Object.assign(window, {before});
    const keep = (records: MutationRecord[]) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) before.push(node.src);
    };
    const observer = new MutationObserver(keep);
    observer.observe(document, {childList: true, subtree: true});
    document.addEventListener('DOMContentLoaded', () => {
      keep(observer.takeRecords());
      observer.disconnect();
    });
  });
  const lazy: string[] = [];
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    if (!LAZY_CODE.test(await response.text())) return route.fulfill({response});
    lazy.push(new URL(route.request().url()).pathname);
  });

  const loads = async (path: string) => {
    await gotoHydrated(page, path);
    const before = await page.evaluate(() => (window as unknown as {before: string[]}).before);
    const html = await (await request.get(path)).text();
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc=([^ >]+)[^>]*>/g)];
    expect(tags[0]?.[1]).toMatch(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
    expect(tags[1]?.[1]).toMatch(/^\/assets\/js\/main\.[0-9a-f]+\.js$/);
    for (const [tag] of tags) expect(tag).toMatch(/\sdefer\b/);
    // None of them is left for main to ask for, a round trip later.
    expect(
      before.map((src) => new URL(src).pathname),
      path,
    ).toEqual(tags.map(([, src]) => src));
  };

  await loads('/');
  await expectIconsAlike(page);
  const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
  await carousel.getByRole('button', {name: 'Pause testimonials'}).click();
  await expect(carousel.getByRole('button', {name: 'Play testimonials'})).toBeVisible();
  await menuButton(page).click();
  await expect(navLink(page, 'About Us')).toBeVisible();
  await expect.poll(() => lazy.length).toBe(2);

  await loads('/freelancers');
  await expectIconsAlike(page);
  // The benefits in two columns, the three testimonials in three (SPEC section 6).
  const {sections} = pageSource('/freelancers');
  const listing = (key: string) => sections.find(({entries}) => key in (entries[0] ?? {}))!.title;
  const columns = (title: string) =>
    region(page, title)
      .getByRole('list')
      .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  expect(await columns(listing('icon'))).toBe(2);
  expect(await columns(listing('quote'))).toBe(3);
  // A background tab never paints.
  await page.addInitScript(() =>
    Object.defineProperty(document, 'visibilityState', {value: 'hidden'}),
  );
  await loads('/privacy-policy');
  // Requests still in the handler when the page closes would otherwise fail the next test.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
