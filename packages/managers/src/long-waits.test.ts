/**
 * Waits longer than one `setTimeout` holds (2³¹−1 ms): the managers' polling pause (`pollMs`) and
 * deadline (`timeoutMs`) are waited in full (chained timers), never cut to "at once". Against the
 * fake server on 127.0.0.1, counting the polls that reach it.
 */
import { describe, expect, it } from 'vitest';
import { HardwareManager } from './hardware-manager.js';
import { useFixture, type Fixture } from './test-fixture.js';
import { VirtualServerManager } from './virtual-server-manager.js';
import { waitUntil } from './waiters/wait-until.js';

let fx: Fixture;
useFixture((started) => {
  fx = started;
}, { provisionDelayMs: 600_000 }); // a server without a provision date stays unready for the whole test

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (up to 10 s, for a loaded machine) until `done()` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 10_000; waited += 20) await pause(20);
}
const polls = (): number => fx.server.state.requests.filter((request) => request.method === 'getObject').length;

/** A guest that never becomes ready (no provision date). */
function unreadyGuest(): number {
  const guest = fx.server.state.data.virtualGuests[0]!;
  delete guest.provisionDate;
  return guest.id;
}

describe('managers: waits beyond 24.8 days', () => {
  it('VirtualServerManager.waitForReady with pollMs 3e9 checks once and then waits (no tight polling loop)', async () => {
    const vs = new VirtualServerManager(fx.client);
    const controller = new AbortController();
    const waiting = vs.waitForReady(unreadyGuest(), { pollMs: 3e9, timeoutMs: 1e10, signal: controller.signal }).catch((error: unknown) => error);
    await until(() => polls() >= 1);
    await pause(400);
    expect(polls()).toBe(1);
    controller.abort(new Error('stop'));
    expect(await waiting).toEqual(new Error('stop'));
  });

  it('VirtualServerManager.waitForReady with timeoutMs 3e9 keeps polling instead of giving up at once', async () => {
    const vs = new VirtualServerManager(fx.client);
    const controller = new AbortController();
    let outcome: unknown = 'pending';
    const waiting = vs.waitForReady(unreadyGuest(), { pollMs: 50, timeoutMs: 3e9, signal: controller.signal }).then(
      (ready) => (outcome = ready),
      (error: unknown) => (outcome = error),
    );
    await until(() => polls() >= 3 || outcome !== 'pending');
    expect(outcome).toBe('pending');
    expect(polls()).toBeGreaterThanOrEqual(3);
    controller.abort(new Error('stop'));
    await waiting;
    expect(outcome).toEqual(new Error('stop'));
  });

  it('a wait aborted while its request is in flight rejects with the caller\'s reason, not the request\'s error', async () => {
    const controller = new AbortController();
    // A check that, like a request cut short, rejects with an error of its own when its signal aborts.
    const inFlight = ({ signal }: { signal: AbortSignal }): Promise<boolean> =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('Request aborted')), { once: true }));
    const waiting = waitUntil({ client: fx.client, maxWaitMs: 60_000, signal: controller.signal }, { poll: inFlight, acceptors: [] });
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toEqual(new Error('stop'));
  });

  it('HardwareManager.waitForReady with pollMs 3e9 checks once and then waits', async () => {
    const hw = new HardwareManager(fx.client);
    const server = fx.server.state.data.hardware[0]!;
    delete server.provisionDate;
    const controller = new AbortController();
    const waiting = hw.waitForReady(server.id, { pollMs: 3e9, timeoutMs: 1e10, signal: controller.signal }).catch((error: unknown) => error);
    await until(() => polls() >= 1);
    await pause(400);
    expect(polls()).toBe(1);
    controller.abort(new Error('stop'));
    expect(await waiting).toEqual(new Error('stop'));
  });
});
