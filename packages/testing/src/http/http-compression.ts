/**
 * Response compression, only when the request's `Accept-Encoding` asks for it and the body is
 * large enough to gain from it.
 *
 * @module
 */
import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync, type ZlibOptions } from 'node:zlib';

const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/**
 * The fake server sends bodies shorter than this (in bytes) uncompressed even when the request asks
 * for compression, as real servers do (nginx `gzip_min_length`, IIS's 2,700-byte minimum):
 * compressing a body that fits in one or two TCP segments saves no round trip and costs both sides
 * a zlib stream.
 *
 * @example
 * ```ts
 * import { MIN_COMPRESSED_BYTES } from '@svclib/testing';
 * // A small getObject answer comes back plain even with Accept-Encoding: gzip.
 * console.log(`bodies from ${MIN_COMPRESSED_BYTES} bytes on are gzipped when asked`);
 * ```
 */
export const MIN_COMPRESSED_BYTES = 2048;

/** The fastest zlib level, nginx's default `gzip_comp_level`: dynamic answers favour speed over ratio. */
const ZLIB_OPTIONS: ZlibOptions = { level: 1 };

/** The encoding to answer with: `gzip` preferred, then `deflate`; none unless asked (q > 0). */
export function negotiateEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  if (accepted.has('deflate')) return 'deflate';
  return undefined;
}

/**
 * Bodies up to this size are compressed synchronously: at zlib level 1 that takes well under a
 * millisecond (about 0.3 ms for a 150 KB page), half the CPU of the thread-pool round trips of the
 * asynchronous API. Larger bodies are compressed off the event loop.
 */
const SYNC_COMPRESS_BYTES = 1024 * 1024;

/** `body` compressed with `encoding` (zlib level 1). */
export async function compress(body: Uint8Array, encoding: 'gzip' | 'deflate'): Promise<Uint8Array> {
  if (body.length <= SYNC_COMPRESS_BYTES) {
    return encoding === 'gzip' ? gzipSync(body, ZLIB_OPTIONS) : deflateSync(body, ZLIB_OPTIONS);
  }
  return encoding === 'gzip' ? gzipAsync(body, ZLIB_OPTIONS) : deflateAsync(body, ZLIB_OPTIONS);
}
