import {createCarouselClock, type CarouselState} from '@site/src/lib/carouselClock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function started() {
  const changes: CarouselState[] = [];
  const clock = createCarouselClock({count: 10});
  clock.start();
  clock.subscribe(() => changes.push(clock.getState()));
  const after = (ms: number) => {
    vi.advanceTimersByTime(ms);
    return clock.getState().index;
  };
  return {clock, changes, after};
}

it('starts on the first quote, shows the next every 5 s, and loops from the tenth', () => {
  const {clock, changes, after} = started();
  const state = {index: 0, count: 10, playing: true, held: false, rotating: true};
  expect(clock.getState()).toEqual(state);
  expect([after(4999), after(1), changes.at(-1)?.index]).toEqual([0, 1, 1]);
  expect([after(8 * 5000), after(5000)]).toEqual([9, 0]);
});

it('moves back and forth, wrapping at both ends, restarting the countdown on a pick', () => {
  const {clock, after} = started();
  after(4000);
  clock.previous();
  expect(after(4000)).toBe(9);
  clock.next();
  clock.next();
  expect([after(4999), after(1)]).toEqual([1, 2]);
});

it('reports only real changes, and keeps its countdown when nothing changed', () => {
  const {clock, changes, after} = started();
  after(3000);
  clock.resume();
  expect(changes).toEqual([]);
  expect(after(2000)).toBe(1);
  clock.pause();
  clock.pause();
  expect(changes).toHaveLength(2);
});

it('does nothing before it starts or once stopped, holding no timer', () => {
  const idle = createCarouselClock({count: 10});
  idle.next();
  vi.advanceTimersByTime(60_000);
  expect([idle.getState(), vi.getTimerCount()]).toMatchObject([{index: 0, playing: true}, 0]);
  const {clock, changes, after} = started();
  clock.stop();
  expect(vi.getTimerCount()).toBe(0);
  clock.next();
  expect([after(60_000), changes, vi.getTimerCount()]).toEqual([0, [], 0]);
  clock.start();
  expect(after(5000)).toBe(1);
});

it.each([0, -1, 2.5])('refuses a count of %s', (count) => {
  expect(() => createCarouselClock({count})).toThrow(/count must be a positive whole number/);
});
