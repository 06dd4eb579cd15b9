import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_USER_ID } from '../data/constants.js';
import { startFakeServer, type FakeServer } from '../http/fake-server.js';
import { SERVICES } from './index.js';
import { mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer({ reloadDelayMs: 60_000 });
});
afterAll(() => server.close());
beforeEach(() => server.state.reset());

const init = (service: string, id: number): Record<string, unknown> => ({ [`${service}InitParameters`]: { id } });
const template = {
  hostname: 'new-web',
  domain: 'example.com',
  startCpus: 2,
  maxMemory: 4096,
  hourlyBillingFlag: 'true',
  localDiskFlag: 'false',
  operatingSystemReferenceCode: 'DEBIAN_12_64',
  datacenter: { name: 'fra02' },
};

describe('Virtual_Guest', () => {
  it('createObject stores the guest; getObject returns it with id, globalIdentifier and status', async () => {
    const created = await value<Record<string, unknown>>(server, 'Vendor_Virtual_Guest', 'createObject', { args: [template] });
    expect(created).toMatchObject({ id: 100_013, hostname: 'new-web', fullyQualifiedDomainName: 'new-web.example.com', startCpus: 2, maxMemory: 4096, hourlyBillingFlag: true, localDiskFlag: false });
    expect(created.globalIdentifier).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(created).not.toHaveProperty('provisionDate');
    const fetched = await value(server, 'Vendor_Virtual_Guest', 'getObject', {
      headers: { ...init('Vendor_Virtual_Guest', 100_013), ...mask('id,provisionDate,status,datacenter.name,operatingSystem.softwareLicense.softwareDescription.referenceCode') },
    });
    expect(fetched).toEqual({
      id: 100_013,
      provisionDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      status: { keyName: 'ACTIVE', name: 'Active' },
      datacenter: { id: 449_506, name: 'fra02' },
      // Levels that name only relations keep their local properties (the ids here); a level that
      // names local properties keeps its id too.
      operatingSystem: { id: expect.any(Number) as unknown, softwareLicense: { id: 10_001, softwareDescription: { id: 20_001, referenceCode: 'DEBIAN_12_64' } } },
    });
    expect(server.state.data.virtualGuests).toHaveLength(13);
  });

  it('keeps a new guest provisioning (no provisionDate, an activeTransaction) for provisionDelayMs', async () => {
    const slow = await startFakeServer({ provisionDelayMs: 150 });
    try {
      const { id } = await value<{ id: number }>(slow, 'Vendor_Virtual_Guest', 'createObject', { args: [template] });
      const headers = { ...init('Vendor_Virtual_Guest', id), ...mask('id,provisionDate,activeTransaction.transactionStatus.name') };
      expect(await value(slow, 'Vendor_Virtual_Guest', 'getObject', { headers })).toEqual({
        id,
        activeTransaction: { id: expect.any(Number) as unknown, createDate: expect.any(String) as unknown, elapsedSeconds: 0, transactionStatus: { name: 'PROVISION' } },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await value(slow, 'Vendor_Virtual_Guest', 'getObject', { headers })).toEqual({ id, provisionDate: expect.any(String) as unknown });
    } finally {
      await slow.close();
    }
  });

  it('createObject refuses a template without hostname, or with an unknown datacenter, with -32602', async () => {
    const missing = await rpc(server, 'Vendor_Virtual_Guest', 'createObject', { args: [{ ...template, hostname: undefined }] });
    expect(missing.fault).toMatchObject({ faultCode: -32_602, faultString: expect.stringContaining('hostname is required') as unknown });
    const where = await rpc(server, 'Vendor_Virtual_Guest', 'createObject', { args: [{ ...template, datacenter: { name: 'mars01' } }] });
    expect(where.fault?.faultString).toContain('unknown datacenter.name "mars01"; known: dal10, wdc07, fra02, tok02');
    expect(server.state.data.virtualGuests).toHaveLength(12);
  });

  it('createObjects stores every template, or none when one is bad', async () => {
    const made = await value<Array<{ hostname: string }>>(server, 'Vendor_Virtual_Guest', 'createObjects', {
      args: [[template, { ...template, hostname: 'new-db' }]],
    });
    expect(made.map((guest) => guest.hostname)).toEqual(['new-web', 'new-db']);
    const bad = await rpc(server, 'Vendor_Virtual_Guest', 'createObjects', { args: [[template, { ...template, startCpus: 0 }]] });
    expect(bad.fault?.faultString).toContain('template 2: startCpus is required and must be a positive integer');
    expect(server.state.data.virtualGuests).toHaveLength(14);
  });

  it('generateOrderTemplate echoes the template with prices and stores nothing', async () => {
    const order = await value<Record<string, unknown>>(server, 'Vendor_Virtual_Guest', 'generateOrderTemplate', { args: [template] });
    expect(order).toMatchObject({ virtualGuests: [template], useHourlyPricing: true, location: 449_506, quantity: 1 });
    expect(order.prices).toHaveLength(5);
    expect(order.postTaxRecurringHourly).toBeGreaterThan(0);
    expect(server.state.data.virtualGuests).toHaveLength(12);
  });

  it('setTags replaces the tags', async () => {
    const headers = init('Vendor_Virtual_Guest', 100_001);
    expect(await value(server, 'Vendor_Virtual_Guest', 'setTags', { headers, args: ['blue, green,,blue'] })).toBe(true);
    const guest = await value(server, 'Vendor_Virtual_Guest', 'getObject', { headers: { ...headers, ...mask('tagReferences.tag.name') } });
    expect(guest).toMatchObject({ tagReferences: [{ tag: { name: 'blue' } }, { tag: { name: 'green' } }] });
  });

  it('editObject changes hostname, domain, notes and userData, and refuses other fields', async () => {
    const headers = init('Vendor_Virtual_Guest', 100_001);
    expect(await value(server, 'Vendor_Virtual_Guest', 'editObject', { headers, args: [{ hostname: 'renamed', notes: 'n', userData: [{ value: 'x' }] }] })).toBe(true);
    expect(server.state.data.virtualGuests[0]).toMatchObject({ hostname: 'renamed', fullyQualifiedDomainName: 'renamed.example.com', notes: 'n', userData: [{ value: 'x' }] });
    const refused = await rpc(server, 'Vendor_Virtual_Guest', 'editObject', { headers, args: [{ maxCpu: 64 }] });
    expect(refused.fault?.faultString).toBe('Vendor_Virtual_Guest::editObject cannot change maxCpu; editable fields: hostname, domain, notes, userData.');
  });

  it('reloadOperatingSystem sets an active reload transaction for reloadDelayMs', async () => {
    const headers = init('Vendor_Virtual_Guest', 100_002);
    expect(await value(server, 'Vendor_Virtual_Guest', 'reloadOperatingSystem', { headers, args: ['FORCE', {}] })).toBe('Reload request was successfully submitted.');
    const transaction = await value(server, 'Vendor_Virtual_Guest', 'getActiveTransaction', { headers: { ...headers, ...mask('transactionStatus.name') } });
    expect(transaction).toMatchObject({ transactionStatus: { name: 'RELOAD_OS' } });
  });

  it('deleteObject removes the guest; later calls fault with ObjectNotFound', async () => {
    const headers = init('Vendor_Virtual_Guest', 100_003);
    expect(await value(server, 'Vendor_Virtual_Guest', 'deleteObject', { headers })).toBe(true);
    const gone = await rpc(server, 'Vendor_Virtual_Guest', 'getObject', { headers });
    expect(gone.fault).toEqual({ faultCode: 'Vendor_Exception_ObjectNotFound', faultString: "Unable to find object with id of '100003' (Vendor_Virtual_Guest)." });
  });

  it('faults -32602 when a method needs an id and none was sent', async () => {
    const result = await rpc(server, 'Vendor_Virtual_Guest', 'getObject');
    expect(result.fault).toEqual({
      faultCode: -32_602,
      faultString: 'Vendor_Virtual_Guest::getObject needs an object id: send the header Vendor_Virtual_GuestInitParameters: { id }.',
    });
  });
});

describe('Hardware_Server', () => {
  it('gets, edits, reloads and cancels a server', async () => {
    const headers = init('Vendor_Hardware_Server', 200_002);
    expect(await value(server, 'Vendor_Hardware_Server', 'getObject', { headers: { ...headers, ...mask('id,hostname,datacenter.name') } })).toEqual({
      id: 200_002,
      hostname: 'bm02',
      datacenter: { id: 2_017_603, name: 'wdc07' },
    });
    expect(await value(server, 'Vendor_Hardware_Server', 'editObject', { headers, args: [{ notes: 'edited' }] })).toBe(true);
    expect(await value(server, 'Vendor_Hardware_Server', 'reloadOperatingSystem', { headers, args: ['FORCE'] })).toBe('Reload request was successfully submitted.');
    expect(server.state.data.hardware[1]).toMatchObject({ notes: 'edited', activeTransaction: { transactionStatus: { name: 'RELOAD_OS' } } });
    expect(await value(server, 'Vendor_Hardware_Server', 'deleteObject', { headers })).toBe(true);
    expect(server.state.data.hardware.map((hw) => hw.id)).not.toContain(200_002);
  });
});

describe('Ticket', () => {
  it('createStandardTicket opens a ticket whose first update is the contents', async () => {
    const ticket = await value<{ id: number }>(server, 'Vendor_Ticket', 'createStandardTicket', { args: [{ title: 'Help', subjectId: 1021 }, 'Disk broke'] });
    const full = await value(server, 'Vendor_Ticket', 'getObject', { headers: { ...init('Vendor_Ticket', ticket.id), ...mask('id,title,status.name,updates.entry,assignedUser.username') } });
    const firstUpdate = server.state.data.tickets.find((item) => item.id === ticket.id)?.updates?.[0];
    expect(full).toEqual({
      id: ticket.id,
      title: 'Help',
      status: { id: 1001, name: 'Open' },
      updates: [{ id: firstUpdate?.id, entry: 'Disk broke' }],
      assignedUser: { id: FAKE_USER_ID, username: 'demo' },
    });
    expect(firstUpdate?.id).toEqual(expect.any(Number));
  });

  it('createStandardTicket refuses an unknown subject', async () => {
    const result = await rpc(server, 'Vendor_Ticket', 'createStandardTicket', { args: [{ title: 'Help', subjectId: 1 }, 'x'] });
    expect(result.fault?.faultString).toContain('subjectId 1 is not a ticket subject');
  });

  it('addUpdate returns the new update; getUpdates and getAttachedHardware list relations', async () => {
    const headers = init('Vendor_Ticket', 300_001);
    const update = await value<{ id: number }>(server, 'Vendor_Ticket', 'addUpdate', { headers, args: [{ entry: 'More info' }] });
    expect(update).toMatchObject({ ticketId: 300_001, entry: 'More info', editorType: 'USER' });
    const updates = await rpc(server, 'Vendor_Ticket', 'getUpdates', { headers: { ...headers, ...mask('entry') } });
    expect((updates.value as unknown[]).at(-1)).toEqual({ id: update.id, entry: 'More info' });
    expect(updates.headers.get('vendor-total-items')).toBe(String((updates.value as unknown[]).length));
    expect(await value(server, 'Vendor_Ticket', 'getAttachedHardware', { headers: { ...headers, ...mask('hostname') } })).toEqual([{ id: 200_001, hostname: 'bm01' }]);
  });

  it('edit refuses an unknown status and leaves the ticket unchanged; the API has no Ticket.editObject', async () => {
    const result = await rpc(server, 'Vendor_Ticket', 'edit', { headers: init('Vendor_Ticket', 300_001), args: [{ statusId: 5, title: 'x' }] });
    expect(result.fault?.faultString).toBe('Vendor_Ticket::edit statusId must be 1001 (Open) or 1002 (Closed).');
    expect(server.state.data.tickets[0]).toMatchObject({ statusId: 1001, title: 'Server not reachable over public network' });
    const editObject = await rpc(server, 'Vendor_Ticket', 'editObject', { headers: init('Vendor_Ticket', 300_001), args: [{ statusId: 1002 }] });
    expect(editObject.fault?.faultCode).toBe(-32_601);
  });

  it('edit closes a ticket, keeps status in step, adds the contents as an update and answers the ticket', async () => {
    const headers = { ...init('Vendor_Ticket', 300_001), ...mask('id, statusId, status[name], updates[entry]') };
    const edited = await value<{ id: number; statusId: number; status: { name: string }; updates: Array<{ entry: string }> }>(
      server, 'Vendor_Ticket', 'edit', { headers, args: [{ statusId: 1002 }, 'Fixed, closing.'] },
    );
    expect(edited).toMatchObject({ id: 300_001, statusId: 1002, status: { name: 'Closed' } });
    expect(edited.updates.at(-1)?.entry).toBe('Fixed, closing.');
    const closed = await value<Array<{ id: number }>>(server, 'Vendor_Account', 'getClosedTickets', { headers: mask('id') });
    expect(closed.map((ticket) => ticket.id)).toContain(300_001);
  });

  it("edit takes the reference's own call: the ticket it just read, read-only fields unchanged (softlayer-python 3.3.1 update_ticket)", async () => {
    const headers = init('Vendor_Ticket', 300_001);
    // TicketManager.update_ticket: ticket = Ticket.getObject(id); Ticket.edit(ticket, body, id=id).
    const read = await value<Record<string, unknown>>(server, 'Vendor_Ticket', 'getObject', { headers });
    expect(read).toMatchObject({ id: 300_001, accountId: expect.any(Number) as unknown, createDate: expect.any(String) as unknown, statusId: 1001 });
    const edited = await rpc(server, 'Vendor_Ticket', 'edit', { headers: { ...headers, ...mask('id, statusId, updates[entry]') }, args: [read, 'Update1'] });
    expect(edited.fault).toBeUndefined();
    expect(edited.value).toMatchObject({ id: 300_001, statusId: 1001 });
    expect((edited.value as { updates: Array<{ entry: string }> }).updates.at(-1)?.entry).toBe('Update1');
    // The shape of the reference's fixture: relations and counts it read come back unchanged too.
    const withRelations = await value<Record<string, unknown>>(server, 'Vendor_Ticket', 'getObject', {
      headers: { ...headers, ...mask('status, assignedUser[firstName, lastName], updateCount') },
    });
    const changed = await rpc(server, 'Vendor_Ticket', 'edit', {
      headers: { ...headers, ...mask('id, statusId, title, status[name]') },
      args: [{ ...read, ...withRelations, statusId: 1002, title: 'Closing' }, 'Update2'],
    });
    expect(changed.fault).toBeUndefined();
    expect(changed.value).toEqual({ id: 300_001, statusId: 1002, title: 'Closing', status: { id: 1002, name: 'Closed' } });
    // A read-only field whose value differs is refused, naming it; the ticket is left as it was. (The
    // edits above moved modifyDate and lastEditDate: a stale read is refused on those.)
    const before = JSON.stringify(server.state.data.tickets[0]);
    const stale = await rpc(server, 'Vendor_Ticket', 'edit', { headers, args: [read, 'x'] });
    expect(stale.fault?.faultString).toContain('cannot change modifyDate, lastEditDate;');
    const fresh = await value<Record<string, unknown>>(server, 'Vendor_Ticket', 'getObject', { headers });
    for (const [field, wrong] of [['createDate', '2020-01-01T00:00:00Z'], ['accountId', 1], ['id', 300_002], ['updateCount', 99]] as const) {
      const refused = await rpc(server, 'Vendor_Ticket', 'edit', { headers, args: [{ ...fresh, statusId: 1001, title: 'Reopened', [field]: wrong }, 'x'] });
      expect(refused.fault?.faultString).toBe(
        `Vendor_Ticket::edit cannot change ${field}; editable fields: title, statusId, subjectId, priority, assignedUserId.`,
      );
    }
    const status = await rpc(server, 'Vendor_Ticket', 'edit', { headers, args: [{ ...fresh, status: { id: 1001, name: 'Open' } }] });
    expect(status.fault?.faultString).toContain('cannot change status;');
    expect(JSON.stringify(server.state.data.tickets[0])).toBe(before);
  });

  it('createCancelServerTicket opens a cancellation ticket with the server attached', async () => {
    const ticket = await value<{ id: number; title: string; attachedHardware: Array<{ id: number }> }>(
      server, 'Vendor_Ticket', 'createCancelServerTicket', {
        headers: mask('id, title, attachedHardware[id]'), args: [200_002, 'No longer needed', 'Please cancel.', true, 'HARDWARE'],
      },
    );
    expect(ticket).toMatchObject({ title: 'Server Cancellation Request', attachedHardware: [{ id: 200_002 }] });
    expect(server.state.data.hardware[1]!.openCancellationTicket).toEqual({ id: ticket.id });
    const unknown = await rpc(server, 'Vendor_Ticket', 'createCancelServerTicket', { args: [1, 'r', 'c', true, 'HARDWARE'] });
    expect(unknown.fault?.faultCode).toBe(-32_602);
  });

  it('Ticket_Subject.getAllObjects lists the subjects', async () => {
    const subjects = await value<unknown[]>(server, 'Vendor_Ticket_Subject', 'getAllObjects');
    expect(subjects).toContainEqual({ id: 1021, name: 'Hardware Issue' });
  });
});

describe('DNS', () => {
  it('creates a zone with records, finds it by name, dumps it as BIND text, deletes it', async () => {
    const zone = await value<{ id: number; name: string }>(server, 'Vendor_Dns_Domain', 'createObject', {
      args: [{ name: 'new.example', resourceRecords: [{ host: 'www', type: 'a', data: '192.0.2.10', ttl: 300 }] }],
    });
    expect(zone.name).toBe('new.example');
    expect(await value(server, 'Vendor_Dns_Domain', 'getByDomainName', { args: ['NEW.example'], headers: mask('id') })).toEqual([{ id: zone.id }]);
    const headers = init('Vendor_Dns_Domain', zone.id);
    const text = await value<string>(server, 'Vendor_Dns_Domain', 'getZoneFileContents', { headers });
    expect(text.split('\n')).toEqual([
      '$ORIGIN new.example.',
      '$TTL 86400',
      expect.stringMatching(/^@ 86400 IN SOA ns1\.fake-dns\.example\. root\.new\.example\. \d{10} 7200 600 1728000 43200$/) as unknown,
      'www 300 IN A 192.0.2.10',
      '',
    ]);
    expect(await value(server, 'Vendor_Dns_Domain', 'deleteObject', { headers })).toBe(true);
    expect(await value(server, 'Vendor_Dns_Domain', 'getByDomainName', { args: ['new.example'] })).toEqual([]);
  });

  it('refuses a duplicate zone', async () => {
    const result = await rpc(server, 'Vendor_Dns_Domain', 'createObject', { args: [{ name: 'example.com' }] });
    expect(result.fault?.faultString).toBe('Vendor_Dns_Domain::createObject: the zone example.com already exists.');
  });

  it('creates, edits and deletes resource records, bumping the zone serial', async () => {
    const serial = server.state.data.domains[0]!.serial;
    const record = await value<{ id: number }>(server, 'Vendor_Dns_Domain_ResourceRecord', 'createObject', {
      args: [{ domainId: 400_001, host: 'api', type: 'A', data: '192.0.2.5', ttl: 600 }],
    });
    const headers = init('Vendor_Dns_Domain_ResourceRecord', record.id);
    expect(await value(server, 'Vendor_Dns_Domain_ResourceRecord', 'editObject', { headers, args: [{ data: '192.0.2.6' }] })).toBe(true);
    expect(await value(server, 'Vendor_Dns_Domain_ResourceRecord', 'getObject', { headers })).toEqual({
      id: record.id,
      domainId: 400_001,
      host: 'api',
      type: 'A',
      data: '192.0.2.6',
      ttl: 600,
    });
    const records = await value<Array<{ host: string }>>(server, 'Vendor_Dns_Domain', 'getResourceRecords', {
      headers: { ...init('Vendor_Dns_Domain', 400_001), Vendor_Dns_DomainObjectFilter: { resourceRecords: { host: { operation: 'api' } } } },
    });
    expect(records).toHaveLength(1);
    expect(await value(server, 'Vendor_Dns_Domain_ResourceRecord', 'deleteObject', { headers })).toBe(true);
    expect(server.state.data.domains[0]!.resourceRecords.some((r) => r.id === record.id)).toBe(false);
    expect(server.state.data.domains[0]!.serial).toBe(serial + 3);
  });

  it('refuses a record with a bad type', async () => {
    const result = await rpc(server, 'Vendor_Dns_Domain_ResourceRecord', 'createObject', { args: [{ domainId: 400_001, host: 'x', type: 'BOGUS', data: 'y', ttl: 60 }] });
    expect(result.fault?.faultString).toContain('type must be one of A, AAAA');
  });
});

describe('network', () => {
  it('getByIpAddress finds a guest address with its guest and subnet, and nil for an unknown one', async () => {
    const found = await value(server, 'Vendor_Network_Subnet_IpAddress', 'getByIpAddress', {
      args: ['161.100.0.2'],
      headers: mask('ipAddress, virtualGuest.hostname, subnet.networkIdentifier'),
    });
    expect(found).toEqual({ id: 10_000_002, ipAddress: '161.100.0.2', virtualGuest: { id: 100_001, hostname: 'web01' }, subnet: { id: 600_001, networkIdentifier: '161.100.0.0' } });
    expect(await value(server, 'Vendor_Network_Subnet_IpAddress', 'getByIpAddress', { args: ['192.0.2.99'] })).toBeNull();
  });

  it('gets subnets and VLANs, and lists them on the account', async () => {
    const subnet = await value(server, 'Vendor_Network_Subnet', 'getObject', { headers: { ...init('Vendor_Network_Subnet', 600_001), ...mask('id,cidr,networkVlan.vlanNumber') } });
    expect(subnet).toEqual({ id: 600_001, cidr: 14, networkVlan: { id: 700_001, vlanNumber: 1100 } });
    const vlan = await value(server, 'Vendor_Network_Vlan', 'getObject', { headers: { ...init('Vendor_Network_Vlan', 700_002), ...mask('networkSpace,primaryRouter.hostname') } });
    // networkSpace is a relational property of the real Network_Vlan: a mask naming only relations
    // returns every local property too (the reference client's `vlan detail` reads id and vlanNumber).
    expect(vlan).toMatchObject({ id: 700_002, vlanNumber: 1200, networkSpace: 'PRIVATE', primaryRouter: { id: 801, hostname: 'bcr01a.dal10' } });
    expect(Object.keys(vlan as object)).not.toContain('subnets');
    const vlans = await rpc(server, 'Vendor_Account', 'getNetworkVlans', { headers: mask('id') });
    expect(vlans.headers.get('vendor-total-items')).toBe('9');
    const addresses = await rpc(server, 'Vendor_Account', 'getIpAddresses', { headers: { ...mask('ipAddress'), resultLimit: { limit: 2, offset: 0 } } });
    expect(addresses.value).toEqual([{ id: 10_000_000, ipAddress: '161.100.0.0' }, { id: 10_000_001, ipAddress: '161.100.0.1' }]);
  });

  it('Network_Vlan.getNetworkComponents lists the NICs of the servers on the VLAN (public port on a public VLAN)', async () => {
    const publicVlan = server.state.data.networkVlans.find((vlan) => vlan.networkSpace === 'PUBLIC')!;
    const headers = init('Vendor_Network_Vlan', publicVlan.id);
    const nics = await value<Array<{ port: number; hardwareId: number; networkVlanId: number }>>(
      server, 'Vendor_Network_Vlan', 'getNetworkComponents', { headers: { ...headers, ...mask('id, port, hardwareId, networkVlanId') } },
    );
    expect(nics.length).toBeGreaterThan(0);
    expect(nics.every((nic) => nic.port === 1 && nic.networkVlanId === publicVlan.id)).toBe(true);
    const guests = await value<Array<{ guestId: number }>>(server, 'Vendor_Network_Vlan', 'getGuestNetworkComponents', { headers: { ...headers, ...mask('guestId') } });
    expect(guests.some((nic) => nic.guestId === 100_001)).toBe(true);
  });
});

describe('Network services', () => {
  const order = (direction: string): Record<string, unknown> => ({ operation: 'orderBy', options: [{ name: 'sort', value: [direction] }] });

  it('orders a list by an orderBy filter, and refuses an unknown direction', async () => {
    const filter = { subnets: { id: order('DESC'), subnetType: { operation: '!= GLOBAL_IP' } } };
    const desc = await value<Array<{ id: number }>>(server, 'Vendor_Account', 'getSubnets', { headers: { ...mask('id'), Vendor_AccountObjectFilter: filter } });
    const ids = desc.map((subnet) => subnet.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(12);
    const pods = await value<Array<{ name: string }>>(server, 'Vendor_Network_Pod', 'getAllObjects', { headers: { Vendor_Network_PodObjectFilter: { name: order('ASC') } } });
    expect(pods.map((pod) => pod.name)).toEqual(['dal10.pod01', 'fra02.pod01', 'tok02.pod01', 'wdc07.pod01']);
    const bad = await rpc(server, 'Vendor_Account', 'getSubnets', { headers: { Vendor_AccountObjectFilter: { subnets: { id: order('UP') } } } });
    expect(bad.fault?.faultString).toContain("orderBy sort must be 'ASC' or 'DESC'");
  });

  it('routes a global IP and refuses a global address as its destination', async () => {
    const headers = init('Vendor_Network_Subnet_IpAddress_Global', 9002);
    expect(await value(server, 'Vendor_Network_Subnet_IpAddress_Global', 'route', { headers, args: ['161.100.0.2'] })).toBe(true);
    const routed = await value(server, 'Vendor_Network_Subnet_IpAddress_Global', 'getObject', { headers: { ...headers, ...mask('id, destinationIpAddress.ipAddress') } });
    expect(routed).toEqual({ id: 9002, destinationIpAddress: { id: 10_000_002, ipAddress: '161.100.0.2' } });
    const refused = await rpc(server, 'Vendor_Network_Subnet_IpAddress_Global', 'route', { headers, args: ['161.200.2.1'] });
    expect(refused.fault?.faultString).toContain('is not an address of the account a global IP can route to');
  });

  it('refuses to route a primary subnet and cancels a billing item once', async () => {
    const primary = await rpc(server, 'Vendor_Network_Subnet', 'route', { headers: init('Vendor_Network_Subnet', 600_001), args: ['Vendor_Network_Subnet_IpAddress', '161.100.0.2'] });
    expect(primary.fault?.faultString).toContain('cannot be routed');
    const headers = init('Vendor_Billing_Item', 1_100_000);
    expect(await value(server, 'Vendor_Billing_Item', 'cancelService', { headers })).toBe(true);
    const again = await rpc(server, 'Vendor_Billing_Item', 'cancelService', { headers });
    expect(again.fault?.faultString).toContain('already cancelled');
  });

  it('refuses a subnet order without the subnet container type', async () => {
    const result = await rpc(server, 'Vendor_Product_Order', 'verifyOrder', { args: [{ packageId: 0, prices: [{ id: 11300 }], quantity: 1 }] });
    expect(result.fault?.faultString).toContain('complexType must be Vendor_Container_Product_Order_Network_Subnet');
  });
});

describe('User_Customer and Account lists', () => {
  it('edits a user', async () => {
    const headers = init('Vendor_User_Customer', 7001);
    expect(await value(server, 'Vendor_User_Customer', 'editObject', { headers, args: [{ firstName: 'Dana' }] })).toBe(true);
    expect(await value(server, 'Vendor_User_Customer', 'getObject', { headers: { ...headers, ...mask('firstName') } })).toEqual({ id: 7001, firstName: 'Dana' });
  });

  it("isMasterUserFlag: the account's first user only; createObject refuses a template that keeps its id (slcli deletes it)", async () => {
    const flags = await value<Array<{ id: number; isMasterUserFlag: boolean }>>(server, 'Vendor_Account', 'getUsers', { headers: mask('id, isMasterUserFlag') });
    expect(flags.filter((user) => user.isMasterUserFlag).map((user) => user.id)).toEqual([7001]);
    const template = await value<Record<string, unknown>>(server, 'Vendor_Account', 'getCurrentUser', {
      headers: mask('id, firstName, lastName, email, companyName, address1, city, country, postalCode, state, userStatusId, timezoneId'),
    });
    const withId = await rpc(server, 'Vendor_User_Customer', 'createObject', { args: [{ ...template, username: 'copy1', email: 'c@example.com' }, 'Passw0rd!x', null] });
    expect(withId.fault?.faultString).toBe('Vendor_User_Customer::createObject: the template must not have an id, got 7001.');
    const withoutId = { ...template };
    delete withoutId.id;
    const created = await value<{ id: number; username: string; city: string; isMasterUserFlag?: boolean }>(server, 'Vendor_User_Customer', 'createObject', {
      headers: mask('id, username, city, isMasterUserFlag'), args: [{ ...withoutId, username: 'copy1', email: 'c@example.com' }, 'Passw0rd!x', null],
    });
    expect(created).toMatchObject({ username: 'copy1', city: 'Dallas', isMasterUserFlag: false });
  });

  it.each([
    ['getVirtualGuests', 12],
    ['getHourlyVirtualGuests', 6],
    ['getMonthlyVirtualGuests', 6],
    ['getHardware', 4],
    ['getTickets', 8],
    ['getOpenTickets', 6],
    ['getClosedTickets', 2],
    ['getDomains', 3],
    ['getUsers', 4],
    ['getSubnets', 15],
    ['getGlobalIpRecords', 3],
    ['getNetworkVlans', 9],
  ])('Account.%s lists %i records', async (method, count) => {
    const result = await rpc(server, 'Vendor_Account', method, { headers: mask('id') });
    expect(result.value).toHaveLength(count);
    expect(result.headers.get('vendor-total-items')).toBe(String(count));
  });
});

describe('service table', () => {
  it('serves one spec per name, the folded services answering both managers\' methods', () => {
    expect(Object.keys(SERVICES.get('Vendor_Billing_Item')!.methods).sort()).toEqual(['cancelItem', 'cancelService']);
    expect(Object.keys(SERVICES.get('Vendor_Location')!.methods)).toContain('getDatacenters');
    expect(Object.keys(SERVICES.get('Vendor_Product_Package')!.methods)).toEqual(expect.arrayContaining(['getAllObjects', 'getItems', 'getItemPrices']));
    expect(Object.keys(SERVICES.get('Vendor_Product_Order')!.methods)).toEqual(expect.arrayContaining(['placeOrder', 'placeQuote', 'verifyOrder']));
  });
});
