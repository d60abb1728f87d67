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
function scheduled(options: Options = {}) {
  const {entries = ENTRIES, timing = TIMING, seed = 42, clock = fakeClock} = options;
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
    times.push([hide, '-'], [hide + gap, '+']);
  return times.filter(([at]) => at <= until);
}
const asLog = (times: [number, string][]) => times.map(([at, sign]) => `${at}${sign}`).join(' ');

beforeEach(() => vi.useFakeTimers({now: 0}));
afterEach(() => vi.useRealTimers());

describe.each([
  {
    name: 'the new-hire pop-up',
    timing: NEW_HIRE_TIMING,
    spec: {firstDelay: 5000, interval: 12_000, gap: 500},
    messages: NEW_HIRES.map((entry) => newHireMessage(entry)),
  },
  {
    name: 'the project pop-up',
    timing: PROJECT_SUBMISSION_TIMING,
    spec: {firstDelay: 10_000, interval: 15_000, gap: 500},
    messages: PROJECT_SUBMISSIONS.map((entry) => projectSubmissionMessage(entry)),
  },
])('given $name', ({timing, spec, messages}) => {
  it('keeps the spec’s rhythm for an hour with no drift, each change reported once', () => {
    expect(timing).toEqual(spec);
    const {log} = started({timing});
    vi.advanceTimersByTime(HOUR);
    expect(log()).toBe(asLog(rhythm(timing, HOUR)));
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
    const off = changes.map(
      ({at, entry}, i) => `${entry ? '+' : '-'} ${at - rhythm(timing, HOUR)[i][0]}`,
    );
    expect(off.filter((change) => !/^[+-] [1-9]$/.test(change))).toEqual([]);
    expect(off.map((change) => change[0])).toEqual(rhythm(timing, HOUR).map(([, sign]) => sign));
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

// Each scenario: what happens (a number runs the clock that long), then the changes and timers.
it.each([
  {
    name: 'paused before it starts, it ignores a second pause or resume',
    steps: 'pause start pause 30000 resume resume 5000',
    log: '35000+',
  },
  {name: 'started twice, it runs once', steps: 'start start 5000', log: '5000+'},
  {
    name: 'stopped before the first entry, it shows nothing',
    steps: 'start 1000 stop resume start 3600000',
    log: '',
  },
  {
    name: 'stopped on an entry, it hides it for good',
    steps: 'start 6000 stop resume start 3600000',
    log: '5000+ 6000-',
  },
  {
    name: 'started after the first entry was due, it shows one at once and keeps the rhythm',
    steps: 'start 11000',
    timing: {...TIMING, firstDelay: -2000},
    log: '0+ 10000- 10500+',
  },
])('$name', ({steps, timing, log: expected}) => {
  const {scheduler, log} = scheduled({timing});
  for (const step of steps.split(' ')) {
    if (/^\d+$/.test(step)) vi.advanceTimersByTime(Number(step));
    else scheduler[step as 'pause']();
  }
  expect(log()).toBe(expected);
  expect(vi.getTimerCount()).toBe(steps.includes('stop') ? 0 : 1);
});

it('the scheduler refuses a gap that is not shorter than the interval', () => {
  expect(() => started({timing: {firstDelay: 5000, interval: 500, gap: 500}})).toThrow(
    /gap \(500 ms\) must be shorter than the interval \(500 ms\)/,
  );
});
