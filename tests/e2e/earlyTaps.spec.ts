import type {Locator, Page} from '@playwright/test';
import testimonials from '@site/src/data/content/testimonials.json';
import {test, expect} from './fixtures';

// src/browser/earlyTaps.ts: a control that needs JavaScript, tapped before hydration,
// looks busy and then does what it was tapped for.

/**
 * Opens `path` with its main bundle held back until `release()` is called: the page is
 * painted and its controls are on screen, but it cannot hydrate, as on a slow phone.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'commit'});
  return release;
}

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]');

/** How opaque the control is drawn, its ancestors' opacity included: 1 is fully drawn. */
const drawnOpacity = (control: Locator) =>
  control.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });

test.describe('given a page that has not hydrated yet', () => {
  test('Read More on the blog, tapped the moment it shows, looks busy, then raises its notice', async ({
    page,
  }) => {
    const release = await openBeforeHydration(page, '/blog');
    const readMore = page.getByRole('button', {name: 'Read More'}).first();
    await expect(readMore).toBeVisible();
    const untapped = await drawnOpacity(readMore);
    await readMore.click();
    await expect(readMore).toHaveAttribute('aria-busy', 'true');
    await expect(readMore).toHaveCSS('cursor', 'progress');
    // Dimmed, as a visitor sees it on a touch screen, where there is no pointer to change.
    await expect.poll(() => drawnOpacity(readMore)).toBeLessThanOrEqual(untapped * 0.8);
    const notice = page.getByRole('region', {name: /Notices/}).getByRole('listitem');
    await expect(notice).toHaveCount(0);
    await expect(hydrated(page)).toHaveCount(0);

    release();
    await expect(notice).toContainText('Feature Not Available');
    await expect(readMore).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => drawnOpacity(readMore)).toBe(untapped);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the carousel's Next, Next and Pause, tapped before it works, are all carried out in order", async ({
    page,
  }) => {
    const release = await openBeforeHydration(page, '/');
    const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
    const next = carousel.getByRole('button', {name: 'Next testimonial'});
    await next.click();
    await next.press('Enter');
    await carousel.getByRole('button', {name: 'Pause testimonials'}).click();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(carousel.locator('li[data-current]')).toContainText(
      testimonials.testimonials[0].quote,
    );

    release();
    await expect(hydrated(page)).toHaveCount(1);
    await expect(carousel.getByRole('button', {name: 'Play testimonials'})).toBeVisible();
    await expect(carousel.locator('li[data-current]')).toContainText(
      testimonials.testimonials[2].quote,
    );
    await expect(next).not.toHaveAttribute('aria-busy', 'true');
  });

  test("the contact page's live chat, tapped before hydration, opens the chat once it can", async ({
    page,
  }) => {
    const release = await openBeforeHydration(page, '/contact');
    const startChat = page.getByRole('button', {name: 'Start a chat'});
    await startChat.click();
    await expect(startChat).toHaveAttribute('aria-busy', 'true');
    release();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as {__crispCommands?: unknown[]}).__crispCommands),
      )
      .toContainEqual(['do', 'chat:open']);
    await expect(startChat).not.toHaveAttribute('aria-busy', 'true');
  });
});
