import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../http/fake-server.js';
import { tagReferencesFor } from '../data/generate.js';
import { mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());

/** Four hand-made guests: A, B, C, D (ids 1–4). */
beforeEach(() => {
  server.state.reset();
  const rows = [
    { hostname: 'web-alpha', domain: 'example.com', maxCpu: 2, createDate: '2024-01-10T12:00:00Z', tags: ['production', 'frontend'], speed: 1000, disk: true, hourly: true, notes: 'first' },
    { hostname: 'web-beta', domain: 'Example.ORG', maxCpu: 4, createDate: '2024-02-10T12:00:00Z', tags: ['staging'], speed: 100, disk: false, hourly: false, notes: 'second' },
    { hostname: 'db-gamma', domain: 'example.com', maxCpu: 8, createDate: '2024-03-10T12:00:00Z', tags: [], speed: 10_000, disk: true, hourly: true, notes: undefined },
    { hostname: 'cache-delta', domain: 'test.net', maxCpu: 16, createDate: '2024-04-10T12:00:00Z', tags: ['production'], speed: 1000, disk: false, hourly: false, notes: undefined },
  ];
  const seeded = server.state.data.virtualGuests.slice(0, 4);
  server.state.data.virtualGuests = rows.map((row, index) => {
    const guest = structuredClone(seeded[index]!);
    Object.assign(guest, { id: index + 1, hostname: row.hostname, domain: row.domain, maxCpu: row.maxCpu, createDate: row.createDate });
    guest.localDiskFlag = row.disk;
    guest.hourlyBillingFlag = row.hourly;
    guest.tagReferences = tagReferencesFor(row.tags, index * 10);
    for (const nic of guest.networkComponents) nic.maxSpeed = row.speed;
    if (row.notes === undefined) delete guest.notes;
    else guest.notes = row.notes;
    return guest;
  });
});

async function ids(filter: Record<string, unknown>, method = 'getVirtualGuests'): Promise<number[]> {
  const guests = await value<Array<{ id: number }>>(server, 'Vendor_Account', method, {
    headers: { ...mask('id'), Vendor_AccountObjectFilter: filter },
  });
  return guests.map((guest) => guest.id);
}

function op(operation: unknown, property = 'hostname'): Record<string, unknown> {
  return { virtualGuests: { [property]: { operation } } };
}

describe('object filter operations', () => {
  it.each([
    { name: 'plain value (equality)', filter: op('web-alpha'), expected: [1] },
    { name: 'plain value, case-insensitive', filter: op('WEB-ALPHA'), expected: [1] },
    { name: 'number', filter: op(4, 'maxCpu'), expected: [2] },
    { name: 'numeric string', filter: op('8', 'maxCpu'), expected: [3] },
    { name: '*= contains', filter: op('*= ETA'), expected: [2] },
    { name: '^= starts with', filter: op('^= web'), expected: [1, 2] },
    { name: '$= ends with', filter: op('$= TA'), expected: [2, 4] },
    { name: '_= equals, case-insensitive', filter: op('_= example.org', 'domain'), expected: [2] },
    { name: '~ contains', filter: op('~ amm'), expected: [3] },
    { name: '!~ does not contain', filter: op('!~ web'), expected: [3, 4] },
    { name: '!= not equal', filter: op('!= web-alpha'), expected: [2, 3, 4] },
    { name: '> number', filter: op('> 4', 'maxCpu'), expected: [3, 4] },
    { name: '>= number', filter: op('>= 4', 'maxCpu'), expected: [2, 3, 4] },
    { name: '< number', filter: op('< 4', 'maxCpu'), expected: [1] },
    { name: '<= number', filter: op('<= 4', 'maxCpu'), expected: [1, 2] },
    { name: '> date', filter: op('> 03/01/2024', 'createDate'), expected: [3, 4] },
    { name: '<= date with time', filter: op('<= 02/10/2024 12:00:00', 'createDate'), expected: [1, 2] },
    { name: 'boolean flag as 1', filter: op(1, 'localDiskFlag'), expected: [1, 3] },
    { name: 'boolean flag as 0', filter: op(0, 'localDiskFlag'), expected: [2, 4] },
    { name: 'is null', filter: op('is null', 'notes'), expected: [3, 4] },
    { name: 'not null', filter: op('not null', 'notes'), expected: [1, 2] },
    {
      name: 'in with options data',
      filter: { virtualGuests: { hostname: { operation: 'in', options: [{ name: 'data', value: ['web-alpha', 'DB-GAMMA'] }] } } },
      expected: [1, 3],
    },
    {
      name: 'betweenDate (inclusive)',
      filter: {
        virtualGuests: {
          createDate: {
            operation: 'betweenDate',
            options: [
              { name: 'startDate', value: ['02/10/2024 12:00:00'] },
              { name: 'endDate', value: ['03/31/2024 23:59:59'] },
            ],
          },
        },
      },
      expected: [2, 3],
    },
    {
      name: 'path through lists (tagReferences.tag.name) with in',
      filter: { virtualGuests: { tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['production'] }] } } } } },
      expected: [1, 4],
    },
    { name: 'dotted key', filter: { virtualGuests: { 'tagReferences.tag.name': { operation: 'staging' } } }, expected: [2] },
    { name: 'list of scalars through networkComponents.maxSpeed', filter: { virtualGuests: { networkComponents: { maxSpeed: { operation: 1000 } } } }, expected: [1, 4] },
    { name: 'nested relation', filter: { virtualGuests: { datacenter: { name: { operation: 'fra02' } } } }, expected: [3] },
    {
      name: 'orderBy (sorting only: every record passes, in id order)',
      filter: { virtualGuests: { id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] }, domain: { operation: 'example.com' } } },
      expected: [1, 3],
    },
    { name: 'several criteria combine with AND', filter: { virtualGuests: { domain: { operation: 'example.com' }, maxCpu: { operation: '> 2' } } }, expected: [3] },
  ])('$name', async ({ filter, expected }) => {
    expect(await ids(filter)).toEqual(expected);
  });
});

describe('filter groups', () => {
  it('applies the virtualGuests group to the hourly and monthly getters too', async () => {
    expect(await ids(op('^= web'), 'getHourlyVirtualGuests')).toEqual([1]);
    expect(await ids({ hourlyVirtualGuests: { hostname: { operation: '^= web' } } }, 'getHourlyVirtualGuests')).toEqual([1]);
    expect(await ids(op('^= web'), 'getMonthlyVirtualGuests')).toEqual([2]);
  });

  it('ignores a filter whose group is not the list', async () => {
    expect(await ids({ tickets: { title: { operation: 'nothing' } } })).toEqual([1, 2, 3, 4]);
  });

  it('applies the filter directly to a service’s own list (Ticket_Subject.getAllObjects)', async () => {
    const subjects = await value(server, 'Vendor_Ticket_Subject', 'getAllObjects', {
      headers: { Vendor_Ticket_SubjectObjectFilter: { name: { operation: '*= dns' } } },
    });
    expect(subjects).toEqual([{ id: 1041, name: 'DNS Request' }]);
  });

  it('filters tickets by createDate with betweenDate under the tickets group', async () => {
    const tickets = await value<Array<{ id: number }>>(server, 'Vendor_Account', 'getTickets', {
      headers: {
        ...mask('id'),
        Vendor_AccountObjectFilter: {
          tickets: {
            createDate: {
              operation: 'betweenDate',
              options: [
                { name: 'startDate', value: ['01/01/2024 0:0:0'] },
                { name: 'endDate', value: ['01/05/2024 0:0:0'] },
              ],
            },
          },
        },
      },
    });
    expect(tickets.map((ticket) => ticket.id)).toEqual([300_001, 300_002]);
  });
});

describe('bad filters', () => {
  it.each([
    { name: 'unknown operator', filter: op('== web'), message: 'Unknown object filter operation "== web" at virtualGuests.hostname' },
    { name: 'options on a plain operation', filter: { virtualGuests: { hostname: { operation: 'like', options: [] } } }, message: 'Unknown object filter operation "like" with options' },
    { name: 'betweenDate without options', filter: op('betweenDate', 'createDate'), message: "this operation needs options [{ name: 'startDate', value: [...] }]" },
    { name: 'comparison with a word', filter: op('> many', 'maxCpu'), message: "'>' needs a number or a date" },
    { name: 'operation of the wrong type', filter: op(['x']), message: 'operation must be a string or a number, got an array' },
  ])('answers $name with fault -32602', async ({ filter, message }) => {
    const result = await rpc(server, 'Vendor_Account', 'getVirtualGuests', { headers: { Vendor_AccountObjectFilter: filter } });
    expect(result.fault?.faultCode).toBe(-32_602);
    expect(result.fault?.faultString).toContain(message);
  });
});
