// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {TestimonialCarousel} from '@site/src/components/Home/TestimonialCarousel';
import testimonials from '@site/src/data/content/testimonials.json';

// Its controls and holds; the clock: carouselClock.test.ts; a page: pages-home.spec.

const quote = (index: number) => testimonials.testimonials[index].quote;

function renderCarousel() {
  // jsdom has no matchMedia; reduced motion (the carousel starts paused) is pages.spec's.
  window.matchMedia = () => ({matches: false}) as MediaQueryList;
  render(
    <TestimonialCarousel
      testimonials={testimonials.testimonials}
      label="Freelancer testimonials"
    />,
  );
  const carousel = screen.getByRole('group', {name: 'Freelancer testimonials'});
  return {
    carousel,
    current: () => carousel.querySelector('li[data-current]')!.textContent,
    liveness: () => screen.getByRole('list').getAttribute('aria-live'),
    button: (name: string) => screen.getByRole('button', {name}),
  };
}

const runFor = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('stops on Pause and starts again on Play, pressed where the focus stays', () => {
  const {current, liveness, button} = renderCarousel();
  const rotation = button('Pause testimonials');
  act(() => rotation.focus());
  fireEvent.click(rotation);
  expect(rotation).toHaveAccessibleName('Play testimonials');
  // Standing still, a change the visitor makes is announced.
  expect(liveness()).toBe('polite');
  runFor(30_000);
  expect(current()).toContain(quote(0));
  fireEvent.click(rotation);
  expect(rotation).toHaveAccessibleName('Pause testimonials');
  expect(rotation).toHaveFocus();
  // Focus on the rotation control itself does not hold the quotes.
  runFor(5000);
  expect(current()).toContain(quote(1));
});

it('holds while hovered and while focus is inside, then gives the quote a full 5 s', () => {
  const {carousel, current, liveness, button} = renderCarousel();
  fireEvent.mouseEnter(carousel);
  runFor(15_000);
  expect(current()).toContain(quote(0));
  fireEvent.mouseLeave(carousel);
  runFor(4999);
  expect(current()).toContain(quote(0));
  runFor(1);
  expect(current()).toContain(quote(1));

  act(() => button('Next testimonial').focus());
  runFor(15_000);
  expect(current()).toContain(quote(1));
  expect(liveness()).toBe('polite');
  // Held as long as either holds: hovered, then focused, then the pointer leaves.
  fireEvent.mouseEnter(carousel);
  fireEvent.mouseLeave(carousel);
  runFor(15_000);
  expect(current()).toContain(quote(1));
  act(() => button('Next testimonial').blur());
  expect(liveness()).toBe('off');
  runFor(5000);
  expect(current()).toContain(quote(2));
});
