/**
 * A shuffle bag: draws items in random order without repeats until every item
 * has been drawn once (a cycle), then refills. The first item of a new cycle is
 * never the last item of the previous one, so the boundary shows no immediate
 * repeat (unless the bag holds a single item, where a repeat is unavoidable).
 */

/** A random source like `Math.random`: a number in [0, 1). Tests pass a seeded one. */
export type RandomSource = () => number;

export type ShuffleBag<T> = {next: () => T};

function randomIndex(random: RandomSource, length: number): number {
  // Guards against a source that returns exactly 1.
  return Math.min(Math.floor(random() * length), length - 1);
}

/** Fisher–Yates shuffle of the indices 0..length-1. */
function shuffledIndices(length: number, random: RandomSource): number[] {
  const order = Array.from({length}, (_, index) => index);
  for (let last = length - 1; last > 0; last -= 1) {
    const pick = randomIndex(random, last + 1);
    [order[last], order[pick]] = [order[pick], order[last]];
  }
  return order;
}

export function createShuffleBag<T>(items: readonly T[], random: RandomSource): ShuffleBag<T> {
  if (items.length === 0) throw new Error('createShuffleBag: the bag needs at least one item');
  let order: number[] = [];
  let lastIndex: number | null = null;

  return {
    next() {
      if (order.length === 0) {
        // Items are told apart by position, so equal values elsewhere in the list do not matter.
        order = shuffledIndices(items.length, random);
        if (order.length > 1 && order[0] === lastIndex) {
          // Swap the would-be repeat with a random later position: still a uniform pick among the rest.
          const swap = 1 + randomIndex(random, order.length - 1);
          [order[0], order[swap]] = [order[swap], order[0]];
        }
      }
      const index = order.shift()!;
      lastIndex = index;
      return items[index];
    },
  };
}
