/**
 * The ready-made credentials providers — `fromEnv()`, `fromProfile(name)` and `tokenExchange()` —
 * with a client against the fake server on 127.0.0.1 (its token endpoint and expiring tokens).
 * Every error and text made here is scanned for the keys and tokens at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer, type FakeServerOptions } from '@svclib/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { secretScan } from '../../test/support/secret-scan.js';
import {
  Client, fromEnv, fromProfile, ServiceError, tokenExchange, TransportError, Unauthenticated, type CredentialsProvider,
} from '../node.js';
import { API_KEY_GRANT_TYPE } from '../wire.js';

const BAD_KEY = 'refused-key-0123456789abcdef';
const { secrets, remember, failure } = secretScan([FAKE_API_KEY, BAD_KEY]);



const servers: FakeServer[] = [];
const directories: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});


async function start(options?: FakeServerOptions): Promise<FakeServer> {
  const server = await startFakeServer(options);
  servers.push(server);
  return server;
}

function clientOf(server: FakeServer, credentials: CredentialsProvider, wire: 'xmlrpc' | 'rest' = 'xmlrpc'): Client {
  const client = new Client({ endpointUrl: wire === 'rest' ? server.restUrl : server.url, transport: wire, credentials });
  remember(client);
  return client;
}

/** Runs `body` with environment variables set (undefined: unset), restoring them after. */
async function withEnvironment(values: Record<string, string | undefined>, body: () => Promise<void>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (from: Record<string, string | undefined>): void => {
    for (const [name, value] of Object.entries(from)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(values);
  try {
    await body();
  } finally {
    apply(saved);
  }
}

function configFile(text: string): string {
  const directory = mkdtempSync(join(tmpdir(), 'svclib-profile-'));
  directories.push(directory);
  const path = join(directory, 'svclib.conf');
  writeFileSync(path, text);
  return path;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('fromEnv()', () => {
  it('gives SVC_USERNAME and SVC_API_KEY, read at each call of the provider', async () => {
    const server = await start();
    await withEnvironment({ SVC_USERNAME: FAKE_USERNAME, SVC_API_KEY: BAD_KEY }, async () => {
      const client = clientOf(server, fromEnv());
      expect(await failure(client.call('Account', 'getObject'))).toBeInstanceOf(Unauthenticated);
      process.env.SVC_API_KEY = FAKE_API_KEY;
      expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
      expect(server.state.requests.at(-1)?.headers.authenticate).toEqual({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY });
    });
  });

  it('a missing variable is Unauthenticated naming it (never a value), before anything is sent', async () => {
    const server = await start();
    await withEnvironment({ SVC_USERNAME: FAKE_USERNAME, SVC_API_KEY: undefined }, async () => {
      const error = await failure(clientOf(server, fromEnv()).call('Account', 'getObject'));
      expect(error).toBeInstanceOf(Unauthenticated);
      expect(error.message).toBe('fromEnv(): the environment variable SVC_API_KEY is not set');
    });
    await withEnvironment({ SVC_USERNAME: undefined, SVC_API_KEY: undefined }, async () => {
      expect((await failure(clientOf(server, fromEnv()).call('Account', 'getObject'))).message).toBe(
        'fromEnv(): the environment variables SVC_USERNAME and SVC_API_KEY are not set',
      );
    });
    expect(server.state.requests).toHaveLength(0);
  });
});

describe('fromProfile(name, { configFile })', () => {
  it("gives the profile's username and api_key, from the config file's [profile NAME] section", async () => {
    const server = await start();
    const path = configFile(`[svclib]\nusername = nobody\napi_key = ${BAD_KEY}\n\n[profile ci]\nusername = ${FAKE_USERNAME}\napi_key = ${FAKE_API_KEY}\n`);
    const client = clientOf(server, fromProfile('ci', { configFile: path }), 'rest');
    expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
    expect(server.state.requests[0]?.httpHeaders.authorization).toBe(`Basic ${btoa(`${FAKE_USERNAME}:${FAKE_API_KEY}`)}`);
  });

  it('a profile no file has is Unauthenticated naming it and the files read; a broken file names its line; a bad name is a TypeError', async () => {
    const server = await start();
    const path = configFile(`[profile ci]\nusername = ${FAKE_USERNAME}\n`);
    const missing = await failure(clientOf(server, fromProfile('nowhere-7f3a', { configFile: path })).call('Account', 'getObject'));
    expect(missing).toBeInstanceOf(Unauthenticated);
    expect(missing.message).toMatch(/^fromProfile\('nowhere-7f3a'\): no username and api_key in \[profile nowhere-7f3a\] of the config files read \(\/etc\/svclib\.conf, .*\.svclib, .*svclib\.conf\)$/);
    const half = await failure(clientOf(server, fromProfile('ci', { configFile: path })).call('Account', 'getObject'));
    expect(half.message).toMatch(/^fromProfile\('ci'\): no api_key in \[profile ci\]/);
    const broken = configFile(`[profile ci]\nusername = ${FAKE_USERNAME}\napi_key ${FAKE_API_KEY}\n`);
    const parse = await failure(clientOf(server, fromProfile('ci', { configFile: broken })).call('Account', 'getObject'));
    expect(parse).toBeInstanceOf(ServiceError);
    expect(parse.message).toBe(`Invalid config file ${broken}, line 3: expected "key = value", a "[section]" header, a comment or a blank line`);
    expect(() => fromProfile('x]y')).toThrow(TypeError);
    expect(() => fromProfile('')).toThrow(TypeError);
    expect(() => fromProfile('ci', { configfile: path } as never)).toThrow(TypeError);
    expect(server.state.requests).toHaveLength(0);
  });
});

describe('tokenExchange({ endpoint, … })', () => {
  it.each(['xmlrpc', 'rest'] as const)(
    'over %s: 50 concurrent calls exchange once; after the token expires, once again; a token the server dropped, once again',
    async (wire) => {
      const server = await start({ tokens: { lifetimeMs: 1_500 } });
      const client = clientOf(server, tokenExchange({ endpoint: server.tokenUrl, username: FAKE_USERNAME, apiKey: FAKE_API_KEY }), wire);
      const fifty = (): Promise<unknown[]> => Promise.all(Array.from({ length: 50 }, () => client.call('Account', 'getObject', { mask: 'id' })));
      await fifty();
      expect(server.state.tokenExchanges).toBe(1);
      const authorization = server.state.requests[0]?.httpHeaders.authorization ?? '';
      expect(authorization).toMatch(/^Bearer fake-access-/);
      secrets.add(authorization.slice('Bearer '.length));
      // Past the lifetime: exchanged again before the calls are sent (none refused).
      await sleep(1_600);
      server.state.requests.length = 0;
      await fifty();
      expect(server.state.tokenExchanges).toBe(2);
      expect(server.state.requests).toHaveLength(50);
      // The server forgets its tokens (as after a revocation): refused, exchanged once, repeated.
      server.state.reset();
      await fifty();
      // (reset() zeroed the count.)
      expect(server.state.tokenExchanges).toBe(1);
      expect(server.state.requests).toHaveLength(100);
      for (const request of server.state.requests) secrets.add((request.httpHeaders.authorization ?? '').slice('Bearer '.length));
    },
  );

  it('exchanges the key of a provider (fromEnv), sending the form the IAM endpoint reads', async () => {
    const server = await start();
    const seen: { contentType: string | undefined; body: string }[] = [];
    // A recording front for the token endpoint: what goes on the wire, then the fake server's answer.
    const front = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ contentType: request.headers['content-type'], body });
        void fetch(server.tokenUrl, { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body }).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        });
      });
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}/identity/token`;
      await withEnvironment({ SVC_USERNAME: FAKE_USERNAME, SVC_API_KEY: FAKE_API_KEY }, async () => {
        const client = clientOf(server, tokenExchange({ endpoint, provider: fromEnv() }));
        expect(await client.call('Account', 'getObject', { mask: 'id' })).toHaveProperty('id');
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]?.contentType).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({ grant_type: API_KEY_GRANT_TYPE, apikey: FAKE_API_KEY, username: FAKE_USERNAME });
    } finally {
      await new Promise((resolve) => front.close(resolve));
    }
  });

  it('a refused key is Unauthenticated with the endpoint\'s reason; an endpoint down is TransportError(0) — neither names the key', async () => {
    const server = await start();
    const refused = await failure(clientOf(server, tokenExchange({ endpoint: server.tokenUrl, apiKey: BAD_KEY })).call('Account', 'getObject'));
    expect(refused).toBeInstanceOf(Unauthenticated);
    expect(refused.message).toBe(`Token exchange refused the API key: HTTP 400 (InvalidApiKey: Provided API key could not be found.): POST ${server.tokenUrl}`);
    expect(server.state.requests).toHaveLength(0);

    const down = 'http://127.0.0.1:9/identity/token';
    const network = await failure(clientOf(server, tokenExchange({ endpoint: down, apiKey: FAKE_API_KEY })).call('Account', 'getObject'));
    expect(network).toBeInstanceOf(TransportError);
    expect(network.message).toBe(`Token exchange failed: network error (TypeError): POST ${down}`);
  });

  it('an endpoint that holds its answer: the exchange times out (timeout option); an answer without a token is a ServiceError', async () => {
    const server = await start();
    const held = createServer(() => undefined);
    const odd = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ token_type: 'Bearer', access: FAKE_API_KEY }));
    });
    await Promise.all([held, odd].map((front) => new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))));
    try {
      const url = (front: typeof held): string => `http://127.0.0.1:${(front.address() as AddressInfo).port}/identity/token`;
      const started = performance.now();
      const slow = await failure(clientOf(server, tokenExchange({ endpoint: url(held), apiKey: FAKE_API_KEY, timeout: 0.2 })).call('Account', 'getObject'));
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(slow).toBeInstanceOf(TransportError);
      expect(slow.message).toBe(`Token exchange timed out after 0.2s: POST ${url(held)}`);
      const empty = await failure(clientOf(server, tokenExchange({ endpoint: url(odd), apiKey: FAKE_API_KEY })).call('Account', 'getObject'));
      expect(empty).toBeInstanceOf(ServiceError);
      expect(empty.message).toBe(`Token exchange answered no bearer access_token: POST ${url(odd)}`);
    } finally {
      held.closeAllConnections();
      await Promise.all([held, odd].map((front) => new Promise((resolve) => front.close(resolve))));
    }
  });

  it('checks its options: endpoint, exactly one of apiKey and provider, no unknown ones', () => {
    expect(() => tokenExchange({ endpoint: 'ftp://x', apiKey: 'k' })).toThrow(TypeError);
    expect(() => tokenExchange({ endpoint: 'https://iam.example/identity/token' })).toThrow('tokenExchange: give exactly one of the options apiKey and provider');
    expect(() => tokenExchange({ endpoint: 'https://iam.example/identity/token', apiKey: BAD_KEY, provider: fromEnv() })).toThrow('exactly one');
    expect(() => tokenExchange({ endpoint: 'https://iam.example/identity/token', apikey: BAD_KEY } as never)).toThrow(TypeError);
    expect(() => tokenExchange({ apiKey: BAD_KEY } as never)).toThrow('tokenExchange: option endpoint is required (the token endpoint URL)');
    try {
      tokenExchange({ endpoint: 'https://iam.example/identity/token', apiKey: 5 as unknown as string });
    } catch (error) {
      remember(error);
    }
  });
});
