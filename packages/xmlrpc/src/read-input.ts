/**
 * Feeds a decode input (string, bytes, `ReadableStream`, async iterable) into a
 * {@link DecodeSink} as it arrives, enforcing `maxBytes` and the abort signal.
 *
 * @internal
 * @packageDocumentation
 */

import type { ResolvedDecodeOptions } from './decode-options.js';
import type { DecodeSink } from './decode-sink.js';
import type { XmlRpcDecodeInput } from './value-types.js';

/** Bytes decoded per step when the input is one `Uint8Array` (keeps the text copy small). */
const BYTES_STEP = 256 * 1024;

/** UTF-8 length of `s` (lone surrogates count 3, as TextEncoder would write U+FFFD). */
export function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 2; // 4 bytes for 2 units
        i++;
      } else n += 2;
    } else n += 2;
  }
  return n;
}

/** Whether the UTF-8 length of `s` exceeds `limit`, without a full count when bounds decide. */
function stringExceeds(s: string, limit: number): boolean {
  if (s.length > limit) return true;
  if (s.length * 3 <= limit) return false;
  return utf8Length(s) > limit;
}

/** Length of the UTF-8 sequence a lead byte starts (1 for ASCII and for invalid bytes). */
function sequenceLength(lead: number): number {
  return lead < 0xc0 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : lead < 0xf8 ? 4 : 1;
}

/**
 * Streaming UTF-8 → text, rejecting invalid UTF-8. Each chunk is cut at its last character
 * boundary and decoded in one non-streaming call (much faster than `{ stream: true }` in V8);
 * the 1–3 bytes of a character split across chunks are decoded on their own.
 */
class Utf8Stream {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private pending: Uint8Array | undefined = undefined;
  private started = false;

  constructor(private readonly sink: DecodeSink) {}

  bytes(chunk: Uint8Array): void {
    let start = 0;
    const pending = this.pending;
    if (pending !== undefined) {
      const need = sequenceLength(pending[0]!) - pending.length;
      const take = Math.min(need, chunk.length);
      const joined = new Uint8Array(pending.length + take);
      joined.set(pending);
      joined.set(chunk.subarray(0, take), pending.length);
      if (take < need) {
        this.pending = joined;
        return;
      }
      this.pending = undefined;
      this.text(joined);
      start = take;
    }
    let end = chunk.length;
    // Back up over continuation bytes to the last lead byte; keep an incomplete sequence.
    let lead = end - 1;
    while (lead > start && lead >= end - 3 && (chunk[lead]! & 0xc0) === 0x80) lead--;
    if (lead >= start && lead < end && end - lead < sequenceLength(chunk[lead]!)) {
      this.pending = chunk.slice(lead, end);
      end = lead;
    }
    if (end > start) this.text(start === 0 && end === chunk.length ? chunk : chunk.subarray(start, end));
  }

  /** Ends the bytes: an incomplete last character is an error. */
  flush(): void {
    if (this.pending !== undefined) this.sink.fail('invalid-character', 'invalid UTF-8 data (truncated character)');
  }

  private text(bytes: Uint8Array): void {
    if (!this.started) {
      this.started = true;
      if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
        this.sink.fail('unsupported-encoding', 'unsupported encoding UTF-16 (only UTF-8 is supported)');
      }
      if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        bytes = bytes.subarray(3); // UTF-8 byte order mark
      }
    }
    let text: string;
    try {
      text = this.decoder.decode(bytes);
    } catch (error) {
      return this.sink.fail('invalid-character', 'invalid UTF-8 data', error);
    }
    if (text !== '') this.sink.write(text);
  }
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

function tooLarge(sink: DecodeSink, maxBytes: number): never {
  return sink.fail('too-large', `document larger than maxBytes (${maxBytes} bytes)`);
}

/** Resolves with the next item, or rejects with the signal's reason when it aborts first. */
function raceAbort<T>(next: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return next;
  let onAbort = (): void => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([next, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

function ignoreRejection(promise: Promise<unknown> | undefined): void {
  promise?.catch(() => undefined);
}

async function feedStream(
  stream: ReadableStream<Uint8Array>,
  sink: DecodeSink,
  { maxBytes, signal }: ResolvedDecodeOptions,
): Promise<void> {
  const reader = stream.getReader();
  const utf8 = new Utf8Stream(sink);
  let total = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await raceAbort(reader.read(), signal);
      if (done) break;
      if (!(value instanceof Uint8Array)) {
        throw new TypeError('ReadableStream input must yield Uint8Array chunks');
      }
      total += value.length;
      if (total > maxBytes) tooLarge(sink, maxBytes);
      sink.keep?.(value);
      utf8.bytes(value);
    }
  } catch (error) {
    ignoreRejection(reader.cancel(error));
    throw error;
  }
  reader.releaseLock();
  utf8.flush();
}

async function feedIterable(
  iterable: AsyncIterable<Uint8Array | string>,
  sink: DecodeSink,
  { maxBytes, signal }: ResolvedDecodeOptions,
): Promise<void> {
  const iterator = iterable[Symbol.asyncIterator]();
  const utf8 = new Utf8Stream(sink);
  let total = 0;
  let first = true;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const step = await raceAbort(iterator.next(), signal);
      if (step.done === true) break;
      const chunk: unknown = step.value;
      if (typeof chunk === 'string') {
        utf8.flush(); // bytes before text must have ended on a character boundary
        total += utf8Length(chunk);
        if (total > maxBytes) tooLarge(sink, maxBytes);
        const text = first ? stripBom(chunk) : chunk;
        sink.keep?.(text);
        sink.write(text);
      } else if (chunk instanceof Uint8Array) {
        total += chunk.length;
        if (total > maxBytes) tooLarge(sink, maxBytes);
        sink.keep?.(chunk);
        utf8.bytes(chunk);
      } else {
        throw new TypeError('async iterable input must yield Uint8Array or string chunks');
      }
      first = false;
    }
  } catch (error) {
    try {
      ignoreRejection(iterator.return?.());
    } catch {
      // A throwing return() must not hide the original error.
    }
    throw error;
  }
  utf8.flush();
}

/** A chunk of a stream input as {@link DecodeSink.keep} receives it. */
export type InputItem = Uint8Array | string;

/**
 * Feeds kept chunks of a stream again, in the same order and through a fresh UTF-8 decoder, so
 * `sink` sees exactly the text it would have seen reading them (without ending the bytes).
 *
 * @param items - Chunks passed to {@link DecodeSink.keep}: bytes, or text written as is.
 * @param sink - A fresh decoder.
 */
export function replayInput(items: readonly InputItem[], sink: DecodeSink): void {
  const utf8 = new Utf8Stream(sink);
  for (const item of items) {
    if (typeof item === 'string') {
      utf8.flush();
      sink.write(item);
    } else {
      utf8.bytes(item);
    }
  }
}

function isReadableStream(input: object): input is ReadableStream<Uint8Array> {
  return typeof (input as Partial<ReadableStream>).getReader === 'function';
}

function isAsyncIterable(input: object): input is AsyncIterable<Uint8Array | string> {
  return typeof (input as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function';
}

/**
 * Feeds the whole input into `sink` (without calling `sink.end()`).
 *
 * @param input - What the caller passed.
 * @param sink - The decoder.
 * @param options - Resolved options.
 * @throws `TypeError` for an input of another type; the decoder's errors; the signal's reason.
 */
export async function feedInput(
  input: XmlRpcDecodeInput,
  sink: DecodeSink,
  options: ResolvedDecodeOptions,
): Promise<void> {
  options.signal?.throwIfAborted();
  if (typeof input === 'string') {
    if (stringExceeds(input, options.maxBytes)) tooLarge(sink, options.maxBytes);
    sink.write(stripBom(input));
    return;
  }
  if (input instanceof Uint8Array) {
    if (input.length > options.maxBytes) tooLarge(sink, options.maxBytes);
    const utf8 = new Utf8Stream(sink);
    for (let i = 0; i < input.length; i += BYTES_STEP) {
      utf8.bytes(input.subarray(i, Math.min(i + BYTES_STEP, input.length)));
    }
    utf8.flush();
    return;
  }
  if (input !== null && typeof input === 'object') {
    if (isReadableStream(input)) return feedStream(input, sink, options);
    if (isAsyncIterable(input)) return feedIterable(input, sink, options);
  }
  throw new TypeError(
    'decode input must be a string, a Uint8Array, a ReadableStream or an async iterable of chunks',
  );
}
