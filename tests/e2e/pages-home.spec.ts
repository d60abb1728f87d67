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
  // tested in unit/carouselClock.test.ts, and the controls, the hold and reduced motion on the
  // component in unit/testimonialCarousel.test.tsx; here, that the page runs it on its timers.
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

  test('moves with the next and previous buttons, wrapping at the ends, at one height for every quote', async ({
    page,
  }) => {
    const {carousel, current} = await openCarousel(page);
    const next = carousel.getByRole('button', {name: 'Next testimonial'});
    const previous = carousel.getByRole('button', {name: 'Previous testimonial'});
    const height = async () => (await carousel.boundingBox())?.height;
    const first = await height();
    const last = testimonials.testimonials.length - 1;
    for (let index = 1; index <= last; index += 1) {
      await next.click();
      await expect(current).toContainText(quote(index));
      expect(await height(), `height with quote ${index + 1}`).toBe(first);
    }
    await next.click();
    await expect(current).toContainText(quote(0));
    await previous.click();
    await expect(current).toContainText(quote(last));
    await previous.press('Enter');
    await expect(current).toContainText(quote(last - 1));
  });
});
