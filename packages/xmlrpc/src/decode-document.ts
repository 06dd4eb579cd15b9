/**
 * Decoding of one document from any input: the fast path first, saxes when it falls back.
 *
 * @internal
 * @packageDocumentation
 */

import { resolveDecodeOptions } from './decode-options.js';
import type { DecodedDocument, DocumentType } from './decode-sink.js';
import { DocumentDecoder } from './document-decoder.js';
import { FastDecoder, RESTART_WITH_SAXES } from './fast-decoder.js';
import { feedInput } from './read-input.js';
import type { XmlRpcDecodeInput, XmlRpcDecodeOptions } from './value-types.js';

/**
 * Decodes one document.
 *
 * @param input - What the caller passed.
 * @param options - What the caller passed.
 * @param type - The root element the document must have.
 * @param fastPath - `false` forces the saxes decoder (for differential tests and debugging); the
 *   outcome must be the same either way.
 * @returns What the document holds.
 */
export async function decodeDocument(
  input: XmlRpcDecodeInput,
  options: XmlRpcDecodeOptions | undefined,
  type: DocumentType,
  fastPath = true,
): Promise<DecodedDocument> {
  const resolved = resolveDecodeOptions(options);
  if (fastPath) {
    // A string or a Uint8Array is still at hand for a fallback: no need to keep its text.
    const inMemory = typeof input === 'string' || input instanceof Uint8Array;
    const sink = new FastDecoder(type, resolved.maxDepth, !inMemory);
    try {
      await feedInput(input, sink, resolved);
      resolved.signal?.throwIfAborted();
      return sink.end();
    } catch (error) {
      if (error !== RESTART_WITH_SAXES) throw error;
    }
  }
  const decoder = new DocumentDecoder(type, resolved.maxDepth);
  await feedInput(input, decoder, resolved);
  resolved.signal?.throwIfAborted();
  return decoder.end();
}
