import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../http/fake-server.js';
import { parseObjectMask, parseStringMask, type MaskTree } from './object-mask.js';
import { mask, rpc, value } from '../test-client.js';

/** A mask tree as a plain object, for readable expectations. */
function plain(tree: MaskTree): Record<string, unknown> {
  return Object.fromEntries([...tree].map(([name, sub]) => [name, sub.size === 0 ? true : plain(sub)]));
}

const parseTable: Array<{ name: string; mask: string; expected: Record<string, unknown> }> = [
  { name: 'bare list', mask: 'id, hostname', expected: { id: true, hostname: true } },
  { name: 'mask[] wrapper', mask: 'mask[id,hostname]', expected: { id: true, hostname: true } },
  { name: 'bracket without keyword', mask: '[id]', expected: { id: true } },
  { name: 'dotted path', mask: 'mask[id, datacenter.name]', expected: { id: true, datacenter: { name: true } } },
  { name: 'nested brackets', mask: 'mask[id,datacenter[name,longName]]', expected: { id: true, datacenter: { name: true, longName: true } } },
  {
    name: 'deep dotted path merges with a sibling',
    mask: 'attachedHardware.datacenter, attachedHardware.hostname',
    expected: { attachedHardware: { datacenter: true, hostname: true } },
  },
  { name: 'mask.path form', mask: 'mask.datacenter.name', expected: { datacenter: { name: true } } },
  { name: 'type casts are ignored', mask: 'mask(Vendor_Virtual_Guest)[id, billingItem(Vendor_Billing_Item).id]', expected: { id: true, billingItem: { id: true } } },
  { name: 'whitespace everywhere', mask: '  mask [ id ,  tagReferences . tag [ name ] ]  ', expected: { id: true, tagReferences: { tag: { name: true } } } },
  { name: 'empty mask', mask: 'mask[]', expected: {} },
  {
    name: 'a list of masks, one typed (the reference client\'s listHardware mask)',
    mask: '[mask[id,hostname], mask(Vendor_Hardware_Server)[activeTransaction[id, transactionStatus[name]]]]',
    expected: { id: true, hostname: true, activeTransaction: { id: true, transactionStatus: { name: true } } },
  },
  { name: 'filteredMask reads as mask', mask: 'filteredMask[pricingLocationGroup[locations]]', expected: { pricingLocationGroup: { locations: true } } },
];

describe('parseStringMask', () => {
  it.each(parseTable)('$name', ({ mask: text, expected }) => {
    expect(plain(parseStringMask(text))).toEqual(expected);
  });

  it.each([
    { name: 'unclosed bracket', mask: 'mask[id', message: "expected ']', found the end at column 8" },
    { name: 'dangling comma', mask: 'mask[id,]', message: "expected a property name, found ']' at column 9" },
    { name: 'stray character', mask: 'id; hostname', message: "unexpected ';' at column 3" },
  ])('faults on $name with the column', ({ mask: text, message }) => {
    expect(() => parseStringMask(text)).toThrow(message);
  });
});

describe('parseObjectMask', () => {
  it('reads nested objects with nil, true or {} leaves', () => {
    expect(plain(parseObjectMask({ id: null, datacenter: { name: true, longName: {} } }))).toEqual({ id: true, datacenter: { name: true, longName: true } });
  });

  it('faults on a leaf that is neither nil, true nor a struct', () => {
    expect(() => parseObjectMask({ id: 5 })).toThrow('Invalid object mask at mask.id: expected nil, true or a struct, got 5.');
  });
});

describe('masks over HTTP', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(() => server.close());
  const guest = { Vendor_Virtual_GuestInitParameters: { id: 100_001 } };

  it('returns only local properties without a mask', async () => {
    const result = await value<Record<string, unknown>>(server, 'Vendor_Virtual_Guest', 'getObject', { headers: guest });
    expect(result).toMatchObject({ id: 100_001, hostname: 'web01', domain: 'example.com', maxCpu: expect.any(Number) as unknown });
    for (const relation of ['datacenter', 'status', 'powerState', 'tagReferences', 'networkComponents', 'operatingSystem', 'billingItem']) {
      expect(result).not.toHaveProperty(relation);
    }
  });

  it('keeps only the named local properties and adds named relations (string, dotted)', async () => {
    const result = await value(server, 'Vendor_Virtual_Guest', 'getObject', { headers: { ...guest, ...mask('mask[id, hostname, datacenter.name]') } });
    expect(result).toEqual({ id: 100_001, hostname: 'web01', datacenter: { id: 1_854_895, name: 'dal10' } });
  });

  it("keeps each masked level's id (its local key) even when the mask names other properties only", async () => {
    const result = await value(server, 'Vendor_Virtual_Guest', 'getObject', {
      headers: { ...guest, ...mask('mask[hostname, datacenter[name], networkComponents.port, status.name]') },
    });
    // `status` records have no id: none is invented for them.
    expect(result).toEqual({
      id: 100_001,
      hostname: 'web01',
      datacenter: { id: 1_854_895, name: 'dal10' },
      networkComponents: [{ id: 30_000_000, port: 0 }, { id: 30_000_001, port: 1 }],
      status: { name: 'Active' },
    });
    const listed = await value(server, 'Vendor_Account', 'getVirtualGuests', { headers: { ...mask('hostname'), resultLimit: { limit: 2, offset: 0 } } });
    expect(listed).toEqual([{ id: 100_001, hostname: 'web01' }, { id: 100_002, hostname: 'db02' }]);
  });

  it('returns all local properties of a relation named without sub-properties', async () => {
    const result = await value(server, 'Vendor_Virtual_Guest', 'getObject', { headers: { ...guest, ...mask('id,datacenter') } });
    expect(result).toEqual({ id: 100_001, datacenter: { id: 1_854_895, name: 'dal10', longName: 'Dallas 10' } });
  });

  it('returns every local property plus the relations when the mask names only relations', async () => {
    const result = await value<Record<string, unknown>>(server, 'Vendor_Virtual_Guest', 'getObject', { headers: { ...guest, ...mask('mask[status,powerState]') } });
    expect(result).toMatchObject({ id: 100_001, hostname: 'web01', status: { keyName: 'ACTIVE', name: 'Active' }, powerState: { keyName: 'RUNNING' } });
    expect(result).not.toHaveProperty('datacenter');
  });

  it('reads bracket masks and paths through lists', async () => {
    const result = await value<{ tagReferences: unknown[]; networkComponents: Array<Record<string, unknown>> }>(
      server,
      'Vendor_Virtual_Guest',
      'getObject',
      { headers: { ...guest, ...mask('mask[id,networkComponents[maxSpeed,primaryIpAddress],operatingSystem.softwareLicense.softwareDescription.referenceCode]') } },
    );
    expect(result.networkComponents).toEqual([
      { id: 30_000_000, maxSpeed: expect.any(Number) as unknown, primaryIpAddress: '10.100.0.2' },
      { id: 30_000_001, maxSpeed: expect.any(Number) as unknown, primaryIpAddress: '161.100.0.2' },
    ]);
    expect(result).toMatchObject({ operatingSystem: { softwareLicense: { softwareDescription: { referenceCode: expect.any(String) as unknown } } } });
  });

  it('reads object masks under <Service>ObjectMask', async () => {
    const result = await value(server, 'Vendor_Virtual_Guest', 'getObject', {
      headers: { ...guest, Vendor_Virtual_GuestObjectMask: { mask: { id: null, datacenter: { name: null } } } },
    });
    expect(result).toEqual({ id: 100_001, datacenter: { id: 1_854_895, name: 'dal10' } });
  });

  it('masks every item of a list result and nests relations of relations (attachedHardware.datacenter)', async () => {
    const tickets = await value<Array<Record<string, unknown>>>(server, 'Vendor_Account', 'getTickets', {
      headers: mask('id, attachedHardware.datacenter, attachedHardware.hostname'),
    });
    expect(tickets[0]).toEqual({ id: 300_001, attachedHardware: [{ id: 200_001, hostname: 'bm01', datacenter: { id: 1_854_895, name: 'dal10', longName: 'Dallas 10' } }] });
    expect(tickets[1]).toEqual({ id: 300_002, attachedHardware: [] });
  });

  it('returns <x>Count names of the account as the list sizes (counts are relational: local properties stay)', async () => {
    const counts = await value(server, 'Vendor_Account', 'getObject', {
      headers: mask('mask[virtualGuestCount, hardwareCount, ticketCount, openTicketCount, userCount, domainCount]'),
    });
    expect(counts).toMatchObject({ id: 284_521, virtualGuestCount: 12, hardwareCount: 4, ticketCount: 8, openTicketCount: 6, userCount: 4, domainCount: 3 });
    const only = await value(server, 'Vendor_Account', 'getObject', { headers: mask('mask[id, closedTicketCount]') });
    expect(only).toEqual({ id: 284_521, closedTicketCount: 2 });
  });

  it('narrows list relations of getObject with the filter of the same name', async () => {
    const account = await value<{ virtualGuests: unknown[] }>(server, 'Vendor_Account', 'getObject', {
      headers: { ...mask('mask[id, virtualGuests.hostname]'), Vendor_AccountObjectFilter: { virtualGuests: { hostname: { operation: '^= web' } } } },
    });
    expect(account.virtualGuests).toEqual([{ id: 100_001, hostname: 'web01' }, { id: 100_007, hostname: 'web07' }]);
  });

  it('leaves out a property of the API that the record does not hold', async () => {
    const user = await value(server, 'Vendor_User_Customer', 'getObject', {
      headers: { Vendor_User_CustomerInitParameters: { id: 7001 }, ...mask('id, username, forumPasswordHash') },
    });
    expect(user).toEqual({ id: 7001, username: 'demo' });
  });

  it('refuses a property the API type does not have, as the real service does, at any depth', async () => {
    const headers = { Vendor_User_CustomerInitParameters: { id: 7001 } };
    const password = await rpc(server, 'Vendor_User_Customer', 'getObject', { headers: { ...headers, ...mask('id, username, password') } });
    expect(password.fault).toEqual({
      faultCode: 'Vendor_Exception_WebService_ObjectMask', faultString: "Property 'password' not valid for 'Vendor_User_Customer'.",
    });
    const nested = await rpc(server, 'Vendor_Account', 'getVirtualGuests', { headers: mask('id, datacenter[name, hostname]') });
    expect(nested.fault).toEqual({
      faultCode: 'Vendor_Exception_WebService_ObjectMask', faultString: "Property 'hostname' not valid for 'Vendor_Location'.",
    });
    // A mask of a list getter applies to the items (`Virtual_Guest`), not to the account.
    const onAccount = await rpc(server, 'Vendor_Account', 'getVirtualGuests', { headers: mask('companyName') });
    expect(onAccount.fault?.faultString).toBe("Property 'companyName' not valid for 'Vendor_Virtual_Guest'.");
  });

  it('takes a subtype property through a (Type) cast, and refuses it without one', async () => {
    const bare = await rpc(server, 'Vendor_Account', 'getHardware', { headers: mask('id, activeTransaction') });
    expect(bare.fault?.faultString).toBe("Property 'activeTransaction' not valid for 'Vendor_Hardware'.");
    const cast = await value<Array<{ id: number }>>(server, 'Vendor_Account', 'getHardware', {
      headers: mask('[mask[id, hostname], mask(Vendor_Hardware_Server)[activeTransaction[id]]]'),
    });
    expect(cast[0]).toMatchObject({ id: 200_001, hostname: 'bm01' });
  });

  it('answers a malformed mask with fault -32602 naming the column', async () => {
    const result = await rpc(server, 'Vendor_Account', 'getObject', { headers: mask('mask[id') });
    expect(result.fault).toEqual({ faultCode: -32_602, faultString: 'Invalid object mask "mask[id": expected \']\', found the end at column 8.' });
  });
});
