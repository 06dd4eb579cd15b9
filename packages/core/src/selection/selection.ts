/**
 * Typed selection (SPEC §13): a string mask literal or a `select` object is checked against the
 * record a call returns, and the result is narrowed to what it selects — by the service's
 * projection rule, which `@svclib/testing`'s fake server implements (`engine/projection.ts`):
 *
 * - at each level, when the mask names local properties, only those plus `id` (where the record
 *   has one); when it names none, every local property;
 * - plus the relations and counts it names, each narrowed by its own sub-mask (a relation named
 *   bare has its local properties);
 * - properties stay optional (the service leaves empty values out); lists stay lists.
 *
 * The record's relations, counts and bases come from `@svclib/model` (`RecordTypes`,
 * `RecordRelations`, `RecordBase`). A mask that is not a literal (`string`) checks nothing and
 * keeps the whole record type.
 *
 * Types only: nothing here exists at run time.
 *
 * @module
 */
import type { RecordBase, RecordLocalRecords, RecordRelations, RecordTypes, RecordValueRelations } from '@svclib/model';
import type { MaskSyntaxError, ParseMask } from './mask-parser.js';
import type { DidYouMean } from './near-names.js';

/**
 * The name of a record of the model (`'Virtual_Guest'`).
 *
 * @example
 * ```ts
 * const name: RecordName = 'Virtual_Guest';
 * ```
 */
export type RecordName = keyof RecordTypes;

/*
 * A level of a selection is either the paths of a string mask under that level (a union of
 * strings: `'name' | 'datacenter.name'`; see `mask-parser.ts`) or a `select` object. `never` is a
 * level that names nothing (a name selected bare).
 */

/** The first step of each path (a string mask's level). */
type Heads<P> = P extends `${infer H}.${string}` ? H : P;

/** The property names a level selects. */
type NamesOf<T> = T extends string ? Exclude<Heads<T>, `(${string})`> : Exclude<keyof T, '$cast'> & string;

/** A type name without `Vendor_`. */
type Short<C> = C extends `Vendor_${infer N}` ? N : C;

/** The types a level is cast to: `(Type)` steps of a string mask's level, `$cast` of a `select` object. */
type CastsOf<T> = T extends string
  ? T extends `(${infer C})`
    ? C
    : never
  : T extends { readonly $cast?: infer C }
    ? C extends string
      ? Short<C>
      : never
    : never;

/** The names of a level that have a sub-level (the others are selected bare). */
type Parents<T> = T extends string ? (T extends `${infer H}.${string}` ? H : never) : { [K in keyof T]: T[K] extends object ? K : never }[keyof T];

/** The level under property `K` of level `T` (`never` for a name selected bare, or `true` in a `select`). */
type Sub<T, K extends string> = T extends string ? (T extends `${K}.${infer R}` ? R : never) : K extends keyof T ? (T[K] extends object ? T[K] : never) : never;

/** Whether record `C` is `N` or extends it along `base`. */
type Extends<C extends string, N extends string> = C extends N ? true : C extends keyof RecordBase ? Extends<RecordBase[C], N> : false;

/** The casts of a level that name a record extending `N`. */
type ValidCasts<N extends string, C extends string> = C extends RecordName ? (Extends<C, N> extends true ? C : never) : never;

/** The records of `Ns` that have property `K`. */
type OwnerOf<Ns extends string, K extends string> = Ns extends RecordName ? (K extends keyof RecordTypes[Ns] ? Ns : never) : never;

/** What property `K` of record `O` is to a mask: a related record's name, `'#value'`, `'#count'` or `'#local'`. */
type CodeOf<O extends RecordName, K extends string> = K extends keyof RecordRelations[O]
  ? RecordRelations[O][K]
  : K extends keyof RecordLocalRecords[O]
    ? RecordLocalRecords[O][K]
    : K extends RecordValueRelations[O]
      ? '#value'
      : '#local';

/**
 * The properties of record `N` a level keeps when its mask names no local property: the local
 * properties, and the relations that hold a plain value (`primaryIpAddress`) — the real service
 * sends those only when named, the fake server with the locals; the type keeps them (optional) so
 * that it covers both.
 */
type LocalKeys<N extends RecordName> = Exclude<keyof RecordTypes[N], keyof RecordRelations[N]>;

/** `' (under a.b)'` for a nested level, nothing at the root. */
type Under<Path extends string> = Path extends '' ? '' : ` (under ${Path})`;

/** `a.b` → `a.b.c`. */
type Join<Path extends string, K extends string> = Path extends '' ? K : `${Path}.${K}`;

/** The message for property `K` that none of `Ns` has. */
type Unknown<Ns extends RecordName, N extends string, K extends string, Path extends string> =
  `unknown property '${K}' in ${N}${Under<Path>}${DidYouMean<(Ns extends RecordName ? keyof RecordTypes[Ns] : never) & string, K>}`;

/**
 * A problem of a mask: a message naming what is wrong and where (`unknown property 'hostnme' in
 * Virtual_Guest; did you mean 'hostname'?`).
 *
 * @example
 * ```ts
 * type P = MaskProblem<'Virtual_Guest', 'mask[id, hostnme]'>; // "unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?"
 * ```
 */
export type MaskProblem<N extends RecordName, S extends string> = TreeProblem<N, ParseMask<S>>;

/** The problems of a parsed mask (or its syntax error) applied to record `N`. */
type TreeProblem<N extends RecordName, T> = [T] extends [MaskSyntaxError<string>] ? (T extends MaskSyntaxError<string> ? T['maskSyntax'] : never) : LevelProblems<N, T, ''>;

/** The problems of a tree level applied to record `N` at `Path`. */
type LevelProblems<N extends RecordName, T, Path extends string> = CastsOf<T> extends infer C extends string
  ? [C] extends [never]
    ? NameProblems<N, T, NamesOf<T>, Parents<T>, Path>
    : CastProblems<N, C, Path> | CastNameProblems<N | ValidCasts<N, C>, N, T, NamesOf<T>, Path>
  : never;

/** Casts to an unknown type, or to one that does not extend the level's record. */
type CastProblems<N extends RecordName, C extends string, Path extends string> = C extends RecordName
  ? Extends<C, N> extends true
    ? never
    : `cast to '${C}'${Under<Path>}: it does not extend ${N}`
  : `unknown type '${C}' in a cast${Under<Path>}`;

/** The problems of each name of a level of record `N` (no cast). */
type NameProblems<N extends RecordName, T, K extends string, P, Path extends string> = K extends keyof RecordTypes[N]
  ? K extends P
    ? SubProblems<CodeOf<N, K>, Sub<T, K>, K, N, Join<Path, K>>
    : never
  : Unknown<N, N, K, Path>;

/** The problems of each name of a level cast to more records (`Ns`). */
type CastNameProblems<Ns extends RecordName, N extends RecordName, T, K extends string, Path extends string> = K extends unknown
  ? OwnerOf<Ns, K> extends infer O extends RecordName
    ? [O] extends [never]
      ? Unknown<Ns, N, K, Path>
      : [Sub<T, K>] extends [never]
        ? never
        : SubProblems<CodeOf<O, K>, Sub<T, K>, K, N, Join<Path, K>>
    : never
  : never;

/** The problems of the sub-mask of property `K`: a related record's level, or a value that takes none. */
type SubProblems<Code, Sub, K extends string, N extends string, Path extends string> = Code extends RecordName
  ? LevelProblems<Code, Sub, Path>
  : `'${K}' of ${N} is ${Code extends '#count' ? 'a count' : Code extends '#value' ? 'a relational value' : 'a local property'}: it takes no sub-mask`;

/**
 * Record `N` narrowed by tree level `T` (the projection rule of the module comment).
 *
 * @example
 * ```ts
 * type Guest = Narrow<'Virtual_Guest', { hostname: {}; datacenter: { name: {} } }>;
 * // { id?: number; hostname?: string; datacenter?: { id?: number; name?: string } }
 * ```
 */
export type Narrow<N extends RecordName, T> = CastsOf<T> extends infer C extends string
  ? [C] extends [never]
    ? NarrowOne<N, T, NamesOf<T>>
    : NarrowCast<N | ValidCasts<N, C>, T, NamesOf<T>>
  : never;

/*
 * Anonymous: the narrowed levels are mapped types written inside a conditional type, so that a
 * narrowed record carries no type alias. Two instantiations of one generic alias are compared by the
 * alias's variance, which the checker measures once by instantiating it with marker types — for
 * these aliases, over every record of the model (about 6 s); an anonymous type is compared by its
 * properties instead, which for a narrowed record are few.
 */

/** The named locals of record `N` among `Names`. */
type NamedLocals<N extends RecordName, Names extends string> = Names extends keyof RecordTypes[N]
  ? Names extends NotPlain<N>
    ? never
    : Names
  : never;

/**
 * The properties of record `N` a mask names as it names relations: relations, counts, relational
 * values, and local properties that hold a record (the fake server projects those as relations;
 * the real service keeps them among the locals, which the type keeps too).
 */
type NotPlain<N extends RecordName> = keyof RecordRelations[N] | keyof RecordLocalRecords[N] | RecordValueRelations[N];

/** The named relations, counts, relational values and record-holding locals of record `N` among `Names`. */
type NamedRelations<N extends RecordName, Names extends string> = Names extends NotPlain<N> ? Names : never;

/** The properties a level of record `N` (no cast) keeps: the named locals plus `id`, or every local; and the named relations and counts. */
type KeptOne<N extends RecordName, Names extends string> =
  | (NamedLocals<N, Names> extends infer L ? ([L] extends [never] ? LocalKeys<N> : L | ('id' & keyof RecordTypes[N])) : never)
  | NamedRelations<N, Names>;

/** A level of record `N` (no cast), narrowed. */
type NarrowOne<N extends RecordName, T, Names extends string> = N extends RecordName // (see Anonymous)
  ? {
      [K in KeptOne<N, Names> & keyof RecordTypes[N]]?: K extends keyof RecordRelations[N]
        ? Related<RecordRelations[N][K], RecordTypes[N][K], Sub<T, K & string>>
        : K extends Names & keyof RecordLocalRecords[N]
          ? [Sub<T, K & string>] extends [never]
            ? RecordTypes[N][K] // a record-holding local named bare comes whole
            : Related<RecordLocalRecords[N][K], RecordTypes[N][K], Sub<T, K & string>>
          : RecordTypes[N][K];
    }
  : never;

/** A relation's value narrowed by its sub-mask (a list stays a list), or a count or relational value as sent. */
type Related<Code, V, Sub> = Code extends RecordName ? (Exclude<V, undefined> extends readonly unknown[] ? Narrow<Code, Sub>[] : Narrow<Code, Sub>) : Exclude<V, undefined>;

/** The local properties (and relational values) of any of `Ns`. */
type LocalsOf<Ns extends string> = Ns extends RecordName ? LocalKeys<Ns> : never;

/** The plain local properties of any of `Ns` (not relational values, not records). */
type PlainLocalsOf<Ns extends string> = Ns extends RecordName ? Exclude<LocalKeys<Ns>, NotPlain<Ns>> : never;

/** Every property of any of `Ns`. */
type KeysOf<Ns extends string> = Ns extends RecordName ? keyof RecordTypes[Ns] : never;

/** The type of property `K` of the first of `Ns` that has it, without `undefined`. */
type PropertyOf<Ns extends string, K extends string> = Ns extends RecordName
  ? K extends keyof RecordTypes[Ns]
    ? Exclude<RecordTypes[Ns][K], undefined>
    : never
  : never;

/** The properties a level cast to more records keeps (see {@link NarrowOne}). */
type Kept<Ns extends string, Names extends string> = Extract<Names, PlainLocalsOf<Ns>> extends infer Named
  ? ([Named] extends [never] ? LocalsOf<Ns> : Named | ('id' & KeysOf<Ns>)) | Exclude<Extract<Names, KeysOf<Ns>>, PlainLocalsOf<Ns>>
  : never;

/** A level cast to more records: the properties of any of them. */
type NarrowCast<Ns extends string, T, Names extends string> = [Ns] extends [string] // (see Anonymous)
  ? {
      [K in Kept<Ns, Names> & string]?: K extends Names ? CastValue<Ns, K, Sub<T, K>> : PropertyOf<Ns, K>;
    }
  : never;

/** A named property's value on a level cast to more records. */
type CastValue<Ns extends string, K extends string, S> = OwnerOf<Ns, K> extends infer O extends RecordName
  ? CodeOf<O, K> extends infer R
    ? R extends RecordName
      ? PropertyOf<O, K> extends readonly unknown[]
        ? Narrow<R, S>[]
        : Narrow<R, S>
      : PropertyOf<O, K>
    : never
  : never;

/**
 * The object form of a mask (call option `select`): each property of the record as `true`, or, for
 * a relation, the selection of the related record; `$cast` names a record the level is cast to.
 *
 * @example
 * ```ts
 * const select: Selection = { id: true, hostname: true, datacenter: { name: true } };
 * ```
 */
export interface Selection {
  /** The record this level is cast to (`'Hardware_Server'`; `Vendor_` may be given). */
  readonly $cast?: string;
  /** A property: `true`, or the selection of a related record. */
  readonly [property: string]: true | Selection | string | undefined;
}

/**
 * The problems of a `select` object applied to record `N` (`never` when it is right).
 *
 * @example
 * ```ts
 * type P = SelectionProblem<'Virtual_Guest', { hostnme: true }>; // "unknown property 'hostnme' in Virtual_Guest; …"
 * ```
 */
export type SelectionProblem<N extends RecordName, Q> = LevelProblems<N, Q, ''>;

/**
 * The `mask` option of a call whose result is record `N` (`never` for a primitive result): a
 * literal is checked (a problem turns into the message type, which the literal does not match);
 * any other string is taken as it is.
 *
 * @example
 * ```ts
 * type Ok = CheckedMask<'Virtual_Guest', 'id, hostname'>; // 'id, hostname'
 * type Bad = CheckedMask<'Virtual_Guest', 'id, hostnme'>; // "unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?"
 * ```
 */
export type CheckedMask<N extends string, K extends string> = [N] extends [never]
  ? K
  : string extends K
    ? K
    : K extends unknown
      ? N extends RecordName
        ? TreeProblem<N, ParseMask<K>> extends infer P
          ? [P] extends [never]
            ? K
            : P | Completions<N, K>
          : never
        : K
      : never;

/*
 * Completions inside a mask string: while a mask is being typed, it ends in a partial name (or in
 * `, ` / `[` before the next one). Its type is then a problem, and alongside the problem message it
 * offers the whole mask completed with each property of the record at that place whose name starts
 * with what was typed — the editor lists them as completions of the string.
 */

/** A character of a property name. */
type NameChar =
  | 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w'
  | 'x' | 'y' | 'z' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T'
  | 'U' | 'V' | 'W' | 'X' | 'Y' | 'Z' | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '_';

/** The name characters `S` ends with (the name being typed), reversed into `Acc` one step at a time. */
type TrailingName<S extends string, Acc extends string = ''> = S extends `${infer Rest}${NameChar}`
  ? S extends `${Rest}${infer C}`
    ? TrailingName<Rest, `${C}${Acc}`>
    : Acc
  : Acc;

/** The step a probe puts where the name being typed is (no property is called so). */
type Probe = '⁎';

/** The paths of `Head` with the probe as its last name, closing up to four open brackets. */
type ProbePaths<Head extends string> = ParseMask<`${Head}${Probe}`> extends infer A
  ? A extends MaskSyntaxError<string>
    ? ParseMask<`${Head}${Probe}]`> extends infer B
      ? B extends MaskSyntaxError<string>
        ? ParseMask<`${Head}${Probe}]]`> extends infer C
          ? C extends MaskSyntaxError<string>
            ? ParseMask<`${Head}${Probe}]]]`> extends infer D
              ? D extends MaskSyntaxError<string>
                ? never
                : D
              : never
            : C
          : never
        : B
      : never
    : A
  : never;

/** The record at a level path (`'datacenter'`, `'a.b'`) under record `N`, following relations and record-holding locals. */
type RecordAt<N extends RecordName, Path extends string> = Path extends ''
  ? N
  : Path extends `${infer H}.${infer R}`
    ? CodeOf<N, H> extends infer C extends RecordName
      ? RecordAt<C, R>
      : never
    : CodeOf<N, Path> extends infer C extends RecordName
      ? C
      : never;

/** The completed masks: `Head` followed by each property of the record at the probe whose name starts with `W`. */
type Completions<N extends RecordName, K extends string> = TrailingName<K> extends infer W extends string
  ? K extends `${infer Head}${W}`
    ? Extract<ProbePaths<Head>, Probe | `${string}.${Probe}`> extends infer At extends string
      ? [At] extends [never]
        ? never
        : RecordAt<N, At extends `${infer L}.${Probe}` ? L : ''> extends infer R extends RecordName
          ? [R] extends [never]
            ? never
            : `${Head}${Exclude<Extract<keyof RecordTypes[R] & string, `${W}${string}`>, W>}`
          : never
      : never
    : never
  : never;

/**
 * The `select` option of a call whose result is record `N`: `Q` when right, else its problems.
 *
 * @example
 * ```ts
 * type Ok = CheckedSelection<'Virtual_Guest', { id: true }>; // { id: true }
 * ```
 */
export type CheckedSelection<N extends string, Q> = [Q] extends [never]
  ? Q // (a branch that is `Q` itself, so that `Q` is inferred from a `select` object even when `N` is known)
  : Selection extends Q
    ? Q // not a literal: checks nothing
    : [N] extends [never]
      ? Q
      : N extends RecordName
    ? SelectionProblem<N, Q> extends infer P
      ? [P] extends [never]
        ? Q
        : P
      : never
    : Q;

/**
 * The message when a call gives both `mask` and `select` (the type a `mask` or `select` then gets).
 *
 * @example
 * ```ts
 * import type { MaskAndSelect } from '@svclib/core/wire';
 * const message: MaskAndSelect = "give either 'mask' or 'select', not both";
 * ```
 */
export type MaskAndSelect = "give either 'mask' or 'select', not both";
type Both = MaskAndSelect;

/** `true` for `any` (a signature compared with its type parameters erased checks nothing). */
type IsAny<T> = 0 extends 1 & T ? true : false;

/**
 * `true` when a call gives both a mask `K` and a selection `Q`, one of them a literal (both typed
 * only as `string` (or an object mask) and `Selection`, as when options pass through, cannot be told
 * apart from absent); the managers' overloads use it as the client's calls do.
 *
 * @example
 * ```ts
 * import type { MaskSelectConflict } from '@svclib/core/wire';
 * type Yes = MaskSelectConflict<'id', { id: true }>; // true
 * type No = MaskSelectConflict<'id', never>; // false
 * ```
 */
export type MaskSelectConflict<K, Q> = [K] extends [never]
  ? false
  : [Q] extends [never]
    ? false
    : string extends K
      ? Selection extends Q
        ? false
        : true
      : true;

/**
 * The `mask` and `select` options of a typed call whose result is record `N`: `K` is the mask as
 * written (inferred; `never` when absent), `Q` the `select` object (inferred; `never` when absent).
 *
 * @example
 * ```ts
 * const options: SelectionOptions<'Virtual_Guest', 'id, hostname', never> = { mask: 'id, hostname' };
 * ```
 */
export interface SelectionOptions<N extends string, K extends string, Q> {
  /**
   * Object mask: a string, checked against the result's record when it is a literal (a misspelt
   * property is a compile error naming it), and the result narrowed to what it selects; or an
   * object mask struct, sent as given. Header `Vendor_ObjectMask: { mask }` (a string is trimmed
   * and wrapped as `mask[…]` unless it starts with `mask` or `[`).
   *
   * @example
   * ```ts
   * const guest = await client.call('Virtual_Guest', 'getObject', { id, mask: 'id, hostname, datacenter.name' });
   * guest.datacenter?.name; // guest: { id?: number; hostname?: string; datacenter?: { id?: number; name?: string } }
   * ```
   */
  mask?: (IsAny<K | Q> extends true ? string : MaskSelectConflict<K, Q> extends true ? Both : CheckedMask<N, K>) | Record<string, unknown> | undefined;
  /**
   * The object form of a mask: `{ id: true, datacenter: { name: true } }`, checked against the
   * result's record, sent as the equivalent mask string, and the result narrowed the same way.
   * Not together with `mask` (a `TypeError`).
   *
   * @example
   * ```ts
   * const guest = await client.call('Virtual_Guest', 'getObject', { id, select: { hostname: true, datacenter: { name: true } } });
   * ```
   */
  select?: (IsAny<K | Q> extends true ? Selection : MaskSelectConflict<K, Q> extends true ? Both : CheckedSelection<N, Q>) | undefined;
}

/**
 * A result of record `N` narrowed by the mask `K` or the selection `Q` of the call (the whole
 * result `R` when neither is a literal, or the result is not a record).
 *
 * @example
 * ```ts
 * type Guests = Selected<Virtual_Guest[], 'Virtual_Guest', 'id, hostname', never>; // { id?: number; hostname?: string }[]
 * ```
 */
export type Selected<R, N extends string, K extends string, Q> = [N] extends [never]
  ? R
  : N extends RecordName
    ? [Q] extends [never]
      ? [K] extends [never]
        ? R
        : string extends K
          ? R
          : K extends unknown
            ? ApplyTree<R, N, ParseMask<K>>
            : never
      : Selection extends Q
        ? R
        : ApplyTree<R, N, Q>
    : R;

/** `R` narrowed by tree `T` (a syntax error keeps `R`). */
type ApplyTree<R, N extends RecordName, T> = [T] extends [MaskSyntaxError<string>] ? R : R extends readonly unknown[] ? Narrow<N, T>[] : Narrow<N, T>;

/**
 * A mask tree (a parsed string mask) as the keys it selects, for tests that compare a result's
 * keys with what a mask asked for.
 *
 * @example
 * ```ts
 * type Keys = SelectedNames<'id, datacenter.name'>; // 'id' | 'datacenter'
 * ```
 */
export type SelectedNames<S extends string> = NamesOf<ParseMask<S>>;
