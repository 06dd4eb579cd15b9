/**
 * Test helper (not shipped): in-process transports that record each request record — the
 * documented transport seam, not a fetch mock.
 *
 * @module
 */

import { headerStruct } from '../request/header-struct.js';
import { setTotalItems } from '../request/total-items.js';
import type { CallRequest, Transport } from '../request/call-request.js';

/** A transport that records requests and answers with `answer(request)`. */
export interface RecordingFixture {
  /** Every request received, in order. */
  readonly requests: CallRequest[];
  /** The transport to pass to a client. */
  readonly transport: Transport;
}

/** Records each request and resolves `answer(request)` (default: an empty list). */
export function fixtureTransport(answer: (request: CallRequest) => unknown = () => []): RecordingFixture {
  const requests: CallRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return await answer(request);
  };
  return { requests, transport };
}

/** Options of {@link listTransport}. */
export interface ListTransportOptions {
  /**
   * Report the total item count (as the `Vendor-Total-Items` header would): `true` for the true
   * count, a number to report that instead (a server that lies).
   */
  readonly reportTotal?: boolean | number;
  /** Delay of each answer, in milliseconds. */
  readonly delayMs?: number | ((request: CallRequest) => number);
  /** Fail the request with this offset. */
  readonly failAtOffset?: number;
}

/** What {@link listTransport} observed. */
export interface ListFixture extends RecordingFixture {
  /** Highest number of requests in flight at once. */
  maxInFlight: number;
  /** Requests whose signal was aborted while in flight. */
  aborted: number;
}

/**
 * A transport serving `count` items (`{ id: 0 }`, `{ id: 1 }`, …) that honours `resultLimit`
 * like the API does, optionally reporting the total and answering after a delay (aborts honoured).
 */
export function listTransport(count: number, options: ListTransportOptions = {}): ListFixture {
  const items = Array.from({ length: count }, (_, id) => ({ id }));
  let inFlight = 0;
  const fixture: ListFixture = {
    requests: [],
    maxInFlight: 0,
    aborted: 0,
    transport: async (request) => {
      fixture.requests.push(request);
      inFlight++;
      fixture.maxInFlight = Math.max(fixture.maxInFlight, inFlight);
      try {
        const delay = typeof options.delayMs === 'function' ? options.delayMs(request) : (options.delayMs ?? 0);
        if (delay > 0) {
          await new Promise<void>((resolve, reject) => {
            const timer = setTimeout(resolve, delay);
            request.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              fixture.aborted++;
              reject(new Error('aborted'));
            });
          });
        }
        const limit = headerStruct(request).resultLimit as { limit: number; offset: number } | undefined;
        if (limit !== undefined && limit.offset === options.failAtOffset) throw new Error(`page at ${String(limit.offset)} failed`);
        const page = limit === undefined ? items.slice() : items.slice(limit.offset, limit.offset + limit.limit);
        if (options.reportTotal !== undefined && options.reportTotal !== false) {
          setTotalItems(page, options.reportTotal === true ? count : options.reportTotal);
        }
        return page;
      } finally {
        inFlight--;
      }
    },
  };
  return fixture;
}
