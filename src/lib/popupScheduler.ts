import {createShuffleBag, type RandomSource} from './shuffleBag';

/**
 * The timed queue behind one social-proof pop-up. No React and no globals: the
 * clock and the random source come in as arguments, so tests drive both.
 *
 * Rhythm (all in ms of running time, which `start(elapsed)` begins at `elapsed`):
 *
 *   firstDelay                     entry 1 appears
 *   firstDelay + n * interval      the entry up hides (n = 1, 2, 3 ...)
 *   ... + gap                      the next entry appears
 *
 * So hides fall every `interval` after the first appearance and each entry is
 * up for `interval - gap`: with the new-hire timing (5000, 12000, 500) entry 1
 * shows at 5 s, hides at 17 s, 29 s, 41 s ... and the next ones appear at
 * 17.5 s, 29.5 s, 41.5 s ... Every due time is computed from that anchor, never
 * by chaining one timer's delay onto the last, so late timers (a busy machine)
 * never add up to drift. Entries come from a shuffle bag: no repeats within a
 * cycle, and no immediate repeat across cycles.
 *
 * `close()` hides the current entry; the next one appears at its usual time.
 * `pause()` / `resume()` stop and restart the running time (used while the tab
 * is hidden, and while a visitor hovers or focuses a pop-up), so a pause shifts
 * the whole rhythm by its length. `stop()` ends everything for good.
 */

export type TimerHandle = ReturnType<typeof setTimeout> | number;

export type SchedulerClock = {
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
  now: () => number;
};

export type PopupTiming = {
  /** Running time of the first appearance. */
  firstDelay: number;
  /** From one hide to the next (and from the first appearance to the first hide). */
  interval: number;
  /** From a hide to the next entry appearing; shorter than `interval`. */
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
  /** `elapsed`: running time already gone, e.g. since page load (0 by default). */
  start: (elapsed?: number) => void;
  close: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
};

/** Where the rhythm stands at a moment of running time. */
type Phase = {
  /** The turn whose entry is up (0 for the first), or null between entries. */
  turn: number | null;
  /** Running time of the next change. */
  nextAt: number;
};

function phaseAt(time: number, {firstDelay, interval, gap}: PopupTiming): Phase {
  if (time < firstDelay) return {turn: null, nextAt: firstDelay};
  const turn = Math.floor((time - firstDelay) / interval);
  const hiddenAt = firstDelay + turn * interval;
  if (turn > 0 && time < hiddenAt + gap) return {turn: null, nextAt: hiddenAt + gap};
  return {turn, nextAt: hiddenAt + interval};
}

export function createPopupScheduler<T>({
  entries,
  timing,
  clock,
  random,
  onChange,
}: PopupSchedulerOptions<T>): PopupScheduler {
  if (!(timing.interval > 0 && timing.gap >= 0 && timing.gap < timing.interval)) {
    throw new Error(
      `createPopupScheduler: the gap (${timing.gap} ms) must be shorter than the interval (${timing.interval} ms)`,
    );
  }
  const bag = createShuffleBag(entries, random);
  let started = false;
  let paused = false;
  let stopped = false;
  /** Running time banked before the current stretch, and when that stretch began (null while not running). */
  let banked = 0;
  let runningSince: number | null = null;
  let timer: TimerHandle | null = null;
  /** The last turn that drew an entry, so a turn draws once even when closed or paused. */
  let lastTurn: number | null = null;
  let shown: T | null = null;

  const runningTime = () => banked + (runningSince === null ? 0 : clock.now() - runningSince);

  function show(entry: T | null): void {
    if (entry === shown) return;
    shown = entry;
    onChange(entry);
  }

  // Brings the pop-up to the phase the running time says, then waits for the next change.
  // A timer that fires early (some clocks round) simply waits again for the rest.
  function tick(): void {
    timer = null;
    const time = runningTime();
    const {turn, nextAt} = phaseAt(time, timing);
    if (turn === null) {
      show(null);
    } else if (turn !== lastTurn) {
      lastTurn = turn;
      show(bag.next());
    }
    timer = clock.setTimeout(tick, nextAt - time);
  }

  function run(): void {
    runningSince = clock.now();
    tick();
  }

  return {
    start(elapsed = 0) {
      if (started || stopped) return;
      started = true;
      banked = elapsed;
      if (!paused) run();
    },
    close() {
      if (stopped) return;
      show(null);
    },
    pause() {
      if (paused || stopped) return;
      paused = true;
      if (runningSince === null) return;
      banked = runningTime();
      runningSince = null;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
    resume() {
      if (!paused || stopped) return;
      paused = false;
      if (started) run();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      runningSince = null;
      show(null);
    },
  };
}
