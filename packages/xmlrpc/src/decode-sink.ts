/**
 * What the input readers feed: a document decoder that takes text chunks. Two implement it: the
 * saxes-based {@link DocumentDecoder} (the authority) and the fast path that falls back to it.
 *
 * @internal
 * @packageDocumentation
 */

import type { XmlRpcDecodeErrorCode, XmlRpcFault } from './errors.js';

/** The kind of document a decoder accepts. */
export type DocumentType = 'methodResponse' | 'methodCall';

/** What a finished document holds. */
export interface DecodedDocument {
  /** The `methodName` of a call. */
  readonly method: string;
  /** The params (a response has exactly one unless it is a fault). */
  readonly params: unknown[];
  /** The fault of a fault response. */
  readonly fault: XmlRpcFault | undefined;
}

/** A decoder fed with the document's text, chunk by chunk. */
export interface DecodeSink {
  /**
   * Feeds the next characters.
   *
   * @param chunk - Text (never split inside a surrogate pair by the byte reader).
   */
  write(chunk: string): void;
  /**
   * Throws an `XmlRpcDecodeError` at the current position (used by the readers for `maxBytes`
   * and invalid UTF-8).
   *
   * @param code - Which kind of failure it is.
   * @param reason - What is wrong.
   * @param cause - The underlying error, if any.
   */
  fail(code: XmlRpcDecodeErrorCode, reason: string, cause?: unknown): never;
  /**
   * Called by the stream readers with each chunk, before it is decoded (bytes) or written (text),
   * once it has passed the `maxBytes` check.
   *
   * @param item - The chunk.
   */
  keep?(item: Uint8Array | string): void;
  /**
   * Ends the document.
   *
   * @returns What it holds.
   */
  end(): DecodedDocument;
}
