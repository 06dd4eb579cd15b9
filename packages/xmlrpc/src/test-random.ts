/**
 * mulberry32, the seeded PRNG of this package's fuzz tests (the bench's codec suite uses the same one, from `@svclib/testing`; excluded from the
 * build: `test-*.ts`). `@svclib/testing` exports the same generator as `seededRandom`, but this
 * package cannot depend on it (`@svclib/testing` depends on `@svclib/xmlrpc`).
 *
 * @module
 */

/**
 * mulberry32: a small, fast, deterministic PRNG returning floats in `[0, 1)`.
 *
 * @example
 * ```ts
 * const random = prng(0x5eed);
 * const coin = random() < 0.5; // the same on every run
 * ```
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
