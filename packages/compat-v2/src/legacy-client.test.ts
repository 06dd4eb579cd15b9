import { inspect } from 'node:util';
import { Client as CoreClient, ServiceAPIError, ServiceError, Unauthenticated } from '@svclib/core';
import type { FakeServer, RecordedRequest } from '@svclib/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, DNSZoneNotFound, LegacyClient } from './index.js';
import type { LegacyClientOptions } from './index.js';
import { lastRequest, useFakeServer, USERS } from './test-support.js';

const [alice, bob] = USERS;
const TICKET_ID = 300001;
let server: FakeServer;
useFakeServer((started) => {
  server = started;
});
beforeEach(() => {
  server.state.requests.length = 0;
});

function legacy(options: LegacyClientOptions = {}): Client {
  return new Client({ serviceName: 'Account', ...alice, endpointUrl: server.url, ...options });
}

const requests = (): RecordedRequest[] => server.state.requests;
const last = (): RecordedRequest => lastRequest(server);

describe('calling a remote method on the client', () => {
  it('calls the bound service with no arguments', async () => {
    const client = legacy();
    const account = (await client.getObject!()) as Record<string, unknown>;
    expect(account).toHaveProperty('companyName');
    expect(last()).toMatchObject({ service: 'Vendor_Account', method: 'getObject', args: [] });
    expect(last().headers.authenticate).toEqual({ username: alice.username, apiKey: alice.apiKey });
  });

  it('passes positional arguments directly, in order', async () => {
    const client = legacy({ serviceName: 'Ticket' });
    const template = { subjectId: 1001, title: 'Disk full' };
    const ticket = (await client.createStandardTicket!(template, 'The disk is full.')) as Record<string, unknown>;
    expect(ticket).toMatchObject({ title: 'Disk full' });
    expect(last()).toMatchObject({
      service: 'Vendor_Ticket',
      method: 'createStandardTicket',
      args: [template, 'The disk is full.'],
    });
  });

  it('accepts a service name with the Vendor_ prefix', async () => {
    await legacy({ serviceName: 'Vendor_Account' }).getObject!();
    expect(last().service).toBe('Vendor_Account');
  });

  it('rejects with ServiceError when no service is bound, sending nothing', async () => {
    const client = new Client({ ...alice, endpointUrl: server.url });
    await expect(client.getObject!()).rejects.toThrow(new ServiceError('Service is not set on Client instance.'));
    await expect(client.getObject!()).rejects.toBeInstanceOf(ServiceError);
    expect(requests()).toHaveLength(0);
  });

  it('surfaces API faults as the core error kinds', async () => {
    const client = legacy();
    client.setAuthentication('alice', 'wrong-key');
    await expect(client.getObject!()).rejects.toBeInstanceOf(Unauthenticated);
  });
});

describe('kept 2.x state', () => {
  it('setObjectMask: a mask[…] string is sent as written, on every call', async () => {
    const client = legacy();
    client.setObjectMask('mask[id, companyName]');
    const account = (await client.getObject!()) as Record<string, unknown>;
    await client.getObject!();
    expect(Object.keys(account).sort()).toEqual(['companyName', 'id']);
    for (const request of requests()) {
      expect(request.headers.Vendor_ObjectMask).toEqual({ mask: 'mask[id, companyName]' });
    }
    expect(requests()).toHaveLength(2);
  });

  it('setObjectMask: a bare or padded string is also sent exactly as written', async () => {
    const client = legacy();
    client.setObjectMask('id, companyName');
    await client.getObject!();
    expect(last().headers.Vendor_ObjectMask).toEqual({ mask: 'id, companyName' });
    client.setObjectMask(' mask[id] ');
    await client.getObject!();
    expect(last().headers.Vendor_ObjectMask).toEqual({ mask: ' mask[id] ' });
  });

  it('setObjectMask: an object mask goes under <Service>ObjectMask', async () => {
    const client = legacy();
    client.setObjectMask({ id: true, companyName: true });
    await client.getObject!();
    expect(last().headers.Vendor_AccountObjectMask).toEqual({ mask: { id: true, companyName: true } });
    expect(last().headers).not.toHaveProperty('Vendor_ObjectMask');
  });

  it('setInitParameter: header <Service>InitParameters on every call; numeric strings are integers', async () => {
    const client = legacy({ serviceName: 'Ticket' });
    client.setInitParameter(String(TICKET_ID));
    const ticket = (await client.getObject!()) as Record<string, unknown>;
    await client.getObject!();
    expect(ticket.id).toBe(TICKET_ID);
    for (const request of requests()) {
      expect(request.headers.Vendor_TicketInitParameters).toEqual({ id: TICKET_ID });
    }
  });

  it('the id constructor option is a kept init parameter', async () => {
    const client = legacy({ serviceName: 'Ticket', id: TICKET_ID });
    await client.getObject!();
    await client.addUpdate!({ entry: 'checked' });
    expect(requests().map((request) => request.headers.Vendor_TicketInitParameters)).toEqual([
      { id: TICKET_ID },
      { id: TICKET_ID },
    ]);
    expect(last().args).toEqual([{ entry: 'checked' }]);
  });

  it('setResultLimit: header resultLimit on every call, offset defaulting to 0', async () => {
    const client = legacy();
    client.setResultLimit(2);
    const page = (await client.getVirtualGuests!()) as unknown[];
    expect(page).toHaveLength(2);
    expect(last().headers.resultLimit).toEqual({ limit: 2, offset: 0 });
    client.setResultLimit(3, 4);
    await client.getVirtualGuests!();
    await client.getVirtualGuests!();
    expect(requests().slice(1).map((request) => request.headers.resultLimit)).toEqual([
      { limit: 3, offset: 4 },
      { limit: 3, offset: 4 },
    ]);
  });

  it('addHeader: kept across calls, name trimmed', async () => {
    const client = legacy();
    client.addHeader(' customHeader ', { value: 1 });
    await client.getObject!();
    await client.getObject!();
    for (const request of requests()) expect(request.headers.customHeader).toEqual({ value: 1 });
  });

  it('addHeader: an empty name is a ServiceError', () => {
    const client = legacy();
    expect(() => client.addHeader('', 1)).toThrow(ServiceError);
    expect(() => client.addHeader('   ', 1)).toThrow(/header name/);
    expect(() => client.addHeader(42 as unknown as string, 1)).toThrow(TypeError);
  });

  it('removeHeader: the header is no longer sent; unknown names are ignored', async () => {
    const client = legacy();
    client.addHeader('customHeader', { value: 1 });
    client.addHeader('otherHeader', 2);
    await client.getObject!();
    client.removeHeader('customHeader');
    client.removeHeader('neverAdded');
    await client.getObject!();
    expect(requests()[0]!.headers).toHaveProperty('customHeader');
    expect(last().headers).not.toHaveProperty('customHeader');
    expect(last().headers.otherHeader).toBe(2);
  });

  it('removeHeader: removing the mask, init parameter or limit header drops that setting (as in 2.x)', async () => {
    const client = legacy({ serviceName: 'Ticket' });
    client.setObjectMask('mask[id]');
    client.setInitParameter(TICKET_ID);
    client.setResultLimit(1);
    await client.getObject!();
    expect(Object.keys(last().headers).sort()).toEqual(
      ['Vendor_ObjectMask', 'Vendor_TicketInitParameters', 'authenticate', 'resultLimit'].sort(),
    );
    client.removeHeader('Vendor_ObjectMask');
    client.removeHeader('resultLimit');
    client.removeHeader('Vendor_TicketInitParameters');
    // Without an init parameter the fake server refuses Ticket.getObject, after recording it.
    await expect(client.getObject!()).rejects.toBeInstanceOf(ServiceAPIError);
    expect(Object.keys(last().headers)).toEqual(['authenticate']);

    client.setObjectMask({ id: true });
    client.removeHeader('Vendor_TicketObjectMask');
    await expect(client.getObject!()).rejects.toBeInstanceOf(ServiceAPIError);
    expect(Object.keys(last().headers)).toEqual(['authenticate']);
  });

  it('addRawHeader: an HTTP header on every call', async () => {
    const client = legacy();
    client.addRawHeader('X-Request-Id', 'abc-123');
    client.addRawHeader('X-Attempt', 2 as unknown as string);
    await client.getObject!();
    await client.getObject!();
    for (const request of requests()) {
      expect(request.httpHeaders['x-request-id']).toBe('abc-123');
      expect(request.httpHeaders['x-attempt']).toBe('2');
    }
  });

  it('addRawHeader: bad names and values are refused where they are given', () => {
    const client = legacy();
    expect(() => client.addRawHeader('', 'x')).toThrow(ServiceError);
    expect(() => client.addRawHeader('Bad Name', 'x')).toThrow(/invalid HTTP header name "Bad Name"/);
    expect(() => client.addRawHeader('X-Test', 'a\r\nInjected: 1')).toThrow(/CR, LF or NUL/);
    expect(() => client.addRawHeader('X-Test', { a: 1 } as unknown as string)).toThrow(TypeError);
  });

  it('setAuthentication: the next call uses the new credentials, also over an auth plugin', async () => {
    const client = legacy();
    await client.getObject!();
    client.setAuthentication(bob.username, bob.apiKey);
    await client.getObject!();
    expect(requests().map((request) => request.headers.authenticate)).toEqual([
      { username: alice.username, apiKey: alice.apiKey },
      { username: bob.username, apiKey: bob.apiKey },
    ]);
    expect(client.username).toBe(bob.username);
    expect(() => client.setAuthentication('', 'key')).toThrow(TypeError);
  });

  it('each snake_case 2.x name has the same effect as its camelCase name', async () => {
    const snake = legacy({ serviceName: 'Ticket' });
    snake.set_object_mask('mask[id, title]');
    snake.set_init_parameter(TICKET_ID);
    snake.set_result_limit(5, 1);
    snake.add_header('customHeader', 'x');
    snake.add_header('dropped', 'y');
    snake.remove_header('dropped');
    snake.add_raw_header('X-Request-Id', 'same');
    snake.set_authentication(bob.username, bob.apiKey);
    await snake.getObject!();

    const camel = legacy({ serviceName: 'Ticket' });
    camel.setObjectMask('mask[id, title]');
    camel.setInitParameter(TICKET_ID);
    camel.setResultLimit(5, 1);
    camel.addHeader('customHeader', 'x');
    camel.addHeader('dropped', 'y');
    camel.removeHeader('dropped');
    camel.addRawHeader('X-Request-Id', 'same');
    camel.setAuthentication(bob.username, bob.apiKey);
    await camel.getObject!();

    const [fromSnake, fromCamel] = requests();
    expect(fromSnake!.headers).toEqual(fromCamel!.headers);
    expect(fromSnake!.headers).toMatchObject({
      Vendor_ObjectMask: { mask: 'mask[id, title]' },
      Vendor_TicketInitParameters: { id: TICKET_ID },
      resultLimit: { limit: 5, offset: 1 },
      customHeader: 'x',
      authenticate: { username: bob.username, apiKey: bob.apiKey },
    });
    expect(fromSnake!.headers).not.toHaveProperty('dropped');
    expect(fromSnake!.httpHeaders['x-request-id']).toBe('same');
  });

  it('rejects bad values with a TypeError or RangeError naming the method', () => {
    const client = legacy();
    expect(() => client.setObjectMask(42 as unknown as string)).toThrow(/setObjectMask\(\): the mask must be/);
    expect(() => client.setObjectMask('  ')).toThrow(/must not be an empty string/);
    expect(() => client.setInitParameter('abc')).toThrow(/setInitParameter\(\): the id must be an integer/);
    expect(() => client.setInitParameter(1.5)).toThrow(TypeError);
    expect(() => client.setResultLimit(-1)).toThrow(RangeError);
    expect(() => client.setResultLimit(10, 'x' as unknown as number)).toThrow(/the offset must be an integer/);
  });

  it('kept state is per client', async () => {
    const first = legacy();
    const second = legacy();
    first.addHeader('customHeader', 1);
    await second.getObject!();
    expect(last().headers).not.toHaveProperty('customHeader');
  });
});

describe('constructor forms', () => {
  it('pre-2.0 positional form: (serviceName, id, username, apiKey, endpointUrl, timeout)', async () => {
    const client = new Client('Ticket', TICKET_ID, alice.username, alice.apiKey, server.url, 5);
    expect(client.timeout).toBe(5);
    expect(client.endpointUrl).toBe(server.url.replace(/\/$/, ''));
    const ticket = (await client.getObject!()) as Record<string, unknown>;
    expect(ticket.id).toBe(TICKET_ID);
    expect(last()).toMatchObject({
      service: 'Vendor_Ticket',
      headers: { authenticate: { username: alice.username, apiKey: alice.apiKey }, Vendor_TicketInitParameters: { id: TICKET_ID } },
    });
  });

  it('pre-2.0 positional form with nulls for unused positions', async () => {
    const client = new Client('Account', null, alice.username, alice.apiKey, server.url);
    await client.getObject!();
    expect(last().headers).not.toHaveProperty('Vendor_AccountInitParameters');
    expect(client.timeout).toBeUndefined();
  });

  it('refuses malformed constructor arguments', () => {
    const tooMany = [1, 2, 3, 4, 5, 6] as unknown[];
    expect(() => new (Client as unknown as new (...args: unknown[]) => Client)('Account', ...tooMany)).toThrow(
      /at most 6 arguments, got 7/,
    );
    expect(() => new Client({ serviceName: '' })).toThrow(/serviceName/);
    expect(() => new Client({ serviceName: 'Account', id: 'x' })).toThrow(/Client option "id" must be an integer/);
    expect(() => new Client({ verbose: 'yes' as unknown as boolean })).toThrow(/verbose/);
    expect(() => new Client({ verbose: true, transport: () => Promise.resolve(null) })).toThrow(/cannot be combined/);
    expect(() => new Client({ bogus: 1 } as LegacyClientOptions)).toThrow(/bogus/);
  });

  it('says what a 2.x constructor option must be in core\'s words', () => {
    expect(() => new Client({ serviceName: 5 as unknown as string })).toThrowError(
      new TypeError('Client option "serviceName" must be a non-empty string, got a number'),
    );
    expect(() => new Client({ serviceName: ' ' })).toThrowError(new TypeError('Client option "serviceName" must be a non-empty string, got a blank string'));
    expect(() => new Client({ serviceName: 'Account', id: 'x' })).toThrowError(new TypeError('Client option "id" must be an integer, got a string'));
    expect(() => new Client({ serviceName: 'Account', id: 1.5 })).toThrowError(new TypeError('Client option "id" must be an integer, got 1.5'));
    expect(() => new Client({ verbose: 'yes' as unknown as boolean })).toThrowError(new TypeError('Client option "verbose" must be a boolean, got a string'));
    expect(new Client({ serviceName: 'Account', id: ' 42 ', verbose: null })).toBeInstanceOf(Client);
  });
});

describe('the 3.x surface on a compat client', () => {
  it('is a core Client', () => {
    const client = legacy();
    expect(client).toBeInstanceOf(CoreClient);
    expect(client).toBeInstanceOf(LegacyClient);
    expect(client).toBeInstanceOf(Client);
  });

  it('call, service handles, client[Name] and iterCall work as in 3.x, with the kept state under the options given', async () => {
    const client = legacy();
    client.addHeader('customHeader', 1);
    client.setObjectMask('mask[id]');
    client.addRawHeader('X-Kept', 'yes');
    await client.call('Account', 'getObject', { mask: 'companyName' });
    // The call's own mask wins over the kept one; the kept header and HTTP header go out too.
    expect(last().headers).toEqual({
      authenticate: { username: alice.username, apiKey: alice.apiKey },
      customHeader: 1,
      Vendor_ObjectMask: { mask: 'mask[companyName]' },
    });
    expect(last().httpHeaders['x-kept']).toBe('yes');
    // (`!`: with noUncheckedIndexedAccess, core's index-signature types read as possibly undefined.)
    await client.Account.getObject({ id: 1 });
    await client['Ticket'].getObject({ id: TICKET_ID });
    await client.service('Account').getVirtualGuests({ limit: 1 });
    expect(requests().slice(1).map((request) => `${request.service}.${request.method}`)).toEqual([
      'Vendor_Account.getObject',
      'Vendor_Ticket.getObject',
      'Vendor_Account.getVirtualGuests',
    ]);
    for (const request of requests().slice(1)) {
      expect(request.headers.customHeader).toBe(1);
      expect(request.headers.Vendor_ObjectMask).toEqual({ mask: 'mask[id]' });
      expect(request.httpHeaders['x-kept']).toBe('yes');
    }
    const ids: unknown[] = [];
    for await (const guest of client.iterCall<{ id: number }>('Account', 'getVirtualGuests', { chunk: 2, limit: 3 })) {
      ids.push(guest.id);
    }
    expect(ids).toHaveLength(3);
    expect(requests().at(-1)!.headers.customHeader).toBe(1);
  });

  it('username and apiKey stay assignable', async () => {
    const client = legacy();
    client.username = bob.username;
    client.apiKey = bob.apiKey;
    await client.getObject!();
    expect(last().headers.authenticate).toEqual({ username: bob.username, apiKey: bob.apiKey });
  });

  it('properties JavaScript probes are not remote methods', async () => {
    const client = legacy();
    const record = client as unknown as Record<string | symbol, unknown>;
    for (const name of ['then', 'catch', 'finally', 'inspect', 'asymmetricMatch', 'nodeType', '__name__', '__bases__', '_private', '$x']) {
      expect(record[name], name).toBeUndefined();
    }
    expect(typeof record.toJSON).toBe('function'); // core's own toJSON, not a remote method
    expect(Object.getPrototypeOf(client)).toBe(Client.prototype);
    expect(typeof record.getObject).toBe('function');
    expect(record[Symbol.iterator]).toBeUndefined();
    expect(await Promise.resolve(client)).toBe(client); // not a thenable
    expect(client.length).toBe(0);
    expect(JSON.parse(JSON.stringify(client))).toMatchObject({ username: alice.username });
    expect(requests()).toHaveLength(0);
  });

  it('no text form shows the API key or the kept state', () => {
    const client = legacy();
    client.addHeader('authenticate', { username: 'x', apiKey: 'kept-secret-key' });
    const forms = [String(client), inspect(client), JSON.stringify(client), inspect(client, { showHidden: true, depth: 5 })];
    for (const form of forms) {
      expect(form).not.toContain(alice.apiKey);
      expect(form).not.toContain('kept-secret-key');
    }
    // As in 2.x, the kept authenticate header is what the client authenticates with.
    expect(String(client)).toBe(`<Client: endpoint=${client.endpointUrl}, user=<BasicAuthentication: x>>`);
  });

  it('a member read off the client still works when called on its own', async () => {
    const client = legacy();
    const setObjectMask = Reflect.get<object, string>(client, 'setObjectMask') as (mask: string) => void;
    const getObject = Reflect.get<object, string>(client, 'getObject') as () => Promise<unknown>;
    setObjectMask('mask[id]');
    await getObject();
    expect(last().headers.Vendor_ObjectMask).toEqual({ mask: 'mask[id]' });
    expect(Reflect.get(client, 'setObjectMask')).toBe(setObjectMask);
  });
});

describe('DNSZoneNotFound', () => {
  it('is a ServiceError with its own name', () => {
    const error = new DNSZoneNotFound('zone example.com not found');
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DNSZoneNotFound');
    expect(error.message).toBe('zone example.com not found');
    expect(new DNSZoneNotFound().message).toBe('DNS zone not found');
    const cause = new Error('lookup');
    expect(new DNSZoneNotFound('x', { cause }).cause).toBe(cause);
  });
});
