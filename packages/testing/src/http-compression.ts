/**
 * Response compression, only when the request's `Accept-Encoding` asks for it.
 *
 * @module
 */
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

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

/** `body` compressed with `encoding`. */
export async function compress(body: Buffer, encoding: 'gzip' | 'deflate'): Promise<Buffer> {
  return encoding === 'gzip' ? gzipAsync(body) : deflateAsync(body);
}
