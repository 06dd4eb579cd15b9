/**
 * The object-mask grammar at the type level: a string literal mask is parsed into a
 * {@link MaskTree} (or a syntax error message), in every form the service reads — `mask[a,b]`, a
 * bare list `a, b`, `[a, b]`, nesting `a[b,c]`, dotted paths `a.b.c`, type casts
 * `mask(Vendor_Hardware_Server)[…]` and `a(Type)[…]`, several masks `[mask[…], mask(Type)[…]]`,
 * `mask.a.b`, `filteredMask[…]` and whitespace anywhere (the grammar of `@svclib/testing`'s
 * `engine/object-mask.ts`).
 *
 * The parser reads one token per step (a property name is cut at the first delimiter, not read
 * character by character; a plain name followed by a comma is one step) and is tail-recursive with
 * its state in accumulators, so a mask of several hundred properties stays far below the
 * compiler's limit of 1,000 steps. What it builds is a union of dotted paths (`'id' |
 * 'datacenter.name'`), which is cheaper to grow than nested object types; an identical mask is
 * parsed once and cached by the checker.
 *
 * Types only: nothing here exists at run time.
 *
 * @module
 */

/**
 * A parsed mask: the union of the paths it selects, one per name (`'id' | 'datacenter' |
 * 'datacenter.name'`); a cast `(Type)` on a level is a path step `'(Type)'` (the type named without
 * `Vendor_`): `'(Hardware_Server)'` on the top level, `'datacenter.(Location)'` under a relation.
 * `never` for an empty mask.
 *
 * @example
 * ```ts
 * const paths: MaskPaths = 'datacenter.name';
 * ```
 */
export type MaskPaths = string;

/** Whitespace the service skips between tokens. */
type Space = ' ' | '\n' | '\t' | '\r';

/** `S` without leading whitespace. */
type TrimStart<S extends string> = S extends `${Space}${infer R}` ? TrimStart<R> : S;

/** `S` without trailing whitespace. */
type TrimEnd<S extends string> = S extends `${infer R}${Space}` ? TrimEnd<R> : S;

/** The text of `S` before the first `D` (all of `S` when it has none). */
type Cut<S extends string, D extends string> = S extends `${infer H}${D}${string}` ? H : S;

/** A character that ends a property name (besides `,`). */
type Delimiter = '[' | ']' | '.' | '(' | ')' | Space;

/**
 * The property name at the start of `S`: the text before the first delimiter or space. Most names
 * end at a `,`, so the text before the next `,` is tried first and cut further only when it holds
 * another delimiter.
 */
type Word<S extends string> = Cut<S, ','> extends infer W extends string
  ? W extends `${string}${Delimiter}${string}`
    ? Cut<Cut<Cut<Cut<Cut<Cut<Cut<Cut<W, '['>, ']'>, '.'>, '('>, ')'>, ' '>, '\n'>, '\t'>
    : W
  : never;

/** A type named in a cast, trimmed and without `Vendor_`. */
type CastName<T extends string> = TrimEnd<TrimStart<T>> extends `Vendor_${infer N}` ? N : TrimEnd<TrimStart<T>>;

/** The path of step `W` under `Path` (`''` is the top level). */
type Join<Path extends string, W extends string> = Path extends '' ? W : `${Path}.${W}`;

/** The level of the innermost open bracket (the top level when none is open). */
type Level<Stack extends readonly string[]> = Stack extends readonly [...unknown[], infer L extends string] ? L : '';

/** `Stack` without its innermost bracket. */
type Pop<Stack extends readonly string[]> = Stack extends readonly [...infer R extends string[], unknown] ? R : [];

/** Where the parser stopped, for messages: the rest of the text, or "the end". */
type At<S extends string> = S extends '' ? 'the end' : `'${S}'`;

/**
 * A syntax error of a mask: its message says what was expected and where.
 *
 * @example
 * ```ts
 * type E = MaskSyntaxError<"expected a property name at ']'">;
 * ```
 */
export interface MaskSyntaxError<Message extends string> {
  /** `mask syntax: …`. */
  readonly maskSyntax: `mask syntax: ${Message}`;
}

/**
 * Parses a string mask: its {@link MaskPaths}, or a {@link MaskSyntaxError}.
 *
 * @example
 * ```ts
 * type P = ParseMask<'mask[id, datacenter[name]]'>; // 'id' | 'datacenter' | 'datacenter.name'
 * ```
 */
export type ParseMask<S extends string> = Start<TrimStart<S>>;

/** The start: `filteredMask[`, the `mask` keyword, a bracket list or a bare list. */
type Start<S extends string> = S extends `filteredMask[${infer R}`
  ? ItemOrClose<R, [''], never>
  : S extends `mask${infer R}`
    ? MaskKeyword<TrimStart<R>, S>
    : S extends `[${infer R}`
      ? ItemOrClose<R, [''], never>
      : S extends ''
        ? never
        : Item<S, '', true, [], never>;

/** After a leading `mask`: a cast, `[`, `.` or the end make it the keyword; else it starts a property name. */
type MaskKeyword<R extends string, Whole extends string> = R extends `(${infer T})${infer Rest}`
  ? RootAfterCast<TrimStart<Rest>, `(${CastName<T>})`>
  : R extends `(${string}`
    ? MaskSyntaxError<`unclosed '(' at ${At<R>}`>
    : R extends `[${infer Rest}`
      ? ItemOrClose<Rest, [''], never>
      : R extends `.${infer Rest}`
        ? Item<Rest, '', true, [], never>
        : R extends ''
          ? never
          : Item<Whole, '', true, [], never>;

/** After `mask(Type)`: `[` or `.`. */
type RootAfterCast<R extends string, Acc extends string> = R extends `[${infer Rest}`
  ? ItemOrClose<Rest, [''], Acc>
  : R extends `.${infer Rest}`
    ? Item<Rest, '', true, [], Acc>
    : MaskSyntaxError<`expected '[' after the cast at ${At<R>}`>;

/** Just after `[`: `]` closes an empty list, anything else is the first item of the level. */
type ItemOrClose<S extends string, Stack extends readonly string[], Acc extends string> = TrimStart<S> extends `]${infer R}`
  ? After<R, Pop<Stack>, Acc>
  : Item<S, Level<Stack>, true, Stack, Acc>;

/**
 * An item: a property name under `Path` (`First` when it starts the item, where `mask[…]` and
 * `mask(Type)[…]` name the same level again). A plain name followed by a comma is one step.
 */
type Item<S extends string, Path extends string, First extends boolean, Stack extends readonly string[], Acc extends string> =
  TrimStart<S> extends infer T extends string
    ? T extends `${infer W},${infer R}`
      ? W extends '' | 'mask' | 'filteredMask' | `${string}${Delimiter}${string}`
        ? Slow<T, Path, First, Stack, Acc>
        : Item<R, Level<Stack>, true, Stack, Acc | Join<Path, W>>
      : Slow<T, Path, First, Stack, Acc>
    : never;

/** An item that is not a plain name followed by a comma (see {@link Item}). */
type Slow<T extends string, Path extends string, First extends boolean, Stack extends readonly string[], Acc extends string> =
  Word<T> extends infer W extends string
    ? W extends ''
      ? MaskSyntaxError<`expected a property name at ${At<T>}`>
      : T extends `${W}${infer R}`
        ? First extends true
          ? W extends 'mask' | 'filteredMask'
            ? NestedMask<TrimStart<R>, W, Path, Stack, Acc>
            : Named<TrimStart<R>, W, Path, Stack, Acc>
          : Named<TrimStart<R>, W, Path, Stack, Acc>
        : never
    : never;

/** `mask[…]` or `mask(Type)[…]` inside a list: its names belong to the list's own level. */
type NestedMask<R extends string, W extends string, Path extends string, Stack extends readonly string[], Acc extends string> =
  R extends `[${infer Rest}`
    ? ItemOrClose<Rest, [...Stack, Path], Acc>
    : R extends `(${infer T})${infer Rest}`
      ? TrimStart<Rest> extends `[${infer Inner}`
        ? ItemOrClose<Inner, [...Stack, Path], Acc | Join<Path, `(${CastName<T>})`>>
        : Named<R, W, Path, Stack, Acc>
      : Named<R, W, Path, Stack, Acc>;

/** After a property name: an optional cast, then `.` (a path goes on), `[` (a sub-list) or the item ends. */
type Named<R extends string, W extends string, Path extends string, Stack extends readonly string[], Acc extends string> =
  R extends `(${infer T})${infer Rest}`
    ? Step<TrimStart<Rest>, Join<Path, W>, Stack, Acc | Join<Path, W> | Join<Join<Path, W>, `(${CastName<T>})`>>
    : R extends `(${string}`
      ? MaskSyntaxError<`unclosed '(' at ${At<R>}`>
      : Step<R, Join<Path, W>, Stack, Acc | Join<Path, W>>;

/** After a name (and its cast): `.`, `[` or the end of the item. */
type Step<R extends string, Path extends string, Stack extends readonly string[], Acc extends string> = R extends `.${infer Rest}`
  ? Item<Rest, Path, false, Stack, Acc>
  : R extends `[${infer Rest}`
    ? ItemOrClose<Rest, [...Stack, Path], Acc>
    : After<R, Stack, Acc>;

/** After an item or a `]`: `,` (the next item of the level), `]` (closes it) or the end. */
type After<S extends string, Stack extends readonly string[], Acc extends string> = TrimStart<S> extends infer T extends string
  ? T extends ''
    ? Stack extends readonly []
      ? Acc
      : MaskSyntaxError<`expected ']' at the end`>
    : T extends `,${infer R}`
      ? Item<R, Level<Stack>, true, Stack, Acc>
      : T extends `]${infer R}`
        ? Stack extends readonly []
          ? MaskSyntaxError<`unexpected ']' at ${At<T>}`>
          : After<R, Pop<Stack>, Acc>
        : MaskSyntaxError<`expected ',' or ']' at ${At<T>}`>
  : never;
