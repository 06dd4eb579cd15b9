import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { API_PRIVATE_ENDPOINT, API_PUBLIC_ENDPOINT } from '../transports/endpoints.js';
import { BasicAuthentication } from '../auth/basic-authentication.js';
import { TokenAuthentication } from '../auth/token-authentication.js';
import { Client } from './client.js';
import { fixtureTransport } from '../test-support/test-transport.js';
import { VERSION } from '../util/version.js';

const KEY = 'client-test-api-key-5f0c9e1d';

describe('Client construction', () => {
  it('uses the public endpoint without its trailing slash by default', () => {
    const client = new Client({ transport: fixtureTransport().transport });
    expect(client.endpointUrl).toBe(API_PUBLIC_ENDPOINT.slice(0, -1));
  });

  it('removes exactly one trailing slash from endpointUrl', () => {
    const { transport } = fixtureTransport();
    expect(new Client({ endpointUrl: API_PRIVATE_ENDPOINT, transport }).endpointUrl).toBe(
      'https://api.service.vendor.example/xmlrpc/v3.1',
    );
    expect(new Client({ endpointUrl: 'http://127.0.0.1:1/x//', transport }).endpointUrl).toBe('http://127.0.0.1:1/x/');
    expect(new Client({ endpointUrl: 'http://127.0.0.1:1/x', transport }).endpointUrl).toBe('http://127.0.0.1:1/x');
  });

  it('stores the timeout as a number of seconds; 0 or unset means none', () => {
    const { transport } = fixtureTransport();
    expect(new Client({ timeout: 2.5, transport }).timeout).toBe(2.5);
    expect(new Client({ timeout: 30, transport }).timeout).toBe(30);
    expect(new Client({ timeout: 0, transport }).timeout).toBeUndefined();
    expect(new Client({ transport }).timeout).toBeUndefined();
  });

  it('defaults the User-Agent to svclib/<version> (<runtime>) and accepts another', () => {
    const { transport } = fixtureTransport();
    expect(new Client({ transport }).userAgent).toBe(`svclib/${VERSION} (Node.js ${process.versions.node})`);
    expect(new Client({ transport, userAgent: 'mine/1.0' }).userAgent).toBe('mine/1.0');
  });

  it('rejects unknown options with a TypeError naming them', () => {
    expect(() => new Client({ usrname: 'x', api_key: 'y' } as never)).toThrowError(
      new TypeError(
        'Unknown Client option(s): usrname, api_key (allowed: username, apiKey, endpointUrl, timeout, auth, credentials, configFile, profile, proxy, userAgent, transport, tls, maxBytes, hooks, retry, rateLimit); did you mean "username" for usrname, "apiKey" for api_key?',
      ),
    );
  });

  it.each([
    ['timeout', -1, 'Client option "timeout" must be a non-negative number of seconds, got -1'],
    ['timeout', Number.NaN, 'Client option "timeout" must be a non-negative number of seconds, got NaN'],
    ['timeout', '30', 'Client option "timeout" must be a non-negative number of seconds, got a string'],
    ['endpointUrl', 'not a url', 'Client option "endpointUrl" must be an absolute http(s) URL, got a string'],
    ['endpointUrl', 'ftp://host/x', 'Client option "endpointUrl" must be an absolute http(s) URL, got a string'],
    ['endpointUrl', 42, 'Client option "endpointUrl" must be an absolute http(s) URL, got a number'],
    ['proxy', 'nope', 'Client option "proxy" must be an absolute http(s) URL, got a string'],
    ['username', 42, 'Client option "username" must be a string, got a number'],
    ['apiKey', 42, 'Client option "apiKey" must be a string, got a number'],
    ['auth', {}, 'Client option "auth" must be an auth plugin (an object with a getRequest(request) method), got an object'],
    ['transport', 'x', "Client option \"transport\" must be 'xmlrpc', 'rest' or a function (request) => Promise<result>, got a string"],
    ['maxBytes', 0, 'Client option "maxBytes" must be a positive integer, got 0'],
    ['userAgent', 'a\nb', 'Client option "userAgent" must be a non-empty string without CR, LF or NUL, got a string'],
  ])('rejects %s = %j with a TypeError saying what it must be', (name, value, message) => {
    expect(() => new Client({ [name]: value })).toThrowError(new TypeError(message));
  });

  it('has length 0', () => {
    expect(new Client({ transport: fixtureTransport().transport }).length).toBe(0);
  });
});

describe('Client text forms', () => {
  it('renders <Client: endpoint=URL, user=AUTH> with the auth plugin text or null', () => {
    const { transport } = fixtureTransport();
    expect(String(new Client({ transport }))).toBe(
      '<Client: endpoint=https://api.vendor.example/xmlrpc/v3.1, user=null>',
    );
    expect(String(new Client({ transport, username: 'alice', apiKey: KEY }))).toBe(
      '<Client: endpoint=https://api.vendor.example/xmlrpc/v3.1, user=<BasicAuthentication: alice>>',
    );
    expect(String(new Client({ transport, auth: new TokenAuthentication(42, 'tok-9a8b7c6d5e'), endpointUrl: 'http://h/x' }))).toBe(
      '<Client: endpoint=http://h/x, user=<TokenAuthentication: 42>>',
    );
  });

  it('never shows the API key in String(), util.inspect or JSON.stringify', () => {
    const client = new Client({ transport: fixtureTransport().transport, username: 'alice', apiKey: KEY });
    const forms = [
      String(client),
      inspect(client),
      inspect(client, { showHidden: true, depth: 10 }),
      JSON.stringify(client),
      String(client.auth),
      inspect(client.auth, { showHidden: true }),
      JSON.stringify(client.auth),
      JSON.stringify({ client }),
      inspect({ nested: client }),
    ];
    for (const form of forms) expect(form).not.toContain(KEY);
    expect(inspect(client)).toBe(String(client));
    expect(JSON.parse(JSON.stringify(client))).toEqual({
      endpointUrl: 'https://api.vendor.example/xmlrpc/v3.1',
      username: 'alice',
      timeout: null,
      userAgent: client.userAgent,
      auth: '<BasicAuthentication: alice>',
    });
  });
});

describe('Client service handles', () => {
  it('gives a handle for any property starting with an upper-case letter, one per name', () => {
    const client = new Client({ transport: fixtureTransport().transport });
    expect(String(client.Account)).toBe('<Service: Account>');
    expect(String(client['Virtual_Guest'])).toBe('<Service: Virtual_Guest>');
    expect(client.Account).toBe(client.Account);
    expect(client.service('Account')).toBe(client.Account);
    expect(String(client.untyped.service('lowercase_service'))).toBe('<Service: lowercase_service>');
  });

  it('renders a handle as <Service: NAME> with NAME exactly as passed (the prefix is not added)', () => {
    const client = new Client({ transport: fixtureTransport().transport });
    expect(String(client.Vendor_Account)).toBe('<Service: Vendor_Account>');
    expect(String(client.service('Vendor_Account'))).toBe('<Service: Vendor_Account>');
    expect(`${String(client.Account)}`).toBe('<Service: Account>');
    expect(inspect(client.Vendor_Account)).toBe('<Service: Vendor_Account>');
    expect(client.Account.name).toBe('Account');
    expect(client.Vendor_Account.name).toBe('Vendor_Account');
    // Two names for one service are two handles (each renders as it was asked for).
    expect(client.Vendor_Account).not.toBe(client.Account);
  });

  it('does not turn lower-case or symbol properties into handles', () => {
    const client = new Client({ transport: fixtureTransport().transport }) as unknown as Record<PropertyKey, unknown>;
    expect(client.then).toBeUndefined();
    expect(client.account).toBeUndefined();
    expect(client[Symbol.iterator]).toBeUndefined();
    expect(client instanceof Object).toBe(true);
  });

  it('sends handle calls and method calls to the service, with the prefix added', async () => {
    const { requests, transport } = fixtureTransport((request) => `${request.service}.${request.method}`);
    const client = new Client({ transport });
    await expect(client.Account.getObject()).resolves.toBe('Vendor_Account.getObject');
    await expect(client.Account.call('getTickets')).resolves.toBe('Vendor_Account.getTickets');
    await expect(client.Vendor_Ticket.getObject({ id: 1 })).resolves.toBe('Vendor_Ticket.getObject');
    await expect(client.call('Vendor_Account', 'getObject')).resolves.toBe('Vendor_Account.getObject');
    expect(requests.map((request) => request.requestedService)).toEqual(['Account', 'Account', 'Vendor_Ticket', 'Vendor_Account']);
  });

  it('reads probed names and every symbol as undefined on a handle', async () => {
    const { requests, transport } = fixtureTransport();
    const handle = new Client({ transport }).Account as unknown as Record<PropertyKey, unknown>;
    for (const name of ['then', 'catch', 'toJSON', 'constructor', 'inspect', 'valueOf', '__proto__', '__name__', '__bases__']) {
      expect(handle[name], name).toBeUndefined();
    }
    for (const symbol of [Symbol.iterator, Symbol.asyncIterator, Symbol.toPrimitive, Symbol.toStringTag, Symbol('x')]) {
      expect(handle[symbol]).toBeUndefined();
    }
    expect(handle[Symbol.for('nodejs.util.inspect.custom')]).toBeUndefined();
    // …so awaiting, serializing, printing and concatenating behave, and send nothing.
    expect(await (handle as unknown as Promise<unknown>)).toBe(handle);
    expect(JSON.stringify(handle)).toBe('{"name":"Account"}');
    expect(inspect(handle)).toBe('<Service: Account>');
    expect(`${String(handle as unknown as string)}!`).toBe('<Service: Account>!');
    expect(requests).toHaveLength(0);
  });

  it('returns the same function for a method name, and the iterCall generator with iter: true', async () => {
    const { transport } = fixtureTransport(() => [{ id: 1 }, { id: 2 }]);
    const client = new Client({ transport });
    expect(client.Account.getObject).toBe(client.Account.getObject);
    const items: unknown[] = [];
    for await (const item of client.Account.getVirtualGuests({ iter: true, chunk: 5 })) items.push(item);
    expect(items).toEqual([{ id: 1 }, { id: 2 }]);
    const viaCall: unknown[] = [];
    for await (const item of client.Account.call('getVirtualGuests', { iter: true })) viaCall.push(item);
    expect(viaCall).toEqual(items);
  });

  it('refuses to have properties set on a handle', () => {
    const handle = new Client({ transport: fixtureTransport().transport }).Account as unknown as Record<string, unknown>;
    expect(() => {
      handle.getObject = 1;
    }).toThrow(TypeError);
  });

  it('rejects an empty service or method name with a TypeError', async () => {
    const client = new Client({ transport: fixtureTransport().transport });
    await expect(client.untyped.call('', 'getObject')).rejects.toThrowError(new TypeError('The service name must be a non-empty string, got an empty string'));
    await expect(client.untyped.call('Account', '')).rejects.toThrowError(new TypeError('The method name must be a non-empty string, got an empty string'));
    expect(() => client.untyped.service('')).toThrow(TypeError);
  });
});

describe('Client credentials', () => {
  it('uses BasicAuthentication built from the current username and apiKey at call time', async () => {
    const { requests, transport } = fixtureTransport();
    const client = new Client({ transport, username: 'alice', apiKey: KEY });
    await client.Account.getObject();
    client.username = 'bob';
    client.apiKey = 'bob-key-2e3f4a5b';
    await client.Account.getObject();
    expect(requests.map((request) => request.headers.authenticate)).toEqual([
      { username: 'alice', apiKey: KEY },
      { username: 'bob', apiKey: 'bob-key-2e3f4a5b' },
    ]);
    expect(String(client.auth)).toBe('<BasicAuthentication: bob>');
    expect(client.auth).toBeInstanceOf(BasicAuthentication);
    expect(client.auth).toBe(client.auth);
  });

  it('has auth null and sends no authenticate header without credentials', async () => {
    const { requests, transport } = fixtureTransport();
    const client = new Client({ transport, username: 'alice' });
    expect(client.auth).toBeNull();
    await client.Account.getObject();
    expect(requests[0]?.headers).toEqual({});
  });

  it('prefers an explicit auth plugin, until credentials are assigned', async () => {
    const { requests, transport } = fixtureTransport();
    const token = new TokenAuthentication(7, 'token-0f1e2d3c4b');
    const client = new Client({ transport, username: 'alice', apiKey: KEY, auth: token });
    expect(client.auth).toBe(token);
    await client.Account.getObject();
    client.apiKey = 'new-key-77aa88bb';
    await client.Account.getObject();
    expect(requests.map((request) => request.headers.authenticate)).toEqual([
      { complexType: 'PortalLoginToken', userId: 7, authToken: 'token-0f1e2d3c4b' },
      { username: 'alice', apiKey: 'new-key-77aa88bb' },
    ]);
  });

  it('lets auth be assigned and cleared', async () => {
    const { requests, transport } = fixtureTransport();
    const client = new Client({ transport, username: 'alice', apiKey: KEY });
    client.auth = null;
    expect(client.auth).toBeNull();
    await client.Account.getObject();
    expect(requests[0]?.headers.authenticate).toBeUndefined();
    expect(() => {
      client.auth = {} as never;
    }).toThrow(TypeError);
    expect(() => {
      client.username = 5 as never;
    }).toThrowError(new TypeError('client.username must be a string, got number'));
  });
});
