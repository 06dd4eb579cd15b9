/**
 * A debugging transport that keeps a redacted record of every call it passes on.
 *
 * @module
 */

import { createDefaultTransport } from './default-transport.js';
import { redactRequest, redactValue } from '../errors/redact.js';
import type { CallRequest, Transport } from '../request/call-request.js';
import { CLIENT_DEFAULTS } from '../options/settings.js';

/**
 * One call seen by a recording transport. Secrets are redacted (see {@link createRecordingTransport}).
 *
 * @example
 * ```ts
 * const [first]: RecordedCall[] = recorder.records;
 * console.log(first.request.service, first.durationMs);
 * ```
 */
export interface RecordedCall {
  /** The request record as sent, redacted, without its `signal`. */
  readonly request: Omit<CallRequest, 'signal'>;
  /** `Date.now()` when the call started. */
  readonly startMs: number;
  /** How long the call took, in milliseconds. */
  readonly durationMs: number;
  /** `'ok'` when the transport resolved, `'error'` when it rejected. */
  readonly outcome: 'ok' | 'error';
  /** The decoded result (secret-named fields redacted), when the call succeeded. */
  readonly result?: unknown;
  /** The error the call rejected with, when it failed. */
  readonly error?: unknown;
}

/**
 * What {@link createRecordingTransport} returns: the transport to pass to a client, and its records.
 *
 * @example
 * ```ts
 * const { transport, records } = createRecordingTransport();
 * ```
 */
export interface RecordingTransport {
  /** Pass this as the client's `transport`. */
  readonly transport: Transport;
  /** Every call so far, oldest first (clear it with `records.length = 0`). */
  readonly records: RecordedCall[];
}

/**
 * Wraps a transport (default: the XML-RPC transport) and records each call: the request record
 * with the API key, token, password arguments, secret HTTP headers and proxy credentials replaced
 * by `[REDACTED]`; start time, duration; the result or the error.
 *
 * @example
 * ```ts
 * const recorder = createRecordingTransport();
 * const client = new Client({ username: 'alice', apiKey: key, transport: recorder.transport });
 * await client.Account.getObject();
 * console.log(recorder.records[0].request.headers); // { authenticate: { username: 'alice', apiKey: '[REDACTED]' } }
 * ```
 */
export function createRecordingTransport(inner?: Transport): RecordingTransport {
  const next = inner ?? createDefaultTransport('xmlrpc', CLIENT_DEFAULTS.maxBytes);
  if (typeof next !== 'function') throw new TypeError('createRecordingTransport: inner must be a transport function');
  const records: RecordedCall[] = [];
  const transport: Transport = async (request) => {
    const request_ = redactRequest(request);
    const startMs = Date.now();
    const started = performance.now();
    try {
      const result = await next(request);
      records.push({ request: request_, startMs, durationMs: performance.now() - started, outcome: 'ok', result: redactValue(result) });
      return result;
    } catch (error) {
      records.push({ request: request_, startMs, durationMs: performance.now() - started, outcome: 'error', error });
      throw error;
    }
  };
  return { transport, records };
}
