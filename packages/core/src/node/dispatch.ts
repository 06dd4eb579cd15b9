/**
 * Sending one request through an undici dispatcher with `dispatch()` (undici's lowest public
 * level), and resending on an idle-closed connection: after a quiet spell a send first lets the
 * event loop poll its sockets, and a request whose write failed with `EPIPE` is sent again.
 *
 * @module
 */

import type { Dispatcher } from 'undici';
import type { HttpResponse } from '../http/sender.js';
import { abortReason, ResponseHandler } from './response-handler.js';

/** What {@link dispatchRequest} sends. */
export interface OutgoingRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
  readonly signal: AbortSignal | undefined;
}

/** `origin` and `path` of each URL sent to (the transport sends to a handful of endpoints). */
const targets = new Map<string, { origin: string; path: string }>();
const MAX_CACHED_TARGETS = 256;

function targetOf(url: string): { origin: string; path: string } {
  let target = targets.get(url);
  if (target === undefined) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new TypeError(`Unsupported protocol ${parsed.protocol} (only http: and https: are fetched)`);
    }
    target = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
    if (targets.size >= MAX_CACHED_TARGETS) targets.clear();
    targets.set(url, target);
  }
  return target;
}

/** The send state of each dispatcher (shared by every sender over it). */
const sendStates = new WeakMap<Dispatcher, SendState>();

export function sendStateOf(dispatcher: Dispatcher): SendState {
  let state = sendStates.get(dispatcher);
  if (state === undefined) {
    state = { lastSend: Number.NEGATIVE_INFINITY, waiting: undefined };
    sendStates.set(dispatcher, state);
  }
  return state;
}

/**
 * When requests are sent through one dispatcher: a request sent after a quiet spell waits for one
 * turn of the event loop first (see {@link dispatchRequest}).
 */
export interface SendState {
  /** `performance.now()` of the last send. */
  lastSend: number;
  /** Requests waiting for the event loop's poll phase (sent together right after it). */
  waiting: (() => void)[] | undefined;
}

/**
 * A send this long (ms) after the previous one first lets the event loop poll its sockets: a
 * pooled connection the server closed meanwhile is then seen closed before a request is written
 * to it. Sends closer together skip the wait (a connection that busy is not idle-closed).
 */
const QUIET_SPELL_MS = 10;

/** Most times a request is sent again after its write failed on a dead connection (`EPIPE`). */
const MAX_RESENDS = 8;

/**
 * Sends `request` (whose signal, if any, has not fired) and resolves its response once the status
 * and headers have arrived.
 *
 * An idle pooled connection that the server closed while this process was busy (a long synchronous
 * task, a blocked event loop) must not fail the call. The close is only seen when the event loop
 * polls its sockets; a request sent right after the busy spell would be written to the dead socket
 * first, and no client can then tell whether the server read it. So a send after a quiet spell of
 * {@link QUIET_SPELL_MS} waits until the event loop has polled again (`setImmediate`, twice), together with every send made
 * while it waits; undici then sees the closed connections and opens fresh ones. A request whose
 * write failed on a dead socket (`EPIPE`: never wholly written, so never read) is sent again, for
 * any method. A request that was written and then lost its connection is not resent: the server may
 * have acted on it (the retry option decides, by method).
 */
export function dispatchRequest(dispatcher: Dispatcher, request: OutgoingRequest, state: SendState, resent = 0): Promise<HttpResponse> {
  const { origin, path } = targetOf(request.url);
  return new Promise<HttpResponse>((resolve, rejectPromise) => {
    // The handler rejects with what undici or the signal gave (an abort reason may be any value).
    const reject: (error: unknown) => void = rejectPromise;
    // Called only before the response started: no byte of it has arrived.
    const failed = (error: unknown): void => {
      if (resent < MAX_RESENDS && request.signal?.aborted !== true && (error as { code?: unknown } | null)?.code === 'EPIPE') {
        dispatchRequest(dispatcher, request, state, resent + 1).then(resolve, reject);
        return;
      }
      reject(error);
    };
    const send = (): void => {
      if (request.signal?.aborted === true) {
        reject(abortReason(request.signal));
        return;
      }
      const handler = new ResponseHandler(resolve, failed, request.signal);
      dispatcher.dispatch({ origin, path, method: request.method, headers: request.headers, body: request.body }, handler);
    };
    const now = performance.now();
    const quiet = now - state.lastSend > QUIET_SPELL_MS;
    state.lastSend = now;
    if (state.waiting !== undefined) {
      state.waiting.push(send);
    } else if (quiet) {
      const waiting = [send];
      state.waiting = waiting;
      // Two turns: this code may run inside the poll phase, whose batch of socket events was read
      // before the busy spell; the closes are only read by the next poll, which the second
      // `setImmediate` follows.
      setImmediate(() => {
        setImmediate(() => {
          state.waiting = undefined;
          for (const next of waiting) next();
        });
      });
    } else {
      send();
    }
  });
}
