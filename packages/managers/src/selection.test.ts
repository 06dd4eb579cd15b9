/**
 * Typed selection in the managers, at run time against the fake server: a result typed by the
 * default mask carries no key its type lacks (a witness the compiler holds to the type's keys), a
 * `select` replaces the default mask on the wire and narrows the same way, and `mask` with `select`
 * is refused before any request.
 */
import { describe, expect, it } from 'vitest';
import { DNSManager } from './dns-manager.js';
import { joinMask } from './selection.js';
import { outside, type KeyTree } from './test-selection.js';
import { useFixture, type Fixture } from './test-fixture.js';
import { VirtualServerManager } from './virtual-server-manager.js';

let fx: Fixture;
useFixture((started) => {
  fx = started;
});

/** The mask text of the last request. */
function sentMask(): unknown {
  const headers = fx.calls().at(-1)?.headers ?? {};
  const header = Object.entries(headers).find(([name]) => name.endsWith('ObjectMask'))?.[1] as { mask?: unknown } | undefined;
  return header?.mask;
}

describe('typed selection in the managers', () => {
  it('a result typed by the default mask has only the keys of its type', async () => {
    const dns = new DNSManager(fx.client);
    const zones = await dns.listZones();
    const zoneKeys: KeyTree<typeof zones> = { id: true, name: true, serial: true, updateDate: true };
    expect(zones.length).toBeGreaterThan(0);
    expect(outside(zones, zoneKeys)).toEqual([]);
    const records = await dns.listRecords(zones[0]!.id!);
    const recordKeys: KeyTree<typeof records> = {
      id: true, expire: true, domainId: true, host: true, minimum: true, refresh: true, retry: true, mxPriority: true, ttl: true, type: true,
      data: true, responsiblePerson: true,
    };
    expect(records.length).toBeGreaterThan(0);
    expect(outside(records, recordKeys)).toEqual([]);
  });

  it('select replaces the default mask on the wire, and narrows the result', async () => {
    const vs = new VirtualServerManager(fx.client);
    const guests = await vs.listInstances({ select: { hostname: true, datacenter: { name: true } } });
    expect(sentMask()).toBe('mask[hostname,datacenter[name]]');
    const keys: KeyTree<typeof guests> = { id: true, hostname: true, datacenter: { id: true, name: true } };
    expect(guests.length).toBeGreaterThan(0);
    expect(outside(guests, keys)).toEqual([]);
    const guest = await vs.getInstance(guests[0]!.id!, { mask: 'id, hostname, datacenter.longName' });
    const guestKeys: KeyTree<typeof guest> = { id: true, hostname: true, datacenter: { id: true, longName: true } };
    expect(outside(guest, guestKeys)).toEqual([]);
    expect(guest.datacenter?.longName).toBeTypeOf('string');
  });

  it('mask with select is a TypeError naming the method, and nothing is sent', async () => {
    const vs = new VirtualServerManager(fx.client);
    const before = fx.calls().length;
    const both = { mask: 'id', select: { hostname: true } } as const;
    await expect(vs.listInstances(both as never)).rejects.toThrow(
      new TypeError('VirtualServerManager.listInstances: options "mask" and "select" cannot be used together: give one'),
    );
    await expect(vs.getInstance(1, { select: 'hostname' } as never)).rejects.toThrow(/select/);
    expect(fx.calls()).toHaveLength(before);
  });

  it('joinMask keeps a long default mask one literal', () => {
    expect(joinMask('id, ', 'hostname, ', 'datacenter[name]')).toBe('id, hostname, datacenter[name]');
    expect(VirtualServerManager.LIST_MASK.startsWith('id, globalIdentifier, hostname')).toBe(true);
  });
});
