/**
 * Shell-style globs (`*` any run of characters, `?` one character) matched without regular
 * expressions: a pattern is cut at its stars into pieces that are found left to right, each at its
 * first place, so a match takes time linear in the pattern (times the length of the name, which is
 * short), however many stars it has. A regular expression built from `*` → `.*` backtracks
 * exponentially on `********#`.
 *
 * @module
 */

/** One character of a piece against one of the name: equal, or `?`. */
const same = (piece: string, name: string, from: number): boolean => {
  for (let i = 0; i < piece.length; i += 1) {
    const c = piece.charCodeAt(i);
    if (c !== 63 /* ? */ && c !== name.charCodeAt(from + i)) return false;
  }
  return true;
};

/** The first place at or after `from` where `piece` matches in `name` before `end`, or -1. */
function find(piece: string, name: string, from: number, end: number): number {
  for (let at = from; at + piece.length <= end; at += 1) if (same(piece, name, at)) return at;
  return -1;
}

/**
 * A test of whole names against a glob, ignoring case.
 *
 * @example
 * ```ts
 * const test = globMatcher('get*Ip*');
 * test('getPrimaryIpAddress'); // true
 * test('getObject'); // false
 * ```
 */
export function globMatcher(pattern: string): (name: string) => boolean {
  const pieces = pattern.toLowerCase().split('*');
  if (pieces.length === 1) {
    const [only = ''] = pieces;
    return (name) => name.length === only.length && same(only, name.toLowerCase(), 0);
  }
  // `a*b*c`: `a` starts the name, `c` ends it, the pieces between are found in order in between.
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  const middle = pieces.slice(1, -1).filter((piece) => piece !== '');
  const least = first.length + last.length + middle.reduce((n, piece) => n + piece.length, 0);
  return (original) => {
    if (original.length < least) return false;
    const name = original.toLowerCase();
    const end = name.length - last.length;
    if (!same(first, name, 0) || !same(last, name, end)) return false;
    let at = first.length;
    for (const piece of middle) {
      const found = find(piece, name, at, end);
      if (found < 0) return false;
      at = found + piece.length;
    }
    return true;
  };
}
