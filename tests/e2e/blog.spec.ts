import type {Locator, Page, Route} from '@playwright/test';
import blogCategories from '@site/src/data/content/blogCategories.json';
import notices from '@site/src/data/content/notices.json';
import {ARTICLES} from './blogPage';
import {test, expect, gotoHydrated, PIXEL_PNG, storeBeforeLoad} from './fixtures';

// What /blog says as served: tests/built/blog.test.ts. Here, what needs a browser.
const NOTICE = notices.featureNotAvailable;

const featured = (page: Page) => page.getByRole('region', {name: 'Featured Article'});
const listed = (page: Page) =>
  page.getByRole('region', {name: 'All Articles'}).getByRole('listitem');
const sidebar = (page: Page) => page.getByRole('complementary', {name: 'Blog sidebar'});
const failed = (page: Page) => page.locator('[data-image-failed]');

/** An excerpt's padding box in lines (a third would show in padding), and what it hides. */
const excerptOf = (item: Locator) =>
  item.locator('p:last-child').evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      lines: element.clientHeight / parseFloat(style.lineHeight),
      clamp: style.webkitLineClamp,
      overflow: style.overflowY,
      more: element.scrollHeight > element.clientHeight,
    };
  });

test.describe('given a visitor in Los Angeles on /blog', () => {
  // No slide-in or fade-out to wait for between one notice and the next.
  test.use({timezoneId: 'America/Los_Angeles', reducedMotion: 'reduce'});

  test('dates as written, two-line excerpts, late photos, notices for links, no icon code', async ({
    page,
  }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).hostname === '127.0.0.1')
        scripts.add(request.url());
    });
    // The pop-ups slide in at 5 and 10 s, over the cards, on a busy machine.
    await storeBeforeLoad(page, 'socialProofStopped', '1');
    await gotoHydrated(page, '/blog');

    expect(await page.evaluate(() => new Date('2025-08-25T00:00:00Z').getDate())).toBe(24);
    await expect(featured(page).locator('time')).toHaveText(ARTICLES[0].date);
    await expect(listed(page).locator('time')).toHaveText(ARTICLES.map((a) => a.date));
    const recent = sidebar(page).getByRole('region', {name: 'Recent Posts'}).locator('time');
    await expect(recent).toHaveText(ARTICLES.slice(0, 3).map((a) => a.date));

    await expect(failed(page)).toHaveCount(0);
    for (const item of await listed(page).all()) {
      expect(await excerptOf(item), 'two lines of each excerpt, nothing of the rest').toEqual({
        lines: expect.closeTo(2, 1),
        clamp: '2', // with its ellipsis
        overflow: 'hidden',
        more: true, // every excerpt is longer than two lines
      });
    }
    await listed(page).last().scrollIntoViewIfNeeded();
    await expect(listed(page).last().getByRole('img')).toHaveJSProperty('complete', true);
    await expect(failed(page)).toHaveCount(0);

    const search = sidebar(page).getByRole('searchbox');
    await search.fill('burnout');
    await search.press('Enter');
    await expect(search).toHaveValue('burnout');
    await expect(page).toHaveURL(/\/blog$/);

    // Pages the blog does not have raise a notice instead, by click, Enter or Space.
    const triggers = [
      featured(page).getByRole('button'),
      ...blogCategories.categories.map((name) =>
        sidebar(page).getByRole('region', {name: 'Categories'}).getByRole('button', {name}),
      ),
      ...ARTICLES.slice(0, 3).map(({title}) => sidebar(page).getByRole('button', {name: title})),
    ];
    const notice = page.getByRole('region', {name: /Notices/}).getByRole('listitem');
    for (const [index, trigger] of triggers.entries()) {
      const how = index === 1 ? 'Enter' : index === triggers.length - 1 ? 'Space' : 'Click';
      await test.step(`${how} on ${await trigger.textContent()}`, async () => {
        await (how === 'Click' ? trigger.click() : trigger.press(how));
        await expect(notice).toHaveCount(1);
        await expect(notice.getByText(NOTICE.title, {exact: true})).toBeVisible();
        await expect(notice.getByText(NOTICE.description, {exact: true})).toBeVisible();
        await expect(page).toHaveURL(/\/blog$/);
        if (index === 0) {
          await page.emulateMedia({media: 'print'}); // a notice stays off paper
          await expect(notice).toBeHidden();
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
          await page.emulateMedia({media: 'screen'});
        }
        await notice.getByRole('button').click();
        await expect(notice).toHaveCount(0);
      });
    }

    // A page that shows no icons carries none of their code (beside the runtime and main).
    const sources = await Promise.all(
      [...scripts].map(async (url) => (await page.request.get(url)).text()),
    );
    expect(sources.length).toBeGreaterThan(2);
    expect(sources.filter((source) => source.includes('lucide'))).toEqual([]);
  });
});

test.describe('given photos that fail, or load late', () => {
  // A window tall enough to request every lazy photo; each refused one is logged as an error.
  test.use({
    viewport: {width: 1280, height: 4200},
    allowedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/],
  });

  test('every card keeps its place, and a failed photo shows its alt text', async ({page}) => {
    // The newest article's photo (featured and first in the list) fails before hydration; the other
    // stock photos (not the site's own) wait until the cards are measured: two fail, the rest load.
    const held: Route[] = [];
    const newest = new URL(ARTICLES[0].image).pathname;
    await page.route(/^https:\/\/images\.unsplash\.com\//, (route) =>
      new URL(route.request().url()).pathname === newest
        ? route.abort('connectionrefused')
        : held.push(route),
    );
    await page.goto('/blog', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(failed(page)).toHaveCount(2);
    const stock = ARTICLES.slice(1).filter(({image}) => image.startsWith('https:')).length;
    await expect.poll(() => held.length).toBe(stock);
    const boxes = () =>
      page.locator('article').evaluateAll((cards) =>
        cards.map((card) => {
          const {x, y, width, height} = card.getBoundingClientRect();
          return [x, y, width, height].map(Math.round);
        }),
      );
    const before = await boxes();
    expect(before).toHaveLength(ARTICLES.length + 1);

    for (const [index, route] of held.entries()) {
      await (index < 2
        ? route.abort('connectionrefused')
        : route.fulfill({contentType: 'image/png', body: PIXEL_PNG}));
    }
    await expect(failed(page)).toHaveCount(4);
    const loaded = page.locator('article:not(:has([data-image-failed])) img');
    await expect(loaded).toHaveCount(before.length - 4);
    for (const image of await loaded.all()) await expect(image).toHaveJSProperty('complete', true);
    expect(await boxes()).toEqual(before);

    const frame = featured(page).locator('[data-image-failed]');
    await expect(frame.getByRole('img')).toHaveCSS('opacity', '0');
    await expect(frame.getByText(ARTICLES[0].imageAlt)).toBeVisible();
    await expect(frame).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });
});
