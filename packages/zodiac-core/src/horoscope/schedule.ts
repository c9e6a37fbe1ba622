import { hashString, seededRandom } from '../random';

// A walk is fixed by its seed and size, so it is computed once: one per sign and list, about five hundred.
// Seeds are built from sign and list names only (never from a request), so the map cannot grow past them.
const walks = new Map<string, { order: readonly number[]; offset: number }>();

function walkOf(seed: string, size: number): { order: readonly number[]; offset: number } {
  const key = `${seed}|${size}`;
  let walk = walks.get(key);
  if (!walk) {
    const order = seededRandom(`${seed}|order`).shuffle(Array.from({ length: size }, (_, i) => i));
    walk = { order, offset: hashString(seed) % size };
    walks.set(key, walk);
  }
  return walk;
}

/**
 * The entry of a bank of `size` entries taken at a position: a day number for daily readings, a week's,
 * month's or year's number for period readings. Each seed (a sign and a part of the reading) walks its own
 * fixed shuffle of the bank one step per position, so
 * - any `size` consecutive positions take distinct entries, and an entry returns exactly every `size`
 *   positions: a bank of at least 7 never repeats within a week, one of at least 16 is used at most 23 times
 *   a year;
 * - the answer is a pure function of (seed, size, position): no position needs another to be computed first.
 * `use` shifts the walk for a second user of the same bank on the same position, so users 0, 1, 2 … of a
 * bank of at least that many entries take distinct entries at every position.
 */
export function rotation(seed: string, size: number, position: number, use = 0): number {
  if (size < 1) throw new RangeError(`Cannot rotate through an empty bank (${seed})`);
  const { order, offset } = walkOf(seed, size);
  const at = (((position + offset + use) % size) + size) % size;
  return order[at] ?? 0;
}
