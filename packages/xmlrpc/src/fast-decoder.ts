/**
 * The decoder the readers feed by default: the {@link FastScanner} while the document stays in
 * its subset, the saxes {@link DocumentDecoder} from the first character on as soon as it does
 * not.
 *
 * @internal
 * @packageDocumentation
 */

import type { DecodedDocument, DecodeSink, DocumentType } from './decode-sink.js';
import { DocumentDecoder } from './document-decoder.js';
import type { XmlRpcDecodeErrorCode } from './errors.js';
import { FastScanner } from './fast-scanner.js';
import { replayInput, type InputItem } from './read-input.js';

/**
 * Thrown by a {@link FastDecoder} that keeps no input when the document leaves the fast path's
 * subset: the caller decodes the whole input again with the saxes decoder (used for a string or
 * `Uint8Array` input, which is still at hand). Never escapes the decode functions.
 */
export class RestartWithSaxes extends Error {
  override readonly name = 'RestartWithSaxes';
}

/** The one instance thrown (no stack is captured per fallback). */
export const RESTART_WITH_SAXES = new RestartWithSaxes('the document is outside the fast path: decode it with saxes');

/**
 * Runs the fast path and falls back to saxes. With `keepInput` (a stream), the chunks read so far
 * are kept until the document ends (by reference: bytes live outside the JavaScript heap, so the
 * garbage collector never copies them), and a fallback feeds them again, through a fresh UTF-8
 * decoder, to a fresh saxes decoder (the same text in the same chunks, so the same errors at the
 * same positions) before going on with the rest of the stream. Without it (a string or bytes
 * input, still at hand), a fallback throws {@link RESTART_WITH_SAXES}.
 */
export class FastDecoder implements DecodeSink {
  private scanner: FastScanner | undefined;
  private slow: DocumentDecoder | undefined = undefined;
  private kept: InputItem[] | undefined;

  /**
   * @param type - The root element the document must have.
   * @param maxDepth - Deepest nesting of arrays and structs accepted.
   * @param keepInput - Keep the input chunks for a fallback (stream input).
   */
  constructor(
    private readonly type: DocumentType,
    private readonly maxDepth: number,
    keepInput: boolean,
  ) {
    this.scanner = new FastScanner(type, maxDepth);
    this.kept = keepInput ? [] : undefined;
  }

  /**
   * Keeps an input chunk for a fallback. Bytes are kept by reference, not copied: a stream hands
   * its chunks over to the reader (fetch bodies, Node streams never touch a chunk again), and a
   * copy would cost a second document's worth of memory and garbage-collector work.
   *
   * @param item - Bytes about to be decoded, or text about to be written.
   */
  keep(item: InputItem): void {
    this.kept?.push(item);
  }

  /**
   * Feeds a chunk of the document.
   *
   * @param chunk - The next characters.
   */
  write(chunk: string): void {
    if (this.slow !== undefined) {
      this.slow.write(chunk);
      return;
    }
    if (!this.scanner!.write(chunk)) this.fallBack();
  }

  /**
   * Fails at the position saxes has reached over the same text (it is authoritative for errors).
   *
   * @param code - Which kind of failure it is.
   * @param reason - What is wrong.
   * @param cause - The underlying error, if any.
   */
  fail(code: XmlRpcDecodeErrorCode, reason: string, cause?: unknown): never {
    return this.fallBack().fail(code, reason, cause);
  }

  /**
   * Ends the document.
   *
   * @returns What it holds.
   */
  end(): DecodedDocument {
    if (this.slow !== undefined) return this.slow.end();
    const document = this.scanner!.end();
    if (document !== undefined) {
      this.scanner = undefined;
      this.kept = undefined;
      return document;
    }
    return this.fallBack().end();
  }

  private fallBack(): DocumentDecoder {
    if (this.slow !== undefined) return this.slow;
    this.scanner = undefined;
    const kept = this.kept;
    if (kept === undefined) throw RESTART_WITH_SAXES;
    this.kept = undefined;
    const slow = new DocumentDecoder(this.type, this.maxDepth);
    this.slow = slow;
    replayInput(kept, slow);
    return slow;
  }
}
