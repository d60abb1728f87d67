import {
  createPopupScheduler,
  type PopupScheduler,
  type PopupTiming,
  type SchedulerClock,
} from '@site/src/lib/popupScheduler';
import {NEW_HIRE_TIMING} from '@site/src/data/popups/newHires';
import {PROJECT_SUBMISSION_TIMING} from '@site/src/data/popups/projectSubmissions';
import {seededRandom} from './seededRandom';

// Vitest's fake timers drive this clock: setTimeout, clearTimeout and Date.now are all faked.
const fakeClock: SchedulerClock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

const ENTRIES = ['Ana', 'Ben', 'Chi', 'Dee', 'Eli'];
const TIMING: PopupTiming = {firstDelay: 5000, interval: 12_000, gap: 500};
const PERIOD = TIMING.interval + TIMING.gap;

type Change = {at: number; entry: string | null};

/** A started scheduler that records every change with the time since start. */
function startScheduler(
  entries: readonly string[] = ENTRIES,
  timing: PopupTiming = TIMING,
  seed = 42,
): {scheduler: PopupScheduler; changes: Change[]; shown: () => string | null} {
  const startedAt = Date.now();
  const changes: Change[] = [];
  const scheduler = createPopupScheduler({
    entries,
    timing,
    clock: fakeClock,
    random: seededRandom(seed),
    onChange: (entry) => changes.push({at: Date.now() - startedAt, entry}),
  });
  scheduler.start();
  return {scheduler, changes, shown: () => changes.at(-1)?.entry ?? null};
}

const appearances = (changes: Change[]) => changes.filter((change) => change.entry !== null);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given the pop-up scheduler', () => {
  it('shows nothing before the first delay, and the first entry exactly at it', () => {
    const {shown} = startScheduler();
    vi.advanceTimersByTime(4999);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(ENTRIES).toContain(shown());
  });

  it('hides each entry `interval` after it appeared and shows the next `gap` later', () => {
    const {changes} = startScheduler();
    vi.advanceTimersByTime(5000 + 3 * PERIOD);
    expect(changes.map((change) => [change.at, change.entry === null ? 'hide' : 'show'])).toEqual([
      [5000, 'show'],
      [17_000, 'hide'],
      [17_500, 'show'],
      [29_500, 'hide'],
      [30_000, 'show'],
      [42_000, 'hide'],
      [42_500, 'show'],
    ]);
  });

  it('keeps an entry up for the whole interval, not a moment less', () => {
    const {shown} = startScheduler();
    vi.advanceTimersByTime(5000);
    const first = shown();
    vi.advanceTimersByTime(TIMING.interval - 1);
    expect(shown()).toBe(first);
    vi.advanceTimersByTime(1);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(TIMING.gap - 1);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shown()).not.toBeNull();
  });

  it('only reports changes', () => {
    const {changes} = startScheduler();
    vi.advanceTimersByTime(5000 + 20 * PERIOD);
    changes.slice(1).forEach((change, index) => {
      expect(change.entry).not.toBe(changes[index].entry);
    });
  });

  it.each([1, 2, 3, 4, 5])(
    'shows every entry once per cycle, and never the same one twice in a row (seed %i)',
    (seed) => {
      const {changes} = startScheduler(ENTRIES, TIMING, seed);
      const cycles = 30;
      vi.advanceTimersByTime(5000 + (cycles * ENTRIES.length - 1) * PERIOD);
      const shownInOrder = appearances(changes).map((change) => change.entry);
      expect(shownInOrder).toHaveLength(cycles * ENTRIES.length);
      for (let cycle = 0; cycle < cycles; cycle += 1) {
        const slice = shownInOrder.slice(cycle * ENTRIES.length, (cycle + 1) * ENTRIES.length);
        expect([...slice].sort(), `cycle ${cycle + 1}`).toEqual(ENTRIES);
      }
      shownInOrder.slice(1).forEach((entry, index) => {
        expect(entry, `appearance ${index + 2} repeats the one before`).not.toBe(
          shownInOrder[index],
        );
      });
    },
  );

  it('runs the new-hire and project timings of the spec: 5 s / 12 s / 0.5 s and 10 s / 15 s / 0.5 s', () => {
    expect(NEW_HIRE_TIMING).toEqual({firstDelay: 5000, interval: 12_000, gap: 500});
    expect(PROJECT_SUBMISSION_TIMING).toEqual({firstDelay: 10_000, interval: 15_000, gap: 500});
    const hires = startScheduler(ENTRIES, NEW_HIRE_TIMING);
    const projects = startScheduler(ENTRIES, PROJECT_SUBMISSION_TIMING);
    vi.advanceTimersByTime(60_000);
    expect(appearances(hires.changes).map((change) => change.at)).toEqual([
      5000, 17_500, 30_000, 42_500, 55_000,
    ]);
    expect(appearances(projects.changes).map((change) => change.at)).toEqual([
      10_000, 25_500, 41_000, 56_500,
    ]);
  });

  describe('when the visitor closes the pop-up', () => {
    it('hides the current entry at once', () => {
      const {scheduler, shown} = startScheduler();
      vi.advanceTimersByTime(6000);
      expect(shown()).not.toBeNull();
      scheduler.close();
      expect(shown()).toBeNull();
    });

    it('shows nothing for the rest of the cycle, then starts the next cycle on time', () => {
      const {scheduler, changes} = startScheduler();
      // The second entry of the first cycle is up.
      vi.advanceTimersByTime(5000 + PERIOD + 100);
      scheduler.close();
      const closedAt = 5000 + PERIOD + 100;
      const nextCycleAt = 5000 + ENTRIES.length * PERIOD;
      vi.advanceTimersByTime(nextCycleAt - closedAt - 1);
      expect(appearances(changes).filter((change) => change.at > closedAt)).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(changes.at(-1)).toMatchObject({at: nextCycleAt});
      expect(ENTRIES).toContain(changes.at(-1)!.entry);
    });

    it('keeps the rhythm after the silent turns', () => {
      const {scheduler, changes} = startScheduler();
      vi.advanceTimersByTime(5000);
      scheduler.close();
      // Up to just before the fourth cycle: cycle 1 silent after its first entry, cycles 2 and 3 shown.
      vi.advanceTimersByTime(3 * ENTRIES.length * PERIOD - 1);
      expect(appearances(changes).map((change) => change.at)).toEqual([
        5000,
        ...Array.from(
          {length: 2 * ENTRIES.length},
          (_, index) => 5000 + (ENTRIES.length + index) * PERIOD,
        ),
      ]);
    });
  });

  describe('when paused (tab hidden, pop-up hovered or focused)', () => {
    it('freezes the pending step and resumes it with the time it had left', () => {
      const {scheduler, shown} = startScheduler();
      vi.advanceTimersByTime(3000);
      scheduler.pause();
      vi.advanceTimersByTime(60_000);
      expect(shown()).toBeNull();
      scheduler.resume();
      vi.advanceTimersByTime(1999);
      expect(shown()).toBeNull();
      vi.advanceTimersByTime(1);
      expect(shown()).not.toBeNull();
    });

    it('keeps the current entry on screen until resumed', () => {
      const {scheduler, shown} = startScheduler();
      vi.advanceTimersByTime(10_000);
      const current = shown();
      scheduler.pause();
      vi.advanceTimersByTime(120_000);
      expect(shown()).toBe(current);
      scheduler.resume();
      vi.advanceTimersByTime(6999);
      expect(shown()).toBe(current);
      vi.advanceTimersByTime(1);
      expect(shown()).toBeNull();
    });

    it('can be paused before it starts, and ignores a second pause or resume', () => {
      const changes: (string | null)[] = [];
      const scheduler = createPopupScheduler({
        entries: ENTRIES,
        timing: TIMING,
        clock: fakeClock,
        random: seededRandom(7),
        onChange: (entry) => changes.push(entry),
      });
      scheduler.pause();
      scheduler.start();
      scheduler.pause();
      vi.advanceTimersByTime(30_000);
      expect(changes).toEqual([]);
      scheduler.resume();
      scheduler.resume();
      vi.advanceTimersByTime(5000);
      expect(changes).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(1);
    });
  });

  describe('when stopped ("stop showing these", or the page unmounts)', () => {
    it('hides the current entry, clears its timer and never shows another', () => {
      const {scheduler, changes, shown} = startScheduler();
      vi.advanceTimersByTime(6000);
      scheduler.stop();
      expect(shown()).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
      const count = changes.length;
      scheduler.resume();
      scheduler.start();
      vi.advanceTimersByTime(10 * ENTRIES.length * PERIOD);
      expect(changes).toHaveLength(count);
    });

    it('stops cleanly before the first entry', () => {
      const {scheduler, changes} = startScheduler();
      vi.advanceTimersByTime(1000);
      scheduler.stop();
      vi.advanceTimersByTime(60_000);
      expect(changes).toEqual([]);
    });
  });

  it('starts only once', () => {
    const {scheduler, changes} = startScheduler();
    scheduler.start();
    vi.advanceTimersByTime(5000);
    expect(changes).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows an entry at once when the first delay has already passed', () => {
    const {shown} = startScheduler(ENTRIES, {...TIMING, firstDelay: -200});
    vi.advanceTimersByTime(0);
    expect(shown()).not.toBeNull();
  });
});
