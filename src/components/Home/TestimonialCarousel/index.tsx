import {useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {Icon} from '@site/src/components/Page/Icon';
import {Quote, type Testimonial} from '@site/src/components/Page/Quote';
import {
  createCarouselClock,
  type CarouselClock,
  type CarouselState,
} from '@site/src/lib/carouselClock';
import styles from './styles.module.css';

export type Props = {
  testimonials: readonly Testimonial[];
  /** Names the carousel for assistive technology, e.g. "Freelancer testimonials". */
  label: string;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function initialState(count: number): CarouselState {
  // The server renders the first quote, playing; the clock takes over after hydration.
  return {index: 0, count, playing: true, hovered: false, focused: false, rotating: true};
}

/** Holds the clock once the browser has started it, for useSyncExternalStore. */
function createClockStore(count: number) {
  const serverState = initialState(count);
  let state = serverState;
  let clock: CarouselClock | null = null;
  const listeners = new Set<() => void>();
  const emit = (next: CarouselState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    getServerState: () => serverState,
    /** The controls act through this; before hydration it is null and they do nothing. */
    clock: () => clock,
    start(startPaused: boolean) {
      clock = createCarouselClock({count, startPaused, onChange: emit});
      emit(clock.getState());
    },
    stop() {
      clock?.dispose();
      clock = null;
    },
  };
}

/**
 * Rotating quotes following the WAI-ARIA carousel pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/). Timing lives in
 * src/lib/carouselClock.ts; this component only wires events to it.
 */
export function TestimonialCarousel({testimonials, label}: Props): ReactNode {
  const count = testimonials.length;
  const [store] = useState(() => createClockStore(count));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getServerState);
  const carouselRef = useRef<HTMLDivElement>(null);
  const rotationButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const carousel = carouselRef.current;
    if (!carousel) return undefined;
    // Read here: the server cannot know the visitor's motion preference.
    store.start(window.matchMedia(REDUCED_MOTION).matches);
    const hover = (hovered: boolean) => () => store.clock()?.setHovered(hovered);
    const onEnter = hover(true);
    const onLeave = hover(false);
    // Focus inside pauses rotation, except on the pause/play control itself:
    // pressing Play there must set the quotes moving (as in the APG example).
    const onFocusIn = (event: FocusEvent) =>
      store.clock()?.setFocused(event.target !== rotationButtonRef.current);
    const onFocusOut = (event: FocusEvent) => {
      if (!carousel.contains(event.relatedTarget as Node | null)) {
        store.clock()?.setFocused(false);
      }
    };
    carousel.addEventListener('mouseenter', onEnter);
    carousel.addEventListener('mouseleave', onLeave);
    carousel.addEventListener('focusin', onFocusIn);
    carousel.addEventListener('focusout', onFocusOut);
    return () => {
      carousel.removeEventListener('mouseenter', onEnter);
      carousel.removeEventListener('mouseleave', onLeave);
      carousel.removeEventListener('focusin', onFocusIn);
      carousel.removeEventListener('focusout', onFocusOut);
      store.stop();
    };
  }, [store]);

  const {index, playing, rotating} = state;

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      ref={carouselRef}>
      <div className={styles.controls}>
        <button
          ref={rotationButtonRef}
          type="button"
          className={styles.control}
          aria-label={playing ? 'Pause testimonials' : 'Play testimonials'}
          onClick={() => store.clock()?.toggle()}>
          <Icon name={playing ? 'pause' : 'play'} className={styles.glyph} />
          <span className={styles.controlText} aria-hidden="true">
            {playing ? 'Pause' : 'Play'}
          </span>
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label="Previous testimonial"
          onClick={() => store.clock()?.previous()}>
          <Icon name="chevron-left" className={styles.glyph} />
        </button>
        <span className={styles.position} aria-hidden="true">
          {index + 1} / {count}
        </span>
        <button
          type="button"
          className={styles.control}
          aria-label="Next testimonial"
          onClick={() => store.clock()?.next()}>
          <Icon name="chevron-right" className={styles.glyph} />
        </button>
      </div>
      {/* Announce a change of quote only when the visitor caused it, never while it
          rotates by itself (WAI-ARIA carousel pattern). Hidden quotes use
          visibility: hidden, which also hides them from assistive technology, and
          stay readable without JavaScript. */}
      <ul className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial, slide) => (
          <li
            key={testimonial.name}
            className={clsx(styles.slide, slide === index && styles.current)}
            data-current={slide === index ? 'true' : undefined}>
            <Quote
              testimonial={testimonial}
              classNames={{quote: styles.quote, author: styles.author}}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
