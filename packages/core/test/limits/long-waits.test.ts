/**
 * Waits longer than one `setTimeout` holds (2³¹−1 ms, about 24.8 days): `setTimeout` fires at once
 * beyond that and for `NaN`. Every wait of core either waits what it says (chained timers) or
 * refuses the option with a `TypeError` naming it. Unit tests on faked timers, and end-to-end
 * tests against the fake server on 127.0.0.1 that count what reached it.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { abortableDelay } from '../../src/util/abortable-delay.js';
import { MAX_TIMER_MS, setLongTimeout } from '../../src/util/long-timeout.js';
import { Client, TransportError } from '../../src/node.js';
import { normalizeRateLimitOption, TokenBucket } from '../../src/transports/rate-limit.js';
import { normalizeRetryOption } from '../../src/transports/retry.js';
import type { ClientOptions } from '../../src/options/settings.js';
import { failure } from '../support/failure.js';

const DAY_MS = 86_400_000;

describe('setLongTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([MAX_TIMER_MS + 1, 3e9, 40 * DAY_MS, 1e12])('waits %d ms in full, not a moment less', (ms) => {
    const fired = vi.fn();
    setLongTimeout(fired, ms);
    vi.advanceTimersByTime(1);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ms - 2);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('waits exactly MAX_TIMER_MS with one timer, and fires short delays as setTimeout does', () => {
    const fired = vi.fn();
    setLongTimeout(fired, MAX_TIMER_MS);
    vi.advanceTimersByTime(MAX_TIMER_MS - 1);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    const soon = vi.fn();
    setLongTimeout(soon, -5);
    vi.advanceTimersByTime(0);
    expect(soon).toHaveBeenCalledTimes(1);
  });

  it('never fires for Infinity, refuses NaN, and clear() stops a chained wait', () => {
    const never = vi.fn();
    setLongTimeout(never, Number.POSITIVE_INFINITY);
    vi.advanceTimersByTime(100 * DAY_MS);
    expect(never).not.toHaveBeenCalled();
    expect(() => setLongTimeout(never, Number.NaN)).toThrow(RangeError);
    expect(() => setLongTimeout(never, '5' as unknown as number)).toThrow(RangeError);
    const cleared = vi.fn();
    const timer = setLongTimeout(cleared, 60 * DAY_MS);
    vi.advanceTimersByTime(30 * DAY_MS);
    timer.clear();
    vi.advanceTimersByTime(60 * DAY_MS);
    expect(cleared).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('abortableDelay waits a 3e9 ms backoff in full and an abort ends it at once', async () => {
    let done = false;
    const controller = new AbortController();
    const waiting = abortableDelay(3e9, undefined, () => new Error('aborted')).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS + 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(3e9 - MAX_TIMER_MS - 10);
    await waiting;
    expect(done).toBe(true);
    const aborted = abortableDelay(3e9, controller.signal, () => new Error('aborted here'));
    controller.abort();
    await expect(aborted).rejects.toThrow('aborted here');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('options of waits', () => {
  it('rateLimit: a tiny perSecond is waited for; one whose spacing is not a safe number of ms is refused naming it', () => {
    expect(normalizeRateLimitOption({ perSecond: 1e-9 })).toEqual({ perSecond: 1e-9, burst: 1 });
    let now = 0;
    const bucket = new TokenBucket({ perSecond: 1e-9, burst: 1 }, () => now);
    expect(bucket.reserve()).toBe(0);
    expect(bucket.reserve()).toBeCloseTo(1e12, -1);
    now = 5e11;
    expect(bucket.reserve()).toBeCloseTo(1.5e12, -1);
    for (const perSecond of [1e-300, Number.MIN_VALUE, 1e-13]) {
      expect(() => new Client({ rateLimit: { perSecond } })).toThrowError(/Client option "rateLimit\.perSecond" must be a positive number whose call spacing/);
    }
    expect(() => new Client({ rateLimit: { perSecond: 1e-6, burst: 1e9 } })).toThrowError(/"rateLimit\.perSecond"/);
  });

  it('retry: delays beyond 24.8 days are kept (waited in full), non-finite ones refused naming the member', () => {
    expect(normalizeRetryOption({ minDelayMs: 3e9, maxDelayMs: 1e10 })).toMatchObject({ minDelayMs: 3e9, maxDelayMs: 1e10 });
    expect(() => normalizeRetryOption({ minDelayMs: Number.NaN })).toThrowError(/"retry\.minDelayMs"/);
    expect(() => normalizeRetryOption({ maxDelayMs: Number.POSITIVE_INFINITY })).toThrowError(/"retry\.maxDelayMs"/);
  });

  it('timeout: NaN and Infinity are refused naming the option', () => {
    expect(() => new Client({ timeout: Number.NaN })).toThrowError(/Client option "timeout"/);
    expect(() => new Client({ timeout: Number.POSITIVE_INFINITY })).toThrowError(/Client option "timeout"/);
  });
});

describe('long waits on the wire (fake server on 127.0.0.1)', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.clearInjections();
    server.state.reset();
  });

  const clientWith = (extra: ClientOptions): Client =>
    new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, ...extra });
  const sent = (method: string): number => server.state.requests.filter((request) => request.method === method).length;
  const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits (up to 10 s, for a loaded machine) until `method` has reached the server, then 400 ms more. */
  const afterFirst = async (method: string): Promise<void> => {
    for (let waited = 0; sent(method) === 0 && waited < 10_000; waited += 20) await pause(20);
    await pause(400);
  };

  it('a retry minDelayMs of 3e9 ms waits (the retry is not sent at once); an abort ends the wait', async () => {
    server.inject({ method: 'getObject', failure: { kind: 'http', status: 503 } });
    const client = clientWith({ retry: { retries: 2, minDelayMs: 3e9, maxDelayMs: 3e9, jitter: false } });
    const controller = new AbortController();
    const call = failure(client.call('Account', 'getObject', { signal: controller.signal }));
    await afterFirst('getObject');
    expect(sent('getObject')).toBe(1);
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/aborted during the delay before retry 1 of 2/);
    expect(sent('getObject')).toBe(1);
  });

  it('a Retry-After of 30 days, under a large maxDelayMs, is waited for (not retried at once)', async () => {
    server.inject({ method: 'getObject', failure: { kind: 'http', status: 429, headers: { 'retry-after': String(30 * 86_400) } } });
    const client = clientWith({ retry: { retries: 2, maxDelayMs: 40 * DAY_MS } });
    const controller = new AbortController();
    const call = failure(client.call('Account', 'getObject', { signal: controller.signal }));
    await afterFirst('getObject');
    expect(sent('getObject')).toBe(1);
    controller.abort();
    expect((await call).message).toMatch(/aborted during the delay before retry 1/);
  });

  it('a rateLimit of one call in 31 years sends the first call and holds the second', async () => {
    const client = clientWith({ rateLimit: { perSecond: 1e-9 } });
    await client.call('Account', 'getObject');
    const controller = new AbortController();
    const second = failure(client.call('Account', 'getObject', { signal: controller.signal }));
    await pause(400);
    expect(sent('getObject')).toBe(1);
    controller.abort();
    expect((await second).message).toMatch(/aborted while waiting for the rate limit/);
  });
});
