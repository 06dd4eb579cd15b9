/**
 * Public types of the XML-RPC codec: values, decode inputs and options.
 *
 * @packageDocumentation
 */

/**
 * A value as the decoder produces it (and as the encoder accepts it, besides `undefined` and
 * safe-integer/`bigint` choices): see the type table in the README.
 *
 * @example
 * ```ts
 * const value: XmlRpcValue = { id: 1, tags: ['a', 'b'], created: new Date(), blob: new Uint8Array([1]) };
 * ```
 */
export type XmlRpcValue =
  | number
  | bigint
  | boolean
  | string
  | null
  | Date
  | Uint8Array
  | XmlRpcValue[]
  | { [member: string]: XmlRpcValue };

/**
 * What the decoders read: a whole document as a string or bytes, or a stream of byte (or string)
 * chunks that is decoded as the chunks arrive. Bytes must be UTF-8.
 *
 * @example
 * ```ts
 * const fromFetch: XmlRpcDecodeInput = (await fetch(url, init)).body!;
 * ```
 */
export type XmlRpcDecodeInput =
  | string
  | Uint8Array
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

/**
 * Limits and cancellation for {@link decodeMethodResponse} and {@link decodeMethodCall}.
 *
 * @example
 * ```ts
 * const options: XmlRpcDecodeOptions = { maxDepth: 64, maxBytes: 16 * 1024 * 1024, signal: AbortSignal.timeout(5000) };
 * ```
 */
export interface XmlRpcDecodeOptions {
  /**
   * Deepest nesting of arrays and structs accepted (a top-level array is depth 1). Deeper input
   * is rejected with an {@link XmlRpcDecodeError}. Default `256`.
   *
   * @example
   * ```ts
   * await decodeMethodResponse(body, { maxDepth: 32 });
   * ```
   */
  readonly maxDepth?: number;
  /**
   * Largest document accepted, in bytes (UTF-8 bytes for string input). A larger document is
   * rejected as soon as the limit is passed, and a stream is cancelled without being read further.
   * Default `268435456` (256 MiB).
   *
   * @example
   * ```ts
   * await decodeMethodResponse(response.body!, { maxBytes: 10 * 1024 * 1024 });
   * ```
   */
  readonly maxBytes?: number;
  /**
   * Aborts decoding: the promise rejects with `signal.reason` and a stream input is cancelled.
   *
   * @example
   * ```ts
   * await decodeMethodResponse(response.body!, { signal: AbortSignal.timeout(10_000) });
   * ```
   */
  readonly signal?: AbortSignal;
}

/**
 * A decoded `methodCall`.
 *
 * @example
 * ```ts
 * const call: XmlRpcMethodCall = await decodeMethodCall(body);
 * if (call.method === 'getObject') reply(call.params[0]);
 * ```
 */
export interface XmlRpcMethodCall {
  /**
   * The `methodName`.
   *
   * @example
   * ```ts
   * console.log(call.method); // 'getObject'
   * ```
   */
  method: string;
  /**
   * The decoded `params`, in order (empty when the call has no `<params>`).
   *
   * @example
   * ```ts
   * const [headers, id] = call.params;
   * ```
   */
  params: unknown[];
}
