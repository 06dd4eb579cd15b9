import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from './fake-server.js';
import { RATE_LIMIT_EXCEEDED, RateLimiter } from './rate-limit.js';
import { rpc } from '../test-client.js';

const REFUSAL = 'Rate limit of 3 requests for every 1 second(s) exceeded.';

describe('RateLimiter', () => {
  it('accepts perSecond calls per user in any one-second window and says when the next is accepted', () => {
    const limiter = new RateLimiter({ perSecond: 2 });
    const alice = { authenticate: { username: 'alice', apiKey: 'k' } };
    const bob = { authenticate: { username: 'bob', apiKey: 'k' } };
    expect(limiter.take(alice, 1000)).toBeUndefined();
    expect(limiter.take(alice, 1400)).toBeUndefined();
    const refusal = limiter.take(alice, 1500);
    expect(refusal?.fault.faultCode).toBe(RATE_LIMIT_EXCEEDED);
    expect(refusal?.retryAfterMs).toBe(500);
    expect(limiter.take(bob, 1500)).toBeUndefined();
    expect(limiter.take(alice, 2000)).toBeUndefined(); // the call at 1000 has left the window
    expect(limiter.take(alice, 2001)).toBeDefined(); // a refused call did not count, 1400 and 2000 still do
  });
});

describe('fake server option rateLimit', () => {
  let server: FakeServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('refuses over-rate calls of one user with the real fault and HTTP 500, without running them', async () => {
    server = await startFakeServer({ rateLimit: { perSecond: 3 } });
    const results = await Promise.all(Array.from({ length: 5 }, () => rpc(server!, 'Vendor_Account', 'getObject')));
    const refused = results.filter((result) => result.fault !== undefined);
    expect(refused).toHaveLength(2);
    for (const result of refused) {
      expect(result.status).toBe(500);
      expect(result.fault).toEqual({ faultCode: RATE_LIMIT_EXCEEDED, faultString: REFUSAL });
    }
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
  });

  it('answers HTTP 429 with Retry-After when rateLimitStatus is 429', async () => {
    server = await startFakeServer({ rateLimit: { perSecond: 3 }, rateLimitStatus: 429 });
    const results = await Promise.all(Array.from({ length: 4 }, () => rpc(server!, 'Vendor_Account', 'getObject')));
    const refused = results.find((result) => result.fault !== undefined);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('1');
    expect(refused?.fault?.faultCode).toBe(RATE_LIMIT_EXCEEDED);
  });

  it('counts each user apart', async () => {
    server = await startFakeServer({
      rateLimit: { perSecond: 3 },
      users: [{ username: 'a', apiKey: 'ka' }, { username: 'b', apiKey: 'kb' }],
    });
    const calls = ['a', 'b'].flatMap((user) =>
      Array.from({ length: 3 }, () => rpc(server!, 'Vendor_Account', 'getObject', { auth: { username: user, apiKey: `k${user}` } })),
    );
    const results = await Promise.all(calls);
    expect(results.every((result) => result.status === 200 && result.fault === undefined)).toBe(true);
  });

  it('rejects bad rateLimit options with a TypeError naming them', async () => {
    await expect(startFakeServer({ rateLimit: { perSecond: 0 } })).rejects.toThrow('rateLimit.perSecond must be a positive integer');
    await expect(startFakeServer({ rateLimitStatus: 503 as 429 })).rejects.toThrow('rateLimitStatus must be 429 or 500');
    await expect(startFakeServer({ maxBodyBytes: -1 })).rejects.toThrow('maxBodyBytes must be a positive integer');
  });
});
