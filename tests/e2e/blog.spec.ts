import type {Locator, Page, Route} from '@playwright/test';
import {test, expect, gotoHydrated, PIXEL_PNG} from './fixtures';

const NOTICE_TITLE = 'Feature Not Available';
const NOTICE_TEXT =
  "This feature hasn't been created yet, but you can request it in your next prompt.";

// The six articles as the page must list them: newest first, dates as written in blog/*.md.
const ARTICLES = [
  {title: 'Time-Blocking for Freelancers Who Juggle Several Projects', date: 'Aug 25, 2025'},
  {title: 'Avoiding Burnout When Your Office Is Also Your Home', date: 'Aug 21, 2025'},
  {title: 'Working Across 50+ Countries: Lessons in Remote Team Culture', date: 'Aug 18, 2025'},
  {
    title: 'Localization Is More Than Translation: Five Checks Before You Deliver',
    date: 'Aug 14, 2025',
  },
  {title: 'Daily Progress Updates That Project Managers Actually Read', date: 'Aug 11, 2025'},
  {title: 'How to Prepare a Submission That Passes Review the First Time', date: 'Aug 7, 2025'},
];
const CATEGORIES = ['Productivity', 'Well-being', 'Culture', 'Language', 'Collaboration'];

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
    await gotoHydrated(page, '/blog');
  });

  test('has the title "Blog", its own description and the hero "Our Blog"', async ({page}) => {
    await expect(page).toHaveTitle('Blog | Talentlane');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Practical advice for Talentlane freelancers/,
    );
    const hero = page.getByRole('heading', {level: 1});
    await expect(hero).toHaveText('Our Blog');
    await expect(page.locator('header', {has: hero}).locator('p')).toContainText(/freelancers/);
  });

  test('features the newest article with all its parts and an eagerly loaded image', async ({
    page,
  }) => {
    const card = featured(page);
    await expect(card.getByRole('heading', {level: 3})).toHaveText(ARTICLES[0].title);
    await expect(card.getByText('Productivity', {exact: true})).toBeVisible();
    await expect(card.getByText('By Daniel Okafor')).toBeVisible();
    await expect(card.locator('time')).toHaveText(ARTICLES[0].date);
    await expect(card.locator('time')).toHaveAttribute('datetime', '2025-08-25');
    await expect(card.getByText(/^A simple weekly time-blocking routine/)).toBeVisible();
    await expect(card.getByRole('button', {name: 'Read More'})).toBeVisible();
    const image = card.getByRole('img', {name: /calendar page/});
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  });

  test('lists the six articles newest first, with dates, authors and lazy images', async ({
    page,
  }) => {
    const items = allArticles(page);
    await expect(items).toHaveCount(6);
    await expect(items.getByRole('heading', {level: 3})).toHaveText(ARTICLES.map((a) => a.title));
    await expect(items.locator('time')).toHaveText(ARTICLES.map((a) => a.date));
    for (const item of await items.all()) {
      await expect(item.getByText(/^By \S/)).toBeVisible();
      const image = item.getByRole('img');
      await expect(image).toHaveAttribute('alt', /\S{3,}/);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
    // Lazy photos still waiting below the fold are not mistaken for failed ones.
    await expect(page.locator('[data-image-failed]')).toHaveCount(0);
    await items.last().scrollIntoViewIfNeeded();
    await expect(items.last().getByRole('img')).toHaveJSProperty('complete', true);
    await expect(page.locator('[data-image-failed]')).toHaveCount(0);
    const categories = await items.locator('article > div > p:first-child').allTextContents();
    expect(new Set(categories)).toEqual(new Set(CATEGORIES));
  });

  test('shows two lines of each excerpt in the list, and nothing of the rest', async ({page}) => {
    const items = allArticles(page);
    await expect(items).toHaveCount(6);
    for (const item of await items.all()) {
      const excerpt = item.locator('p:last-child');
      await item.scrollIntoViewIfNeeded();
      await expect(item.getByRole('img')).toHaveJSProperty('complete', true);
      const {lines, more} = await excerpt.evaluate((element) => ({
        lines:
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        // Text the box does not show: each excerpt is longer than two lines.
        more: element.scrollHeight - element.clientHeight,
      }));
      expect(lines, "the excerpt's height in lines").toBeCloseTo(2, 1);
      expect(more, 'text beyond the two lines').toBeGreaterThan(0);
      // Nothing of that text is drawn outside the two lines: the card looks the same, the
      // excerpt's box masked, with the excerpt hidden.
      const card = () => item.screenshot({mask: [excerpt], animations: 'disabled'});
      const shown = await card();
      await excerpt.evaluate((element) => (element.style.visibility = 'hidden'));
      const hidden = await card();
      await excerpt.evaluate((element) => (element.style.visibility = ''));
      expect(shown.equals(hidden), 'the excerpt draws nothing outside its two lines').toBe(true);
    }
  });

  test('has a sidebar with a search box, five categories and three recent posts', async ({
    page,
  }) => {
    const aside = sidebar(page);
    const search = aside.getByRole('searchbox', {name: 'Search articles'});
    await expect(search).toHaveAttribute('placeholder', 'Keywords...');
    await expect(search.locator('xpath=ancestor::form')).toHaveCount(0);
    await search.fill('burnout');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);

    const categories = aside.getByRole('region', {name: 'Categories'}).getByRole('listitem');
    await expect(categories).toHaveText(CATEGORIES);
    const recent = aside.getByRole('region', {name: 'Recent Posts'}).getByRole('listitem');
    await expect(recent).toHaveCount(3);
    await expect(recent.getByRole('button')).toHaveText(ARTICLES.slice(0, 3).map((a) => a.title));
    await expect(recent.locator('time')).toHaveText(ARTICLES.slice(0, 3).map((a) => a.date));
  });

  test('links to no article, category or archive page and offers no feed', async ({page}) => {
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.filter((href) => /\/blog\/./.test(new URL(href).pathname))).toEqual([]);
    await expect(page.getByRole('link', {name: ARTICLES[0].title})).toHaveCount(0);
    await expect(page.locator('link[type*="rss"], link[type*="atom"]')).toHaveCount(0);
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

test('the article and author pages the plugin still builds are marked noindex', async ({
  request,
}) => {
  for (const path of ['/blog/time-blocking-for-freelancers', '/blog/authors']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta[^>]*name="?robots"?[^>]*content="?noindex/);
  }
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
      await expect(frame.getByText(/calendar page/)).toBeVisible();
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

test.describe('given JavaScript is disabled', () => {
  test.use({javaScriptEnabled: false});

  test('the hero, every article and the sidebar are still readable', async ({page}) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Our Blog');
    await expect(featured(page).getByRole('heading')).toHaveText([
      'Featured Article',
      ARTICLES[0].title,
    ]);
    await expect(allArticles(page).getByRole('heading')).toHaveText(ARTICLES.map((a) => a.title));
    await expect(allArticles(page).locator('time')).toHaveText(ARTICLES.map((a) => a.date));
    await expect(allArticles(page).locator('p:last-child').first()).toBeVisible();
    await expect(sidebar(page).getByRole('searchbox')).toBeVisible();
    await expect(
      sidebar(page).getByRole('region', {name: 'Categories'}).getByRole('listitem'),
    ).toHaveText(CATEGORIES);
    await expect(
      sidebar(page).getByRole('region', {name: 'Recent Posts'}).getByRole('listitem'),
    ).toHaveCount(3);
  });
});

test.describe('given the featured photo', () => {
  test('its host is preconnected from the HTML, and only once', async ({request}) => {
    const html = await (await request.get('/blog')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link[^>]+rel="?preconnect"?[^>]*>/g)).toEqual([
      expect.stringMatching(/href="?https:\/\/images\.unsplash\.com"?/),
    ]);
  });
});
