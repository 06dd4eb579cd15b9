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
  service: 'Vendor_Dns_Domain', method: 'getByDomainName', headers: maskHeader('id, name'), args: [name],
});

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

  it('resolves a zone name with getByDomainName and gets the zone with its records', async () => {
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
      { service: 'Vendor_Dns_Domain', method: 'createObject', headers: {}, args: [{ name: 'managers-test.example', resourceRecords: [] }] },
    ]);
    expect(zone.name).toBe('managers-test.example');
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
    const got = await dns.listRecords(zone.id, { host: target.host, type: target.type.toLowerCase(), ttl: target.ttl, data: target.data });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Dns_Domain', method: 'getResourceRecords',
        headers: {
          ...maskHeader(DNSManager.RECORD_MASK),
          Vendor_Dns_DomainObjectFilter: {
            resourceRecords: {
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
      args: [{ domainId: zone.id, host: 'api', type: 'a', data: '10.9.9.9', ttl: 600 }],
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
    await expect(dns.editRecord(1, { colour: 'red' } as never)).rejects.toThrow(/unknown option\(s\): colour/);
    await expect(dns.deleteRecord('www')).rejects.toThrow(/recordId must be a positive integer id/);
    expect(fx.calls()).toEqual([]);
  });
});
