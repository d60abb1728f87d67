import testimonials from '@site/src/data/content/testimonials.json';
import {test, expect, gotoWithPausedClock} from './fixtures';

// The page as served: tests/built/content.test.ts; without scripts: frame.spec.ts; the carousel's
// cycle, controls, hold and reduced motion: tests/unit/. Here, that the page runs it on its timers.
const {testimonials: quotes} = testimonials;
const quote = (index: number) => quotes[index].quote;

test('the carousel shows the next quote every 5 s, and its buttons move it, at one height', async ({
  page,
}) => {
  // The clock creeps until hydration, when the first countdown starts; then only runFor() moves it.
  await gotoWithPausedClock(page, '/');
  const carousel = page.getByRole('main').getByRole('group');
  const current = carousel.locator('li[data-current]');
  await expect(current).toContainText(quote(0));
  await expect(current).toContainText(`${quotes[0].name}, ${quotes[0].country}`);
  await expect(carousel.getByText(quote(1))).toBeHidden();
  // Rotating on its own, it stays quiet for screen readers.
  await expect(carousel.getByRole('list')).toHaveAttribute('aria-live', 'off');
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

  const next = carousel.getByRole('button', {name: 'Next testimonial'});
  const height = async () => (await carousel.boundingBox())?.height;
  const first = await height();
  for (let index = 3; index <= quotes.length; index += 1) {
    await next.click();
    await expect(current).toContainText(quote(index % quotes.length));
    expect(await height(), `height with quote ${(index % quotes.length) + 1}`).toBe(first);
  }
});
