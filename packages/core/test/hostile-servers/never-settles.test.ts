/**
 * A sender that never settles: a custom `fetch` that ignores the abort signal. The transport's own
 * deadline (and the caller's abort) settles the call anyway, as a timeout `TransportError(0)`, and
 * abandons the request. Against a real server on 127.0.0.1 that holds its answer.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, TransportError } from '../../src/node.js';
import { createXmlRpcTransport, fetchSender } from '../../src/wire.js';
import type { HttpSender } from '../../src/http/sender.js';
import { failure } from '../support/failure.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());

/** A `fetch` that sends to the real server but drops the signal (so it cannot be aborted). */
const deafFetch: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  return globalThis.fetch(request.url, { method: request.method, headers: request.headers, body: init?.body ?? request.body, duplex: 'half' } as RequestInit);
};

describe('a sender that ignores the abort signal', () => {
  it('end to end: a call whose server holds its answer for 5 s settles at its 0.3 s timeout', async () => {
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'slowHeaders', delayMs: 5_000 } });
    const client = new Client({
      username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, timeout: 0.3,
      transport: createXmlRpcTransport({ sender: fetchSender({ fetch: deafFetch }) }),
    });
    const started = performance.now();
    const error = await failure(client.call('Account', 'getObject'));
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toBe(`Request timed out after 0.3s: POST ${server.url}/Vendor_Account`);
    expect((error as TransportError).faultCode).toBe(0);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('a caller abort settles it too, with the aborted error', async () => {
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'slowHeaders', delayMs: 5_000 } });
    const client = new Client({
      username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url,
      transport: createXmlRpcTransport({ sender: fetchSender({ fetch: deafFetch }) }),
    });
    const controller = new AbortController();
    const call = failure(client.call('Account', 'getObject', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 200);
    const started = performance.now();
    const error = await call;
    expect(error.message).toBe(`Request aborted: POST ${server.url}/Vendor_Account`);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  describe('on faked timers', () => {
    afterEach(() => vi.useRealTimers());

    it('a sender that never settles at all is settled by a timeout of 30 days (a chained timer), not before', async () => {
      vi.useFakeTimers();
      const never: HttpSender = { send: () => new Promise(() => undefined) };
      const transport = createXmlRpcTransport({ sender: never });
      const client = new Client({ username: 'u', apiKey: 'k1234567', endpointUrl: 'http://127.0.0.1:9', timeout: 30 * 86_400, transport });
      let settled: unknown;
      void client.call('Account', 'getObject').catch((error: unknown) => (settled = error));
      await vi.advanceTimersByTimeAsync(29 * 86_400_000);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(86_400_000 + 10);
      expect(settled).toBeInstanceOf(TransportError);
      expect((settled as Error).message).toMatch(/^Request timed out after 2592000s/);
    });
  });
});
