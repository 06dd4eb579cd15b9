/**
 * The waiters' engine against the fake server on 127.0.0.1, on a fake clock (pauses take no real
 * time): acceptors of answers and errors, backoff with jitter, the deadline, a rate-limited check,
 * aborts during a check and during a pause, and its option checks.
 */
import { isServiceAPIError, RateLimitExceeded } from '@svclib/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Virtual_Guest } from '@svclib/model';
import { HardwareManager } from '../hardware-manager.js';
import { useFixture, type Fixture } from '../test-fixture.js';
import { VirtualServerManager } from '../virtual-server-manager.js';
import { fakeClock, stuckClock } from './test-clock.js';
import { waitUntil, type WaiterCheck, type WaiterConfig } from './wait-until.js';

let fx: Fixture;
useFixture((started) => {
  fx = started;
});
afterEach(() => fx.server.clearInjections());

const guestReads = (): number => fx.server.state.requests.filter((request) => request.method === 'getObject').length;

/** A guest of the fake server, without a provision date until `provision()` runs. */
function unprovisionedGuest(): { id: number; provision: () => void } {
  const guest = fx.server.state.data.virtualGuests[0]!;
  const date = guest.provisionDate;
  delete guest.provisionDate;
  return { id: guest.id, provision: () => void (guest.provisionDate = date) };
}

/** Reads the guest; success once it has a provision date. */
function provisionedCheck(id: number): WaiterCheck<Virtual_Guest> {
  return {
    poll: ({ client, signal }) => client.untyped.call('Virtual_Guest', 'getObject', { id, mask: 'id, provisionDate', signal }) as Promise<Virtual_Guest>,
    acceptors: [{ state: 'success', result: (guest) => Boolean(guest.provisionDate), reason: 'provisioned' }],
  };
}

describe('waitUntil: acceptors', () => {
  it('checks at once, then after each pause, until a success acceptor matches; the result carries the answer', async () => {
    const guest = unprovisionedGuest();
    const { clock, sleeps } = fakeClock((pause) => {
      if (pause === 3) guest.provision();
    });
    const result = await waitUntil({ client: fx.client, maxWaitMs: 600_000, minDelayMs: 1_000, maxDelayMs: 1_000, clock }, provisionedCheck(guest.id));
    expect(result).toMatchObject({ state: 'success', reason: 'provisioned', attempts: 4, elapsedMs: 3_000, value: { id: guest.id } });
    expect(result.value?.provisionDate).toBeTruthy();
    expect(sleeps).toEqual([1_000, 1_000, 1_000]);
    expect(guestReads()).toBe(4);
  });

  it('a failure acceptor of an answer ends the wait with its reason', async () => {
    const id = fx.server.state.data.virtualGuests[0]!.id;
    const { clock } = fakeClock();
    const result = await waitUntil({ client: fx.client, maxWaitMs: 600_000, clock }, {
      poll: ({ client, signal }) => client.untyped.call('Virtual_Guest', 'getObject', { id, mask: 'id, hostname', signal }) as Promise<Virtual_Guest>,
      acceptors: [
        { state: 'failure', result: (guest) => guest.hostname !== undefined, reason: (guest: Virtual_Guest) => `${guest.hostname ?? ''} is the wrong guest` },
        { state: 'success', result: () => true },
      ],
    });
    expect(result).toMatchObject({ state: 'failure', attempts: 1, reason: `${fx.server.state.data.virtualGuests[0]!.hostname} is the wrong guest` });
  });

  it('error acceptors: a matched error decides (retry, then failure), an unmatched one rejects the wait', async () => {
    const { clock } = fakeClock();
    const notFound = (error: unknown): boolean => isServiceAPIError(error) && String(error.faultCode).endsWith('ObjectNotFound') || (isServiceAPIError(error) && error.faultCode === 404);
    let reads = 0;
    const result = await waitUntil({ client: fx.client, maxWaitMs: 600_000, clock }, {
      poll: ({ client, signal }) => client.untyped.call('Virtual_Guest', 'getObject', { id: 1, signal }),
      acceptors: [
        { state: 'retry', error: () => ++reads < 3 },
        { state: 'failure', error: notFound, reason: 'gone' },
      ],
    });
    expect(result).toMatchObject({ state: 'failure', reason: 'gone', attempts: 3 });
    expect(isServiceAPIError(result.error)).toBe(true);

    const unmatched = waitUntil({ client: fx.client, maxWaitMs: 600_000, clock }, provisionedCheck(1));
    await expect(unmatched).rejects.toSatisfy(notFound);
  });

  it('an answer no acceptor matches is "not yet"; at the deadline the wait ends with timeout and the last reason', async () => {
    const guest = unprovisionedGuest();
    const { clock, sleeps } = fakeClock();
    const check = provisionedCheck(guest.id);
    const result = await waitUntil({ client: fx.client, maxWaitMs: 10_000, minDelayMs: 3_000, maxDelayMs: 3_000, clock }, {
      ...check,
      acceptors: [...check.acceptors, { state: 'retry', result: () => true, reason: 'no provision date' }],
    });
    // 0, 3 000, 6 000, 9 000 and the last check at the deadline (10 000).
    expect(sleeps).toEqual([3_000, 3_000, 3_000, 1_000]);
    expect(result).toMatchObject({ state: 'timeout', attempts: 5, elapsedMs: 10_000, value: { id: guest.id } });
    expect(result.reason).toBe('gave up after 10000 ms and 5 checks; last: no provision date');
  });

  it('maxWaitMs 0 checks once', async () => {
    const guest = unprovisionedGuest();
    const { clock, sleeps } = fakeClock();
    const result = await waitUntil({ client: fx.client, maxWaitMs: 0, clock }, provisionedCheck(guest.id));
    expect(result).toMatchObject({ state: 'timeout', attempts: 1 });
    expect(sleeps).toEqual([]);
  });
});

describe('waitUntil: backoff', () => {
  it('pauses between minDelayMs and minDelayMs × 2^(n−1), capped at maxDelayMs, drawn at random', async () => {
    const guest = unprovisionedGuest();
    for (const [draw, expected] of [
      [0, [1_000, 1_000, 1_000, 1_000, 1_000]],
      [0.5, [1_000, 1_500, 2_500, 4_500, 4_500]],
      [0.999_999, [1_000, 2_000, 4_000, 8_000, 8_000]],
    ] as const) {
      const { clock, sleeps } = fakeClock(undefined, () => draw);
      await waitUntil({ client: fx.client, maxWaitMs: 60_000, minDelayMs: 1_000, maxDelayMs: 8_000, clock }, provisionedCheck(guest.id));
      expect(sleeps.slice(0, 5).map(Math.round), `draw ${draw}`).toEqual(expected);
    }
  });

  it('with minDelayMs equal to maxDelayMs the pause is fixed (no jitter)', async () => {
    const guest = unprovisionedGuest();
    const { clock, sleeps } = fakeClock(undefined, Math.random);
    await waitUntil({ client: fx.client, maxWaitMs: 20_000, minDelayMs: 5_000, maxDelayMs: 5_000, clock }, provisionedCheck(guest.id));
    expect(sleeps).toEqual([5_000, 5_000, 5_000, 5_000]);
  });

  it('defaults: 2 s growing to 2 minutes', async () => {
    const guest = unprovisionedGuest();
    const { clock, sleeps } = fakeClock(undefined, () => 0.999_999);
    await waitUntil({ client: fx.client, maxWaitMs: 600_000, clock }, provisionedCheck(guest.id));
    expect(sleeps.slice(0, 8).map(Math.round)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 120_000, 120_000]);
  });
});

describe('waitUntil: a rate-limited check backs off', () => {
  it('RateLimitExceeded (HTTP 429 with Retry-After) is retried after at least the server\'s pause, not thrown', async () => {
    const guest = unprovisionedGuest();
    fx.server.inject({ method: 'getObject', times: 2, failure: { kind: 'http', status: 429, headers: { 'retry-after': '7' } } });
    const { clock, sleeps } = fakeClock((pause) => {
      if (pause === 2) guest.provision();
    });
    const result = await waitUntil({ client: fx.client, maxWaitMs: 600_000, minDelayMs: 1_000, maxDelayMs: 1_000, clock }, provisionedCheck(guest.id));
    expect(result).toMatchObject({ state: 'success', attempts: 3 });
    expect(sleeps).toEqual([7_000, 7_000]);
  });

  it('the fault RateLimitExceeded too; the wait still ends by the deadline, with the rate limit as the last reason', async () => {
    const guest = unprovisionedGuest();
    fx.server.inject({
      method: 'getObject',
      failure: { kind: 'fault', faultCode: 'Vendor_Exception_WebService_RateLimitExceeded', faultString: 'slow down' },
    });
    const { clock } = fakeClock();
    const result = await waitUntil({ client: fx.client, maxWaitMs: 5_000, minDelayMs: 1_000, maxDelayMs: 1_000, clock }, provisionedCheck(guest.id));
    expect(result).toMatchObject({ state: 'timeout', attempts: 6 });
    expect(result.reason).toMatch(/rate limit/);
    expect(result.error).toBeInstanceOf(RateLimitExceeded);
  });
});

describe('the managers\' waitForReady on the engine', () => {
  it('a rate-limited check backs off (pollMs) instead of rejecting', async () => {
    const guest = fx.server.state.data.virtualGuests.find((candidate) => candidate.provisionDate && !candidate.activeTransaction)!;
    fx.server.inject({ method: 'getObject', times: 2, failure: { kind: 'http', status: 429 } });
    expect(await new VirtualServerManager(fx.client).waitForReady(guest.id, { pollMs: 20, timeoutMs: 5_000 })).toBe(true);
    expect(guestReads()).toBe(3);
    fx.server.inject({ method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: 'Vendor_Exception_WebService_RateLimitExceeded', faultString: 'slow down' } });
    expect(await new HardwareManager(fx.client).waitForReady(fx.server.state.data.hardware[0]!.id, { pollMs: 20, timeoutMs: 5_000 })).toBe(true);
    expect(guestReads()).toBe(5);
  });
});

describe('waitUntil: abort and deadline', () => {
  it('an abort while a check is in flight rejects at once with the caller\'s reason, and aborts the request', async () => {
    const guest = unprovisionedGuest();
    fx.server.inject({ method: 'getObject', failure: { kind: 'slowHeaders', delayMs: 3_600_000 } });
    const controller = new AbortController();
    const { clock } = fakeClock();
    const waiting = waitUntil({ client: fx.client, maxWaitMs: 3_600_000, signal: controller.signal, clock }, provisionedCheck(guest.id));
    for (let waited = 0; guestReads() === 0 && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(guestReads()).toBe(1);
    const reason = new Error('stop');
    const started = Date.now();
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('an abort during a pause rejects with the caller\'s reason', async () => {
    const guest = unprovisionedGuest();
    const controller = new AbortController();
    const waiting = waitUntil({ client: fx.client, maxWaitMs: 3_600_000, signal: controller.signal, clock: stuckClock() }, provisionedCheck(guest.id));
    for (let waited = 0; guestReads() === 0 && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort('enough');
    await expect(waiting).rejects.toBe('enough');
    expect(guestReads()).toBe(1);
  });

  it('an already aborted signal rejects before any check', async () => {
    const controller = new AbortController();
    controller.abort(new Error('before'));
    await expect(waitUntil({ client: fx.client, maxWaitMs: 1_000, signal: controller.signal }, provisionedCheck(1))).rejects.toThrow('before');
    expect(guestReads()).toBe(0);
  });

  it('a check still in flight at the deadline is abandoned: timeout, on time', async () => {
    const guest = unprovisionedGuest();
    fx.server.inject({ method: 'getObject', failure: { kind: 'slowHeaders', delayMs: 3_600_000 } });
    const started = Date.now();
    const result = await waitUntil({ client: fx.client, maxWaitMs: 200 }, provisionedCheck(guest.id));
    expect(result).toMatchObject({ state: 'timeout', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('waitUntil: options', () => {
  const check = provisionedCheck(1);
  const client = (): WaiterConfig['client'] => fx.client;
  it.each([
    ['no maxWaitMs', () => ({ client: client() }), TypeError, /waitUntil option "maxWaitMs"/],
    ['no client', () => ({ maxWaitMs: 1 }), TypeError, /waitUntil option "client" must be a client/],
    ['an unknown option', () => ({ client: client(), maxWaitMs: 1, maxWait: 2 }), TypeError, /Unknown waitUntil option\(s\): maxWait/],
    ['a negative maxWaitMs', () => ({ client: client(), maxWaitMs: -1 }), RangeError, /maxWaitMs must be a number of milliseconds >= 0, got -1/],
    ['minDelayMs 0', () => ({ client: client(), maxWaitMs: 1, minDelayMs: 0 }), RangeError, /minDelayMs must be a finite number of milliseconds > 0, got 0/],
    ['maxDelayMs below minDelayMs', () => ({ client: client(), maxWaitMs: 1, minDelayMs: 500, maxDelayMs: 100 }), RangeError, /maxDelayMs must be .* >= minDelayMs \(500\), got 100/],
    ['a clock without sleep', () => ({ client: client(), maxWaitMs: 1, clock: { now: Date.now } }), TypeError, /option "clock" must be a clock/],
  ])('refuses %s', async (_, config, kind, message) => {
    const waiting = waitUntil(config() as unknown as WaiterConfig, check);
    await expect(waiting).rejects.toThrow(kind);
    await expect(waiting).rejects.toThrow(message);
  });

  it('refuses a malformed check', async () => {
    const config = { client: fx.client, maxWaitMs: 1 };
    await expect(waitUntil(config, {} as never)).rejects.toThrow(/check must be an object \{ poll\(context\), acceptors \}/);
    await expect(waitUntil(config, { poll: check.poll, acceptors: [{ state: 'done', result: () => true }] } as never)).rejects.toThrow(/acceptors\[0\]\.state/);
    await expect(waitUntil(config, { poll: check.poll, acceptors: [{ state: 'success' }] } as never)).rejects.toThrow(/acceptors\[0\] must have one test/);
    expect(guestReads()).toBe(0);
  });

  it('a maxDelayMs alone below the default first pause lowers it; a minDelayMs alone above the default cap raises it', async () => {
    const guest = unprovisionedGuest();
    const low = fakeClock(undefined, () => 0.999_999);
    await waitUntil({ client: fx.client, maxWaitMs: 2_000, maxDelayMs: 500, clock: low.clock }, provisionedCheck(guest.id));
    expect(low.sleeps.slice(0, 2)).toEqual([500, 500]);
    const high = fakeClock();
    await waitUntil({ client: fx.client, maxWaitMs: 400_000, minDelayMs: 200_000, clock: high.clock }, provisionedCheck(guest.id));
    expect(high.sleeps).toEqual([200_000, 200_000]);
  });
});
