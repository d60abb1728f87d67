import type {Locator, Page, Route} from '@playwright/test';
import {ARTICLES, CATEGORIES} from './blogPage';
import {test, expect, gotoHydrated, PIXEL_PNG, storeBeforeLoad} from './fixtures';

const NOTICE_TITLE = 'Feature Not Available';
const NOTICE_TEXT =
  "This feature hasn't been created yet, but you can request it in your next prompt.";

const featured = (page: Page): Locator => page.getByRole('region', {name: 'Featured Article'});
const allArticles = (page: Page): Locator =>
  page.getByRole('region', {name: 'All Articles'}).getByRole('listitem');
const sidebar = (page: Page): Locator => page.getByRole('complementary', {name: 'Blog sidebar'});

async function expectNoticeShown(page: Page): Promise<void> {
  const notice = page.getByRole('region', {name: /Notices/}).getByRole('listitem');
  await expect(notice).toHaveCount(1);
  await expect(notice.getByText(NOTICE_TITLE, {exact: true})).toBeVisible();
  await expect(notice.getByText(NOTICE_TEXT, {exact: true})).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
}

test.describe('given the blog page', () => {
  test.beforeEach(async ({page}) => {
    // The pop-ups slide in at 5 and 10 s, over the cards these tests picture, on a busy machine.
    await storeBeforeLoad(page, 'socialProofStopped', '1');
    await gotoHydrated(page, '/blog');
  });

  // What the page says as served (its head, the articles, the sidebar, no links, no feed):
  // tests/built/blog.test.ts. Here, what needs a browser.
  test('does not take the photos still waiting below the fold for failed ones', async ({page}) => {
    const items = allArticles(page);
    await expect(page.locator('[data-image-failed]')).toHaveCount(0);
    await items.last().scrollIntoViewIfNeeded();
    await expect(items.last().getByRole('img')).toHaveJSProperty('complete', true);
    await expect(page.locator('[data-image-failed]')).toHaveCount(0);
  });

  test('shows two lines of each excerpt in the list, and nothing of the rest', async ({page}) => {
    const items = allArticles(page);
    await expect(items).toHaveCount(6);
    for (const item of await items.all()) {
      const excerpt = item.locator('p:last-child');
      // In view: what the page draws at a point is asked of the viewport.
      await item.scrollIntoViewIfNeeded();
      // The text's lines as laid out (Range.getClientRects, in pieces that share a top), against
      // the excerpt's box; the page's layout, not its pixels, so no verdict waits on a paint.
      const {heightInLines, clamp, whole, cut, below, probed, drawnBelow} = await excerpt.evaluate(
        (element) => {
          const box = element.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element);
          const pieces = new Map<number, DOMRect[]>();
          for (const rect of range.getClientRects()) {
            const top = Math.round(rect.top);
            pieces.set(top, [...(pieces.get(top) ?? []), rect]);
          }
          const lines = [...pieces.values()].map((rects) => {
            const left = Math.min(...rects.map((rect) => rect.left));
            const right = Math.max(...rects.map((rect) => rect.right));
            const top = Math.min(...rects.map((rect) => rect.top));
            const bottom = Math.max(...rects.map((rect) => rect.bottom));
            return {top, bottom, centre: {x: (left + right) / 2, y: (top + bottom) / 2}};
          });
          const below = lines.filter((line) => line.top >= box.bottom);
          // A line below the box that the page draws is hit there (hit testing follows the clip).
          const probes = below.map((line) => line.centre).filter(({y}) => y < innerHeight);
          return {
            heightInLines: box.height / parseFloat(getComputedStyle(element).lineHeight),
            clamp: getComputedStyle(element).webkitLineClamp,
            whole: lines.filter((line) => line.top >= box.top && line.bottom <= box.bottom).length,
            cut: lines.filter((line) => line.top < box.bottom && line.bottom > box.bottom).length,
            below: below.length,
            probed: probes.length,
            drawnBelow: probes.filter(({x, y}) =>
              document.elementsFromPoint(x, y).includes(element),
            ).length,
          };
        },
      );
      expect(heightInLines, "the excerpt's height in lines").toBeCloseTo(2, 1);
      expect(clamp, 'clamped, with its ellipsis, after the second line').toBe('2');
      expect(whole, 'whole lines inside the box').toBe(2);
      expect(cut, 'lines cut by the bottom of the box').toBe(0);
      // Each excerpt is longer than two lines, and the first line of the rest is on screen.
      expect(below, 'lines beyond the two').toBeGreaterThan(0);
      expect(probed, 'lines beyond the two, on screen to be looked at').toBeGreaterThan(0);
      expect(drawnBelow, 'lines beyond the two drawn below the box').toBe(0);
    }
  });

  test('takes keywords in its search box and stays on the page on Enter', async ({page}) => {
    const search = sidebar(page).getByRole('searchbox', {name: 'Search articles'});
    await search.fill('burnout');
    await search.press('Enter');
    await expect(search).toHaveValue('burnout');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test.describe('each notice trigger', () => {
    // No slide-in or fade-out to wait for between one notice and the next.
    test.use({reducedMotion: 'reduce'});

    // Read More, the five categories and the three recent posts: buttons that raise a notice
    // instead of leading to pages the blog does not have.
    const triggers: {name: string; find: (page: Page) => Locator}[] = [
      {name: 'Read More', find: (page) => featured(page).getByRole('button', {name: 'Read More'})},
      ...CATEGORIES.map((category) => ({
        name: `category ${category}`,
        find: (page: Page) =>
          sidebar(page)
            .getByRole('region', {name: 'Categories'})
            .getByRole('button', {name: category, exact: true}),
      })),
      ...ARTICLES.slice(0, 3).map(({title}) => ({
        name: `recent post "${title}"`,
        find: (page: Page) =>
          sidebar(page)
            .getByRole('region', {name: 'Recent Posts'})
            .getByRole('button', {name: title}),
      })),
    ];
    /** One of each kind: Read More, a category, a recent post. */
    const oneOfEachKind = [triggers[0], triggers[1], triggers[1 + CATEGORIES.length]];

    async function dismissNotice(page: Page): Promise<void> {
      await page.getByRole('button', {name: 'Dismiss notice'}).click();
      await expect(page.getByText(NOTICE_TITLE)).toHaveCount(0);
    }

    test('every one shows "Feature Not Available" on click, without navigating', async ({page}) => {
      for (const {name, find} of triggers) {
        await test.step(name, async () => {
          await expect(find(page)).toHaveAttribute('type', 'button');
          await find(page).click();
          await expectNoticeShown(page);
          await dismissNotice(page);
        });
      }
    });

    test('Enter and Space raise it too: on Read More, a category and a recent post', async ({
      page,
    }) => {
      for (const {name, find} of oneOfEachKind) {
        for (const key of ['Enter', 'Space']) {
          await test.step(`${key} on ${name}`, async () => {
            await find(page).focus();
            await expect(find(page)).toBeFocused();
            await page.keyboard.press(key);
            await expectNoticeShown(page);
            await dismissNotice(page);
          });
        }
      }
    });
  });
});

test.describe('given a visitor in Los Angeles', () => {
  test.use({timezoneId: 'America/Los_Angeles'});

  test('sees the dates as written, not a day earlier', async ({page}) => {
    await gotoHydrated(page, '/blog');
    expect(await page.evaluate(() => new Date('2025-08-25T00:00:00Z').getDate())).toBe(24);
    await expect(featured(page).locator('time')).toHaveText('Aug 25, 2025');
    await expect(allArticles(page).locator('time')).toHaveText(ARTICLES.map((a) => a.date));
    await expect(
      sidebar(page).getByRole('region', {name: 'Recent Posts'}).locator('time'),
    ).toHaveText(ARTICLES.slice(0, 3).map((a) => a.date));
  });
});

test.describe('given stock images that cannot be loaded', () => {
  // A tall window puts every card in view, so the lazy images are requested too.
  test.use({viewport: {width: 1280, height: 4200}});

  /** Holds every photo request until `settle` is called, so boxes can be measured first. */
  async function holdImages(page: Page): Promise<(outcome: 'load' | 'fail') => Promise<void>> {
    const held: Route[] = [];
    await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => {
      held.push(route);
    });
    return async (outcome) => {
      // Six photos: the newest article's shows twice (featured and in the list) but loads once.
      await expect.poll(() => held.length).toBe(6);
      await page.unroute(/^https:\/\/images\.unsplash\.com\//);
      for (const route of held) {
        await (outcome === 'load'
          ? route.fulfill({contentType: 'image/png', body: PIXEL_PNG})
          : route.abort('connectionrefused'));
      }
    };
  }

  /** The load event waits for the held images, so only wait for the HTML and hydration. */
  async function openWhileImagesAreHeld(page: Page): Promise<void> {
    await page.goto('/blog', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  }

  const cardBoxes = (page: Page): Promise<number[][]> =>
    page.locator('article').evaluateAll((cards) =>
      cards.map((card) => {
        const {x, y, width, height} = card.getBoundingClientRect();
        return [x, y, width, height].map(Math.round);
      }),
    );

  test.describe('when the host refuses the connection', () => {
    // Chromium logs each refused photo as "Failed to load resource"; that failure is the test.
    test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/]});

    test('keeps every card in place and shows the alt text instead of a broken icon', async ({
      page,
    }) => {
      const settle = await holdImages(page);
      await openWhileImagesAreHeld(page);
      const before = await cardBoxes(page);
      expect(before).toHaveLength(7);

      await settle('fail');
      await expect(page.locator('[data-image-failed]')).toHaveCount(7);
      expect(await cardBoxes(page)).toEqual(before);

      const frame = featured(page).locator('[data-image-failed]');
      await expect(frame.getByRole('img')).toHaveCSS('opacity', '0');
      await expect(frame.getByText(ARTICLES[0].imageAlt)).toBeVisible();
      await expect(frame).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });

    test('marks photos that failed before the page hydrated as well', async ({page}) => {
      await page.route(/^https:\/\/images\.unsplash\.com\//, (route) =>
        route.abort('connectionrefused'),
      );
      await gotoHydrated(page, '/blog');
      await expect(page.locator('[data-image-failed]')).toHaveCount(7);
    });
  });

  test('puts every card where it is when the images load', async ({page}) => {
    const settle = await holdImages(page);
    await openWhileImagesAreHeld(page);
    const before = await cardBoxes(page);

    await settle('load');
    await expect
      .poll(() =>
        page
          .getByRole('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    await expect(page.locator('[data-image-failed]')).toHaveCount(0);
    expect(await cardBoxes(page)).toEqual(before);
  });
});
