/**
 * The 2.x client's own tests, ported: softlayer-python v2.3.1 `SoftLayer/tests/api_tests.py`,
 * `basic_tests.py` (exceptions) and `functional_tests.py`, and v1.1's `basic_tests.py`, with names
 * translated (`SoftLayer_` → `Vendor_`). Where the originals patched the transport and compared the
 * arguments it got, these send the call and compare what the server received (the fake server of
 * `@svclib/testing`, or a small server of their own on 127.0.0.1). Each `it` names the test it ports.
 */

import { createServer } from 'node:http';
import { inspect } from 'node:util';
import type { AddressInfo } from 'node:net';
import * as core from '@svclib/core';
import type { XmlRpcHeaders } from '@svclib/core/wire';
import { startFakeServer } from '@svclib/testing';
import type { FakeServer, RecordedRequest } from '@svclib/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from './api.js';
import * as compat from './index.js';
import { BasicAuthentication, Client, TokenAuthentication } from './index.js';
import { lastRequest, useFakeServer, USERS } from './test-support.js';

const [alice, bob] = USERS;
const carol = { username: 'carol', apiKey: 'carol-api-key', password: 'carol-password' };
const WRONG = { username: 'doesnotexist', apiKey: 'issurelywrong' };
const TICKET_ID = 300001;
const OBJECT_MASK = { object: { attribute: '' } };
const OBJECT_FILTER = { TYPE: { obj: { attribute: { operation: '^= prefix' } } } };

let server: FakeServer;
useFakeServer(
  (started) => {
    server = started;
  },
  [...USERS, carol],
);
beforeEach(() => {
  server.state.requests.length = 0;
});

const requests = (): RecordedRequest[] => server.state.requests;
const last = (): RecordedRequest => lastRequest(server);

/** Settles `promise` and returns its rejection (fails the test if it resolves). */
async function rejection(promise: PromiseLike<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

/** The HTTP headers 2.x sent with every call (besides compression and raw headers). */
function expectDefaultHttpHeaders(request: RecordedRequest): void {
  expect(request.httpHeaders['content-type']).toBe('application/xml');
  expect(request.httpHeaders['user-agent']).toMatch(/^svclib\//);
}

/** Sets environment variables for one test. */
function withEnvironment(values: Record<string, string | undefined>): void {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  restoreEnvironment.push(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}
const restoreEnvironment: (() => void)[] = [];
afterEach(() => {
  for (const restore of restoreEnvironment.splice(0)) restore();
});

describe('api_tests.Inititialization', () => {
  type Make = (url: string) => Client;
  const forms: [string, Make][] = [
    [
      "mixed: Client('Vendor_Account', username=…, api_key=…, timeout=10)",
      (url) => new Client('Vendor_Account', { username: alice.username, apiKey: alice.apiKey, timeout: 10, endpointUrl: url }),
    ],
    [
      'positional: Client(service, None, username, api_key, endpoint, 10)',
      (url) => new Client('Vendor_Account', null, alice.username, alice.apiKey, url, 10),
    ],
    [
      'positional, then keywords: Client(service, None, username, api_key, endpoint_url=…, timeout=10)',
      (url) => new Client('Vendor_Account', null, alice.username, alice.apiKey, { endpointUrl: url, timeout: 10 }),
    ],
    [
      'keywords: Client(service_name=…, username=…, api_key=…, timeout=10)',
      (url) => new Client({ serviceName: 'Vendor_Account', ...alice, endpointUrl: url, timeout: 10 }),
    ],
    [
      'credentials with surrounding whitespace (a key read from a file) are trimmed',
      (url) => new Client('Vendor_Account', { username: ` ${alice.username}`, apiKey: `${alice.apiKey}\n`, timeout: 10, endpointUrl: url }),
    ],
  ];

  it.each(forms)('test_init — %s', async (_name, make) => {
    const client = make(server.url);
    expect(client.timeout).toBe(10);
    expect(client.endpointUrl).toBe(server.url.replace(/\/$/, ''));
    await client.getObject!();
    expect(last()).toMatchObject({ service: 'Vendor_Account', method: 'getObject', args: [] });
    expect(last().headers).toEqual({ authenticate: { username: alice.username, apiKey: alice.apiKey } });
  });

  it('test_init — the endpoint defaults to API_PUBLIC_ENDPOINT without its trailing slash', () => {
    const client = new Client('Vendor_User_Customer', { username: WRONG.username, apiKey: WRONG.apiKey, timeout: 10 });
    expect(client.endpointUrl).toBe(compat.API_PUBLIC_ENDPOINT.replace(/\/$/, ''));
  });

  it('the mixed form refuses a name given twice, and other shapes name the two supported forms', () => {
    const Make = Client as unknown as new (...args: unknown[]) => Client;
    expect(() => new Make('Account', null, 'alice', 'key', { username: 'bob' })).toThrow(
      /"username" is given both as argument 3 and in the options object/,
    );
    for (const args of [[{ serviceName: 'Account' }, 'x'], [42, { username: 'alice' }]]) {
      expect(() => new Make(...args)).toThrow(TypeError);
      expect(() => new Make(...args)).toThrow(/new Client\(\{ serviceName, id, username, apiKey.*\) or new Client\(serviceName, id/);
    }
  });

  it('test_init_w_id — Client(service, 1, username, api_key): the id is a kept init parameter', async () => {
    const client = new Client('Vendor_Ticket', TICKET_ID, alice.username, alice.apiKey, server.url);
    await client.getObject!();
    expect(last().headers).toEqual({
      Vendor_TicketInitParameters: { id: TICKET_ID },
      authenticate: { username: alice.username, apiKey: alice.apiKey },
    });
  });

  it('test_env — credentials from SVC_USERNAME and SVC_API_KEY, trimmed', async () => {
    withEnvironment({ SVC_USERNAME: `${alice.username}\n`, SVC_API_KEY: `${alice.apiKey}\n` });
    const client = new Client({ serviceName: 'Account', endpointUrl: server.url });
    await client.getObject!();
    expect(last().headers).toEqual({ authenticate: { username: alice.username, apiKey: alice.apiKey } });
  });
});

describe('api_tests.ClientMethods', () => {
  const client = (): Client => new Client({ ...alice, endpointUrl: server.url });

  it('test_set_raw_header_old — add_raw_header goes out on every call path', async () => {
    const legacy = client();
    legacy.add_raw_header('RAW', 'HEADER');
    await legacy.call('Account', 'getObject');
    await legacy['Account'].getObject();
    await legacy.service('Account').call('getObject');
    await legacy.iter_call('Account', 'getVirtualGuests', { limit: 1 }).next();
    const bound = new Client({ serviceName: 'Account', ...alice, endpointUrl: server.url });
    bound.add_raw_header('RAW', 'HEADER');
    await bound.getObject!();
    expect(requests()).toHaveLength(5);
    for (const request of requests()) expect(request.httpHeaders.raw).toBe('HEADER');
  });

  it('kept XML-RPC headers, mask, init parameter and limit go out on every call path too', async () => {
    const legacy = new Client({ serviceName: 'Ticket', ...alice, endpointUrl: server.url });
    legacy.add_header('customHeader', { value: 1 });
    legacy.set_object_mask('mask[id, createDate]');
    legacy.set_init_parameter(TICKET_ID);
    const expected = {
      authenticate: { username: alice.username, apiKey: alice.apiKey },
      customHeader: { value: 1 },
      Vendor_ObjectMask: { mask: 'mask[id, createDate]' },
      Vendor_TicketInitParameters: { id: TICKET_ID },
    };
    await legacy.getObject!();
    await legacy.call('Ticket', 'getObject');
    await legacy.untyped.service('Ticket').call('getObject');
    for (const request of requests()) expect(request.headers).toEqual(expected);
    // Another service gets the headers as 2.x kept them, named after the bound service.
    await legacy.Account.getObject();
    expect(last().headers).toEqual(expected);
    // What a call gives wins over what is kept.
    await legacy.call('Ticket', 'getObject', { id: TICKET_ID + 1, mask: 'id', headers: { customHeader: 2 } });
    expect(last().headers).toEqual({
      ...expected,
      customHeader: 2,
      Vendor_ObjectMask: { mask: 'mask[id]' },
      Vendor_TicketInitParameters: { id: TICKET_ID + 1 },
    });
  });

  it('test_add_header_invalid — an empty header name is a ServiceError; nothing is sent', () => {
    const legacy = client();
    expect(() => legacy.add_header('', 'HEADER')).toThrow(compat.ServiceError);
    expect(requests()).toHaveLength(0);
  });

  it("test_remove_header — remove_header('authenticate'): later calls carry no credentials", async () => {
    const legacy = new Client({ serviceName: 'Account', ...alice, endpointUrl: server.url });
    legacy.remove_header('authenticate');
    expect(legacy.auth).toBeNull();
    await expect(legacy.getObject!()).rejects.toBeInstanceOf(compat.Unauthenticated);
    await expect(legacy.call('Account', 'getObject')).rejects.toBeInstanceOf(compat.Unauthenticated);
    expect(requests()).toHaveLength(2);
    for (const request of requests()) expect(request.headers).not.toHaveProperty('authenticate');
  });

  it("add_header('authenticate', …) is what every call path authenticates with", async () => {
    const legacy = new Client({ serviceName: 'Account', ...alice, endpointUrl: server.url });
    legacy.add_header('authenticate', { username: bob.username, apiKey: bob.apiKey });
    await legacy.getObject!();
    await legacy.Account.getObject();
    await legacy.call('Account', 'getObject');
    for (const request of requests()) expect(request.headers.authenticate).toEqual({ username: bob.username, apiKey: bob.apiKey });
    expect(String(legacy)).toContain('<BasicAuthentication: bob>');

    const token = await new Client({ endpointUrl: server.url }).authenticateWithPassword(carol.username, carol.password);
    const header = { complexType: 'PortalLoginToken', userId: token[0], authToken: token[1] };
    legacy.addHeader('authenticate', header);
    await legacy.getObject!();
    expect(last().headers.authenticate).toEqual(header);
    expect(String(legacy)).not.toContain(token[1]);
  });

  it('test_repr and test_service_repr', () => {
    const legacy = client();
    expect(String(legacy)).toContain('Client');
    expect(String(legacy['SERVICE'])).toBe('<Service: SERVICE>');
    expect(String(legacy.service('SERVICE'))).toContain('Service');
  });
});

describe('api_tests.OldAPIClient', () => {
  // 2.x's `client.METHOD()` is written `client.aMethod()`: upper-case names are service handles
  // (SPEC §7), so a remote method called on the client must start with a lower-case letter.
  it('test_old_api — client.aMethod() on a client bound to a service', async () => {
    const client = new api.Client('Vendor_SERVICE', null, WRONG.username, WRONG.apiKey, server.url);
    await expect(client.aMethod!()).rejects.toBeInstanceOf(compat.ServiceError);
    expect(last()).toMatchObject({ service: 'Vendor_SERVICE', method: 'aMethod', args: [] });
    expect(last().headers).toEqual({ authenticate: { username: WRONG.username, apiKey: WRONG.apiKey } });
    expectDefaultHttpHeaders(last());
  });

  const complexHeaders = {
    Vendor_SERVICEObjectMask: { mask: OBJECT_MASK },
    Vendor_SERVICEObjectFilter: OBJECT_FILTER,
    authenticate: { username: WRONG.username, apiKey: WRONG.apiKey },
    Vendor_SERVICEInitParameters: { id: 5678 },
    resultLimit: { limit: 9, offset: 10 },
  };
  const complex: [string, (client: Client) => Promise<unknown>][] = [
    [
      'kept with the 2.x setters, called as client.aMethod(1234)',
      (client) => {
        client.set_init_parameter(5678);
        client.add_header('Vendor_SERVICEObjectFilter', OBJECT_FILTER);
        return client.aMethod!(1234);
      },
    ],
    [
      'the rest given to client.call (2.x passed them as keywords)',
      (client) => client.call('Vendor_SERVICE', 'aMethod', { args: [1234], id: 5678, mask: OBJECT_MASK, filter: OBJECT_FILTER, limit: 9, offset: 10 }),
    ],
  ];

  it.each(complex)('test_complex_old_api — %s', async (_name, call) => {
    const client = new api.Client('Vendor_SERVICE', null, WRONG.username, WRONG.apiKey, server.url);
    client.set_result_limit(9, 10);
    client.set_object_mask(OBJECT_MASK);
    client.add_raw_header('RAW', 'HEADER');
    await expect(call(client)).rejects.toBeInstanceOf(compat.ServiceError);
    expect(last()).toMatchObject({ service: 'Vendor_SERVICE', method: 'aMethod', args: [1234] });
    expect(last().headers).toEqual(complexHeaders);
    expect(last().httpHeaders.raw).toBe('HEADER');
    expectDefaultHttpHeaders(last());
  });

  it('test_old_api_no_service — no bound service: ServiceError, nothing sent', async () => {
    const client = new Client({ ...WRONG, endpointUrl: server.url });
    await expect(client.aMethod!()).rejects.toThrow(new compat.ServiceError('Service is not set on Client instance.'));
    expect(requests()).toHaveLength(0);
  });
});

describe('api_tests.APIClient', () => {
  const client = (): Client => new Client({ ...WRONG, endpointUrl: server.url });

  it("test_simple_call — client['SERVICE'].METHOD()", async () => {
    await expect(client()['SERVICE']!.METHOD!()).rejects.toBeInstanceOf(compat.ServiceError);
    expect(last()).toMatchObject({ service: 'Vendor_SERVICE', method: 'METHOD', args: [] });
    expect(last().headers).toEqual({ authenticate: WRONG });
    expectDefaultHttpHeaders(last());
  });

  it("test_complex — client['SERVICE'].METHOD with every option (raw_headers in its 2.x spelling)", async () => {
    const options = { args: [1234], id: 5678, mask: OBJECT_MASK, raw_headers: { RAW: 'HEADER' }, filter: OBJECT_FILTER, limit: 9, offset: 10 };
    await expect(client()['SERVICE']!.METHOD!(options as core.SingleCallOptions)).rejects.toBeInstanceOf(compat.ServiceError);
    expect(last()).toMatchObject({ service: 'Vendor_SERVICE', method: 'METHOD', args: [1234] });
    expect(last().headers).toEqual({
      Vendor_SERVICEObjectMask: { mask: OBJECT_MASK },
      Vendor_SERVICEObjectFilter: OBJECT_FILTER,
      authenticate: WRONG,
      Vendor_SERVICEInitParameters: { id: 5678 },
      resultLimit: { limit: 9, offset: 10 },
    });
    expect(last().httpHeaders.raw).toBe('HEADER');
  });

  const masks: [string, string, string][] = [
    ['test_mask_call_v2', 'mask[something[nested]]', 'mask[something[nested]]'],
    ['test_mask_call_v2_dot', 'mask.something.nested', 'mask[something.nested]'],
    ['a bare property list', 'id, hostname', 'mask[id, hostname]'],
    ['surrounding spaces', '  mask[id]  ', 'mask[id]'],
  ];
  it.each(masks)('%s — mask %j is sent as %j', async (_name, mask, sent) => {
    await expect(client()['SERVICE']!.METHOD!({ mask })).rejects.toBeInstanceOf(compat.ServiceError);
    expect(last().headers).toEqual({ authenticate: WRONG, Vendor_ObjectMask: { mask: sent } });
  });

  it('test_mask_call_invalid_mask — a malformed mask is a ServiceError; nothing is sent', async () => {
    const error = await rejection(client()['SERVICE']!.METHOD!({ mask: 'mask[something.nested' }));
    expect(error).toBeInstanceOf(compat.ServiceError);
    expect(error.message).toContain('Malformed Mask');
    expect(requests()).toHaveLength(0);
  });

  it("test_iterate — client['Account'].METHOD({ iter: true }) pages with iterCall", async () => {
    const legacy = new Client({ ...alice, endpointUrl: server.url });
    const guests: unknown[] = [];
    for await (const guest of legacy['Account'].getVirtualGuests({ iter: true })) guests.push(guest);
    expect(guests.length).toBeGreaterThan(0);
    expect(requests().map((request) => request.headers.resultLimit)).toEqual([{ limit: 100, offset: 0 }]);
  });

  it("test_service_iter_call — client['Account'].iter_call(method) is iterCall, never a remote method", async () => {
    const legacy = new Client({ ...alice, endpointUrl: server.url });
    const snake: unknown[] = [];
    for await (const guest of legacy['Account'].iter_call('getVirtualGuests', { chunk: 5 })) {
      snake.push(guest);
    }
    const camel: unknown[] = [];
    for await (const guest of legacy['Account'].iterCall('getVirtualGuests', { chunk: 5 })) camel.push(guest);
    expect(snake).toEqual(camel);
    expect(requests().every((request) => request.method === 'getVirtualGuests')).toBe(true);
    expect(requests().map((request) => request.headers.resultLimit).slice(0, 3)).toEqual([
      { limit: 5, offset: 0 },
      { limit: 5, offset: 5 },
      { limit: 5, offset: 10 },
    ]);
  });

  /** test_iter_call: [name, guests on the server, iter_call options, pages asked for, items]. */
  const paging: [string, number, core.IterCallOptions, [number, number][], number][] = [
    ['chunk=100, no limit', 125, {}, [[100, 0], [100, 100]], 125],
    ['chunk=100, no limit, one extra request', 200, {}, [[100, 0], [100, 100], [100, 200]], 200],
    ['chunk=25, limit=30', 125, { limit: 30, chunk: 25 }, [[25, 0], [5, 25]], 30],
    ['chunk=25, limit=30, offset=12', 125, { limit: 30, chunk: 25, offset: 12 }, [[25, 12], [5, 37]], 30],
  ];
  it.each(paging)('test_iter_call — %s', async (_name, guests, options, pages, count) => {
    const own = await startFakeServer({ users: [alice], counts: { virtualGuests: guests } });
    try {
      const legacy = new Client({ ...alice, endpointUrl: own.url });
      const ids: unknown[] = [];
      for await (const guest of legacy.iter_call<{ id: number }>('Account', 'getVirtualGuests', options)) ids.push(guest.id);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      expect(own.state.requests.map((request) => request.headers.resultLimit)).toEqual(
        pages.map(([limit, offset]) => ({ limit, offset })),
      );
    } finally {
      await own.close();
    }
  });

  it('test_iter_call — a non-list result is yielded once', async () => {
    const legacy = new Client({ ...alice, endpointUrl: server.url });
    const results: unknown[] = [];
    for await (const result of legacy.iter_call('Account', 'getObject')) results.push(result);
    expect(results).toHaveLength(1);
    expect(results[0]).toHaveProperty('companyName');
    expect(requests().map((request) => request.headers.resultLimit)).toEqual([{ limit: 100, offset: 0 }]);
  });

  it('test_iter_call — chunk 0 is refused (2.x: AttributeError; here RangeError); nothing is sent', async () => {
    const legacy = new Client({ ...alice, endpointUrl: server.url });
    const error = await rejection(legacy.iter_call('Account', 'getVirtualGuests', { chunk: 0 }).next());
    expect(error).toBeInstanceOf(RangeError);
    expect(requests()).toHaveLength(0);
  });

  it('test_call_invalid_arguments — an unknown option is a TypeError naming it; nothing is sent', async () => {
    const error = await rejection(client().call('SERVICE', 'METHOD', { invalid_kwarg: 'invalid' } as core.SingleCallOptions));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toContain('invalid_kwarg');
    expect(requests()).toHaveLength(0);
  });
});

describe('api_tests.UnauthenticatedAPIClient', () => {
  it('test_init — no credentials anywhere: auth is null and no authenticate header is sent', async () => {
    withEnvironment({ SVC_USERNAME: undefined, SVC_API_KEY: undefined });
    const client = new Client({ endpointUrl: server.url, configFile: '/nonexistent/svclib.conf' });
    expect(client.auth).toBeNull();
    await expect(client.call('Account', 'getObject')).rejects.toBeInstanceOf(compat.Unauthenticated);
    expect(last().headers).toEqual({});
  });

  it('test_authenticate_with_password — getPortalLoginToken with four arguments, then the token', async () => {
    const client = new Client({ serviceName: 'Account', endpointUrl: server.url });
    // Kept state for the account calls: the login call takes only the HTTP header (as 2.x did).
    client.set_object_mask('mask[id]');
    client.set_result_limit(1);
    client.add_header('customHeader', 1);
    client.add_raw_header('RAW', 'HEADER');
    const [userId, hash] = await client.authenticate_with_password(carol.username, carol.password);
    expect(last()).toMatchObject({
      service: 'Vendor_User_Customer',
      method: 'getPortalLoginToken',
      args: [carol.username, carol.password, null, null],
    });
    expect(last().headers).toEqual({});
    expect(last().httpHeaders.raw).toBe('HEADER');
    expect(typeof hash).toBe('string');
    const auth = client.auth as TokenAuthentication;
    expect(auth).toBeInstanceOf(TokenAuthentication);
    expect(auth.user_id).toBe(userId);
    expect(auth.get_headers()).toEqual({ authenticate: { complexType: 'PortalLoginToken', userId, authToken: hash } });
    await client.getObject!();
    expect(last().headers).toEqual({
      authenticate: auth.get_headers().authenticate,
      Vendor_ObjectMask: { mask: 'mask[id]' },
      resultLimit: { limit: 1, offset: 0 },
      customHeader: 1,
    });
    expect(String(client)).not.toContain(hash);
  });
});

describe('api_tests.TestAuthenticationBase, and 2.x plugins with get_headers()', () => {
  it('test_get_headers — AuthenticationBase.get_headers() is not implemented', () => {
    expect(() => new compat.AuthenticationBase().get_headers()).toThrow(/get_headers\(\) is not implemented/);
    expect(api.AuthenticationBase).toBe(compat.AuthenticationBase);
  });

  const header = { username: bob.username, apiKey: bob.apiKey };
  class BobAuthentication extends compat.AuthenticationBase {
    override get_headers(): Record<string, unknown> {
      return { authenticate: header };
    }
  }
  const plugins: [string, () => object][] = [
    ['a subclass of AuthenticationBase', () => new BobAuthentication()],
    ['any object with get_headers() (2.x duck typing)', () => ({ get_headers: () => ({ authenticate: header }) })],
  ];
  it.each(plugins)('%s as the auth option: its headers go out on every call path', async (_name, make) => {
    const client = new Client({ serviceName: 'Account', auth: make() as core.AuthPlugin, endpointUrl: server.url });
    await client.getObject!();
    await client.Account.getObject();
    expect(requests()).toHaveLength(2);
    for (const request of requests()) expect(request.headers.authenticate).toEqual(header);
    expect(String(client)).not.toContain(bob.apiKey);
  });
});

describe('api_tests.TestBasicAuthentication / TestTokenAuthentication', () => {
  const plugins: [string, () => core.AuthPlugin & { get_headers(): XmlRpcHeaders }, object, string][] = [
    [
      'BasicAuthentication',
      () => new BasicAuthentication(alice.username, alice.apiKey),
      { authenticate: { username: alice.username, apiKey: alice.apiKey } },
      alice.username,
    ],
    [
      'TokenAuthentication',
      () => new TokenAuthentication(12345, 'TOKEN'),
      { authenticate: { complexType: 'PortalLoginToken', userId: 12345, authToken: 'TOKEN' } },
      '12345',
    ],
  ];

  it.each(plugins)('%s: test_get_headers, test_repr, and the same header on the wire', async (name, make, headers, shown) => {
    const auth = make();
    expect(auth.get_headers()).toEqual(headers);
    expect(String(auth)).toContain(name);
    expect(String(auth)).toContain(shown);
    expect(String(auth)).not.toContain(alice.apiKey);
    expect(String(auth)).not.toContain('TOKEN'); // 2.x showed the token; tokens stay private here
    expect(auth).toBeInstanceOf(name === 'BasicAuthentication' ? core.BasicAuthentication : core.TokenAuthentication);
    const client = new Client({ serviceName: 'Account', auth, endpointUrl: server.url });
    await client.getObject!().catch(() => undefined);
    expect(last().headers.authenticate).toEqual(auth.get_headers().authenticate);
  });

  it('TestTokenAuthentication.test_attribs — user_id', () => {
    const auth = new TokenAuthentication(12345, 'TOKEN');
    expect(auth.user_id).toBe(12345);
    expect(auth.userId).toBe(12345);
    expect(Object.values(auth)).not.toContain('TOKEN');
  });
});

describe('basic_tests.TestExceptions', () => {
  const kinds: [string, typeof core.ServiceAPIError][] = [
    ['ServiceAPIError', compat.ServiceAPIError],
    ['ParseError', compat.ParseError],
  ];
  it.each(kinds)('%s(faultCode, faultString): faultCode, faultString, reason, text form', (name, Kind) => {
    const error = new Kind('fault code', 'fault string');
    expect(error.faultCode).toBe('fault code');
    expect(error.faultString).toBe('fault string');
    expect(error.reason).toBe('fault string');
    expect(String(error)).toBe(`${name}(fault code): fault string`);
  });

  const names = [
    'ServiceError', 'ServiceAPIError', 'Unauthenticated', 'ParseError', 'ServerError', 'ApplicationError', 'RemoteSystemError',
    'TransportError', 'NotWellFormed', 'UnsupportedEncoding', 'InvalidCharacter', 'SpecViolation', 'MethodNotFound',
    'InvalidMethodParameters', 'InternalError', 'API_PUBLIC_ENDPOINT', 'API_PRIVATE_ENDPOINT',
  ] as const;
  it.each(names)('%s is exported by @svclib/compat-v2 and @svclib/compat-v2/API as core has it', (name) => {
    expect(compat[name]).toBe(core[name]);
    expect(api[name]).toBe(core[name]);
  });

  it('BasicAuthentication, TokenAuthentication and Client are exported by both entry points', () => {
    for (const name of ['BasicAuthentication', 'TokenAuthentication', 'Client'] as const) {
      expect(typeof compat[name]).toBe('function');
      expect(typeof api[name]).toBe('function');
    }
    expect(api.BasicAuthentication).toBe(compat.BasicAuthentication);
    expect(api.TokenAuthentication).toBe(compat.TokenAuthentication);
  });
});

describe('functional_tests (v2.3.1) and basic_tests (v1.1)', () => {
  it('test_failed_auth — a wrong key is Unauthenticated (2.x: SoftLayerAPIError)', async () => {
    const client = new Client('Vendor_User_Customer', null, WRONG.username, WRONG.apiKey, { endpointUrl: server.url, timeout: 20 });
    const error = await rejection(client.getPortalLoginToken!());
    expect(error).toBeInstanceOf(compat.Unauthenticated);
    expect(error).toBeInstanceOf(compat.ServiceError);
    expect(last()).toMatchObject({ service: 'Vendor_User_Customer', method: 'getPortalLoginToken', headers: { authenticate: WRONG } });
  });

  it('test_404 — an HTTP 404 is a TransportError with the status as fault code', async () => {
    const http = createServer((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<h1>NOT FOUND</h1>');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${String((http.address() as AddressInfo).port)}/status/404`;
      const client = new Client('Vendor_User_Customer', null, WRONG.username, WRONG.apiKey, { endpointUrl: url, timeout: 20 });
      const error = (await rejection(client.doSomething!())) as core.ServiceAPIError;
      expect(error).toBeInstanceOf(compat.TransportError);
      expect(error.faultCode).toBe(404);
      expect(error.faultString).toContain('NOT FOUND');
      expect(error.reason).toContain('NOT FOUND');
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('test_no_hostname — nobody listening: TransportError with fault code 0', async () => {
    const http = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    await new Promise((resolve) => http.close(resolve));
    const client = new Client('Account', null, alice.username, alice.apiKey, `http://127.0.0.1:${String(port)}`);
    const error = (await rejection(client.getObject!())) as core.ServiceAPIError;
    expect(error).toBeInstanceOf(compat.TransportError);
    expect(error.faultCode).toBe(0);
    expect(error.reason).toBe(error.faultString);
  });

  it("test_service_does_not_exist — faultCode '-32601' stays the string the server sent", async () => {
    server.inject({ service: 'DOESNOTEXIST', times: 1, failure: { kind: 'fault', faultCode: '-32601', faultString: 'Service does not exist' } });
    const client = new Client({ ...alice, endpointUrl: server.url, timeout: 20 });
    const error = (await rejection(client['Vendor_DOESNOTEXIST']!.getObject!())) as core.ServiceAPIError;
    expect(error).toBeInstanceOf(compat.MethodNotFound);
    expect(error.faultCode).toBe('-32601');
    expect(error.faultString).toBe('Service does not exist');
    expect(error.reason).toBe('Service does not exist');
    // A numeric code stays a number.
    const numeric = (await rejection(client['Vendor_DOESNOTEXIST']!.getObject!())) as core.ServiceAPIError;
    expect(numeric).toBeInstanceOf(compat.MethodNotFound);
    expect(numeric.faultCode).toBe(-32601);
  });

  it('test_dns — Dns_Domain.getByDomainName', async () => {
    const client = new Client({ ...alice, endpointUrl: server.url, timeout: 20 });
    const zones = await client.Vendor_Dns_Domain.getByDomainName({ args: ['example.com'] });
    expect(zones.map((zone) => zone.name)).toContain('example.com');
    expect(last()).toMatchObject({ service: 'Vendor_Dns_Domain', method: 'getByDomainName', args: ['example.com'] });
  });

  it('test_result_types — a bound client decodes a list of structs with ints and strings', async () => {
    const client = new Client('Account', { ...alice, endpointUrl: server.url, timeout: 20 });
    const result = (await client.getVirtualGuests!()) as Record<string, unknown>[];
    expect(Array.isArray(result)).toBe(true);
    expect(typeof result[0]).toBe('object');
    expect(Number.isInteger(result[0]!.id)).toBe(true);
    expect(typeof result[0]!.hostname).toBe('string');
  });
});

describe('2.x names are never sent as remote calls', () => {
  /** Every public method of 2.x's Client (API.py and deprecated.py), each used once. */
  const clientMethods: [string, (client: Client) => unknown][] = [
    ['call', (client) => client.call('Account', 'getObject')],
    ['iter_call', (client) => client.iter_call('Account', 'getVirtualGuests', { limit: 1 }).next()],
    ['authenticate_with_password', (client) => client.authenticate_with_password(carol.username, carol.password)],
    ['add_raw_header', (client) => client.add_raw_header('X-Test', '1')],
    ['add_header', (client) => client.add_header('customHeader', 1)],
    ['remove_header', (client) => client.remove_header('customHeader')],
    ['set_authentication', (client) => client.set_authentication(alice.username, alice.apiKey)],
    ['set_init_parameter', (client) => client.set_init_parameter(1)],
    ['set_object_mask', (client) => client.set_object_mask('mask[id]')],
    ['set_result_limit', (client) => client.set_result_limit(1)],
  ];
  it.each(clientMethods)('client.%s is a member of the compat client', async (name, use) => {
    const client = new Client({ serviceName: 'Account', ...alice, endpointUrl: server.url });
    expect(Object.getPrototypeOf(client)).toHaveProperty(name);
    await use(client);
    expect(requests().map((request) => request.method)).not.toContain(name);
  });

  /** Every public method of 2.x's Service, each used once. */
  const handleMethods: [string, (client: Client) => unknown][] = [
    ['call', (client) => client.Account.call('getObject')],
    ['iter_call', (client) => client.Account.iter_call('getVirtualGuests', { limit: 1 }).next()],
    ['iterCall', (client) => client.Account.iterCall('getVirtualGuests', { limit: 1 }).next()],
  ];
  it.each(handleMethods)("client['Account'].%s is a member of the handle", async (name, use) => {
    const client = new Client({ ...alice, endpointUrl: server.url });
    await use(client);
    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.method).not.toBe(name);
  });

  it('a compat handle is cached, renders as core\'s, and is still not a thenable', async () => {
    const client = new Client({ ...alice, endpointUrl: server.url });
    expect(client.Account).toBe(client.service('Account'));
    expect(String(client.Account)).toBe('<Service: Account>');
    expect(inspect(client.Account)).toBe('<Service: Account>');
    expect((client.Account as unknown as Record<string, unknown>).then).toBeUndefined();
    expect(await Promise.resolve(client.Account)).toBe(client.Account);
    expect(requests()).toHaveLength(0);
  });
});
