/**
 * The testimonial carousel's timing, with no React: which quote shows, and
 * whether the quotes rotate on their own. The component only wires events to it.
 *
 * Rotation follows the WAI-ARIA carousel pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a quote advances every
 * `intervalMs` while the visitor wants it to play and the carousel is not held.
 * `pause()` / `resume()` hold it, as they hold the pop-up scheduler (the
 * component calls them while the carousel is hovered or focused, see
 * src/hooks/useHold.ts); after a hold the quote gets its full interval again.
 */

export type CarouselState = {
  /** The quote on show, 0-based. */
  index: number;
  count: number;
  /** The visitor's choice: false after Pause, or from the start under reduced motion. */
  playing: boolean;
  /** Between `pause()` and `resume()`: hovered or focused. */
  held: boolean;
  /** The quotes actually advance on their own: playing, and not held. */
  rotating: boolean;
};

export type CarouselClockOptions = {
  count: number;
  /** How long each quote shows while rotating. */
  intervalMs?: number;
};

export type CarouselClock = {
  /** The same object until something changes, as useSyncExternalStore wants it. */
  getState: () => CarouselState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Sets the quotes moving; `startPaused` (under `prefers-reduced-motion: reduce`) waits for Play. */
  start: (startPaused?: boolean) => void;
  next: () => void;
  previous: () => void;
  /** The visitor's choice, from the visible pause/play control. */
  toggle: () => void;
  /** Holds the rotation until `resume()`, which restarts the countdown. */
  pause: () => void;
  resume: () => void;
  /** Stops the timer (the component unmounted); every call waits for `start()` again. */
  stop: () => void;
};

export const CAROUSEL_INTERVAL_MS = 5000;

/** A clock on the first quote, playing, that does nothing until `start()`. */
export function createCarouselClock({
  count,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: CarouselClockOptions): CarouselClock {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`carouselClock: count must be a positive whole number, not ${count}`);
  }
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const withRotation = (next: Omit<CarouselState, 'rotating'>): CarouselState => ({
    ...next,
    rotating: next.playing && !next.held,
  });
  let state = withRotation({index: 0, count, playing: true, held: false});

  function stopTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  // Every change restarts the countdown, so a quote the visitor just chose,
  // or just stopped holding, gets its full interval.
  function restartTimer(): void {
    stopTimer();
    if (state.rotating) timer = setTimeout(advance, intervalMs);
  }

  // A call that changes nothing (a second pause, a resume while not held) leaves the countdown alone.
  function update(change: Partial<Pick<CarouselState, 'index' | 'playing' | 'held'>>): void {
    if (!running) return;
    const after = withRotation({...state, ...change});
    const changed = (Object.keys(after) as (keyof CarouselState)[]).some(
      (key) => after[key] !== state[key],
    );
    if (!changed && timer !== null) return;
    if (changed) state = after;
    restartTimer();
    if (changed) listeners.forEach((listener) => listener());
  }

  const step = (by: number) => update({index: (state.index + by + count) % count});

  function advance(): void {
    timer = null;
    step(1);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(startPaused = false) {
      if (running) return;
      running = true;
      update({playing: !startPaused});
    },
    next: () => step(1),
    previous: () => step(-1),
    toggle: () => update({playing: !state.playing}),
    pause: () => update({held: true}),
    resume: () => update({held: false}),
    stop: () => {
      stopTimer();
      running = false;
    },
  };
}
