/**
 * The two kinds of method entry of the generated `ServiceMap`: kept apart from the helper
 * types over the map (`calls.ts`, which re-exports them) so that the generated map imports them
 * without an import cycle.
 *
 * @module
 */

/**
 * A method that acts on one object: the call needs an init id.
 *
 * @typeParam P - The positional parameters (optional elements where the description gives a default).
 * @typeParam R - The result as sent (a list where the method returns one; `null` for `void`).
 * @typeParam G - For an implied `get<Property>` getter, the property's name: the filter's group key.
 * @typeParam N - The name of the result's record (`never` for a primitive result): typed selection reads it.
 * @category Typed calls
 * @example
 * ```ts
 * type GetTags = ObjectMethod<[], Tag_Reference[], 'tagReferences'>;
 * ```
 */
export interface ObjectMethod<P, R, G = never, N extends string = never> {
  /** Positional parameters. */
  readonly params: P;
  /** The result. */
  readonly result: R;
  /** Callable without an id: no. */
  readonly static: false;
  /** The group key of the filter (implied getters), `never` when the filter is keyed by the result's properties. */
  readonly group: G;
  /** The name of the result's record (or of a list's item record), `never` for a primitive result. */
  readonly record: N;
}

/**
 * A method callable without an init id (`createObject`, `Account`'s getters, …).
 *
 * @typeParam P - The positional parameters.
 * @typeParam R - The result as sent.
 * @typeParam G - For an implied getter, the property's name (the filter's group key).
 * @typeParam N - The name of the result's record (`never` for a primitive result).
 * @category Typed calls
 * @example
 * ```ts
 * type Create = StaticMethod<[templateObject: Virtual_Guest], Virtual_Guest>;
 * ```
 */
export interface StaticMethod<P, R, G = never, N extends string = never> {
  /** Positional parameters. */
  readonly params: P;
  /** The result. */
  readonly result: R;
  /** Callable without an id: yes. */
  readonly static: true;
  /** The group key of the filter (implied getters), `never` when the filter is keyed by the result's properties. */
  readonly group: G;
  /** The name of the result's record (or of a list's item record), `never` for a primitive result. */
  readonly record: N;
}
