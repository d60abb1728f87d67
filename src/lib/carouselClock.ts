/**
 * The testimonial carousel's timing, with no React: which quote shows, and
 * whether the quotes rotate on their own. The component only wires events to it.
 *
 * Rotation follows the WAI-ARIA carousel pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a quote advances every
 * `intervalMs` while the visitor wants it to play and is neither hovering over
 * the carousel nor focused inside it.
 */

/** The two timer functions the clock needs; `globalThis` by default, so fake timers control it. */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

export type CarouselState = {
  /** The quote on show, 0-based. */
  index: number;
  count: number;
  /** The visitor's choice: false after Pause, or from the start under reduced motion. */
  playing: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The quotes actually advance on their own: playing, and neither hovered nor focused. */
  rotating: boolean;
};

export type CarouselClockOptions = {
  count: number;
  /** How long each quote shows while rotating. */
  intervalMs?: number;
  /** Start with rotation off, as under `prefers-reduced-motion: reduce`. */
  startPaused?: boolean;
  /** Called with the new state after every change. */
  onChange?: (state: CarouselState) => void;
  timers?: Timers;
};

export type CarouselClock = {
  getState: () => CarouselState;
  next: () => void;
  previous: () => void;
  play: () => void;
  pause: () => void;
  /** Play when paused, pause when playing (the visible pause/play control). */
  toggle: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
  /** Stops the timer for good (the component unmounted). */
  dispose: () => void;
};

export const CAROUSEL_INTERVAL_MS = 5000;

export function createCarouselClock({
  count,
  intervalMs = CAROUSEL_INTERVAL_MS,
  startPaused = false,
  onChange,
  timers = globalThis as unknown as Timers,
}: CarouselClockOptions): CarouselClock {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`carouselClock: count must be a positive whole number, not ${count}`);
  }
  let index = 0;
  let playing = !startPaused;
  let hovered = false;
  let focused = false;
  let disposed = false;
  let timer: unknown = null;

  const rotating = (): boolean => playing && !hovered && !focused && !disposed;

  const getState = (): CarouselState => ({
    index,
    count,
    playing,
    hovered,
    focused,
    rotating: rotating(),
  });

  function stopTimer(): void {
    if (timer !== null) timers.clearTimeout(timer as never);
    timer = null;
  }

  // Every change restarts the countdown, so a quote the visitor just chose,
  // or just stopped hovering over, gets its full interval.
  function restartTimer(): void {
    stopTimer();
    if (rotating()) timer = timers.setTimeout(advance, intervalMs);
  }

  // A call that changes nothing (hovering again, Play while playing) leaves the countdown alone.
  function update(change: () => void): void {
    if (disposed) return;
    const before = getState();
    change();
    const after = getState();
    const changed = (Object.keys(after) as (keyof CarouselState)[]).some(
      (key) => after[key] !== before[key],
    );
    if (!changed && timer !== null) return;
    restartTimer();
    if (changed) onChange?.(after);
  }

  function advance(): void {
    timer = null;
    update(() => {
      index = (index + 1) % count;
    });
  }

  restartTimer();

  return {
    getState,
    next: () =>
      update(() => {
        index = (index + 1) % count;
      }),
    previous: () =>
      update(() => {
        index = (index - 1 + count) % count;
      }),
    play: () =>
      update(() => {
        playing = true;
      }),
    pause: () =>
      update(() => {
        playing = false;
      }),
    toggle: () =>
      update(() => {
        playing = !playing;
      }),
    setHovered: (value) =>
      update(() => {
        hovered = value;
      }),
    setFocused: (value) =>
      update(() => {
        focused = value;
      }),
    dispose: () => {
      stopTimer();
      disposed = true;
    },
  };
}
