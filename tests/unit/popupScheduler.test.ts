import {
  createPopupScheduler,
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

// Vitest's fake timers (started at 0) drive this clock, so Date.now() is the time since the start.
const fakeClock: SchedulerClock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as number),
  now: () => Date.now(),
};
const ENTRIES = ['Ana', 'Ben', 'Chi', 'Dee', 'Eli'];
const TIMING: PopupTiming = {firstDelay: 5000, interval: 12_000, gap: 500};
const HOUR = 3_600_000;
type Options = {entries?: string[]; timing?: PopupTiming; seed?: number; clock?: SchedulerClock};

/** A scheduler; `log()` reads its changes as `<ms>+` (an entry shown) and `<ms>-` (hidden). */
function scheduled({
  entries = ENTRIES,
  timing = TIMING,
  seed = 42,
  clock = fakeClock,
}: Options = {}) {
  const changes: {at: number; entry: string | null}[] = [];
  const scheduler = createPopupScheduler({
    ...{entries, timing, clock, random: seededRandom(seed)},
    onChange: (entry) => changes.push({at: Date.now(), entry}),
  });
  const log = () => changes.map(({at, entry}) => `${at}${entry ? '+' : '-'}`).join(' ');
  const shown = () => changes.flatMap(({entry}) => (entry ? [entry] : []));
  return {scheduler, changes, log, shown};
}
const started = (options?: Options) => {
  const result = scheduled(options);
  result.scheduler.start();
  return result;
};

/** The brief's rhythm written out: first at firstDelay, a hide every interval, the next gap later. */
function rhythm({firstDelay, interval, gap}: PopupTiming, until: number) {
  const times: [number, string][] = [[firstDelay, '+']];
  for (let hide = firstDelay + interval; hide <= until; hide += interval)
    times.push(
      [hide, '-'],
      ...(hide + gap <= until ? [[hide + gap, '+'] as [number, string]] : []),
    );
  return times;
}
const asLog = (times: [number, string][]) => times.map(([at, sign]) => `${at}${sign}`).join(' ');

beforeEach(() => vi.useFakeTimers({now: 0}));
afterEach(() => vi.useRealTimers());

describe.each([
  {
    name: 'the new-hire pop-up',
    timing: NEW_HIRE_TIMING,
    spec: {firstDelay: 5000, interval: 12_000, gap: 500},
    start: '5000+ 17000- 17500+ 29000- 29500+',
    shownInHour: 300,
    messages: NEW_HIRES.map((entry) => newHireMessage(entry)),
  },
  {
    name: 'the project pop-up',
    timing: PROJECT_SUBMISSION_TIMING,
    spec: {firstDelay: 10_000, interval: 15_000, gap: 500},
    start: '10000+ 25000- 25500+ 40000- 40500+',
    shownInHour: 240,
    messages: PROJECT_SUBMISSIONS.map((entry) => projectSubmissionMessage(entry)),
  },
])('given $name', ({timing, spec, start, shownInHour, messages}) => {
  it('keeps the spec’s rhythm for an hour with no drift, each change reported once', () => {
    expect(timing).toEqual(spec);
    const {log, shown} = started({timing});
    vi.advanceTimersByTime(HOUR);
    expect(log()).toBe(asLog(rhythm(timing, HOUR)));
    expect(log().startsWith(`${start} `)).toBe(true);
    expect(shown()).toHaveLength(shownInHour);
  });

  it('keeps the hour on time when every timer fires 1 to 9 ms late', () => {
    const lateness = seededRandom(11);
    const late = (ms: number) => ms + 1 + Math.floor(lateness() * 9);
    const clock = {
      ...fakeClock,
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, late(ms)),
    };
    const {changes} = started({timing, clock});
    vi.advanceTimersByTime(HOUR);
    const due = rhythm(timing, HOUR);
    expect(changes).toHaveLength(due.length);
    changes.forEach(({at, entry}, index) => {
      expect(entry ? '+' : '-', `change ${index + 1}`).toBe(due[index][1]);
      expect(at - due[index][0], `change ${index + 1}, due at ${due[index][0]}`).toBeOneOf([
        1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
    });
  });

  it('shifts the whole rhythm by each pause, over an hour of short and long pauses', () => {
    const random = seededRandom(3);
    const pauses = Array.from({length: 20}, (_, index) => ({
      at: index * 180_000 + Math.floor(random() * 170_000),
      length: random() < 0.5 ? 1 + Math.floor(random() * 5000) : Math.floor(random() * 600_000),
    }));
    const {scheduler, log} = started({timing});
    let ran = 0;
    for (const {at, length} of pauses) {
      vi.advanceTimersByTime(at - ran);
      scheduler.pause();
      vi.advanceTimersByTime(length);
      scheduler.resume();
      ran = at;
    }
    vi.advanceTimersByTime(HOUR - ran);
    const onClock = (at: number) =>
      pauses.filter((pause) => pause.at < at).reduce((time, pause) => time + pause.length, at);
    expect(log()).toBe(asLog(rhythm(timing, HOUR).map(([at, sign]) => [onClock(at), sign])));
  });

  it('after each close, shows the next entry at its usual time, for an hour', () => {
    const {scheduler, log} = started({timing});
    const appearAt = rhythm(timing, HOUR).filter(([, sign]) => sign === '+');
    for (const [at] of appearAt) {
      vi.advanceTimersByTime(at + 1000 - Date.now());
      scheduler.close();
    }
    vi.advanceTimersByTime(HOUR - Date.now());
    expect(log()).toBe(
      asLog(
        appearAt.flatMap(([at]) => [
          [at, '+'],
          [at + 1000, '-'],
        ]),
      ),
    );
  });

  it('shows each of its own messages once before any repeats, not the last again first', () => {
    expect(new Set(messages).size, 'two entries read the same').toBe(messages.length);
    for (const seed of [1, 2, 3]) {
      const {shown} = started({entries: messages, timing, seed});
      vi.advanceTimersByTime(timing.firstDelay + messages.length * timing.interval + timing.gap);
      expect(new Set(shown().slice(0, -1)).size, `seed ${seed}`).toBe(messages.length);
      expect(shown().at(-1), `seed ${seed}: the new cycle opens with the last`).not.toBe(
        shown().at(-2),
      );
      vi.clearAllTimers();
    }
  });
});

describe('given the pop-up scheduler', () => {
  it.each([1, 2, 3, 4, 5])(
    'shows every entry once a cycle, never twice in a row (seed %i)',
    (seed) => {
      const {shown} = started({seed});
      vi.advanceTimersByTime(5000 + (30 * ENTRIES.length - 1) * TIMING.interval + TIMING.gap);
      expect(shown()).toHaveLength(30 * ENTRIES.length);
      for (let cycle = 0; cycle < 30; cycle += 1)
        expect(
          shown()
            .slice(cycle * 5, cycle * 5 + 5)
            .sort(),
          `cycle ${cycle + 1}`,
        ).toEqual(ENTRIES);
      shown().forEach((entry, index) => expect(entry, `at ${index}`).not.toBe(shown()[index - 1]));
    },
  );

  it('on a close, hides the entry at once and brings none back when a pause ends that turn', () => {
    const {scheduler, log} = started();
    vi.advanceTimersByTime(6000);
    scheduler.close();
    expect(log()).toBe('5000+ 6000-');
    scheduler.pause();
    vi.advanceTimersByTime(60_000);
    scheduler.resume();
    vi.advanceTimersByTime(11_499); // 11.5 s of running time were left until the next entry
    expect(log()).toBe('5000+ 6000-');
    vi.advanceTimersByTime(1);
    expect(log()).toBe('5000+ 6000- 77500+');
  });

  it('while paused keeps the entry up, then moves every later change by the pause', () => {
    const {scheduler, log} = started();
    vi.advanceTimersByTime(3000);
    scheduler.pause(); // before the first entry
    vi.advanceTimersByTime(10_000);
    scheduler.resume();
    vi.advanceTimersByTime(10_000);
    scheduler.pause();
    vi.advanceTimersByTime(120_000);
    expect(log()).toBe('15000+');
    scheduler.resume();
    vi.advanceTimersByTime(12_000);
    expect(log()).toBe('15000+ 147000- 147500+');
  });

  it('can be paused before it starts, and ignores a second pause or resume', () => {
    const {scheduler, changes} = scheduled();
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

  it('starts only once', () => {
    started().scheduler.start();
    vi.advanceTimersByTime(5000);
    expect(vi.getTimerCount()).toBe(1);
  });

  it.each([1000, 6000])('once stopped at %i ms, shows nothing and keeps no timer', (at) => {
    const {scheduler, log} = started();
    vi.advanceTimersByTime(at);
    scheduler.stop();
    expect(vi.getTimerCount()).toBe(0);
    scheduler.resume();
    scheduler.start();
    vi.advanceTimersByTime(HOUR);
    expect(log()).toBe(at < 5000 ? '' : '5000+ 6000-');
  });

  it('started after the first entry was due, shows one at once and keeps the page’s rhythm', () => {
    const {log} = started({timing: {...TIMING, firstDelay: -2000}});
    vi.advanceTimersByTime(11_000);
    expect(log()).toBe('0+ 10000- 10500+');
  });

  it('started with time already gone, counts its running time from then', () => {
    const {scheduler, log} = scheduled();
    scheduler.start(3000);
    vi.advanceTimersByTime(14_500);
    expect(log()).toBe('2000+ 14000- 14500+');
  });

  it('refuses a gap that is not shorter than the interval', () => {
    expect(() => started({timing: {firstDelay: 5000, interval: 500, gap: 500}})).toThrow(
      /gap \(500 ms\) must be shorter than the interval \(500 ms\)/,
    );
  });
});
