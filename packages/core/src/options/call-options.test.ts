import { describe, expect, it } from 'vitest';
import type { CallOptions, SingleCallOptions } from './call-options.js';
import { Client } from '../client/client.js';
import type { XmlRpcHeaders } from '../request/call-request.js';
import { fixtureTransport } from '../test-support/test-transport.js';
import { headerStruct } from '../request/header-struct.js';

/** What an id must be (issue 27 item 1). */
const ID_RULE = 'a non-negative integer or an id string (letters, digits and -_.~:@+, with a letter or digit, at most 256 characters)';

/** The request record of one call of Account.getObject with `options` (no credentials). */
async function recordOf(options: CallOptions, service = 'Account') {
  const { requests, transport } = fixtureTransport();
  await new Client({ transport, userAgent: 'test-agent/1' }).untyped.call(service, 'getObject', options);
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

const headerCases: { name: string; options: CallOptions; service?: string; headers: XmlRpcHeaders }[] = [
  { name: 'no options: empty header struct', options: {}, headers: {} },
  { name: 'id → <Service>InitParameters', options: { id: 123 }, headers: { Vendor_AccountInitParameters: { id: 123 } } },
  {
    name: 'id on a prefixed service name',
    service: 'Vendor_Ticket',
    options: { id: '9' },
    headers: { Vendor_TicketInitParameters: { id: '9' } },
  },
  {
    name: 'string mask trimmed and wrapped as mask[…]',
    options: { mask: '  id, domain, datacenter.name  ' },
    headers: { Vendor_ObjectMask: { mask: 'mask[id, domain, datacenter.name]' } },
  },
  { name: 'bare single-field mask wrapped', options: { mask: 'id' }, headers: { Vendor_ObjectMask: { mask: 'mask[id]' } } },
  { name: 'bare mask trimmed then wrapped', options: { mask: '\tid\n' }, headers: { Vendor_ObjectMask: { mask: 'mask[id]' } } },
  {
    name: 'string mask starting with "mask" kept as written, even a field name like maskfoo (SPEC: starts with mask)',
    options: { mask: 'maskfoo' },
    headers: { Vendor_ObjectMask: { mask: 'maskfoo' } },
  },
  { name: 'string mask starting with mask kept', options: { mask: ' mask[id] ' }, headers: { Vendor_ObjectMask: { mask: 'mask[id]' } } },
  {
    name: 'filteredMask kept as written (as the reference transport keeps it)',
    options: { mask: 'filteredMask[pricingLocationGroup[locations]]' },
    headers: { Vendor_ObjectMask: { mask: 'filteredMask[pricingLocationGroup[locations]]' } },
  },
  { name: 'string mask starting with mask( kept', options: { mask: 'mask(Vendor_Hardware)[id]' }, headers: { Vendor_ObjectMask: { mask: 'mask(Vendor_Hardware)[id]' } } },
  { name: 'string mask starting with [ kept', options: { mask: '[id, domain]' }, headers: { Vendor_ObjectMask: { mask: '[id, domain]' } } },
  { name: 'string mask [id] kept', options: { mask: ' [id] ' }, headers: { Vendor_ObjectMask: { mask: '[id]' } } },
  {
    name: 'string mask on a prefixed service still goes under Vendor_ObjectMask',
    service: 'Vendor_Ticket',
    options: { mask: 'updates' },
    headers: { Vendor_ObjectMask: { mask: 'mask[updates]' } },
  },
  {
    name: 'object mask on a prefixed service → <Service>ObjectMask with one prefix',
    service: 'Vendor_Ticket',
    options: { mask: { updates: {} } },
    headers: { Vendor_TicketObjectMask: { mask: { updates: {} } } },
  },
  {
    name: 'object mask → <Service>ObjectMask as given',
    options: { mask: { id: {}, datacenter: { name: {} } } },
    headers: { Vendor_AccountObjectMask: { mask: { id: {}, datacenter: { name: {} } } } },
  },
  {
    name: 'filter → <Service>ObjectFilter',
    options: { filter: { virtualGuests: { domain: { operation: 'example.com' } } } },
    headers: { Vendor_AccountObjectFilter: { virtualGuests: { domain: { operation: 'example.com' } } } },
  },
  { name: 'limit → resultLimit with offset 0', options: { limit: 10 }, headers: { resultLimit: { limit: 10, offset: 0 } } },
  { name: 'limit and offset → resultLimit', options: { limit: 10, offset: 20 }, headers: { resultLimit: { limit: 10, offset: 20 } } },
  { name: 'limit 0 is still a limit', options: { limit: 0 }, headers: { resultLimit: { limit: 0, offset: 0 } } },
  { name: 'offset alone sends no resultLimit', options: { offset: 20 }, headers: {} },
  {
    name: 'headers merged into the struct',
    options: { id: 1, headers: { custom: { a: 1 }, other: 'x' } },
    headers: { Vendor_AccountInitParameters: { id: 1 }, custom: { a: 1 }, other: 'x' },
  },
  {
    name: 'headers override built headers of the same name',
    options: { limit: 5, headers: { resultLimit: { limit: 1, offset: 2 } } },
    headers: { resultLimit: { limit: 1, offset: 2 } },
  },
  {
    name: 'everything together',
    options: { id: 5, mask: 'id', filter: { a: { operation: 1 } }, limit: 2, offset: 4 },
    headers: {
      Vendor_AccountInitParameters: { id: 5 },
      Vendor_ObjectMask: { mask: 'mask[id]' },
      Vendor_AccountObjectFilter: { a: { operation: 1 } },
      resultLimit: { limit: 2, offset: 4 },
    },
  },
];

describe('call options → XML-RPC header struct', () => {
  it.each(headerCases)('$name', async ({ options, service, headers }) => {
    const record = await recordOf(options, service);
    expect(headerStruct(record)).toEqual(headers);
  });

  it('keeps a header named __proto__ as an own property', async () => {
    const headers = JSON.parse('{"__proto__": {"polluted": true}}') as XmlRpcHeaders;
    const record = await recordOf({ headers });
    expect(Object.getPrototypeOf(record.headers)).toBe(Object.prototype);
    expect(Object.keys(record.headers)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not keep headers across calls', async () => {
    const { requests, transport } = fixtureTransport();
    const client = new Client({ transport });
    await client.call('Account', 'getObject', { headers: { once: 1 }, rawHeaders: { 'X-Once': '1' } });
    await client.call('Account', 'getObject');
    expect(requests[1]?.headers).toEqual({});
    expect(requests[1]?.transportHeaders['X-Once']).toBeUndefined();
  });
});

describe('call options → HTTP headers in the request record', () => {
  it('sends User-Agent and the compression headers by default (no content type: each transport sets its own)', async () => {
    expect((await recordOf({})).transportHeaders).toEqual({
      'User-Agent': 'test-agent/1',
      Accept: '*/*',
      'Accept-Encoding': 'gzip, deflate, compress',
    });
  });

  it('leaves both compression headers out with compress: false', async () => {
    expect((await recordOf({ compress: false })).transportHeaders).toEqual({
      'User-Agent': 'test-agent/1',
    });
  });

  it('merges rawHeaders over the defaults, case-insensitively', async () => {
    const record = await recordOf({ rawHeaders: { 'user-agent': 'raw/2', 'X-Trace': 'abc', ACCEPT: 'text/xml' } });
    expect(record.transportHeaders).toEqual({
      'Accept-Encoding': 'gzip, deflate, compress',
      'user-agent': 'raw/2',
      'X-Trace': 'abc',
      ACCEPT: 'text/xml',
    });
  });
});

describe('the request record', () => {
  it('has the seed fields, filled from the client and the options', async () => {
    const { requests, transport } = fixtureTransport();
    const controller = new AbortController();
    const client = new Client({ transport, endpointUrl: 'http://127.0.0.1:9/api/', timeout: 1.5, proxy: 'http://127.0.0.1:3128' });
    await client.untyped.call('Account', 'getVirtualGuests', {
      args: [1, 'two', { three: 3 }],
      id: 7,
      mask: 'id',
      filter: { f: { operation: 1 } },
      limit: 3,
      offset: 6,
      signal: controller.signal,
    });
    const record = requests[0]!;
    expect(record).toMatchObject({
      endpoint: 'http://127.0.0.1:9/api',
      service: 'Vendor_Account',
      method: 'getVirtualGuests',
      args: [1, 'two', { three: 3 }],
      timeout: 1.5,
      proxy: 'http://127.0.0.1:3128',
      identifier: 7,
      mask: 'id',
      filter: { f: { operation: 1 } },
      limit: 3,
      offset: 6,
      requestedService: 'Account',
    });
    expect(record.signal).toBe(controller.signal);
  });

  it('leaves absent options undefined', async () => {
    const record = await recordOf({});
    expect(record).toMatchObject({ args: [], identifier: undefined, mask: undefined, filter: undefined, limit: undefined, offset: undefined, signal: undefined, timeout: undefined, proxy: undefined });
  });
});

describe('call option validation', () => {
  it('rejects unknown option names with a TypeError listing them, before any request', async () => {
    const { requests, transport } = fixtureTransport();
    const client = new Client({ transport });
    const error = await client.untyped.call('Account', 'getObject', { verify: true, cert: 'x', mask: 'id' } as SingleCallOptions).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/^Unknown Call option\(s\): verify, cert \(/);
    await expect(client.untyped.service('Account').call('getObject', { raw_headers: {} } as SingleCallOptions)).rejects.toThrow(/: raw_headers \(/);
    await expect(client.untyped.call('Account', 'getObject', { chunk: 5 } as SingleCallOptions)).rejects.toThrow(/: chunk \(/);
    expect(requests).toHaveLength(0);
  });

  it('accepts iter: false and null/undefined values as absent', async () => {
    const record = await recordOf({ iter: false, mask: undefined, id: null } as never);
    expect(headerStruct(record)).toEqual({});
  });

  it.each<[string, unknown, string]>([
    ['limit', -1, 'Call option "limit" must be a non-negative integer, got -1'],
    ['limit', 1.5, 'Call option "limit" must be a non-negative integer, got 1.5'],
    ['limit', '10', 'Call option "limit" must be a non-negative integer, got a string'],
    ['offset', -5, 'Call option "offset" must be a non-negative integer, got -5'],
    ['id', { id: 1 }, `Call option "id" must be ${ID_RULE}, got an object`],
    ['id', 1.5, `Call option "id" must be ${ID_RULE}, got 1.5`],
    ['id', -1, `Call option "id" must be ${ID_RULE}, got -1`],
    ['id', '..', `Call option "id" must be ${ID_RULE}, got ".."`],
    ['id', '.', `Call option "id" must be ${ID_RULE}, got "."`],
    ['id', 'a/b c', `Call option "id" must be ${ID_RULE}, got "a/b c"`],
    ['id', '', `Call option "id" must be ${ID_RULE}, got an empty string`],
    ['id', 'x'.repeat(257), `Call option "id" must be ${ID_RULE}, got "${'x'.repeat(64)}…"`],
    ['id', 'a\ud800', `Call option "id" must be ${ID_RULE}, got "a\\ud800"`],
    ['mask', 5, 'Call option "mask" must be a non-empty string or an object, got 5'],
    ['mask', '   ', 'Call option "mask" must be a non-empty string or an object, got a blank string'],
    ['mask', ['id'], 'Call option "mask" must be a non-empty string or an object, got an array'],
    ['filter', [], 'Call option "filter" must be an object, got an array'],
    ['headers', 'x', 'Call option "headers" must be an object, got a string'],
    ['compress', 'yes', 'Call option "compress" must be a boolean, got a string'],
    ['rawHeaders', { 'X-A': 1 }, 'Call option "rawHeaders" value of "X-A" must be a string without CR, LF or NUL'],
    ['rawHeaders', { 'X-A': 'a\r\nInjected: 1' }, 'Call option "rawHeaders" value of "X-A" must be a string without CR, LF or NUL'],
    ['rawHeaders', { 'bad name': 'x' }, 'Call option "rawHeaders" has an invalid HTTP header name: "bad name"'],
    ['args', 'x', 'Call option "args" must be an array, got a string'],
    ['signal', {}, 'Call option "signal" must be an AbortSignal, got an object'],
    ['iter', 'yes', 'Call option "iter" must be a boolean, got string'],
  ])('rejects %s = %j with a TypeError', async (name, value, message) => {
    const { requests, transport } = fixtureTransport();
    await expect(new Client({ transport }).call('Account', 'getObject', { [name]: value })).rejects.toThrowError(new TypeError(message));
    expect(requests).toHaveLength(0);
  });

  it('rejects options that are not an object', async () => {
    const { transport } = fixtureTransport();
    await expect(new Client({ transport }).call('Account', 'getObject', 5 as never)).rejects.toThrowError(
      new TypeError('Call options must be an object, got 5'),
    );
  });
});
