import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer, type RecordedRequest } from '@svclib/testing';
import { Client, ServiceError } from '@svclib/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DNSManager } from './dns-manager.js';
import { NameResolutionError, UnexpectedResponseError } from './errors.js';
import { HardwareManager } from './hardware-manager.js';
import { ImageManager } from './image-manager.js';
import { NetworkManager } from './network-manager.js';
import { collect } from './test-fixture.js';
import { TicketManager } from './ticket-manager.js';
import { VirtualServerManager } from './virtual-server-manager.js';

/** The XML-RPC text of the few value types these tests answer with (this package does not depend on the codec). */
function xmlValue(value: unknown): string {
  if (value === null) return '<nil/>';
  if (typeof value === 'number') return `<int>${value}</int>`;
  if (typeof value === 'string') return `<string>${value}</string>`;
  if (Array.isArray(value)) return `<array><data>${value.map((item) => `<value>${xmlValue(item)}</value>`).join('')}</data></array>`;
  const members = Object.entries(value as Record<string, unknown>).map(([name, item]) => `<member><name>${name}</name><value>${xmlValue(item)}</value></member>`);
  return `<struct>${members.join('')}</struct>`;
}

function encodeMethodResponse(value: unknown): string {
  return `<?xml version="1.0"?><methodResponse><params><param><value>${xmlValue(value)}</value></param></params></methodResponse>`;
}

/** What the fake server answers instead of the real result, per method; unset methods answer normally. */
let answers: Record<string, unknown> = {};

let server: FakeServer;
let client: Client;
beforeAll(async () => {
  server = await startFakeServer({
    inject: (request: RecordedRequest) =>
      Object.hasOwn(answers, request.method) ? { kind: 'malformed', body: encodeMethodResponse(answers[request.method]) } : undefined,
  });
  client = new Client({ endpointUrl: server.url, username: FAKE_USERNAME, apiKey: FAKE_API_KEY });
});
afterAll(() => server.close());
afterEach(() => {
  answers = {};
  server.clearInjections();
  server.state.reset();
});

describe('manager options are type-checked before they become filters', () => {
  const bad: { name: string; run: () => Promise<unknown>; option: string }[] = [
    { name: 'null hostname', run: () => new VirtualServerManager(client).listInstances({ hostname: null as unknown as string }), option: 'hostname' },
    { name: 'array datacenter', run: () => new VirtualServerManager(client).listInstances({ datacenter: ['dal13'] as unknown as string }), option: 'datacenter' },
    { name: 'object cpus', run: () => new VirtualServerManager(client).listInstances({ cpus: { gt: 2 } as unknown as number }), option: 'cpus' },
    { name: 'boolean publicIp', run: () => new VirtualServerManager(client).listInstances({ publicIp: true as unknown as string }), option: 'publicIp' },
    { name: 'operation of the wrong type', run: () => new HardwareManager(client).listHardware({ domain: { operation: null } as unknown as string }), option: 'domain' },
    { name: 'iter twin', run: async () => collect(new VirtualServerManager(client).iterInstances({ memory: Number.NaN })), option: 'memory' },
    { name: 'null filter', run: () => new VirtualServerManager(client).listInstances({ filter: null as never }), option: 'filter' },
    { name: 'DNS record host', run: () => new DNSManager(client).listRecords(1, { host: null as unknown as string }), option: 'host' },
  ];
  it.each(bad)('$name is a TypeError naming the option, and nothing is sent', async ({ run, option }) => {
    const before = server.state.requests.length;
    await expect(run()).rejects.toThrow(TypeError);
    await expect(run()).rejects.toThrow(`option "${option}" must be`);
    expect(server.state.requests.length).toBe(before);
  });

  it('still takes strings, numbers and real operation objects', async () => {
    const vs = new VirtualServerManager(client);
    await vs.listInstances({ hostname: 'web*', cpus: 2, datacenter: { operation: '_= dal13' } as unknown as string });
    expect(server.state.requests.at(-1)?.headers.Vendor_AccountObjectFilter).toEqual({
      virtualGuests: {
        // The reference client's sort on id comes with every list.
        id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] },
        hostname: { operation: '^= web' }, maxCpu: { operation: 2 }, datacenter: { name: { operation: '_= dal13' } },
      },
    });
  });
});

describe('manager options are checked by the one option spec of core', () => {
  const SECRET = 'ibm-key-7c1f0e93d2a84b66';
  const bad: { name: string; run: () => Promise<unknown>; message: string }[] = [
    { name: 'mask of the wrong type', run: () => new VirtualServerManager(client).getInstance(1, { mask: 5 as never }), message: 'VirtualServerManager.getInstance option "mask" must be a string or an object mask, got 5' },
    { name: 'negative limit', run: () => new NetworkManager(client).listVlans({ limit: -1 }), message: 'NetworkManager.listVlans option "limit" must be a non-negative integer, got -1' },
    { name: 'zero chunk', run: async () => collect(new NetworkManager(client).iterSubnets({ chunk: 0 })), message: 'NetworkManager.iterSubnets option "chunk" must be a positive integer, got 0' },
    { name: 'signal that is not one', run: () => new DNSManager(client).listRecords(1, { signal: {} as never }), message: 'DNSManager.listRecords option "signal" must be an AbortSignal, got an object' },
    { name: 'open: a string', run: () => new TicketManager(client).listTickets({ open: 'no' as never }), message: 'TicketManager.listTickets option "open" must be a boolean, got a string' },
    { name: 'createdBetween: one date', run: () => new TicketManager(client).listTickets({ createdBetween: ['2024-01-01'] as never }), message: 'TicketManager.listTickets option "createdBetween" must be [start, end], got an array' },
    { name: 'null owner', run: () => new HardwareManager(client).listHardware({ owner: null as never }), message: 'HardwareManager.listHardware option "owner" must be a username, got null' },
    { name: 'unknown key, with a hint', run: () => new TicketManager(client).listTickets({ closd: true } as never), message: 'Unknown TicketManager.listTickets option(s): closd (allowed: mask, select, signal, filter, limit, offset, open, closed, createdBetween); did you mean "closed"?' },
  ];
  it.each(bad)('$name: one TypeError naming the method and the option, nothing sent', async ({ run, message }) => {
    const before = server.state.requests.length;
    await expect(run()).rejects.toThrowError(new TypeError(message));
    expect(server.state.requests.length).toBe(before);
  });

  it('a wrongly typed API key option is named, never shown', async () => {
    const images = new ImageManager(client);
    const error = await images.importImageFromUri('img', 'cos://us-south/b/img.qcow2', { ibmApiKey: 42_424_242 as never }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('ImageManager.importImageFromUri option "ibmApiKey" must be a non-empty string, got a number');
    const blank = await images.importImageFromUri('img', 'cos://us-south/b/img.qcow2', { ibmApiKey: ' ', wrappedDek: SECRET }).catch((e: unknown) => e);
    expect((blank as Error).message).toBe('ImageManager.importImageFromUri option "ibmApiKey" must be a non-empty string, got a blank string');
    expect(String(blank)).not.toContain(SECRET);
    const other = await images.importImageFromUri('img', 'cos://us-south/b/img.qcow2', { ibmApiKey: SECRET, osCode: 5 as never }).catch((e: unknown) => e);
    expect((other as Error).message).toBe('ImageManager.importImageFromUri option "osCode" must be a non-empty string, got a number');
    expect(String(other)).not.toContain(SECRET);
  });
});

describe('answers of the wrong shape', () => {
  it('a nil list is an empty array; null items are dropped', async () => {
    const vs = new VirtualServerManager(client);
    answers = { getVirtualGuests: null };
    expect(await vs.listInstances()).toEqual([]);
    answers = { getVirtualGuests: [null, { id: 5, hostname: 'a' }, null] };
    expect(await vs.listInstances()).toEqual([{ id: 5, hostname: 'a' }]);
    expect(await collect(vs.iterInstances({ chunk: 10 }))).toEqual([{ id: 5, hostname: 'a' }]);
  });

  it('a struct or a string where a list belongs is an UnexpectedResponseError (a ServiceError)', async () => {
    const vs = new VirtualServerManager(client);
    for (const answer of [{ id: 1 }, 'oops', 42]) {
      answers = { getVirtualGuests: answer };
      const error: unknown = await vs.listInstances().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as Error).message).toMatch(/^Account\.getVirtualGuests answered a (struct|string|number) where a list was expected$/);
    }
  });

  it('items without an id resolve no name (a NameResolutionError, never a TypeError)', async () => {
    const vs = new VirtualServerManager(client);
    answers = { getVirtualGuests: [{ hostname: 'web1' }, null, { id: 'x' }] };
    expect(await vs.resolveIds('web1')).toEqual([]);
    await expect(vs.getInstance('web1')).rejects.toBeInstanceOf(NameResolutionError);
    const dns = new DNSManager(client);
    // The zone lookup is the reference's Account.getDomains filtered by name.
    answers = { getDomains: [null, { name: 5 }, { id: 3 }] };
    await expect(dns.resolveZoneId('example.com')).rejects.toBeInstanceOf(NameResolutionError);
    answers = { getDomains: null };
    await expect(dns.resolveZoneId('example.com')).rejects.toBeInstanceOf(NameResolutionError);
  });

  it('createInstances resolves an array even when the API answers nil', async () => {
    answers = { createObjects: null };
    const base = { cpus: 1, memory: 1024, hostname: 'h', domain: 'example.com' };
    expect(await new VirtualServerManager(client).createInstances([base])).toEqual([]);
  });
});

describe('waitForReady holds its deadline', () => {
  it('resolves false by the deadline when a check never answers and the client has no timeout', async () => {
    const vs = new VirtualServerManager(client);
    server.inject({ method: 'getObject', failure: { kind: 'slowHeaders', delayMs: 3_600_000 } });
    // The only bound is waitForReady's own: without it this test would time out.
    expect(await vs.waitForReady(1, { timeoutMs: 200, pollMs: 50 })).toBe(false);
  });

  it('a caller abort during a stuck check still rejects with its reason', async () => {
    const vs = new VirtualServerManager(client);
    server.inject({ method: 'getObject', failure: { kind: 'slowHeaders', delayMs: 3_600_000 } });
    const controller = new AbortController();
    const waiting = vs.waitForReady(1, { timeoutMs: 3_600_000, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stop')), 50);
    await expect(waiting).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
  });
});
