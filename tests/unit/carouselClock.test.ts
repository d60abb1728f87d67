import {createCarouselClock, type CarouselState} from '@site/src/lib/carouselClock';

describe('given the testimonial carousel clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function startClock({startPaused = false} = {}) {
    const changes: CarouselState[] = [];
    const clock = createCarouselClock({count: 10});
    clock.start(startPaused);
    clock.subscribe(() => changes.push(clock.getState()));
    return {clock, changes};
  }

  it('starts on the first quote, playing', () => {
    const {clock} = startClock();
    expect(clock.getState()).toEqual({
      index: 0,
      count: 10,
      playing: true,
      held: false,
      rotating: true,
    });
  });

  it('shows the next quote after 5 s, not before', () => {
    const {clock, changes} = startClock();
    vi.advanceTimersByTime(4999);
    expect(clock.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(clock.getState().index).toBe(1);
    expect(changes.at(-1)?.index).toBe(1);
  });

  it('loops from the tenth quote back to the first', () => {
    const {clock} = startClock();
    vi.advanceTimersByTime(9 * 5000);
    expect(clock.getState().index).toBe(9);
    vi.advanceTimersByTime(5000);
    expect(clock.getState().index).toBe(0);
  });

  it('does not rotate while held (hovered), and gives the quote a full 5 s after it is let go', () => {
    const {clock} = startClock();
    vi.advanceTimersByTime(3000);
    clock.pause();
    expect(clock.getState().rotating).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(clock.getState().index).toBe(0);
    clock.resume();
    vi.advanceTimersByTime(4999);
    expect(clock.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(clock.getState().index).toBe(1);
  });

  it('does not rotate while held (focused), and resumes when let go', () => {
    const {clock} = startClock();
    clock.pause();
    vi.advanceTimersByTime(20_000);
    expect(clock.getState()).toMatchObject({index: 0, playing: true, held: true, rotating: false});
    clock.resume();
    vi.advanceTimersByTime(5000);
    expect(clock.getState().index).toBe(1);
  });

  it('ignores a second pause, as the pop-up scheduler does', () => {
    const {clock} = startClock();
    clock.pause();
    clock.pause();
    vi.advanceTimersByTime(10_000);
    expect(clock.getState().index).toBe(0);
    clock.resume();
    vi.advanceTimersByTime(5000);
    expect(clock.getState().index).toBe(1);
  });

  it('stops for good on Pause, and starts again on Play', () => {
    const {clock} = startClock();
    clock.setPlaying(false);
    expect(clock.getState()).toMatchObject({playing: false, rotating: false});
    vi.advanceTimersByTime(60_000);
    expect(clock.getState().index).toBe(0);
    clock.setPlaying(true);
    vi.advanceTimersByTime(5000);
    expect(clock.getState().index).toBe(1);
  });

  it('toggles between playing and paused', () => {
    const {clock} = startClock();
    clock.toggle();
    expect(clock.getState().playing).toBe(false);
    clock.toggle();
    expect(clock.getState().playing).toBe(true);
  });

  it('moves forward and back with next and previous, wrapping at both ends', () => {
    const {clock} = startClock({startPaused: true});
    clock.previous();
    expect(clock.getState().index).toBe(9);
    clock.next();
    clock.next();
    expect(clock.getState().index).toBe(1);
  });

  it('restarts the countdown when the visitor picks a quote', () => {
    const {clock} = startClock();
    vi.advanceTimersByTime(4000);
    clock.next();
    vi.advanceTimersByTime(4000);
    expect(clock.getState().index).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(clock.getState().index).toBe(2);
  });

  it('starts paused when asked to (prefers-reduced-motion)', () => {
    const {clock, changes} = startClock({startPaused: true});
    expect(clock.getState()).toMatchObject({playing: false, rotating: false});
    vi.advanceTimersByTime(60_000);
    expect(clock.getState().index).toBe(0);
    expect(changes).toEqual([]);
  });

  it('reports only real changes', () => {
    const {clock, changes} = startClock();
    clock.resume();
    clock.setPlaying(true);
    expect(changes).toEqual([]);
    clock.pause();
    clock.pause();
    expect(changes).toHaveLength(1);
  });

  it('does not restart the countdown when nothing changed', () => {
    const {clock} = startClock();
    vi.advanceTimersByTime(3000);
    clock.resume();
    clock.setPlaying(true);
    vi.advanceTimersByTime(2000);
    expect(clock.getState().index).toBe(1);
  });

  it('stops its timer when stopped, and does nothing until started again', () => {
    const {clock, changes} = startClock();
    clock.stop();
    vi.advanceTimersByTime(60_000);
    clock.next();
    expect(changes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    clock.start();
    vi.advanceTimersByTime(5000);
    expect(clock.getState().index).toBe(1);
  });

  it('does nothing before it starts', () => {
    const clock = createCarouselClock({count: 10});
    clock.next();
    vi.advanceTimersByTime(60_000);
    expect(clock.getState()).toMatchObject({index: 0, playing: true});
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the timers it is given', () => {
    const scheduled: {callback: () => void; ms: number}[] = [];
    const clock = createCarouselClock({
      count: 3,
      timers: {
        setTimeout: (callback, ms) => scheduled.push({callback, ms}),
        clearTimeout: () => {},
      },
    });
    clock.start();
    expect(scheduled.at(-1)?.ms).toBe(5000);
    scheduled.at(-1)?.callback();
    expect(clock.getState().index).toBe(1);
  });

  it.each([0, -1, 2.5])('refuses a count of %s', (count) => {
    expect(() => createCarouselClock({count})).toThrow(/count must be a positive whole number/);
  });
});
