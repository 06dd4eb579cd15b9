/**
 * The client option `credentials` against the fake server on 127.0.0.1, over both wire formats: the
 * provider is called once for all the calls in flight (the first calls, and again after an expiry or
 * a refusal), never in a loop, and each call's wait for it is bounded by the call's timeout and
 * signal. Every error and text made here is scanned for the keys and tokens at the end.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer, type FakeServerOptions } from '@svclib/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { secretScan } from '../../test/support/secret-scan.js';
import {
  Client, TransportError, Unauthenticated, type ClientOptions, type Credentials, type CredentialsProvider,
} from '../node.js';
import { ACCESS_TOKEN_FAULT_CODE } from '../wire.js';

type Wire = 'xmlrpc' | 'rest';
const WIRES: Wire[] = ['xmlrpc', 'rest'];
const BAD_KEY = 'refused-key-0123456789abcdef';

/** Keys and tokens: none may appear in any text produced here. */
const { secrets, remember, failure } = secretScan([FAKE_API_KEY, BAD_KEY]);



const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});


async function start(options?: FakeServerOptions): Promise<FakeServer> {
  const server = await startFakeServer(options);
  servers.push(server);
  return server;
}

function clientOf(server: FakeServer, wire: Wire, credentials: CredentialsProvider, options: ClientOptions = {}): Client {
  const client = new Client({ endpointUrl: wire === 'rest' ? server.restUrl : server.url, transport: wire, credentials, ...options });
  remember(client);
  return client;
}

/** A provider that counts its calls and gives what `next()` returns. */
function counting(next: () => Credentials | Promise<Credentials>): CredentialsProvider & { calls: number } {
  const provider = Object.assign(
    async () => {
      provider.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return next();
    },
    { calls: 0 },
  );
  return provider;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const fifty = (client: Client): Promise<{ id?: number }[]> => Promise.all(Array.from({ length: 50 }, () => client.call('Account', 'getObject', { mask: 'id' })));

describe.each(WIRES)('over %s', (wire) => {
  it('a username and key: the provider is called once for 50 concurrent first calls, and not again while they are accepted', async () => {
    const server = await start();
    const provider = counting(() => ({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY }));
    const client = clientOf(server, wire, provider);
    expect(String(client.auth)).toBe('<Credentials>');
    const results = await fifty(client);
    expect(results.every((result) => typeof result.id === 'number')).toBe(true);
    expect(provider.calls).toBe(1);
    await fifty(client);
    expect(provider.calls).toBe(1);
    expect(server.state.requests).toHaveLength(100);
    expect(wire === 'rest' ? server.state.requests[0]?.httpHeaders.authorization : server.state.requests[0]?.headers.authenticate).toEqual(
      wire === 'rest' ? `Basic ${btoa(`${FAKE_USERNAME}:${FAKE_API_KEY}`)}` : { username: FAKE_USERNAME, apiKey: FAKE_API_KEY },
    );
    expect(String(client)).toContain('user=<Credentials: demo>');
    expect(JSON.stringify(client.auth)).toBe('{"type":"Credentials","username":"demo"}');
  });

  it('a token that expires on the server: called once for 50 calls, again once after the expiry (each refused call repeated once)', async () => {
    // A lifetime long enough for 50 calls on a busy machine, short enough to wait out.
    const server = await start({ tokens: { lifetimeMs: 1_500 } });
    const provider = counting(() => {
      const token = server.issueAccessToken();
      secrets.add(token);
      return { token };
    });
    const client = clientOf(server, wire, provider);
    await fifty(client);
    expect(provider.calls).toBe(1);
    await sleep(1_600);
    server.state.requests.length = 0;
    const results = await fifty(client);
    expect(results).toHaveLength(50);
    expect(provider.calls).toBe(2);
    // 50 refused with the token-expired fault, 50 repeated with the new token.
    expect(server.state.requests).toHaveLength(100);
    await sleep(1_600);
    await fifty(client);
    expect(provider.calls).toBe(3);
    expect(String(client.auth)).toBe('<Credentials: token>');
  });

  it('a token with expiresAt is renewed before it is used past it, with no refused call', async () => {
    const server = await start({ tokens: { lifetimeMs: 60_000 } });
    const provider = counting(() => {
      const token = server.issueAccessToken();
      secrets.add(token);
      return { token, expiresAt: Date.now() + 200 };
    });
    const client = clientOf(server, wire, provider);
    await fifty(client);
    await sleep(250);
    server.state.requests.length = 0;
    await fifty(client);
    expect(provider.calls).toBe(2);
    expect(server.state.requests).toHaveLength(50);
  });

  it('credentials still refused after a renewal are an error, never a loop: 50 calls, 2 provider calls, 100 requests', async () => {
    const server = await start();
    const provider = counting(() => ({ username: FAKE_USERNAME, apiKey: BAD_KEY }));
    const client = clientOf(server, wire, provider);
    const settled = await Promise.allSettled(Array.from({ length: 50 }, () => client.call('Account', 'getObject')));
    for (const outcome of settled) {
      expect(outcome.status).toBe('rejected');
      remember((outcome as PromiseRejectedResult).reason);
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(Unauthenticated);
    }
    // The first calls' credentials, then one renewal after the refusals; each call sent twice.
    expect(provider.calls).toBe(2);
    expect(server.state.requests).toHaveLength(100);

    const tokens = counting(() => ({ token: `stale-token-${'x'.repeat(16)}` }));
    const stale = clientOf(server, wire, tokens);
    const error = await failure(stale.call('Account', 'getObject'));
    expect(error).toMatchObject({ faultCode: ACCESS_TOKEN_FAULT_CODE });
    expect(tokens.calls).toBe(2);
  });

  it('a key that changed in the source is picked up at the refusal of the old one, and the call succeeds', async () => {
    const server = await start();
    let key = BAD_KEY;
    const provider = counting(() => ({ username: FAKE_USERNAME, apiKey: key }));
    const client = clientOf(server, wire, provider);
    expect(await failure(client.call('Account', 'getObject'))).toBeInstanceOf(Unauthenticated);
    expect(provider.calls).toBe(2);
    // The source now has the right key: the next refusal renews, and the repeat is accepted.
    key = FAKE_API_KEY;
    expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
    expect(provider.calls).toBe(3);
    expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
    expect(provider.calls).toBe(3);
  });
});

describe('the wait for the provider', () => {
  it('a provider that never settles: the call rejects at its timeout (TransportError(0)), later calls too, the provider called once', async () => {
    const server = await start();
    const provider = counting(() => new Promise<Credentials>(() => undefined));
    const client = clientOf(server, 'xmlrpc', provider, { timeout: 0.3 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const started = performance.now();
      const error = await failure(client.call('Account', 'getObject'));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toBe('Request timed out after 0.3s while waiting for the credentials provider: Vendor_Account.getObject');
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1_000);
    }
    expect(provider.calls).toBe(1);
    expect(server.state.requests).toHaveLength(0);
  });

  it("aborting the call's signal ends its wait at once, the abort reason as cause", async () => {
    const server = await start();
    const provider = counting(() => new Promise<Credentials>((resolve) => setTimeout(() => resolve({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY }), 2_000)));
    const client = clientOf(server, 'rest', provider);
    const controller = new AbortController();
    const reason = new Error('stopped by the user');
    const call = failure(client.call('Account', 'getObject', { signal: controller.signal }));
    await sleep(100);
    const started = performance.now();
    controller.abort(reason);
    const error = await call;
    expect(performance.now() - started).toBeLessThan(200);
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toBe('Request aborted while waiting for the credentials provider: Vendor_Account.getObject');
    expect(error.cause).toBe(reason);
    // The provider goes on for the others: a call without a signal gets its credentials.
    expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
    expect(provider.calls).toBe(1);
  });

  it('a provider that fails: Unauthenticated with its error as cause; one that gives no credentials: a TypeError naming the members', async () => {
    const server = await start();
    const failing = clientOf(server, 'xmlrpc', () => Promise.reject(new Error('vault sealed')));
    const error = await failure(failing.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(Unauthenticated);
    expect(error.message).toBe('Could not get credentials: the credentials provider failed');
    expect((error.cause as Error).message).toBe('vault sealed');
    const wrong = clientOf(server, 'xmlrpc', () => Promise.resolve({ user: 'demo', key: FAKE_API_KEY } as unknown as Credentials));
    const typeError = await failure(wrong.call('Account', 'getObject'));
    expect(typeError).toBeInstanceOf(TypeError);
    expect(typeError.message).toBe('The credentials provider must resolve { username, apiKey } or { token, expiresAt? } (non-empty strings), got an object with members user, key');
    const crlf = clientOf(server, 'xmlrpc', () => ({ token: 'a\r\nX-Evil: 1' }));
    expect((await failure(crlf.call('Account', 'getObject'))).message).toBe('The token of the credentials provider must be a non-empty string without CR, LF or NUL');
    expect(server.state.requests).toHaveLength(0);
  });
});

describe('the credentials option', () => {
  it('is a TypeError with username, apiKey or auth, and when not a function', () => {
    const provider: CredentialsProvider = () => ({ username: 'u', apiKey: 'k' });
    expect(() => new Client({ credentials: provider, username: 'u' })).toThrow(
      new TypeError('Client options credentials and username cannot be given together: the credentials provider gives the credentials'),
    );
    expect(() => new Client({ credentials: provider, username: 'u', apiKey: 'k' })).toThrow('Client options credentials and username, apiKey cannot');
    expect(() => new Client({ credentials: provider, auth: { getRequest: (request) => request } })).toThrow('Client options credentials and auth cannot');
    expect(() => new Client({ credentials: 'alice:key' as unknown as CredentialsProvider })).toThrow(TypeError);
    expect(() => new Client({ credentials: null, username: 'u' })).not.toThrow();
  });

  it('wins over SVC_USERNAME / SVC_API_KEY, which are then not read', async () => {
    const server = await start();
    const saved = { username: process.env.SVC_USERNAME, apiKey: process.env.SVC_API_KEY };
    try {
      process.env.SVC_USERNAME = 'someone-else';
      process.env.SVC_API_KEY = BAD_KEY;
      const provider = counting(() => ({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY }));
      const client = clientOf(server, 'xmlrpc', provider);
      expect(client.username).toBeUndefined();
      expect(client.apiKey).toBeUndefined();
      expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
      expect(server.state.requests[0]?.headers.authenticate).toEqual({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY });
      // Assigning credentials later switches to Basic auth, as with any auth plugin.
      client.username = FAKE_USERNAME;
      client.apiKey = FAKE_API_KEY;
      expect(String(client.auth)).toBe(`<BasicAuthentication: ${FAKE_USERNAME}>`);
    } finally {
      for (const [name, value] of [['SVC_USERNAME', saved.username], ['SVC_API_KEY', saved.apiKey]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
