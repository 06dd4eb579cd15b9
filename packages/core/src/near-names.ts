/**
 * "Did you mean" at the type level: the names nearest to a misspelt one, for the messages of typed
 * selection (`unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?`) and of typed
 * calls (`unknown call option 'maks'; did you mean 'mask'?`).
 *
 * A name is near when it is the same name in another case; else when it shares the longest prefix
 * of three characters or more (`hostn` → `hostname`), preferring those one edit away (`getObjet` →
 * `getObject`); else when one edit turns one into the other (a character added, dropped or
 * replaced, or two neighbours swapped: `maks` → `mask`, `Acount` → `Account`). The edits are tried one position of the misspelt name at a time, each a
 * template-literal match against the known names, so the cost grows with the name's length times
 * the number of known names, and it is paid only when a name is wrong.
 *
 * Types only: nothing here exists at run time.
 *
 * @module
 */

/** The prefixes of `S` of three characters or more, longest first. */
type Prefixes<S extends string, Acc extends string = '', Out extends string[] = [], Seen extends unknown[] = []> = S extends `${infer C}${infer R}`
  ? Prefixes<R, `${Acc}${C}`, Seen extends [unknown, unknown, ...unknown[]] ? [`${Acc}${C}`, ...Out] : Out, [...Seen, C]>
  : Out;

/** The keys that start with the longest of `Ps` that any key starts with. */
type ByPrefix<Keys extends string, Ps extends string[]> = Ps extends [infer P extends string, ...infer R extends string[]]
  ? [Extract<Keys, `${P}${string}`>] extends [never]
    ? ByPrefix<Keys, R>
    : Extract<Keys, `${P}${string}`>
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
 * The keys one edit away from `Rest` after `Head` (the part of the misspelt name already walked):
 * a character added before, dropped, replaced or swapped with the next one at each position.
 */
type OneEdit<Keys extends string, Rest extends string, Head extends string = '', Out extends string = never> = Rest extends `${infer C}${infer Tail}`
  ? OneEdit<
      Keys,
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
 * names sharing its longest prefix of three characters or more (a name typed in part: `hostn` →
 * `hostname`), only those of them one edit away if there are (`getObjet` → `getObject`, not
 * `getObjectTypes`); else the names one edit away (`maks` → `mask`); `never` when none is near.
 *
 * @example
 * ```ts
 * type N = Nearest<'mask' | 'select' | 'limit', 'maks'>; // 'mask'
 * ```
 */
export type Nearest<Keys extends string, K extends string> = SameButCase<Keys, K> extends infer Same extends string
  ? [Same] extends [never]
    ? ByPrefix<Keys, Prefixes<K>> extends infer Prefixed extends string
      ? OneEdit<Keys, K> extends infer Edited extends string
        ? [Prefixed] extends [never]
          ? Edited
          : [Extract<Prefixed, Edited>] extends [never]
            ? Prefixed
            : Extract<Prefixed, Edited>
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
