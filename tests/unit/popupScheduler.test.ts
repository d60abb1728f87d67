import {
  createPopupScheduler,
  type PopupScheduler,
  type PopupTiming,
  type SchedulerClock,
} from '@site/src/lib/popupScheduler';
import {NEW_HIRES, NEW_HIRE_TIMING} from '@site/src/data/popups/newHires';
import {
  PROJECT_SUBMISSIONS,
  PROJECT_SUBMISSION_TIMING,
} from '@site/src/data/popups/projectSubmissions';
import {newHireMessage, projectSubmissionMessage} from '@site/src/lib/popupMessages';
import {seededRandom} from './seededRandom';

// Vitest's fake timers drive this clock: setTimeout, clearTimeout and Date.now are all faked.
const fakeClock: SchedulerClock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

const ENTRIES = ['Ana', 'Ben', 'Chi', 'Dee', 'Eli'];
const TIMING: PopupTiming = {firstDelay: 5000, interval: 12_000, gap: 500};
const HOUR = 3_600_000;

type Kind = 'show' | 'hide';
type Change = {at: number; entry: string | null};
/** A change as [ms since start, 'show' | 'hide']. */
type Beat = [number, Kind];

/** A started scheduler that records every change with the time since start. */
function startScheduler(
  entries: readonly string[] = ENTRIES,
  timing: PopupTiming = TIMING,
  seed = 42,
  clock: SchedulerClock = fakeClock,
): {scheduler: PopupScheduler; changes: Change[]; shown: () => string | null} {
  const startedAt = Date.now();
  const changes: Change[] = [];
  const scheduler = createPopupScheduler({
    entries,
    timing,
    clock,
    random: seededRandom(seed),
    onChange: (entry) => changes.push({at: Date.now() - startedAt, entry}),
  });
  scheduler.start();
  return {scheduler, changes, shown: () => changes.at(-1)?.entry ?? null};
}

const beats = (changes: Change[]): Beat[] =>
  changes.map(({at, entry}) => [at, entry === null ? 'hide' : 'show']);

const appearances = (changes: Change[]) => changes.filter((change) => change.entry !== null);

/**
 * The rhythm the brief asks for, written out plainly: the first entry at
 * `firstDelay`, then a hide every `interval` after it and an appearance `gap`
 * after each hide, up to `until` ms.
 */
function expectedRhythm({firstDelay, interval, gap}: PopupTiming, until: number): Beat[] {
  const result: Beat[] = [[firstDelay, 'show']];
  for (let hide = firstDelay + interval; hide <= until; hide += interval) {
    result.push([hide, 'hide']);
    if (hide + gap <= until) result.push([hide + gap, 'show']);
  }
  return result;
}

/** A pause of `length` ms that begins once the pop-up has run for `at` ms. */
type Pause = {at: number; length: number};

/** Where a moment of running time falls on the clock, given the pauses before it. */
function onTheClock(runningTime: number, pauses: Pause[]): number {
  return pauses
    .filter((pause) => pause.at < runningTime)
    .reduce((time, pause) => time + pause.length, runningTime);
}

/** Runs the scheduler for `runningTime` ms, pausing and resuming it as listed (pauses in order). */
function runWithPauses(scheduler: PopupScheduler, pauses: Pause[], runningTime: number): void {
  let ran = 0;
  for (const pause of pauses) {
    vi.advanceTimersByTime(pause.at - ran);
    scheduler.pause();
    vi.advanceTimersByTime(pause.length);
    scheduler.resume();
    ran = pause.at;
  }
  vi.advanceTimersByTime(runningTime - ran);
}

beforeEach(() => {
  // Date.now() then reads the milliseconds since the test began.
  vi.useFakeTimers({now: 0});
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  {
    name: 'the new-hire pop-up',
    timing: NEW_HIRE_TIMING,
    spec: {firstDelay: 5000, interval: 12_000, gap: 500},
    firstMinute: [
      [5000, 'show'],
      [17_000, 'hide'],
      [17_500, 'show'],
      [29_000, 'hide'],
      [29_500, 'show'],
      [41_000, 'hide'],
      [41_500, 'show'],
      [53_000, 'hide'],
      [53_500, 'show'],
    ] satisfies Beat[],
    // 5 s + 299 × 12 s is the last hide within the hour.
    lastInHour: [
      [3_593_000, 'hide'],
      [3_593_500, 'show'],
    ] satisfies Beat[],
    shownInHour: 300,
  },
  {
    name: 'the project pop-up',
    timing: PROJECT_SUBMISSION_TIMING,
    spec: {firstDelay: 10_000, interval: 15_000, gap: 500},
    firstMinute: [
      [10_000, 'show'],
      [25_000, 'hide'],
      [25_500, 'show'],
      [40_000, 'hide'],
      [40_500, 'show'],
      [55_000, 'hide'],
      [55_500, 'show'],
    ] satisfies Beat[],
    // 10 s + 239 × 15 s is the last hide within the hour.
    lastInHour: [
      [3_595_000, 'hide'],
      [3_595_500, 'show'],
    ] satisfies Beat[],
    shownInHour: 240,
  },
])('given $name', ({timing, spec, firstMinute, lastInHour, shownInHour}) => {
  it('runs the timing of the spec', () => {
    expect(timing).toEqual(spec);
  });

  it('shows the first entries at the times of the brief', () => {
    const {changes} = startScheduler(ENTRIES, timing);
    vi.advanceTimersByTime(60_000);
    expect(beats(changes)).toEqual(firstMinute);
  });

  it('keeps every hide and appearance on time for an hour, with no drift', () => {
    const {changes} = startScheduler(ENTRIES, timing);
    vi.advanceTimersByTime(HOUR);
    expect(beats(changes)).toEqual(expectedRhythm(timing, HOUR));
    expect(beats(changes).slice(-2)).toEqual(lastInHour);
    expect(appearances(changes)).toHaveLength(shownInHour);
  });

  it('keeps the hour on time when every timer fires a few milliseconds late', () => {
    // A busy machine: each timer fires 1 to 9 ms after it was due.
    const lateness = seededRandom(11);
    const lateClock: SchedulerClock = {
      ...fakeClock,
      setTimeout: (callback, ms) => setTimeout(callback, ms + 1 + Math.floor(lateness() * 9)),
    };
    const {changes} = startScheduler(ENTRIES, timing, 42, lateClock);
    vi.advanceTimersByTime(HOUR);
    const expected = expectedRhythm(timing, HOUR);
    const actual = beats(changes);
    expect(actual).toHaveLength(expected.length);
    actual.forEach(([at, kind], index) => {
      const [due, dueKind] = expected[index];
      expect(kind, `change ${index + 1}`).toBe(dueKind);
      expect(at - due, `change ${index + 1}, due at ${due} ms`).toBeGreaterThanOrEqual(1);
      expect(at - due, `change ${index + 1}, due at ${due} ms`).toBeLessThanOrEqual(9);
    });
  });

  it('shifts the whole rhythm by each pause, over an hour with pauses of every kind', () => {
    const random = seededRandom(3);
    // Twenty pauses across the hour: some short (a glance, a hover), some long (a hidden tab).
    const pauses: Pause[] = Array.from({length: 20}, (_, index) => ({
      at: index * 180_000 + Math.floor(random() * 170_000),
      length: random() < 0.5 ? 1 + Math.floor(random() * 5000) : Math.floor(random() * 600_000),
    }));
    const {scheduler, changes} = startScheduler(ENTRIES, timing);
    runWithPauses(scheduler, pauses, HOUR);
    const expected = expectedRhythm(timing, HOUR).map(([at, kind]): Beat => [
      onTheClock(at, pauses),
      kind,
    ]);
    expect(beats(changes)).toEqual(expected);
    expect(appearances(changes)).toHaveLength(shownInHour);
  });

  it('after a close, shows the next entry at its usual time, every time for an hour', () => {
    const {scheduler, changes} = startScheduler(ENTRIES, timing);
    const appearAt = expectedRhythm(timing, HOUR)
      .filter(([, kind]) => kind === 'show')
      .map(([at]) => at);
    // The visitor closes every entry one second after it appears.
    for (const at of appearAt) {
      vi.advanceTimersByTime(at + 1000 - Date.now());
      scheduler.close();
    }
    vi.advanceTimersByTime(HOUR - Date.now());
    expect(beats(changes)).toEqual(
      appearAt.flatMap((at): Beat[] => [
        [at, 'show'],
        [at + 1000, 'hide'],
      ]),
    );
    expect(appearAt).toHaveLength(shownInHour);
  });
});

describe.each([
  {
    name: 'the new-hire pop-up',
    messages: NEW_HIRES.map((entry) => newHireMessage(entry)),
    timing: NEW_HIRE_TIMING,
  },
  {
    name: 'the project pop-up',
    messages: PROJECT_SUBMISSIONS.map((entry) => projectSubmissionMessage(entry)),
    timing: PROJECT_SUBMISSION_TIMING,
  },
])('given $name with its own entries', ({messages, timing}) => {
  it.each([1, 2, 3])(
    'shows every message once before any repeats, and not the last again first (seed %i)',
    (seed) => {
      expect(new Set(messages).size, 'two entries read the same').toBe(messages.length);
      const {changes} = startScheduler(messages, timing, seed);
      vi.advanceTimersByTime(timing.firstDelay + messages.length * timing.interval + timing.gap);
      const shown = appearances(changes).map((change) => change.entry);
      expect(shown).toHaveLength(messages.length + 1);
      expect(new Set(shown.slice(0, messages.length)).size).toBe(messages.length);
      expect(shown[messages.length], 'the new cycle opens with the last message').not.toBe(
        shown[messages.length - 1],
      );
    },
  );
});

describe('given the pop-up scheduler', () => {
  it('shows nothing before the first delay, and the first entry exactly at it', () => {
    const {shown} = startScheduler();
    vi.advanceTimersByTime(4999);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(ENTRIES).toContain(shown());
  });

  it('keeps the first entry up for the whole interval, and each later one for interval minus gap', () => {
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
    const second = shown();
    expect(second).not.toBeNull();
    vi.advanceTimersByTime(TIMING.interval - TIMING.gap - 1);
    expect(shown()).toBe(second);
    vi.advanceTimersByTime(1);
    expect(shown()).toBeNull();
  });

  it('only reports changes', () => {
    const {changes} = startScheduler();
    vi.advanceTimersByTime(5000 + 20 * TIMING.interval);
    changes.slice(1).forEach((change, index) => {
      expect(change.entry).not.toBe(changes[index].entry);
    });
  });

  it.each([1, 2, 3, 4, 5])(
    'shows every entry once per cycle, and never the same one twice in a row (seed %i)',
    (seed) => {
      const {changes} = startScheduler(ENTRIES, TIMING, seed);
      const cycles = 30;
      vi.advanceTimersByTime(5000 + (cycles * ENTRIES.length - 1) * TIMING.interval + TIMING.gap);
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

  describe('when the visitor closes the pop-up', () => {
    it('hides the current entry at once', () => {
      const {scheduler, shown} = startScheduler();
      vi.advanceTimersByTime(6000);
      expect(shown()).not.toBeNull();
      scheduler.close();
      expect(shown()).toBeNull();
    });

    it('shows the next entry at its usual time: closed at 6 s, the next appears at 17.5 s', () => {
      const {scheduler, changes} = startScheduler();
      vi.advanceTimersByTime(6000);
      scheduler.close();
      vi.advanceTimersByTime(30_000 - 6000);
      expect(beats(changes)).toEqual([
        [5000, 'show'],
        [6000, 'hide'],
        [17_500, 'show'],
        [29_000, 'hide'],
        [29_500, 'show'],
      ]);
    });

    it('does not bring the closed entry back when a pause ends in the same turn', () => {
      const {scheduler, changes} = startScheduler();
      vi.advanceTimersByTime(6000);
      scheduler.close();
      scheduler.pause();
      vi.advanceTimersByTime(60_000);
      scheduler.resume();
      // 11.5 s of running time were left until the next entry.
      vi.advanceTimersByTime(11_499);
      expect(beats(changes)).toEqual([
        [5000, 'show'],
        [6000, 'hide'],
      ]);
      vi.advanceTimersByTime(1);
      expect(beats(changes).at(-1)).toEqual([77_500, 'show']);
    });
  });

  describe('when paused (tab hidden, pop-up hovered or focused)', () => {
    it('freezes the rhythm and resumes it with the time it had left', () => {
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

    it('keeps the current entry on screen until resumed, then moves every later time by the pause', () => {
      const {scheduler, changes, shown} = startScheduler();
      vi.advanceTimersByTime(10_000);
      const current = shown();
      scheduler.pause();
      vi.advanceTimersByTime(120_000);
      expect(shown()).toBe(current);
      scheduler.resume();
      vi.advanceTimersByTime(6999);
      expect(shown()).toBe(current);
      vi.advanceTimersByTime(60_000);
      expect(beats(changes)).toEqual([
        [5000, 'show'],
        [137_000, 'hide'],
        [137_500, 'show'],
        [149_000, 'hide'],
        [149_500, 'show'],
        [161_000, 'hide'],
        [161_500, 'show'],
        [173_000, 'hide'],
        [173_500, 'show'],
        [185_000, 'hide'],
        [185_500, 'show'],
      ]);
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
      vi.advanceTimersByTime(10 * ENTRIES.length * TIMING.interval);
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

  it('when it starts after the first entry was due, shows one at once and keeps the page rhythm', () => {
    // Loaded 7 s into the page: the first entry was due 2 s ago, the first hide is at 17 s.
    const {changes} = startScheduler(ENTRIES, {...TIMING, firstDelay: -2000});
    vi.advanceTimersByTime(23_000);
    expect(beats(changes)).toEqual([
      [0, 'show'],
      [10_000, 'hide'],
      [10_500, 'show'],
      [22_000, 'hide'],
      [22_500, 'show'],
    ]);
  });

  it('counts its running time from an earlier moment when started with the time already gone', () => {
    // Loaded 3 s into the page, with the rhythm counted from page load.
    const changes: Change[] = [];
    const startedAt = Date.now();
    createPopupScheduler({
      entries: ENTRIES,
      timing: TIMING,
      clock: fakeClock,
      random: seededRandom(42),
      onChange: (entry) => changes.push({at: Date.now() - startedAt, entry}),
    }).start(3000);
    vi.advanceTimersByTime(14_500);
    expect(beats(changes)).toEqual([
      [2000, 'show'],
      [14_000, 'hide'],
      [14_500, 'show'],
    ]);
  });

  it('refuses a gap that is not shorter than the interval', () => {
    expect(() => startScheduler(ENTRIES, {firstDelay: 5000, interval: 500, gap: 500})).toThrow(
      /gap \(500 ms\) must be shorter than the interval \(500 ms\)/,
    );
  });
});
