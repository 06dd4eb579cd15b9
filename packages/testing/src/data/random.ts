/**
 * A small seeded pseudo-random generator, so the dataset is the same on every run.
 *
 * @module
 */

/**
 * A deterministic generator of numbers in `[0, 1)`.
 *
 * @example
 * ```ts
 * const random: Random = seededRandom(42);
 * const coin = random() < 0.5;
 * ```
 */
export type Random = () => number;

/**
 * A seeded pseudo-random generator (mulberry32): the same seed and keys give the same sequence
 * of numbers in `[0, 1)` on every run and platform. The optional stream keys derive independent
 * sequences from one seed, so item `i` of a list can be generated alone (lazily) and still come
 * out the same as in a full generation. Not for cryptography.
 *
 * @param seed - Any 32-bit integer (higher bits are dropped).
 * @param keys - Stream keys mixed into the seed (none: plain mulberry32 of `seed`).
 * @returns A generator of numbers in `[0, 1)`.
 * @example
 * ```ts
 * import { seededRandom } from '@svclib/testing';
 *
 * const random = seededRandom(0x5eed);
 * const dice = Math.floor(random() * 6) + 1; // the same on every run
 * const itemSeven = seededRandom(0x5eed, 1, 7); // an independent stream for item 7
 * ```
 */
export function seededRandom(seed: number, ...keys: number[]): Random {
  let state = seed >>> 0;
  for (const key of keys) state = Math.imul(state ^ (key + 0x9e3779b9), 0x85ebca6b) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One element of `items`, chosen by `random`. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** A version-4-shaped UUID drawn from `random`. */
export function uuidFrom(random: Random): string {
  const word = (): string => Math.floor(random() * 4_294_967_296).toString(16).padStart(8, '0');
  const hex = word() + word() + word() + word();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
