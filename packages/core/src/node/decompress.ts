/**
 * Content decoding of the Node.js sender's responses, as `fetch` does it: `gzip`/`x-gzip`,
 * `deflate` (zlib-wrapped or raw, told by the first byte) and `br`, streaming with the same lenient
 * flush mode as undici's `fetch`; a small gzip or deflate body is inflated in one synchronous call.
 *
 * @module
 */

import { Buffer } from 'node:buffer';
import type { Transform } from 'node:stream';
import {
  constants as zlib,
  createBrotliDecompress,
  createGunzip,
  createInflate,
  createInflateRaw,
  gunzipSync,
  inflateRawSync,
  inflateSync,
  type ZlibOptions,
} from 'node:zlib';

/** Most content codings decoded in a row, as undici's `fetch` (a guard against decoder chains). */
const MAX_CONTENT_ENCODINGS = 5;
/**
 * Size of the decompressed chunks. Larger than zlib's 16 KiB default: each output chunk costs a
 * thread-pool round trip and a callback, so a 150 KB page inflates about twice as fast.
 */
const DECODED_CHUNK_BYTES = 64 * 1024;
/**
 * A gzip or deflate body whose `Content-Length` is at most this is collected and inflated in one
 * synchronous call when it ends (a page of results: about half the CPU of a zlib stream, which
 * pays a thread-pool round trip per chunk)…
 */
export const WHOLE_COMPRESSED_BYTES = 256 * 1024;
/** …as long as it inflates to at most this; a larger output goes through the streaming decoders. */
const WHOLE_INFLATED_BYTES = 4 * 1024 * 1024;
/** The codings inflated whole when small. */
export const SMALL_CODINGS = new Set(['gzip', 'x-gzip', 'deflate']);
/** zlib decoder options: lenient at the end of the data as undici's `fetch` (and cURL), big chunks. */
const ZLIB_OPTIONS: ZlibOptions = {
  flush: zlib.Z_SYNC_FLUSH,
  finishFlush: zlib.Z_SYNC_FLUSH,
  chunkSize: DECODED_CHUNK_BYTES,
};

/** Whether a `Content-Encoding` header names a lone `deflate` (decided on the body's first byte). */
export const LONE_DEFLATE = 'lone-deflate';

/**
 * The decoders for a `Content-Encoding` value (innermost coding last in the header, first decoded),
 * not yet chained; {@link LONE_DEFLATE} for a lone `deflate` (see {@link deflateDecoder}); nothing
 * for an unknown coding or `identity` (the body is passed on as it came, as `fetch` does).
 */
export function decodersFor(header: string | string[] | undefined): Transform[] | typeof LONE_DEFLATE | undefined {
  if (header === undefined) return undefined;
  const codings = (Array.isArray(header) ? header.join(',') : header).toLowerCase().split(',');
  if (codings.length > MAX_CONTENT_ENCODINGS) {
    throw new Error(`too many content-encodings in response: ${String(codings.length)}, maximum allowed is ${String(MAX_CONTENT_ENCODINGS)}`);
  }
  const decoders: Transform[] = [];
  for (let index = codings.length - 1; index >= 0; index--) {
    const coding = (codings[index] as string).trim();
    if (coding === 'gzip' || coding === 'x-gzip') {
      decoders.push(createGunzip(ZLIB_OPTIONS));
    } else if (coding === 'deflate' && codings.length === 1) {
      return LONE_DEFLATE;
    } else if (coding === 'deflate') {
      decoders.push(createInflate(ZLIB_OPTIONS));
    } else if (coding === 'br') {
      decoders.push(
        createBrotliDecompress({
          flush: zlib.BROTLI_OPERATION_FLUSH,
          finishFlush: zlib.BROTLI_OPERATION_FLUSH,
          chunkSize: DECODED_CHUNK_BYTES,
        }),
      );
    } else {
      for (const decoder of decoders) decoder.destroy();
      return undefined;
    }
  }
  return decoders;
}

/** The decoder of a lone `deflate` body: zlib-wrapped when its first byte says so, else raw deflate. */
export function deflateDecoder(first: Buffer): Transform {
  return ((first[0] as number) & 0x0f) === 0x08 ? createInflate(ZLIB_OPTIONS) : createInflateRaw(ZLIB_OPTIONS);
}

/**
 * A small compressed body inflated in one call, with the output capped at
 * {@link WHOLE_INFLATED_BYTES}; for a body that inflates to more (a bomb, or just a large answer), a
 * streaming decoder to feed it to instead, so the transport's `maxBytes` still stops it early. Any
 * other decoding error is thrown.
 */
export function inflateWhole(input: Buffer, gzip: boolean): Buffer | Transform {
  const raw = !gzip && ((input[0] as number) & 0x0f) !== 0x08;
  try {
    const options = { ...ZLIB_OPTIONS, maxOutputLength: WHOLE_INFLATED_BYTES };
    return gzip ? gunzipSync(input, options) : raw ? inflateRawSync(input, options) : inflateSync(input, options);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_BUFFER_TOO_LARGE') throw error;
    return gzip ? createGunzip(ZLIB_OPTIONS) : raw ? createInflateRaw(ZLIB_OPTIONS) : createInflate(ZLIB_OPTIONS);
  }
}

/** Whether `value` is a whole inflated body (else a streaming decoder from {@link inflateWhole}). */
export function isInflated(value: Buffer | Transform): value is Buffer {
  return Buffer.isBuffer(value);
}
