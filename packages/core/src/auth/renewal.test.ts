/**
 * The renewal engine on its own (no server): one `obtain()` per renewal whoever asks, generations,
 * a failed renewal that can be tried again, and waits bounded by a request's timeout and signal
 * (on faked timers). The end-to-end tests are `bearer-refresh.e2e.test.ts` and
 * `credentials.e2e.test.ts`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../errors/errors.js';
import type { CallRequest } from '../request/call-request.js';
import { Renewal } from './renewal.js';

function request(extra: Partial<CallRequest> = {}): CallRequest {
  return {
    endpoint: 'http://127.0.0.1:9/xmlrpc/v3.1',
    service: 'Vendor_Account',
    method: 'getObject',
    args: [],
    headers: {},
    transportHeaders: {},
    ...extra,
  } as unknown as CallRequest;
}

/** A source whose renewals the test settles by hand. */
function manual(): { obtain: () => Promise<string>; calls: number; settle: (value: string) => void; fail: (error: Error) => void } {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const source = {
    calls: 0,
    obtain: () => {
      source.calls += 1;
      return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
    },
    settle: (value: string) => pending.shift()?.resolve(value),
    fail: (error: Error) => pending.shift()?.reject(error),
  };
  return source;
}

describe('Renewal', () => {
  afterEach(() => vi.useRealTimers());

  it('one obtain() for every call refused at the same generation; a call of an older generation does not renew', async () => {
    const source = manual();
    const renewal = new Renewal(source.obtain, { initial: 'a', what: 'the test source' });
    const waits = [renewal.renew(0, request()), renewal.renew(0, request()), renewal.renew(0, request())];
    source.settle('a'); // the same value again: still one renewal
    await Promise.all(waits);
    expect(source.calls).toBe(1);
    expect(renewal.generation).toBe(1);
    await renewal.renew(0, request());
    expect(source.calls).toBe(1);
    const next = renewal.renew(1, request());
    source.settle('b');
    await next;
    expect([source.calls, renewal.generation, renewal.value]).toEqual([2, 2, 'b']);
  });

  it('without an initial value the first current() obtains it, once for all; remember/generationOf track signed records', async () => {
    const source = manual();
    const renewal = new Renewal(source.obtain, { what: 'the test source' });
    const first = [renewal.current(request()), renewal.current(request())];
    source.settle('token');
    expect(await Promise.all(first)).toEqual([{ value: 'token', generation: 1 }, { value: 'token', generation: 1 }]);
    const signed = renewal.remember(request(), 1);
    expect(renewal.generationOf(signed)).toBe(1);
    expect(renewal.generationOf(request())).toBeUndefined();
  });

  it('a failed renewal fails its waiters, keeps the generation, and the next refusal tries again', async () => {
    const source = manual();
    const renewal = new Renewal(source.obtain, { initial: 'a', what: 'the test source' });
    const waits = [renewal.renew(0, request()), renewal.renew(0, request())];
    source.fail(new Error('down'));
    for (const outcome of await Promise.allSettled(waits)) expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'down' } });
    expect(renewal.generation).toBe(0);
    const again = renewal.renew(0, request());
    source.settle('b');
    await again;
    expect([source.calls, renewal.generation]).toEqual([2, 1]);
  });

  it("a wait is bounded by the request's timeout (from the start of the wait) and its signal; the renewal goes on", async () => {
    vi.useFakeTimers();
    const source = manual();
    const renewal = new Renewal(source.obtain, { initial: 'a', what: 'the test source' });
    let timedOut: unknown;
    void renewal.renew(0, request({ timeout: 2 })).catch((error: unknown) => (timedOut = error));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(timedOut).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(timedOut).toBeInstanceOf(TransportError);
    expect((timedOut as Error).message).toBe('Request timed out after 2s while waiting for the test source: Vendor_Account.getObject');

    const controller = new AbortController();
    const reason = new Error('stop');
    const aborted = renewal.renew(0, request({ signal: controller.signal })).catch((error: unknown) => error);
    controller.abort(reason);
    const error = (await aborted) as TransportError;
    expect(error.message).toBe('Request aborted while waiting for the test source: Vendor_Account.getObject');
    expect(error.cause).toBe(reason);
    expect(source.calls).toBe(1);
    // The renewal still running serves a call that waits without bounds.
    const patient = renewal.renew(0, request());
    source.settle('b');
    await patient;
    expect(renewal.value).toBe('b');
    expect(vi.getTimerCount()).toBe(0);
  });
});
