import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasicAuthentication } from './basic-authentication.js';
import { TokenAuthentication } from './token-authentication.js';
import type { AuthPlugin } from './types.js';
import { Client } from '../client/client.js';
import { ServiceError } from '../errors/errors.js';
import type { CallRequest } from '../request/call-request.js';
import { fixtureTransport } from '../test-support/test-transport.js';
import { headerStruct } from '../request/header-struct.js';

const KEY = 'auth-test-api-key-c0ffee00';
const TOKEN = 'auth-test-token-deadbeef';
const PASSWORD = 'auth-test-password-31337';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BasicAuthentication and TokenAuthentication', () => {
  it('add the authenticate header', () => {
    const base = { headers: { other: 1 } } as unknown as CallRequest;
    expect(new BasicAuthentication('alice', KEY).getRequest(base).headers).toEqual({
      other: 1,
      authenticate: { username: 'alice', apiKey: KEY },
    });
    expect(new TokenAuthentication(42, TOKEN).getRequest(base).headers).toEqual({
      other: 1,
      authenticate: { complexType: 'PortalLoginToken', userId: 42, authToken: TOKEN },
    });
    expect(base.headers).toEqual({ other: 1 });
  });

  it('render without their secrets', () => {
    const basic = new BasicAuthentication('alice', KEY);
    const token = new TokenAuthentication(42, TOKEN);
    expect(String(basic)).toBe('<BasicAuthentication: alice>');
    expect(String(token)).toBe('<TokenAuthentication: 42>');
    expect(inspect(basic)).toBe('<BasicAuthentication: alice>');
    expect(JSON.stringify([basic, token])).toBe(
      '[{"type":"BasicAuthentication","username":"alice"},{"type":"TokenAuthentication","userId":42}]',
    );
    for (const form of [inspect(basic, { showHidden: true }), inspect(token, { showHidden: true }), JSON.stringify(token)]) {
      expect(form).not.toContain(KEY);
      expect(form).not.toContain(TOKEN);
    }
  });

  it('refuse empty credentials', () => {
    expect(() => new BasicAuthentication('', KEY)).toThrowError(new TypeError('BasicAuthentication: username must be a non-empty string'));
    expect(() => new BasicAuthentication('alice', '')).toThrowError(new TypeError('BasicAuthentication: apiKey must be a non-empty string'));
    expect(() => new TokenAuthentication(1.5, TOKEN)).toThrow(TypeError);
    expect(() => new TokenAuthentication(1, '')).toThrow(TypeError);
  });
});

describe('auth plugins on the call path', () => {
  it('applies getRequest after every other header is built (auth last)', async () => {
    const { requests, transport } = fixtureTransport();
    const seen: CallRequest[] = [];
    const auth: AuthPlugin = {
      getRequest(request) {
        seen.push(request);
        return { ...request, headers: { ...request.headers, authenticate: { session: 's' } } };
      },
    };
    await new Client({ transport, auth }).call('Account', 'getObject', { id: 3, headers: { authenticate: 'overridden' } });
    // The record holds the caller's and the auth headers; the rest is derived from its fields when sent.
    expect(seen[0]?.headers).toEqual({ authenticate: 'overridden' });
    expect(headerStruct(seen[0]!)).toEqual({ Vendor_AccountInitParameters: { id: 3 }, authenticate: 'overridden' });
    expect(headerStruct(requests[0]!)).toEqual({ Vendor_AccountInitParameters: { id: 3 }, authenticate: { session: 's' } });
  });

  it('awaits an async getRequest and sends the record it returns', async () => {
    const { requests, transport } = fixtureTransport();
    const auth: AuthPlugin = { getRequest: (request) => Promise.resolve({ ...request, method: 'getRenamed' }) };
    await new Client({ transport, auth }).call('Account', 'getObject');
    expect(requests[0]?.method).toBe('getRenamed');
  });

  it('rejects when getRequest returns something that is not a request record', async () => {
    const { transport } = fixtureTransport();
    const auth = { getRequest: () => undefined } as unknown as AuthPlugin;
    await expect(new Client({ transport, auth }).call('Account', 'getObject')).rejects.toThrow(
      /getRequest\(request\) must return a request record/,
    );
  });

  it('merges non-empty getHeaders() with one DeprecationWarning per plugin class', async () => {
    const emitWarning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    class LegacyAuth implements AuthPlugin {
      getHeaders() {
        return { authenticate: { username: 'legacy', apiKey: KEY } };
      }
      getRequest(request: CallRequest) {
        return request;
      }
    }
    class EmptyHeadersAuth implements AuthPlugin {
      getHeaders() {
        return {};
      }
      getRequest(request: CallRequest) {
        return request;
      }
    }
    const { requests, transport } = fixtureTransport();
    const client = new Client({ transport, auth: new LegacyAuth() });
    await client.call('Account', 'getObject');
    await client.call('Account', 'getObject');
    await new Client({ transport, auth: new LegacyAuth() }).call('Account', 'getObject');
    await new Client({ transport, auth: new EmptyHeadersAuth() }).call('Account', 'getObject');
    expect(requests.map((request) => request.headers.authenticate)).toEqual([
      { username: 'legacy', apiKey: KEY },
      { username: 'legacy', apiKey: KEY },
      { username: 'legacy', apiKey: KEY },
      undefined,
    ]);
    expect(emitWarning).toHaveBeenCalledTimes(1);
    const [message, options] = emitWarning.mock.calls[0] as [string, { type: string; code: string }];
    expect(message).toBe(
      'LegacyAuth.getHeaders() is deprecated: its headers are still merged into each request, but set them in getRequest(request) instead',
    );
    expect(options).toEqual({ type: 'DeprecationWarning', code: 'SVCLIB_AUTH_GET_HEADERS' });
    expect(message).not.toContain(KEY);
  });

  it('warns once for each plugin class (a second class gets its own warning), merging before getRequest', async () => {
    const emitWarning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    class FirstLegacyAuth implements AuthPlugin {
      getHeaders() {
        return { legacyA: 1 };
      }
      getRequest(request: CallRequest) {
        seen.push(request.headers.legacyA ?? request.headers.legacyB);
        return request;
      }
    }
    class SecondLegacyAuth implements AuthPlugin {
      getHeaders() {
        return { legacyB: 2 };
      }
      getRequest(request: CallRequest) {
        seen.push(request.headers.legacyA ?? request.headers.legacyB);
        return request;
      }
    }
    const { transport } = fixtureTransport();
    for (const auth of [new FirstLegacyAuth(), new SecondLegacyAuth(), new FirstLegacyAuth(), new SecondLegacyAuth()]) {
      await new Client({ transport, auth }).call('Account', 'getObject');
    }
    expect(seen).toEqual([1, 2, 1, 2]);
    expect(emitWarning.mock.calls.map(([message]) => String(message).split('.')[0])).toEqual(['FirstLegacyAuth', 'SecondLegacyAuth']);
  });
});

describe('authenticateWithPassword', () => {
  it('clears auth, calls getPortalLoginToken with the four arguments, then uses the token', async () => {
    const { requests, transport } = fixtureTransport((request) =>
      request.method === 'getPortalLoginToken' ? { userId: 77, hash: TOKEN } : { ok: true },
    );
    const client = new Client({ transport, username: 'alice', apiKey: KEY });
    await expect(client.authenticateWithPassword('alice', PASSWORD, 5, 'blue')).resolves.toEqual([77, TOKEN]);
    await client.Account.getObject();
    expect(requests[0]).toMatchObject({
      service: 'Vendor_User_Customer',
      method: 'getPortalLoginToken',
      args: ['alice', PASSWORD, 5, 'blue'],
      headers: {},
    });
    expect(requests[1]?.headers.authenticate).toEqual({ complexType: 'PortalLoginToken', userId: 77, authToken: TOKEN });
    expect(client.auth).toBeInstanceOf(TokenAuthentication);
    expect(String(client)).toBe('<Client: endpoint=https://api.vendor.example/xmlrpc/v3.1, user=<TokenAuthentication: 77>>');
  });

  it('sends absent security question arguments as null', async () => {
    const { requests, transport } = fixtureTransport(() => ({ userId: 1, hash: TOKEN }));
    await new Client({ transport }).authenticateWithPassword('alice', PASSWORD);
    expect(requests[0]?.args).toEqual(['alice', PASSWORD, null, null]);
  });

  it('leaves auth cleared when the login fails or returns no token', async () => {
    const failing = new Client({
      transport: () => Promise.reject(new ServiceError('invalid login')),
      username: 'alice',
      apiKey: KEY,
    });
    await expect(failing.authenticateWithPassword('alice', PASSWORD)).rejects.toThrow('invalid login');
    expect(failing.auth).toBeNull();
    const empty = new Client({ transport: fixtureTransport(() => ({})).transport });
    await expect(empty.authenticateWithPassword('alice', PASSWORD)).rejects.toThrowError(
      new ServiceError('User_Customer.getPortalLoginToken returned no userId and hash'),
    );
    expect(empty.auth).toBeNull();
  });
});
