/**
 * `BearerAuthentication`'s refresh against the fake server on 127.0.0.1, over both wire formats:
 * a long-running program survives every expiry (not only the first), a refresh is shared by all the
 * calls in flight (also when it returns the same stale token), and the wait for a refresh is
 * bounded by each call's timeout and signal. Every error and text made here is scanned for the
 * tokens at the end.
 */
import { startFakeServer, type FakeServer } from '@svclib/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { secretScan } from '../../test/support/secret-scan.js';
import { BearerAuthentication, Client, TransportError, type ClientOptions } from '../node.js';
import { ACCESS_TOKEN_FAULT_CODE } from '../wire.js';

type Wire = 'xmlrpc' | 'rest';
const WIRES: Wire[] = ['xmlrpc', 'rest'];

/** Tokens issued here: none may appear in any text produced here. */
const { secrets, remember, failure } = secretScan();



const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});


async function start(): Promise<FakeServer> {
  const server = await startFakeServer();
  servers.push(server);
  return server;
}

function issue(server: FakeServer): string {
  const token = server.issueAccessToken();
  secrets.add(token);
  return token;
}

function clientOf(server: FakeServer, wire: Wire, auth: BearerAuthentication, options: ClientOptions = {}): Client {
  const client = new Client({ endpointUrl: wire === 'rest' ? server.restUrl : server.url, transport: wire, auth, ...options });
  remember(client);
  return client;
}

describe.each(WIRES)('over %s', (wire) => {
  it('survives a second and a third expiry: refresh() is called once per expiry, and every call succeeds', async () => {
    const server = await start();
    let token = issue(server);
    let refreshes = 0;
    const auth = new BearerAuthentication(token, {
      refresh: async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        token = issue(server);
        return token;
      },
    });
    const client = clientOf(server, wire, auth);
    expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');

    for (const round of [1, 2, 3]) {
      server.expireAccessToken(token);
      server.state.requests.length = 0;
      const results = await Promise.all(Array.from({ length: 5 }, () => client.call('Account', 'getObject', { mask: 'id' })));
      expect(results.every((result) => typeof result.id === 'number')).toBe(true);
      expect(refreshes).toBe(round);
      // 5 refused, 5 repeated with the new token.
      expect(server.state.requests).toHaveLength(10);
      expect(server.state.requests.at(-1)?.httpHeaders.authorization).toBe(`Bearer ${token}`);
      // Between expiries, calls go through with the current token and refresh nothing.
      expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
      expect(refreshes).toBe(round);
    }
  });

  it('one call at a time: each of three expiries refreshes exactly once', async () => {
    const server = await start();
    let token = issue(server);
    let refreshes = 0;
    const auth = new BearerAuthentication(token, {
      refresh: () => {
        refreshes += 1;
        token = issue(server);
        return token;
      },
    });
    const client = clientOf(server, wire, auth);
    for (const round of [1, 2, 3]) {
      server.expireAccessToken(token);
      expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
      expect(refreshes).toBe(round);
    }
  });

  it('a refresh() that returns the same stale token: 50 concurrent calls refresh once and fail with the typed fault, no loop', async () => {
    const server = await start();
    const stale = issue(server);
    server.expireAccessToken(stale);
    let refreshes = 0;
    const auth = new BearerAuthentication(stale, {
      refresh: () => {
        refreshes += 1;
        return stale;
      },
    });
    const client = clientOf(server, wire, auth);
    const settled = await Promise.allSettled(Array.from({ length: 50 }, () => client.call('Account', 'getObject', { mask: 'id' })));
    expect(refreshes).toBe(1);
    expect(settled.every((outcome) => outcome.status === 'rejected')).toBe(true);
    for (const outcome of settled) {
      const reason = (outcome as PromiseRejectedResult).reason as Error;
      remember(reason);
      expect(reason).toMatchObject({ name: 'ServiceAPIError', faultCode: ACCESS_TOKEN_FAULT_CODE });
    }
    // Each call sent twice (refused, repeated once, refused): no loop.
    expect(server.state.requests).toHaveLength(100);
  });

  it('a refresh() that never settles: the call rejects at its timeout, and later calls are not held past theirs', async () => {
    const server = await start();
    const stale = issue(server);
    server.expireAccessToken(stale);
    let refreshes = 0;
    const auth = new BearerAuthentication(stale, {
      refresh: () => {
        refreshes += 1;
        return new Promise<string>(() => undefined);
      },
    });
    const client = clientOf(server, wire, auth, { timeout: 0.3 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const started = performance.now();
      const error = await failure(client.call('Account', 'getObject'));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toBe('Request timed out after 0.3s while waiting for the BearerAuthentication token refresh: Vendor_Account.getObject');
      expect((error as TransportError).faultCode).toBe(0);
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1_000);
      // The refresh still running is shared: the second call waits for it, it does not start another.
      expect(refreshes).toBe(1);
    }
  });

  it("aborting the call's signal while it waits for refresh() rejects at once, the abort reason as cause", async () => {
    const server = await start();
    const stale = issue(server);
    server.expireAccessToken(stale);
    const auth = new BearerAuthentication(stale, {
      refresh: () => new Promise<string>((resolve) => setTimeout(() => resolve(stale), 2_800)),
    });
    const client = clientOf(server, wire, auth);
    const controller = new AbortController();
    const reason = new Error('the user pressed Ctrl-C');
    const call = failure(client.call('Account', 'getObject', { signal: controller.signal }));
    // Aborted once the refused call waits for the refresh.
    while (server.state.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    controller.abort(reason);
    const error = await call;
    expect(performance.now() - started).toBeLessThan(200);
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toBe('Request aborted while waiting for the BearerAuthentication token refresh: Vendor_Account.getObject');
    expect(error.cause).toBe(reason);
    // Already aborted when the refusal comes back: rejected without waiting either.
    const done = new AbortController();
    done.abort(reason);
    expect((await failure(client.call('Account', 'getObject', { signal: done.signal }))).message).toMatch(/aborted/);
  });
});
