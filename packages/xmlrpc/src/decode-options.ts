/**
 * Normalization of {@link XmlRpcDecodeOptions}, once, at the boundary.
 *
 * @internal
 * @packageDocumentation
 */

import type { XmlRpcDecodeOptions } from './value-types.js';

/** Defaults of the decode options. */
export const DECODE_DEFAULTS = Object.freeze({
  maxDepth: 256,
  maxBytes: 256 * 1024 * 1024,
});

/** Decode options with defaults applied. */
export interface ResolvedDecodeOptions {
  readonly maxDepth: number;
  readonly maxBytes: number;
  readonly signal: AbortSignal | undefined;
}

const KNOWN = new Set(['maxDepth', 'maxBytes', 'signal']);

/**
 * Checks the options and applies defaults.
 *
 * @param options - What the caller passed.
 * @returns The resolved options.
 * @throws `TypeError` for unknown keys or values of the wrong type.
 */
export function resolveDecodeOptions(options: XmlRpcDecodeOptions | undefined): ResolvedDecodeOptions {
  if (options === undefined) {
    return { maxDepth: DECODE_DEFAULTS.maxDepth, maxBytes: DECODE_DEFAULTS.maxBytes, signal: undefined };
  }
  if (options === null || typeof options !== 'object') {
    throw new TypeError('decode options must be an object');
  }
  const unknown = Object.keys(options).filter((key) => !KNOWN.has(key));
  if (unknown.length !== 0) {
    throw new TypeError(`Unknown decode option(s): ${unknown.join(', ')}`);
  }
  // Own properties only (a copy without a prototype): an inherited `signal` or `maxBytes` set on
  // `Object.prototype` by other code is not an option.
  const own = Object.assign(Object.create(null) as XmlRpcDecodeOptions, options);
  const { maxDepth = DECODE_DEFAULTS.maxDepth, maxBytes = DECODE_DEFAULTS.maxBytes, signal } = own;
  if (!Number.isSafeInteger(maxDepth) || maxDepth < 1) {
    throw new TypeError('decode option maxDepth must be a positive integer');
  }
  if (!(Number.isSafeInteger(maxBytes) || maxBytes === Infinity) || maxBytes < 1) {
    throw new TypeError('decode option maxBytes must be a positive integer or Infinity');
  }
  if (signal !== undefined && !(signal instanceof AbortSignal)) {
    throw new TypeError('decode option signal must be an AbortSignal');
  }
  return { maxDepth, maxBytes, signal };
}
