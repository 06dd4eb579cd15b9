import { ServiceError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import { DNSManager } from './dns-manager.js';
import { NameResolutionError } from './errors.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let dns: DNSManager;
useFixture((started) => {
  fx = started;
  dns = new DNSManager(fx.client);
});

const byName = (name: string) => ({
  service: 'Vendor_Account', method: 'getDomains', headers: { Vendor_AccountObjectFilter: { domains: { name: { operation: `_= ${name}` } } } },
  args: [],
});

const today = (): string => {
  const now = new Date();
  return `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}${String(now.getUTCDate()).padStart(2, '0')}01`;
};

describe('DNSManager zones', () => {
  it('lists zones through Account.getDomains, with a name filter', async () => {
    const zones = await dns.listZones();
    const zone = fx.server.state.data.domains[1]!;
    const filtered = await dns.listZones({ name: zone.name });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getDomains', headers: maskHeader(DNSManager.ZONE_MASK), args: [] },
      {
        service: 'Vendor_Account', method: 'getDomains',
        headers: { ...maskHeader(DNSManager.ZONE_MASK), Vendor_AccountObjectFilter: { domains: { name: { operation: `_= ${zone.name}` } } } },
        args: [],
      },
    ]);
    expect(zones.map((z) => z.name)).toEqual(fx.server.state.data.domains.map((z) => z.name));
    expect(filtered.map((z) => z.id)).toEqual([zone.id]);
    expect(await collect(dns.iterZones({ chunk: 2 }))).toEqual(zones);
  });

  it('resolves a zone name with Account.getDomains (domains.name _=) and gets the zone with its records', async () => {
    const zone = fx.server.state.data.domains[0]!;
    const got = await dns.getZone(zone.name.toUpperCase());
    expect(fx.calls()).toEqual([
      byName(zone.name.toUpperCase()),
      {
        service: 'Vendor_Dns_Domain', method: 'getObject',
        headers: { ...maskHeader(`${DNSManager.ZONE_MASK}, resourceRecords`), Vendor_Dns_DomainInitParameters: { id: zone.id } },
        args: [],
      },
    ]);
    expect(got.resourceRecords?.map((r) => r.id)).toEqual(zone.resourceRecords.map((r) => r.id));
    const bare = await dns.getZone(zone.id, { records: false });
    expect(bare).not.toHaveProperty('resourceRecords');
    expect(bare.name).toBe(zone.name);
    expect(await dns.resolveZoneId(`${zone.name}.`)).toBe(zone.id);
  });

  it('names an unknown zone in a ServiceError', async () => {
    const error = await dns.getZone('nowhere.example').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toBeInstanceOf(NameResolutionError);
    expect((error as Error).message).toBe('DNS zone "nowhere.example" not found');
    await expect(dns.resolveZoneId('nowhere.example')).rejects.toMatchObject({ kind: 'DNS zone', reason: 'not-found' });
  });

  it('creates, dumps and deletes a zone', async () => {
    const zone = await dns.createZone('managers-test.example');
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Dns_Domain', method: 'createObject', headers: {},
        args: [{ name: 'managers-test.example', serial: today(), resourceRecords: {} }],
      },
    ]);
    expect(zone.name).toBe('managers-test.example');
    expect(zone.serial).toBe(Number(today()));
    fx.server.state.requests.length = 0;
    await dns.createRecord('managers-test.example', 'www', 'A', '10.0.0.5', 3600);
    const text = await dns.dumpZone('managers-test.example');
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Dns_Domain', method: 'getZoneFileContents', headers: { Vendor_Dns_DomainInitParameters: { id: zone.id } }, args: [],
    });
    expect(text).toContain('managers-test.example');
    expect(text).toMatch(/www\s.*A\s+10\.0\.0\.5/);
    expect(await dns.deleteZone('managers-test.example')).toBe(true);
    expect(fx.server.state.data.domains.some((d) => d.id === zone.id)).toBe(false);
  });
});

describe('DNSManager records', () => {
  it('lists records with a resourceRecords filter', async () => {
    const zone = fx.server.state.data.domains[0]!;
    const target = zone.resourceRecords[0]!;
    const got = await dns.listRecords(zone.id, { host: target.host, type: target.type.toUpperCase(), ttl: target.ttl, data: target.data });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Dns_Domain', method: 'getResourceRecords',
        headers: {
          ...maskHeader(DNSManager.RECORD_MASK),
          Vendor_Dns_DomainObjectFilter: {
            resourceRecords: {
              id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] },
              host: { operation: `_= ${target.host}` },
              type: { operation: `_= ${target.type.toLowerCase()}` },
              data: { operation: `_= ${target.data}` },
              ttl: { operation: target.ttl },
            },
          },
          Vendor_Dns_DomainInitParameters: { id: zone.id },
        },
        args: [],
      },
    ]);
    expect(got.map((r) => r.id)).toContain(target.id);
    for (const record of got) expect(record).toMatchObject({ host: target.host, type: target.type, ttl: target.ttl });
    const all = await collect(dns.iterRecords(zone.name, { chunk: 2 }));
    expect(all.map((r) => r.id)).toEqual(zone.resourceRecords.map((r) => r.id));
  });

  it('creates, edits and deletes a record', async () => {
    const zone = fx.server.state.data.domains[0]!;
    const record = await dns.createRecord(zone.name, 'api', 'a', '10.9.9.9', 600);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Dns_Domain_ResourceRecord', method: 'createObject', headers: {},
      args: [{ host: 'api', data: '10.9.9.9', ttl: 600, type: 'a', domainId: zone.id }],
    });
    expect(record).toMatchObject({ host: 'api', data: '10.9.9.9', ttl: 600, domainId: zone.id });
    await dns.createRecord(zone.id, '@', 'mx', 'mail.example.com.', undefined, { mxPriority: 5 });
    expect(fx.calls().at(-1)!.args).toEqual([
      { domainId: zone.id, host: '@', type: 'mx', data: 'mail.example.com.', ttl: DNSManager.DEFAULT_TTL, mxPriority: 5 },
    ]);

    expect(await dns.editRecord(record.id!, { data: '10.9.9.10', ttl: undefined })).toBe(true);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Dns_Domain_ResourceRecord', method: 'editObject',
      headers: { Vendor_Dns_Domain_ResourceRecordInitParameters: { id: record.id } }, args: [{ data: '10.9.9.10' }],
    });
    expect(zone.resourceRecords.find((r) => r.id === record.id)?.data).toBe('10.9.9.10');
    expect(await dns.deleteRecord(record.id!)).toBe(true);
    expect(zone.resourceRecords.some((r) => r.id === record.id)).toBe(false);
  });

  it('checks arguments before any request', async () => {
    await expect(dns.createRecord('example.com', '', 'a', 'x')).rejects.toThrow(/host must be a non-empty string/);
    await expect(dns.createRecord('example.com', 'h', 'a', 'x', 0)).rejects.toThrow(/ttl must be a positive integer/);
    await expect(dns.editRecord(1, {})).rejects.toThrow(/nothing to change/);
    await expect(dns.editRecord(1, { colour: 'red' } as never)).rejects.toThrow(/Unknown DNSManager.editRecord changes option\(s\): colour \(allowed: /);
    await expect(dns.deleteRecord('www')).rejects.toThrow(/recordId must be a positive integer id/);
    expect(fx.calls()).toEqual([]);
  });
});

describe('DNSManager, the reference client\'s other jobs', () => {
  it('creates a zone with a given serial; editZone sends editObject on its id, which the API lacks (MethodNotFound)', async () => {
    const zone = await dns.createZone('serial-test.example', { serial: '2014110201' });
    expect(fx.calls()[0]!.args).toEqual([{ name: 'serial-test.example', serial: '2014110201', resourceRecords: {} }]);
    expect(zone.serial).toBe(2014110201);
    fx.server.state.requests.length = 0;
    // The reference's edit_zone sends the same call; the API has no Dns_Domain.editObject, and the
    // fake server, like the real service, answers -32601.
    await expect(dns.editZone({ id: zone.id!, name: zone.name!, serial: 2014110202 })).rejects.toMatchObject({ faultCode: -32_601 });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Dns_Domain', method: 'editObject', headers: { Vendor_Dns_DomainInitParameters: { id: zone.id } },
        args: [{ id: zone.id, name: 'serial-test.example', serial: 2014110202 }],
      },
    ]);
    expect(fx.server.state.data.domains.find((d) => d.id === zone.id)?.serial).toBe(2014110201);
    await expect(dns.editZone({ serial: 1 })).rejects.toThrow(/zone.id must be a positive integer id/);
  });

  it('creates MX, SRV and PTR records in the reference shapes', async () => {
    const zone = fx.server.state.data.domains[0]!;
    const mx = await dns.createRecordMx(zone.id, 'test', 'mail.example.com', { ttl: 1200, priority: 21 });
    const srv = await dns.createRecordSrv(zone.id, 'record', 'sip.example.com', {
      protocol: '_tcp', port: 8080, service: '_sip', ttl: 1200, priority: 21, weight: 15,
    });
    const address = fx.server.state.data.ipAddresses.find((ip) => ip.virtualGuestId !== undefined)!.ipAddress;
    const ptr = await dns.createRecordPtr(address, 'web1.example.com', { ttl: 1200 });
    const defaults = await dns.createRecordMx(zone.id, 'test2', 'mail2.example.com');
    expect(fx.calls().map((call) => call.args[0])).toEqual([
      { host: 'test', data: 'mail.example.com', ttl: 1200, type: 'MX', domainId: zone.id, mxPriority: 21 },
      {
        host: 'record', data: 'sip.example.com', ttl: 1200, type: 'SRV', domainId: zone.id, priority: 21, protocol: '_tcp',
        port: 8080, service: '_sip', weight: 15, complexType: 'Vendor_Dns_Domain_ResourceRecord_SrvType',
      },
      { host: address, data: 'web1.example.com', ttl: 1200, type: 'PTR' },
      { host: 'test2', data: 'mail2.example.com', ttl: 60, type: 'MX', domainId: zone.id, mxPriority: 10 },
    ]);
    expect(fx.calls().every((call) => call.service === 'Vendor_Dns_Domain_ResourceRecord' && call.method === 'createObject')).toBe(true);
    expect(mx).toMatchObject({ type: 'MX', mxPriority: 21 });
    expect(srv).toMatchObject({ type: 'SRV', priority: 21, weight: 15, port: 8080 });
    expect(ptr).toMatchObject({ type: 'PTR', host: address.split('.').at(-1), data: 'web1.example.com' });
    expect(defaults).toMatchObject({ ttl: 60, mxPriority: 10 });
    await expect(dns.createRecordSrv(zone.id, 'x', 'y', { protocol: '_tcp', service: '_sip' } as never)).rejects.toThrow(/port must be a positive integer/);
  });

  it('gets one record with Dns_Domain_ResourceRecord.getObject', async () => {
    const target = fx.server.state.data.domains[0]!.resourceRecords[0]!;
    const got = await dns.getRecord(target.id);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Dns_Domain_ResourceRecord', method: 'getObject',
        headers: { Vendor_Dns_Domain_ResourceRecordInitParameters: { id: target.id } }, args: [],
      },
    ]);
    expect(got).toMatchObject({ id: target.id, host: target.host, data: target.data });
  });

  it('syncs a host record: creates it when missing, edits the one record when present', async () => {
    const zone = fx.server.state.data.domains[0]!;
    const created = await dns.syncHostRecord(zone.id, 'newhost', '10.1.1.1');
    expect(fx.calls().map((call) => `${call.service}.${call.method}`)).toEqual([
      'Vendor_Dns_Domain.getResourceRecords', 'Vendor_Dns_Domain_ResourceRecord.createObject',
    ]);
    expect(fx.calls()[0]!.headers.Vendor_Dns_DomainObjectFilter).toEqual({
      resourceRecords: {
        id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] },
        host: { operation: '_= newhost' }, type: { operation: '_= a' },
      },
    });
    expect(fx.calls()[1]!.args).toEqual([{ host: 'newhost', data: '10.1.1.1', ttl: 7200, type: 'a', domainId: zone.id }]);
    expect(created).toMatchObject({ host: 'newhost', data: '10.1.1.1' });
    fx.server.state.requests.length = 0;
    expect(await dns.syncHostRecord(zone.id, 'newhost', '10.1.1.2', { ttl: 300 })).toBe(true);
    const edit = fx.calls()[1]!;
    expect(edit).toMatchObject({
      service: 'Vendor_Dns_Domain_ResourceRecord', method: 'editObject',
      headers: { Vendor_Dns_Domain_ResourceRecordInitParameters: { id: (created as { id: number }).id } },
    });
    expect(edit.args[0]).toMatchObject({ id: (created as { id: number }).id, host: 'newhost', data: '10.1.1.2', ttl: 300, domainId: zone.id });
    expect(zone.resourceRecords.find((r) => r.host === 'newhost')).toMatchObject({ data: '10.1.1.2', ttl: 300 });
    await dns.createRecord(zone.id, 'newhost', 'A', '10.1.1.3');
    await expect(dns.syncHostRecord(zone.id, 'newhost', '10.1.1.4')).rejects.toThrow(/found 2 records/);
  });

  it('syncs a PTR record in a reverse zone: edits the matching host, else creates one', async () => {
    const address = fx.server.state.data.ipAddresses.find((ip) => ip.virtualGuestId !== undefined)!.ipAddress;
    const ptr = await dns.createRecordPtr(address, 'old.example.com');
    const reverse = { id: ptr.domainId!, resourceRecords: [ptr] };
    fx.server.state.requests.length = 0;
    expect(await dns.syncPtrRecord(reverse, address, 'new.example.com', { ttl: 600 })).toBe(true);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Dns_Domain_ResourceRecord', method: 'editObject',
        headers: { Vendor_Dns_Domain_ResourceRecordInitParameters: { id: ptr.id } },
        args: [{ ...ptr, ttl: 600, data: 'new.example.com' }],
      },
    ]);
    fx.server.state.requests.length = 0;
    const other = `${address.split('.').slice(0, 3).join('.')}.250`;
    const created = await dns.syncPtrRecord({ id: ptr.domainId!, resourceRecords: [ptr] }, other, 'other.example.com');
    expect(fx.calls()[0]!.args).toEqual([{ host: '250', data: 'other.example.com', ttl: 7200, type: 'ptr', domainId: ptr.domainId }]);
    expect(created).toMatchObject({ host: '250', type: 'PTR' });
  });

  it('resolves ids like the reference resolve_ids', async () => {
    const zone = fx.server.state.data.domains[1]!;
    expect(await dns.resolveIds(zone.name)).toEqual([zone.id]);
    expect(await dns.resolveIds(String(zone.id))).toEqual([zone.id]);
    expect(await dns.resolveIds('nowhere.example')).toEqual([]);
    expect(fx.calls()).toEqual([byName(zone.name), byName('nowhere.example')]);
  });
});
