/**
 * "Did you mean" at the type level: the names nearest to a misspelt one, for the messages of typed
 * selection (`unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?`) and of typed
 * calls (`unknown call option 'maks'; did you mean 'mask'?`).
 *
 * A name is near when it is the same name in another case; else when it shares with the misspelt
 * name its longest prefix, of three characters or more and at least half of the name (`hostn` →
 * `hostname`), preferring those one edit away (`getObjet` → `getObject`); else when one edit turns
 * one into the other (a character added, dropped or replaced, or two neighbours swapped: `maks` →
 * `mask`, `Acount` → `Account`). Both walk the misspelt name one character at a time, keeping only
 * the known names that still share what was walked, so the cost grows with the name's length times
 * the names that share its first characters, and is paid only when a name is wrong.
 *
 * Types only: nothing here exists at run time.
 *
 * @module
 */

/** A `0` for each character of `S`. */
type Zeros<S extends string, Out extends 0[] = []> = S extends `${string}${infer R}` ? Zeros<R, [...Out, 0]> : Out;

/**
 * The keys sharing the longest prefix with `K`, and that prefix's length (a `0` per character): the
 * keys are narrowed one character of `K` at a time, until none would be left.
 */
type LongestShared<Keys extends string, K extends string, Head extends string = '', Depth extends 0[] = []> = K extends `${infer C}${infer R}`
  ? Extract<Keys, `${Head}${C}${string}`> extends infer Next extends string
    ? [Next] extends [never]
      ? [Keys, Depth]
      : LongestShared<Next, R, `${Head}${C}`, [...Depth, 0]>
    : never
  : [Keys, Depth];

/**
 * The keys sharing the longest prefix with `K` when that prefix is three characters or more and at
 * least half of `K` (`hostn` → `hostname`; not `getbject` → every `get…` method).
 */
type ByPrefix<Keys extends string, K extends string> = LongestShared<Keys, K> extends [infer P extends string, infer D extends 0[]]
  ? D extends [0, 0, 0, ...0[]]
    ? [...D, ...D] extends [...Zeros<K>, ...0[]]
      ? P
      : never
    : never
  : never;

/** The keys that are `Head`, one character, then `Tail`. */
type OneBetween<Keys extends string, Head extends string, Tail extends string> = Keys extends `${Head}${infer X}${Tail}`
  ? X extends `${string}${infer R}`
    ? R extends ''
      ? Keys
      : never
    : never
  : never;

/**
 * The keys one edit away from `Head` + `Rest` (`Head`, the part of the misspelt name already
 * walked, starts every key of `Keys`): a character added before, dropped, replaced or swapped with
 * the next one at each position. Each step keeps only the keys that go on with the next character,
 * so the walk ends early once none does.
 */
type OneEdit<Keys extends string, Rest extends string, Head extends string = '', Out extends string = never> = [Keys] extends [never]
  ? Out
  : Rest extends `${infer C}${infer Tail}`
    ? OneEdit<
        Extract<Keys, `${Head}${C}${string}`>,
        Tail,
        `${Head}${C}`,
        | Out
        | OneBetween<Keys, Head, Rest>
        | OneBetween<Keys, Head, Tail>
        | Extract<Keys, `${Head}${Tail}`>
        | (Tail extends `${infer D}${infer R}` ? Extract<Keys, `${Head}${D}${C}${R}`> : never)
      >
    : Out | OneBetween<Keys, Head, ''>;

/**
 * The keys that are `K` in another case. (Over `K` first: while `K` is still a type parameter, as
 * in a generic signature's declared types, this stays one deferred type instead of one per key.)
 */
type SameButCase<Keys extends string, K extends string> = K extends string
  ? Keys extends unknown
    ? Lowercase<Keys> extends Lowercase<K>
      ? Keys
      : never
    : never
  : never;

/**
 * The names among `Keys` nearest to the misspelt `K`: the same name in another case; else the
 * names sharing its longest prefix, when that is three characters or more and at least half of `K`
 * (a name typed in part: `hostn` → `hostname`), only those of them one edit away if there are
 * (`getObjet` → `getObject`, not `getObjectTypes`); else the names one edit away (`maks` → `mask`);
 * `never` when none is near.
 *
 * @example
 * ```ts
 * type N = Nearest<'mask' | 'select' | 'limit', 'maks'>; // 'mask'
 * ```
 */
export type Nearest<Keys extends string, K extends string> = SameButCase<Keys, K> extends infer Same extends string
  ? [Same] extends [never]
    ? ByPrefix<Keys, K> extends infer Prefixed extends string
      ? [Prefixed] extends [never]
        ? OneEdit<Keys, K>
        : OneEdit<Prefixed, K> extends infer Edited extends string
          ? [Edited] extends [never]
            ? Prefixed
            : Edited
          : never
      : never
    : Same
  : never;

/**
 * `; did you mean 'x'?` for each name of `Keys` nearest to `K` (a union when several are as near),
 * or `''` when none is.
 *
 * @example
 * ```ts
 * type D = DidYouMean<'mask' | 'select', 'maks'>; // "; did you mean 'mask'?"
 * ```
 */
export type DidYouMean<Keys extends string, K extends string> = Nearest<Keys, K> extends infer M extends string
  ? [M] extends [never]
    ? ''
    : `; did you mean '${M}'?`
  : '';
