import {createShuffleBag, type RandomSource} from './shuffleBag';

/**
 * The timed queue behind one social-proof pop-up. No React and no globals: the
 * clock and the random source come in as arguments, so tests drive both.
 *
 * Rhythm (all in ms, counted from `start()`):
 *
 *   firstDelay          entry 1 appears
 *   + interval          entry 1 hides
 *   + gap               entry 2 appears
 *   + interval          entry 2 hides ... and so on.
 *
 * So entries appear every `interval + gap`: with the new-hire timing (5000,
 * 12000, 500) at 5 s, 17.5 s, 30 s, 42.5 s ... Entries are drawn from a shuffle
 * bag: no repeats within a cycle, and no immediate repeat across cycles.
 *
 * `close()` hides the current entry and keeps the pop-up silent for the rest of
 * the cycle: the remaining draws still take their turns unseen, so the next
 * cycle starts exactly when it would have. `stop()` ends everything for good.
 * `pause()` / `resume()` freeze and continue the pending step with the time it
 * had left (used while the tab is hidden, and while a visitor hovers or focuses
 * a pop-up).
 */

export type TimerHandle = ReturnType<typeof setTimeout> | number;

export type SchedulerClock = {
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
  now: () => number;
};

export type PopupTiming = {
  /** From `start()` to the first appearance. */
  firstDelay: number;
  /** How long each entry stays up. */
  interval: number;
  /** From one entry hiding to the next appearing. */
  gap: number;
};

export type PopupSchedulerOptions<T> = {
  entries: readonly T[];
  timing: PopupTiming;
  clock: SchedulerClock;
  random: RandomSource;
  /** Called with the entry to show, or `null` to show nothing; only on a change. */
  onChange: (entry: T | null) => void;
};

export type PopupScheduler = {
  start: () => void;
  close: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
};

type Step = {run: () => void; remaining: number; dueAt: number; timer: TimerHandle | null};

export function createPopupScheduler<T>({
  entries,
  timing,
  clock,
  random,
  onChange,
}: PopupSchedulerOptions<T>): PopupScheduler {
  const bag = createShuffleBag(entries, random);
  let step: Step | null = null;
  let started = false;
  let paused = false;
  let stopped = false;
  let closedForCycle = false;
  let shown: T | null = null;

  function show(entry: T | null): void {
    if (entry === shown) return;
    shown = entry;
    onChange(entry);
  }

  function arm(current: Step): void {
    current.dueAt = clock.now() + current.remaining;
    current.timer = clock.setTimeout(() => {
      step = null;
      current.run();
    }, current.remaining);
  }

  function schedule(run: () => void, delay: number): void {
    step = {run, remaining: Math.max(0, delay), dueAt: 0, timer: null};
    if (!paused) arm(step);
  }

  function appear(): void {
    const {item, startsCycle} = bag.next();
    if (startsCycle) closedForCycle = false;
    if (!closedForCycle) show(item);
    schedule(hide, timing.interval);
  }

  function hide(): void {
    show(null);
    schedule(appear, timing.gap);
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      schedule(appear, timing.firstDelay);
    },
    close() {
      if (stopped) return;
      closedForCycle = true;
      show(null);
    },
    pause() {
      if (paused || stopped) return;
      paused = true;
      if (step?.timer != null) {
        clock.clearTimeout(step.timer);
        step.timer = null;
        step.remaining = Math.max(0, step.dueAt - clock.now());
      }
    },
    resume() {
      if (!paused || stopped) return;
      paused = false;
      if (step) arm(step);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (step?.timer != null) clock.clearTimeout(step.timer);
      step = null;
      show(null);
    },
  };
}
