import type {Page} from '@playwright/test';
import testimonials from '@site/src/data/content/testimonials.json';
import {test, expect, gotoWithPausedClock} from './fixtures';

// What the home page says, as served (sections, counts, mail links, every quote, JSON-LD):
// tests/built/content.test.ts. Here, what needs a browser.

test.describe('given the home page without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test("shows every quote as a plain list, without the carousel's controls", async ({page}) => {
    await page.goto('/');
    // Nothing can rotate, so the styles for a page without scripts show every quote.
    const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
    for (const testimonial of testimonials.testimonials) {
      await expect(carousel.getByText(testimonial.quote)).toBeVisible();
    }
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });
});

test.describe('given the testimonial carousel', () => {
  const quote = (index: number) => testimonials.testimonials[index].quote;

  async function openCarousel(page: Page) {
    // The clock creeps only until hydration, when the first countdown starts: from here
    // on only runFor() moves time. (Paused after hydration instead, a busy machine let
    // the first 5 s run out before the pause, and the second quote was up.)
    await gotoWithPausedClock(page, '/');
    const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
    const current = carousel.locator('li[data-current]');
    return {carousel, current, slides: carousel.getByRole('list')};
  }

  // The clock's cycle (the loop from the tenth quote to the first, Pause, Play, the hold) is
  // tested in unit/carouselClock.test.ts; here, that the page runs it on its timers.
  test('shows the next quote every 5 s', async ({page}) => {
    const {carousel, current, slides} = await openCarousel(page);
    await expect(current).toContainText(quote(0));
    await expect(current).toContainText(
      `${testimonials.testimonials[0].name}, ${testimonials.testimonials[0].country}`,
    );
    await expect(carousel.getByText(quote(0))).toBeVisible();
    await expect(carousel.getByText(quote(1))).toBeHidden();
    // Rotating on its own, it stays quiet for screen readers.
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(5000);
    await expect(current).toContainText(quote(1));
    await expect(carousel.getByText(quote(1))).toBeVisible();
    // Leaving the carousel restarts the countdown now, so the next 5 s can be timed exactly.
    await carousel.hover();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4999);
    await expect(current).toContainText(quote(1));
    await page.clock.runFor(1);
    await expect(current).toContainText(quote(2));
  });

  test('pauses while hovered and while focus is inside', async ({page}) => {
    const {carousel, current, slides} = await openCarousel(page);
    await carousel.getByRole('list').hover();
    await page.clock.runFor(15_000);
    await expect(current).toContainText(quote(0));
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(current).toContainText(quote(1));

    await carousel.getByRole('button', {name: 'Next testimonial'}).focus();
    await page.clock.runFor(15_000);
    await expect(current).toContainText(quote(1));
    // Not rotating, so a change the visitor makes is announced.
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5000);
    await expect(current).toContainText(quote(2));
  });

  test('stops on Pause and starts again on Play', async ({page}) => {
    const {carousel, current, slides} = await openCarousel(page);
    await carousel.getByRole('button', {name: 'Pause testimonials'}).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(30_000);
    await expect(current).toContainText(quote(0));
    const play = carousel.getByRole('button', {name: 'Play testimonials'});
    await expect(play).toBeVisible();
    await play.click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', {name: 'Pause testimonials'})).toBeFocused();
    await page.clock.runFor(5000);
    await expect(current).toContainText(quote(1));
  });

  test('moves with the next and previous buttons, wrapping at the ends', async ({page}) => {
    const {carousel, current} = await openCarousel(page);
    const next = carousel.getByRole('button', {name: 'Next testimonial'});
    const previous = carousel.getByRole('button', {name: 'Previous testimonial'});
    await next.click();
    await expect(current).toContainText(quote(1));
    await previous.click();
    await expect(current).toContainText(quote(0));
    await previous.click();
    await expect(current).toContainText(quote(9));
    await next.press('Enter');
    await expect(current).toContainText(quote(0));
  });

  test('keeps its height as the quotes change', async ({page}) => {
    const {carousel, current} = await openCarousel(page);
    const next = carousel.getByRole('button', {name: 'Next testimonial'});
    const first = await carousel.boundingBox();
    for (let index = 1; index < testimonials.testimonials.length; index += 1) {
      await next.click();
      await expect(current).toContainText(quote(index));
      expect((await carousel.boundingBox())?.height, `height with quote ${index + 1}`).toBe(
        first?.height,
      );
    }
  });

  test('starts paused when the visitor prefers reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const {carousel, current, slides} = await openCarousel(page);
    await expect(carousel.getByRole('button', {name: 'Play testimonials'})).toBeVisible();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(30_000);
    await expect(current).toContainText(quote(0));
  });
});
