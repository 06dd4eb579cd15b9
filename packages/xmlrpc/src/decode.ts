/**
 * Decoding of `methodResponse` (including faults) and `methodCall` documents.
 *
 * @packageDocumentation
 */

import { decodeDocument } from './decode-document.js';
import type { XmlRpcDecodeInput, XmlRpcDecodeOptions, XmlRpcMethodCall } from './value-types.js';

/**
 * Decodes an XML-RPC `methodResponse`, reading a stream as its chunks arrive.
 *
 * See the README's type table for how XML-RPC values map to JavaScript. Nothing is expanded
 * beyond the five predefined entities and numeric character references; a DOCTYPE is an error.
 *
 * @param input - The document: a string, UTF-8 bytes, a `ReadableStream` of bytes (e.g. a fetch
 *   `Response.body`) or an async iterable of byte/string chunks.
 * @param options - Limits (`maxDepth`, `maxBytes`) and an abort `signal`.
 * @returns The value of the single `<param>`.
 * @throws {@link XmlRpcFault} (as a rejection) for a fault response.
 * @throws {@link XmlRpcDecodeError} (as a rejection) for anything that is not a well-formed
 *   response within the limits; the message says what and where (line, column).
 * @throws `TypeError` for an input or options of the wrong type; the signal's `reason` on abort.
 * @example
 * ```ts
 * const response = await fetch(url, { method: 'POST', body: encodeMethodCall('getObject', []) });
 * const value = await decodeMethodResponse(response.body!, { maxBytes: 64 * 1024 * 1024 });
 * ```
 */
export async function decodeMethodResponse(
  input: XmlRpcDecodeInput,
  options?: XmlRpcDecodeOptions,
): Promise<unknown> {
  const document = await decodeDocument(input, options, 'methodResponse');
  if (document.fault !== undefined) throw document.fault;
  return document.params[0];
}

/**
 * Decodes an XML-RPC `methodCall` (what a server receives), reading a stream as its chunks
 * arrive. A call without `<params>` has no params.
 *
 * @param input - The document: a string, UTF-8 bytes, a `ReadableStream` of bytes or an async
 *   iterable of byte/string chunks.
 * @param options - Limits (`maxDepth`, `maxBytes`) and an abort `signal`.
 * @returns The method name and the decoded params.
 * @throws {@link XmlRpcDecodeError} (as a rejection) for anything that is not a well-formed call
 *   within the limits; the message says what and where (line, column).
 * @throws `TypeError` for an input or options of the wrong type; the signal's `reason` on abort.
 * @example
 * ```ts
 * const { method, params } = await decodeMethodCall(request.body!);
 * console.log(method, params.length);
 * ```
 */
export async function decodeMethodCall(
  input: XmlRpcDecodeInput,
  options?: XmlRpcDecodeOptions,
): Promise<XmlRpcMethodCall> {
  const { method, params } = await decodeDocument(input, options, 'methodCall');
  return { method, params };
}
