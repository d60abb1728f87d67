import {createShuffleBag} from '@site/src/lib/shuffleBag';
import {seededRandom} from './seededRandom';

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

function drawCycles<T>(items: readonly T[], cycles: number, seed: number) {
  const bag = createShuffleBag(items, seededRandom(seed));
  return Array.from({length: cycles}, () => Array.from({length: items.length}, () => bag.next()));
}

describe('given a shuffle bag', () => {
  it('draws every item exactly once per cycle', () => {
    for (const cycle of drawCycles(ITEMS, 20, 1)) {
      expect(cycle.sort()).toEqual(ITEMS);
    }
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'never repeats an item across the cycle boundary (seed %i)',
    (seed) => {
      const cycles = drawCycles(ITEMS, 200, seed);
      cycles.slice(1).forEach((cycle, index) => {
        const lastOfPrevious = cycles[index].at(-1);
        expect(
          cycle[0],
          `cycle ${index + 2} starts with the item that ended cycle ${index + 1}`,
        ).not.toBe(lastOfPrevious);
      });
    },
  );

  it('keeps the boundary rule for two items: they simply alternate', () => {
    const [first, ...rest] = drawCycles(['x', 'y'], 50, 3).flat();
    let previous = first;
    for (const draw of rest) {
      expect(draw).not.toBe(previous);
      previous = draw;
    }
  });

  it('tells equal values apart by position', () => {
    for (const cycle of drawCycles(['same', 'same', 'other'], 10, 4)) {
      expect(cycle.sort()).toEqual(['other', 'same', 'same']);
    }
  });

  it('shuffles: cycles differ, and every item gets to open a cycle', () => {
    const cycles = drawCycles(ITEMS, 200, 5).map((cycle) => cycle.join(''));
    expect(new Set(cycles).size).toBeGreaterThan(150);
    expect(new Set(cycles.map((order) => order[0])).size).toBe(ITEMS.length);
  });

  it('repeats a single item, the only possible order', () => {
    const bag = createShuffleBag(['only'], seededRandom(6));
    expect([bag.next(), bag.next()]).toEqual(['only', 'only']);
  });

  it('copes with a random source that returns its upper bound', () => {
    const bag = createShuffleBag(ITEMS, () => 0.9999999999999999);
    const drawn = ITEMS.map(() => bag.next());
    expect(drawn.sort()).toEqual(ITEMS);
  });

  it('refuses an empty list', () => {
    expect(() => createShuffleBag([], Math.random)).toThrow(/at least one item/);
  });
});
