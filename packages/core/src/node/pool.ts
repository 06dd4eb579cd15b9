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

import type { Dispatcher } from 'undici';
import { fetchSender, type HttpSender } from '../http/sender.js';
import { deferredSender, fastPathUndici } from './fast-path.js';
import { sendThrough } from './undici-sender.js';

/** Most keep-alive connections the default transport opens to one origin (as the AWS SDK's 50 sockets). */
export const MAX_CONNECTIONS_PER_ORIGIN = 50;

let agent: Promise<Dispatcher | undefined> | undefined;
let sender: HttpSender | undefined;

/** The process-wide pool (created on first use), or `undefined` where `undici` lacks the fast path. */
function pooledAgent(): Promise<Dispatcher | undefined> {
  agent ??= fastPathUndici().then((undici) => undici && new undici.Agent({ connections: MAX_CONNECTIONS_PER_ORIGIN }));
  return agent;
}

/**
 * The process-wide pooled sender of the default transport on Node.js: the fast path (undici's
 * `dispatch()`, without ky or a `Request` per call) on an `Agent` with at most 50 connections per
 * origin. Idle connections do not keep the process alive. `undici` is loaded on the
 * first request; where it lacks the fast path (Bun), the global `fetch` is used instead (see
 * `node/fast-path.ts`). Wrap it to add hooks (`wrapSender`).
 *
 * @example
 * ```ts
 * const transport = createXmlRpcTransport({ sender: pooledSender() });
 * ```
 */
export function pooledSender(): HttpSender {
  sender ??= deferredSender(async () => {
    const pool = await pooledAgent();
    return pool === undefined ? fetchSender() : sendThrough(pool);
  });
  return sender;
}
