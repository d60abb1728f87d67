import {createCarouselClock, type CarouselState} from '@site/src/lib/carouselClock';

describe('given the testimonial carousel clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function startClock(options: {startPaused?: boolean} = {}) {
    const changes: CarouselState[] = [];
    const clock = createCarouselClock({
      count: 10,
      onChange: (state) => changes.push(state),
      ...options,
    });
    return {clock, changes};
  }

  it('starts on the first quote, playing', () => {
    const {clock} = startClock();
    expect(clock.getState()).toEqual({
      index: 0,
      count: 10,
      playing: true,
      hovered: false,
      focused: false,
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

  it('does not rotate while hovered, and gives the quote a full 5 s after the pointer leaves', () => {
    const {clock} = startClock();
    vi.advanceTimersByTime(3000);
    clock.setHovered(true);
    expect(clock.getState().rotating).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(clock.getState().index).toBe(0);
    clock.setHovered(false);
    vi.advanceTimersByTime(4999);
    expect(clock.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(clock.getState().index).toBe(1);
  });

  it('does not rotate while focus is inside, and resumes when it leaves', () => {
    const {clock} = startClock();
    clock.setFocused(true);
    vi.advanceTimersByTime(20_000);
    expect(clock.getState()).toMatchObject({index: 0, playing: true, rotating: false});
    clock.setFocused(false);
    vi.advanceTimersByTime(5000);
    expect(clock.getState().index).toBe(1);
  });

  it('stays paused while either hover or focus holds it', () => {
    const {clock} = startClock();
    clock.setHovered(true);
    clock.setFocused(true);
    clock.setHovered(false);
    vi.advanceTimersByTime(10_000);
    expect(clock.getState().index).toBe(0);
  });

  it('stops for good on Pause, and starts again on Play', () => {
    const {clock} = startClock();
    clock.pause();
    expect(clock.getState()).toMatchObject({playing: false, rotating: false});
    vi.advanceTimersByTime(60_000);
    expect(clock.getState().index).toBe(0);
    clock.play();
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
    clock.setHovered(false);
    clock.play();
    expect(changes).toEqual([]);
    clock.setHovered(true);
    clock.setHovered(true);
    expect(changes).toHaveLength(1);
  });

  it('does not restart the countdown when nothing changed', () => {
    const {clock} = startClock();
    vi.advanceTimersByTime(3000);
    clock.setFocused(false);
    clock.play();
    vi.advanceTimersByTime(2000);
    expect(clock.getState().index).toBe(1);
  });

  it('stops its timer when disposed', () => {
    const {clock, changes} = startClock();
    clock.dispose();
    vi.advanceTimersByTime(60_000);
    clock.next();
    expect(changes).toEqual([]);
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
    expect(scheduled.at(-1)?.ms).toBe(5000);
    scheduled.at(-1)?.callback();
    expect(clock.getState().index).toBe(1);
  });

  it.each([0, -1, 2.5])('refuses a count of %s', (count) => {
    expect(() => createCarouselClock({count})).toThrow(/count must be a positive whole number/);
  });
});
