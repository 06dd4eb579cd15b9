/**
 * The `retry` client option: its normalization, the retry rules, and the backoff — on the wire,
 * against the fake API server and purpose-built servers on 127.0.0.1 (requests are counted on the
 * server side).
 */
import { createServer } from 'node:http';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeFailure, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Client, InternalError, MethodNotFound, NotWellFormed, RateLimitExceeded, RemoteSystemError, ServiceAPIError, TimedClient, TransportError, Unauthenticated,
} from '../node.js';
import { createXmlRpcTransport, RATE_LIMIT_FAULT_CODE } from '../wire.js';
import type { CallRequest } from '../request/call-request.js';
import type { ClientOptions } from '../options/settings.js';
import {
  createRetryTransport,
  failedBeforeSending,
  isReadMethod,
  isRetryable,
  normalizeRetryOption,
  RETRY_DEFAULTS,
  retryDelay,
} from './retry.js';
import { startTestServer, unusedPort } from '../test-support/test-server.js';
import { failure } from '../../test/support/failure.js';

let server: FakeServer;
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clearInjections();
  server.state.reset();
});

/** Tiny delays, so that tests stay fast. */
const FAST = { retries: 2, minDelayMs: 1, maxDelayMs: 5 };

const newClient = (retry: ClientOptions['retry'], extra: ClientOptions = {}): Client =>
  new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, retry, ...extra });

/** How many requests of `method` reached the fake server. */
const received = (method: string): number => server.state.requests.filter((request) => request.method === method).length;

describe('the retry option', () => {
  it('is off by default, and with retry 0 or null', async () => {
    for (const retry of [undefined, 0, null]) {
      server.state.reset();
      server.inject({ method: 'getObject', times: 1, failure: { kind: 'http', status: 503 } });
      const error = await failure(newClient(retry).call('Account', 'getObject'));
      expect(error).toBeInstanceOf(TransportError);
      expect(received('getObject')).toBe(1);
    }
  });

  it('normalizes a number to that many retries with the default delays, and an object over the defaults', () => {
    expect(normalizeRetryOption(3)).toEqual({ ...RETRY_DEFAULTS, retries: 3 });
    expect(normalizeRetryOption({})).toEqual(RETRY_DEFAULTS);
    expect(normalizeRetryOption({ minDelayMs: 10, maxDelayMs: 50, factor: 3, jitter: false })).toEqual({
      retries: 2,
      minDelayMs: 10,
      maxDelayMs: 50,
      factor: 3,
      jitter: false,
    });
    expect(normalizeRetryOption({ minDelayMs: 9000 })?.maxDelayMs).toBe(9000);
    expect(normalizeRetryOption(0)).toBeUndefined();
    expect(normalizeRetryOption({ retries: 0 })).toBeUndefined();
    expect(normalizeRetryOption(null)).toBeUndefined();
    expect(Object.isFrozen(normalizeRetryOption(1))).toBe(true);
  });

  const bad: { name: string; retry: unknown; message: RegExp }[] = [
    { name: 'a negative number', retry: -1, message: /"retry" must be a non-negative integer, got -1/ },
    { name: 'a fraction', retry: 1.5, message: /"retry" must be a non-negative integer, got 1.5/ },
    { name: 'NaN', retry: Number.NaN, message: /"retry" must be a non-negative integer, got NaN/ },
    { name: 'a string', retry: '3', message: /"retry" must be a number of retries or an object .*, got a string/ },
    { name: 'true', retry: true, message: /"retry" must be .*, got true/ },
    { name: 'an array', retry: [3], message: /"retry" must be .*, got an array/ },
    { name: 'retries: -2', retry: { retries: -2 }, message: /"retry.retries" must be a non-negative integer, got -2/ },
    { name: 'minDelayMs: -1', retry: { minDelayMs: -1 }, message: /"retry.minDelayMs" must be a non-negative number/ },
    { name: 'maxDelayMs: Infinity', retry: { maxDelayMs: Infinity }, message: /"retry.maxDelayMs" must be .*, got Infinity/ },
    { name: 'maxDelayMs below minDelayMs', retry: { minDelayMs: 50, maxDelayMs: 10 }, message: /"retry.maxDelayMs" \(10\) must not be less than retry.minDelayMs \(50\)/ },
    { name: 'factor: 0.5', retry: { factor: 0.5 }, message: /"retry.factor" must be a number ≥ 1, got 0.5/ },
    { name: 'jitter: "full"', retry: { jitter: 'full' }, message: /"retry.jitter" must be a boolean, got a string/ },
    { name: 'unknown members', retry: { retries: 1, attempts: 3, delay: 1 }, message: /Unknown member\(s\) of Client option "retry": attempts, delay \(allowed: retries, minDelayMs, maxDelayMs, factor, jitter\)/ },
  ];
  for (const { name, retry, message } of bad) {
    it(`rejects ${name} with a TypeError saying what is wrong`, () => {
      expect(() => new Client({ retry: retry as never })).toThrowError(TypeError);
      expect(() => new Client({ retry: retry as never })).toThrowError(message);
    });
  }
});

describe('which failures are retried (on the wire, counting requests at the server)', () => {
  const retried: { name: string; method: string; service: string; failure: FakeFailure; kind: new (...args: never[]) => Error }[] = [
    { name: 'HTTP 502', service: 'Account', method: 'getObject', failure: { kind: 'http', status: 502 }, kind: TransportError },
    { name: 'HTTP 503', service: 'Account', method: 'getVirtualGuests', failure: { kind: 'http', status: 503 }, kind: TransportError },
    { name: 'HTTP 504', service: 'Account', method: 'getObject', failure: { kind: 'http', status: 504 }, kind: TransportError },
    { name: 'fault -32603', service: 'Account', method: 'getObject', failure: { kind: 'fault', faultCode: -32603, faultString: 'oops' }, kind: InternalError },
    { name: 'fault "-32400"', service: 'Account', method: 'getObject', failure: { kind: 'fault', faultCode: '-32400', faultString: 'down' }, kind: RemoteSystemError },
    { name: 'fault -32300', service: 'Account', method: 'getObject', failure: { kind: 'fault', faultCode: -32300, faultString: 'transport' }, kind: TransportError },
    { name: 'a dropped connection', service: 'Account', method: 'getObject', failure: { kind: 'drop' }, kind: TransportError },
    { name: 'a connection reset mid-body', service: 'Account', method: 'getObject', failure: { kind: 'truncate', bytes: 10 }, kind: TransportError },
    { name: 'HTTP 429 (SPEC §9)', service: 'Account', method: 'getObject', failure: { kind: 'http', status: 429 }, kind: RateLimitExceeded },
    { name: 'the rate-limit fault (SPEC §9)', service: 'Account', method: 'getObject', failure: { kind: 'fault', faultCode: RATE_LIMIT_FAULT_CODE, faultString: 'Rate limit of 50 requests for every 1 second(s) exceeded.' }, kind: RateLimitExceeded },
  ];
  for (const { name, service, method, failure: injected, kind } of retried) {
    it(`retries ${name} on ${method} until it succeeds, and gives up with the last error`, async () => {
      server.inject({ service, method, times: 2, failure: injected });
      await expect(newClient(FAST).untyped.call(service, method)).resolves.toBeDefined();
      expect(received(method)).toBe(3);

      server.state.reset();
      server.inject({ service, method, failure: injected });
      const error = await failure(newClient(FAST).untyped.call(service, method));
      expect(error).toBeInstanceOf(kind);
      expect(received(method)).toBe(3);
    });
  }

  const notRetried: { name: string; service: string; method: string; failure: FakeFailure; kind: new (...args: never[]) => Error }[] = [
    { name: 'HTTP 503 on createObject', service: 'Virtual_Guest', method: 'createObject', failure: { kind: 'http', status: 503 }, kind: TransportError },
    { name: 'a dropped connection on createObject', service: 'Virtual_Guest', method: 'createObject', failure: { kind: 'drop' }, kind: TransportError },
    { name: 'a dropped connection on editObject', service: 'Virtual_Guest', method: 'editObject', failure: { kind: 'drop' }, kind: TransportError },
    { name: 'a dropped connection on deleteObject', service: 'Dns_Domain', method: 'deleteObject', failure: { kind: 'drop' }, kind: TransportError },
    { name: 'HTTP 502 on cancelItem', service: 'Billing_Item', method: 'cancelItem', failure: { kind: 'http', status: 502 }, kind: TransportError },
    { name: 'fault -32603 on addUpdate (not a get method)', service: 'Ticket', method: 'addUpdate', failure: { kind: 'fault', faultCode: -32603, faultString: 'x' }, kind: InternalError },
    { name: 'a reset mid-body on setTags (not a get method)', service: 'Virtual_Guest', method: 'setTags', failure: { kind: 'truncate', bytes: 10 }, kind: TransportError },
    { name: 'HTTP 500', service: 'Account', method: 'getObject', failure: { kind: 'http', status: 500 }, kind: TransportError },
    { name: 'HTTP 401', service: 'Account', method: 'getObject', failure: { kind: 'http', status: 401 }, kind: Unauthenticated },
    { name: 'an invalid-credentials fault', service: 'Account', method: 'getObject', failure: { kind: 'fault', faultCode: 'Vendor_Exception_InvalidCredentials', faultString: 'bad' }, kind: Unauthenticated },
    { name: 'an object-not-found fault', service: 'Account', method: 'getObject', failure: { kind: 'fault', faultCode: 'Vendor_Exception_ObjectNotFound', faultString: 'no' }, kind: ServiceAPIError },
    { name: 'fault -32601', service: 'Account', method: 'getObject', failure: { kind: 'fault', faultCode: -32601, faultString: 'no' }, kind: MethodNotFound },
    { name: 'fault -32500', service: 'Account', method: 'getObject', failure: { kind: 'fault', faultCode: -32500, faultString: 'app' }, kind: ServiceAPIError },
    { name: 'a malformed body', service: 'Account', method: 'getObject', failure: { kind: 'malformed' }, kind: NotWellFormed },
  ];
  for (const { name, service, method, failure: injected, kind } of notRetried) {
    it(`does not retry ${name}`, async () => {
      server.inject({ service, method, failure: injected });
      const error = await failure(newClient({ ...FAST, retries: 5 }).untyped.call(service, method, { args: [{}] }));
      expect(error).toBeInstanceOf(kind);
      expect(received(method)).toBe(1);
    });
  }

  it('retries a timeout of a get method (the timeout applies to each attempt), not of a create method', async () => {
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'slowHeaders', delayMs: 400 } });
    const started = performance.now();
    await expect(newClient(FAST, { timeout: 0.1 }).call('Account', 'getObject')).resolves.toHaveProperty('id');
    expect(performance.now() - started).toBeLessThan(380);
    expect(received('getObject')).toBe(2);

    server.inject({ method: 'createObject', times: 1, failure: { kind: 'slowHeaders', delayMs: 400 } });
    const error = await failure(newClient(FAST, { timeout: 0.1 }).call('Virtual_Guest', 'createObject', { args: [{}] }));
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/timed out after 0.1s/);
    expect(received('createObject')).toBe(1);
  });

  it('retries a createObject whose connection was refused (it was never sent), and it reaches the server once', async () => {
    const port = await unusedPort();
    let requests = 0;
    const late = createServer((_request, response) => {
      requests += 1;
      response.setHeader('content-type', 'text/xml');
      response.end('<methodResponse><params><param><value><int>42</int></value></param></params></methodResponse>');
    });
    const errors: unknown[] = [];
    const inner = createXmlRpcTransport();
    const client = new Client({
      endpointUrl: `http://127.0.0.1:${String(port)}/xmlrpc/v3.1`,
      retry: { retries: 3, minDelayMs: 1, maxDelayMs: 1 },
      transport: async (request) => {
        try {
          return await inner(request);
        } catch (error) {
          errors.push(error);
          // The first attempt was refused; the server comes up before the retry.
          if (!late.listening) await new Promise<void>((resolve) => late.listen(port, '127.0.0.1', resolve));
          throw error;
        }
      },
    });
    try {
      await expect(client.call('Virtual_Guest', 'createObject', { args: [{ hostname: 'a' }] })).resolves.toBe(42);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(TransportError);
      expect(failedBeforeSending(errors[0])).toBe(true);
      expect(requests).toBe(1);
    } finally {
      late.closeAllConnections();
      await new Promise<void>((resolve) => late.close(() => resolve()));
    }
  });

  it('does not retry a network error without cause (a refused configuration, not a network failure)', () => {
    expect(isRetryable(new TransportError(0, 'Cannot send through proxy'), { method: 'getObject' })).toBe(false);
    expect(isRetryable(new TransportError(0, 'Network error', { cause: new Error('reset') }), { method: 'getObject' })).toBe(true);
    expect(isRetryable(new TransportError(0, 'Network error', { cause: new Error('reset') }), { method: 'createObject' })).toBe(false);
    expect(isRetryable(new TypeError('bad argument'), { method: 'getObject' })).toBe(false);
  });

  it('recognises a connection that could not be established through cause chains and AggregateError', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const wrapped = new TransportError(0, 'Network error', { cause: new TypeError('fetch failed', { cause: refused }) });
    expect(failedBeforeSending(wrapped)).toBe(true);
    expect(isRetryable(wrapped, { method: 'deleteObject' })).toBe(true);
    const aggregate = new AggregateError([refused], 'all addresses failed');
    expect(failedBeforeSending(new TransportError(0, 'x', { cause: aggregate }))).toBe(true);
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(failedBeforeSending(new TransportError(0, 'x', { cause: reset }))).toBe(false);
    const looped: { cause?: unknown } = {};
    looped.cause = looped;
    expect(failedBeforeSending(looped)).toBe(false);
  });

  it('treats only get-prefixed camelCase names as read methods', () => {
    expect(['get', 'getObject', 'getVirtualGuests', 'getPortalLoginToken', 'get_object'].map(isReadMethod)).toEqual([true, true, true, true, true]);
    expect(['getaway', 'createObject', 'editObject', 'deleteObject', 'cancelItem', 'addUpdate', 'setTags', 'GetObject'].map(isReadMethod)).toEqual(
      [false, false, false, false, false, false, false, false],
    );
  });

  it('retries each page of iterCall on its own, and TimedClient records one entry per call', async () => {
    server.inject({ method: 'getVirtualGuests', when: (request) => (request.headers.resultLimit as { offset: number }).offset === 5, times: 1, failure: { kind: 'http', status: 503 } });
    const timed = new TimedClient({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, retry: FAST });
    const ids: (number | undefined)[] = [];
    for await (const guest of timed.iterCall('Account', 'getVirtualGuests', { chunk: 5, mask: 'id' })) ids.push(guest.id);
    expect(ids).toHaveLength(12);
    expect(received('getVirtualGuests')).toBe(4);
    expect(timed.getLastCalls()).toHaveLength(3);
  });
});

describe('backoff', () => {
  it('computes capped exponential delays, and full jitter below the cap', () => {
    const options = { retries: 6, minDelayMs: 100, maxDelayMs: 1000, factor: 2, jitter: false };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(options, n))).toEqual([100, 200, 400, 800, 1000, 1000]);
    const jittered = { ...options, jitter: true };
    expect(retryDelay(jittered, 3, () => 0.5)).toBe(200);
    expect(retryDelay(jittered, 3, () => 0)).toBe(0);
    for (let n = 1; n <= 6; n++) {
      const delay = retryDelay(jittered, n);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(retryDelay(options, n));
    }
  });

  it('waits between attempts at least the delay and not much more (measured at the server)', async () => {
    const arrivals: number[] = [];
    const flaky = await startTestServer((_request, response) => {
      arrivals.push(performance.now());
      response.statusCode = 503;
      response.end('busy');
    });
    try {
      const transport = createRetryTransport(
        createXmlRpcTransport(),
        { retries: 3, minDelayMs: 40, maxDelayMs: 100, factor: 2, jitter: true },
        () => 1,
      );
      const client = new Client({ endpointUrl: flaky.url, transport });
      const error = await failure(client.call('Account', 'getObject'));
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(503);
      expect(arrivals).toHaveLength(4);
      const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
      [40, 80, 100].forEach((delay, i) => {
        expect(gaps[i]).toBeGreaterThanOrEqual(delay - 2);
        expect(gaps[i]).toBeLessThan(delay + 400);
      });
    } finally {
      await flaky.close();
    }
  });

  it('stops at once when the signal aborts during a backoff delay, with TransportError(0), and clears the timer', async () => {
    server.inject({ method: 'getObject', failure: { kind: 'http', status: 503 } });
    const backoffTimers: unknown[] = [];
    const cleared: unknown[] = [];
    const setSpy = vi.spyOn(globalThis, 'setTimeout').mockImplementation((handler: () => void, ms?: number) => {
      const timer = realSetTimeout(handler, ms);
      if (ms === 20_000) backoffTimers.push(timer);
      return timer;
    });
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout').mockImplementation((timer?: Parameters<typeof clearTimeout>[0]) => {
      cleared.push(timer);
      realClearTimeout(timer);
    });
    const client = newClient({ retries: 3, minDelayMs: 20_000, maxDelayMs: 20_000, jitter: false });
    const controller = new AbortController();
    const call = client.call('Account', 'getObject', { signal: controller.signal });
    while (backoffTimers.length === 0) await new Promise<void>((resolve) => realSetTimeout(resolve, 2));
    setSpy.mockRestore();
    const started = performance.now();
    controller.abort(new Error('user gave up'));
    const error = await failure(call);
    expect(performance.now() - started).toBeLessThan(100);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).faultCode).toBe(0);
    expect(error.message).toBe('Request aborted during the delay before retry 1 of 3: Vendor_Account.getObject');
    expect((error.cause as Error).message).toBe('user gave up');
    clearSpy.mockRestore();
    expect(received('getObject')).toBe(1);
    expect(cleared).toContain(backoffTimers[0]);
  });

  it('does not retry a call whose signal aborted during the attempt', async () => {
    server.inject({ method: 'getObject', failure: { kind: 'slowHeaders', delayMs: 2_000 } });
    const controller = new AbortController();
    const call = newClient(FAST).call('Account', 'getObject', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(call);
    expect(error.message).toMatch(/^Request aborted: POST /);
    expect(received('getObject')).toBe(1);
  });

  it('wraps a custom transport too', async () => {
    const seen: CallRequest[] = [];
    const client = new Client({
      retry: { retries: 1, minDelayMs: 0, maxDelayMs: 0 },
      transport: (request) => {
        seen.push(request);
        if (seen.length === 1) return Promise.reject(new TransportError(504, 'HTTP 504 Gateway Timeout'));
        return Promise.resolve('ok');
      },
    });
    await expect(client.call('Account', 'getObject')).resolves.toBe('ok');
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });
});
