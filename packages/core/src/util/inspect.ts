/**
 * The symbol Node's `util.inspect` (and so `console.log`) looks up for a custom text form. Taken
 * from the global symbol registry, so the call path imports no Node module.
 *
 * @module
 */

/**
 * `util.inspect.custom`, without importing `node:util`.
 *
 * @example
 * ```ts
 * class Secret { [inspectSymbol](): string { return '<Secret>'; } }
 * ```
 */
export const inspectSymbol: unique symbol = Symbol.for('nodejs.util.inspect.custom');
