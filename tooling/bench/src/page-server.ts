/**
 * The paging suite's ceiling server: it answers `Account.getVirtualGuests` pages with bytes encoded
 * once up front, so that a paging run measures the client, not the server. At start it asks
 * `@svclib/testing`'s fake server for every page (each 100-record page as the client would ask for
 * it, with and without gzip), keeps the raw response (status, headers, body bytes), and closes the
 * fake server; afterwards a request costs the server only reading the body, finding the page's
 * offset, and writing the kept bytes (after `latencyMs`, as the fake server's `latencyMs` does).
 *
 * @module
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import { encodeMethodCall } from '@svclib/xmlrpc';

/** Options of {@link startPreEncodedPageServer}. */
export interface PageServerOptions {
  /** Virtual guests on the account (pages: `items / chunk`, rounded up). */
  readonly items: number;
  /** Records per page; must be the client's `chunk`. */
  readonly chunk: number;
  /** Delay before each answer, in ms (0: none). */
  readonly latencyMs: number;
}

/** A running pre-encoded page server. */
export interface PageServer {
  /** Endpoint URL, `http://127.0.0.1:PORT/xmlrpc/v3.1`. */
  readonly url: string;
  /** Stops it. */
  close(): Promise<void>;
}

/** One kept response. */
interface KeptResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** The service path the client posts `Account` calls to, below the endpoint URL. */
const ACCOUNT_PATH = '/Vendor_Account';
/** The page's offset in a `resultLimit` header of a methodCall body. */
const OFFSET = /<name>offset<\/name>\s*<value>\s*<(?:int|i4)>(\d+)</;

/** Posts `body` to `url` and keeps the raw response (no decompression). */
function postRaw(url: string, body: string, acceptEncoding: string): Promise<KeptResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'text/xml', 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 500, headers: keptHeaders(res.headers), body: Buffer.concat(chunks) }));
    });
    req.once('error', reject);
    req.end(body);
  });
}

function keptHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'vendor-total-items', 'vary']) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** The page request the client sends for `offset` (the fake server's default mask: no mask header). */
export function pageCall(offset: number, chunk: number): string {
  const headers = {
    authenticate: { username: FAKE_USERNAME, apiKey: FAKE_API_KEY },
    resultLimit: { limit: chunk, offset },
  };
  return encodeMethodCall('getVirtualGuests', [{ headers }]);
}

/**
 * Records every page from a fake server with `items` guests, then serves them as kept bytes.
 *
 * @example
 * const server = await startPreEncodedPageServer({ items: 10_000, chunk: 100, latencyMs: 20 });
 */
export async function startPreEncodedPageServer(options: PageServerOptions): Promise<PageServer> {
  const fake = await startFakeServer({ counts: { virtualGuests: options.items } });
  const gzipPages = new Map<number, KeptResponse>();
  const plainPages = new Map<number, KeptResponse>();
  try {
    // Up to and including the first offset past the end: a sequential client reads until a short or empty page.
    for (let offset = 0; offset <= options.items; offset += options.chunk) {
      const body = pageCall(offset, options.chunk);
      const gzip = await postRaw(fake.url + ACCOUNT_PATH, body, 'gzip');
      const plain = await postRaw(fake.url + ACCOUNT_PATH, body, 'identity');
      if (gzip.status !== 200 || plain.status !== 200) {
        throw new Error(`the fake server answered page ${String(offset)} with HTTP ${String(gzip.status)}: ${plain.body.toString('utf8').slice(0, 200)}`);
      }
      gzipPages.set(offset, gzip);
      plainPages.set(offset, plain);
    }
  } finally {
    await fake.close();
  }
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.once('end', () => {
      const offset = Number(OFFSET.exec(Buffer.concat(parts).toString('latin1'))?.[1] ?? 0);
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const page = (gzip ? gzipPages : plainPages).get(offset);
      const answer = (): void => {
        if (page === undefined) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end(`no page at offset ${String(offset)}`);
          return;
        }
        res.writeHead(page.status, { ...page.headers, 'content-length': String(page.body.length) }).end(page.body);
      };
      if (options.latencyMs > 0) setTimeout(answer, options.latencyMs);
      else answer();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/xmlrpc/v3.1`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
