/**
 * The `rateLimit` client option, `RateLimitExceeded`, and retries of refused calls (SPEC §9) —
 * against the fake API server with its own `rateLimit`, and a purpose-built server for `Retry-After`.
 */
import { encodeFault, encodeMethodResponse } from '@svclib/xmlrpc';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '../../test/support/failure.js';
import { Client, RateLimitExceeded, ServiceAPIError, TransportError, isRateLimitExceeded } from '../node.js';
import { RATE_LIMIT_FAULT_CODE } from '../wire.js';
import { normalizeRateLimitOption, parseRetryAfter, TokenBucket } from './rate-limit.js';
import type { ClientOptions } from '../options/settings.js';
import { useTestServers } from '../test-support/test-server.js';

const REFUSAL = 'Rate limit of 5 requests for every 1 second(s) exceeded.';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const clientOf = (fake: FakeServer, extra: ClientOptions = {}): Client =>
  new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: fake.url, ...extra });

describe('the rateLimit option', () => {
  it('normalizes { perSecond, burst? } and rejects anything else naming the member', () => {
    expect(normalizeRateLimitOption({ perSecond: 50 })).toEqual({ perSecond: 50, burst: 1 });
    expect(normalizeRateLimitOption({ perSecond: 2.5, burst: 4 })).toEqual({ perSecond: 2.5, burst: 4 });
    expect(normalizeRateLimitOption(undefined)).toBeUndefined();
    expect(normalizeRateLimitOption(null)).toBeUndefined();
    expect(() => new Client({ rateLimit: 50 as never })).toThrowError(/"rateLimit" must be an object \{ perSecond, burst\? \}, got 50/);
    expect(() => new Client({ rateLimit: { perSecond: 0 } })).toThrowError(/"rateLimit.perSecond" must be a positive number, got 0/);
    expect(() => new Client({ rateLimit: { perSecond: 5, burst: 1.5 } })).toThrowError(/"rateLimit.burst" must be a positive integer/);
    expect(() => new Client({ rateLimit: { perSecond: 5, rate: 1 } as never })).toThrowError(/Unknown member\(s\) of Client option "rateLimit": rate/);
  });

  it('spaces calls evenly (burst 1), or lets `burst` calls start together after a quiet spell', () => {
    let now = 1000;
    const even = new TokenBucket({ perSecond: 10, burst: 1 }, () => now);
    expect([even.reserve(), even.reserve(), even.reserve()]).toEqual([0, 100, 200]);
    now = 5000; // a quiet spell refills the bucket
    expect(even.reserve()).toBe(0);
    const bursty = new TokenBucket({ perSecond: 10, burst: 3 }, () => now);
    expect([bursty.reserve(), bursty.reserve(), bursty.reserve(), bursty.reserve(), bursty.reserve()]).toEqual([0, 0, 0, 100, 200]);
  });

  it('keeps concurrent calls under the server limit: no refusal reaches the caller', async () => {
    server = await startFakeServer({ rateLimit: { perSecond: 5 } });
    const client = clientOf(server, { rateLimit: { perSecond: 5 }, retry: { retries: 5, minDelayMs: 50, maxDelayMs: 1000 } });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => client.call('Account', 'getObject', { mask: 'id' })));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
  });

  it('without it (and without retry), a burst is refused with RateLimitExceeded carrying the real fault', async () => {
    server = await startFakeServer({ rateLimit: { perSecond: 5 } });
    const client = clientOf(server);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => client.call('Account', 'getObject', { mask: 'id' })));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RateLimitExceeded);
      expect(error).toBeInstanceOf(ServiceAPIError);
      expect(isRateLimitExceeded(error)).toBe(true);
      expect(error).toMatchObject({ name: 'RateLimitExceeded', faultCode: RATE_LIMIT_FAULT_CODE, faultString: REFUSAL });
    }
  });

  it('is shared by the concurrent pages of iterCall', async () => {
    server = await startFakeServer({ rateLimit: { perSecond: 5 }, counts: { virtualGuests: 40 } });
    const client = clientOf(server, { rateLimit: { perSecond: 5 }, retry: { retries: 5, minDelayMs: 50, maxDelayMs: 1000 } });
    const ids: unknown[] = [];
    for await (const guest of client.iterCall('Account', 'getVirtualGuests', { chunk: 5, concurrency: 8, mask: 'id' })) {
      ids.push(guest.id);
    }
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('ends the wait at once when the call is aborted, and gives its turn back', async () => {
    server = await startFakeServer();
    const client = clientOf(server, { rateLimit: { perSecond: 0.5 } }); // one call every 2 s
    await client.call('Account', 'getObject', { mask: 'id' });
    const controller = new AbortController();
    const waiting = client.call('Account', 'getObject', { mask: 'id', signal: controller.signal });
    controller.abort(new Error('enough'));
    const error = await failure(waiting);
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/aborted while waiting for the rate limit: Vendor_Account\.getObject/);
    expect((error.cause as Error).message).toBe('enough');
    expect(server.state.requests).toHaveLength(1);
  });
});

describe('refusals by the API', () => {
  it('HTTP 429 with Retry-After is RateLimitExceeded with retryAfterMs when retries are off', async () => {
    server = await startFakeServer({ rateLimit: { perSecond: 1 }, rateLimitStatus: 429 });
    const client = clientOf(server);
    const [, second] = await Promise.allSettled([client.call('Account', 'getObject'), client.call('Account', 'getObject')]);
    expect(second.status).toBe('rejected');
    const error = (second as PromiseRejectedResult).reason as RateLimitExceeded;
    expect(error).toBeInstanceOf(RateLimitExceeded);
    expect(error.retryAfterMs).toBe(1000);
    expect(error.faultCode).toBe(RATE_LIMIT_FAULT_CODE);
  });

  const servers = useTestServers();

  it('retries a refused createObject (any method) after Retry-After, and a bare 429 too', async () => {
    const seen: number[] = [];
    const test = await servers((_request, response) => {
      seen.push(Date.now());
      if (seen.length === 1) {
        response.writeHead(429, { 'content-type': 'text/html', 'retry-after': '1' }).end('<h1>Too Many Requests</h1>');
      } else if (seen.length === 2) {
        response.writeHead(500, { 'content-type': 'text/xml' }).end(encodeFault(RATE_LIMIT_FAULT_CODE, REFUSAL));
      } else {
        response.writeHead(200, { 'content-type': 'text/xml' }).end(encodeMethodResponse({ id: 9 }));
      }
    });
    const client = new Client({ endpointUrl: test.url, username: 'u', apiKey: 'k', retry: { retries: 3, minDelayMs: 1, maxDelayMs: 2000 } });
    await expect(client.call('Virtual_Guest', 'createObject', { args: [{ hostname: 'a' }] })).resolves.toEqual({ id: 9 });
    expect(seen).toHaveLength(3);
    expect(seen[1]! - seen[0]!).toBeGreaterThanOrEqual(900); // waited for Retry-After: 1
  });

  it('does not wait for a Retry-After longer than maxDelayMs: the caller gets RateLimitExceeded at once', async () => {
    const test = await servers((_request, response) => {
      response.writeHead(429, { 'retry-after': '3600' }).end();
    });
    const client = new Client({ endpointUrl: test.url, username: 'u', apiKey: 'k', retry: { retries: 3, maxDelayMs: 5000 } });
    const error = await failure(client.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(RateLimitExceeded);
    expect((error as RateLimitExceeded).retryAfterMs).toBe(3_600_000);
    expect((error as RateLimitExceeded).faultCode).toBe(429);
    expect(test.requests).toHaveLength(1);
  });

  it('gives up with RateLimitExceeded when the retries are used up', async () => {
    server = await startFakeServer();
    server.inject({ method: 'getObject', failure: { kind: 'fault', faultCode: RATE_LIMIT_FAULT_CODE, faultString: REFUSAL } });
    const error = await failure(clientOf(server, { retry: { retries: 2, minDelayMs: 1, maxDelayMs: 5 } }).call('Account', 'getObject'));
    expect(error).toBeInstanceOf(RateLimitExceeded);
    expect(server.state.requests).toHaveLength(3);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(' 0.5 ')).toBe(500);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 1000)).toBe(60_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
