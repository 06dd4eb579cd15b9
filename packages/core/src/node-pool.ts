/**
 * The connection pool of the default transport on Node.js: at most
 * {@link MAX_CONNECTIONS_PER_ORIGIN} keep-alive connections per origin, shared by every client of
 * the process; further requests wait for a free connection instead of opening more. Node-only.
 *
 * Why: the `fetch` Node.js bundles opens one connection per concurrent request, without limit. A
 * burst of a thousand concurrent calls then means a thousand simultaneous TCP connects, which
 * overflow the server's listen backlog (511 for Node.js servers) when it cannot accept fast enough;
 * the kernel drops the handshakes and the connections are reset (`read ECONNRESET`).
 *
 * @module
 */

import { fetchThrough, nodeFetch } from './node-sender.js';

/** Most keep-alive connections the default transport opens to one origin (as the AWS SDK's 50 sockets). */
export const MAX_CONNECTIONS_PER_ORIGIN = 50;

let shared: typeof globalThis.fetch | undefined;

/**
 * The process-wide pooled `fetch` of the default transport (created on first use):
 * {@link fetchThrough} (a small `fetch` over undici's `dispatch()`) on an `Agent` with at most
 * {@link MAX_CONNECTIONS_PER_ORIGIN} connections per origin. It reads the request from its second
 * argument when the transport hands it there (`fetchTakesInit`). Idle connections do not keep the
 * process alive. `undici` is loaded on the first call; where it lacks the fast path (Bun), the
 * global `fetch` is used instead (see `node-sender.ts`).
 *
 * @example
 * ```ts
 * const transport = createXmlRpcTransport({ fetch: pooledFetch() });
 * ```
 */
export function pooledFetch(): typeof globalThis.fetch {
  shared ??= nodeFetch((undici) => fetchThrough(new undici.Agent({ connections: MAX_CONNECTIONS_PER_ORIGIN })));
  return shared;
}
