/**
 * Typed selection against the fake server (127.0.0.1): each typed case of the table makes its call
 * and holds the keys its result type allows as a witness (`KeyTree<typeof result>`, a literal the
 * compiler checks to be exactly the type's keys at every level). At run time every key the server
 * sent must be in the witness, and every path the mask selects must be in it too — the type covers
 * what comes back and what was asked for, through every call form.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Page } from '../index.js';
import { maskPaths, selectionMask } from '../wire.js';

/** The keys of a result type at every level (a list's items for a list), each `true` at a leaf. */
type KeyTree<T> = T extends readonly (infer I)[] ? KeyTree<I> : { [K in keyof T]-?: Leaf<Exclude<T[K], undefined>> };
type Leaf<V> = V extends readonly (infer I)[] ? Leaf<I> : V extends object ? KeyTree<V> : true;

/** The paths of `value` (items of lists included) that the witness lacks. */
function outside(value: unknown, tree: Record<string, unknown>, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => outside(item, tree, path));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const at = path === '' ? key : `${path}.${key}`;
    if (!Object.hasOwn(tree, key)) return [at];
    const sub = tree[key];
    return typeof sub === 'object' && sub !== null ? outside(inner, sub as Record<string, unknown>, at) : [];
  });
}

/** The paths a mask selects that the witness lacks (casts are not properties). */
function missing(paths: readonly string[], tree: Record<string, unknown>): string[] {
  return paths.filter((path) => {
    let level: unknown = tree;
    for (const step of path.split('.')) {
      if (step.startsWith('(')) continue;
      if (typeof level !== 'object' || level === null || !Object.hasOwn(level, step)) return true;
      level = (level as Record<string, unknown>)[step];
    }
    return false;
  });
}

/** Asserts that the result fits its witness and that the witness holds what the mask selects. */
function fits(result: unknown, keys: object, mask: string): void {
  expect(outside(result, keys as Record<string, unknown>), 'keys sent that the type lacks').toEqual([]);
  expect(missing(maskPaths(mask), keys as Record<string, unknown>), 'selected paths the type lacks').toEqual([]);
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

let server: FakeServer;
let client: Client;
let guestId: number;

beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: 12 } });
  client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
  guestId = server.state.data.virtualGuests[0]!.id;
});

afterAll(async () => {
  await server.close();
});

describe('typed selection: what comes back is on the type, what was selected is on the type', () => {
  it('client.call with named locals, a dotted relation: the locals plus id, the relation narrowed', async () => {
    const mask = 'id, hostname, datacenter.name';
    const guest = await client.call('Virtual_Guest', 'getObject', { id: guestId, mask });
    const keys: KeyTree<typeof guest> = { id: true, hostname: true, datacenter: { id: true, name: true } };
    fits(guest, keys, mask);
    expect(guest.hostname).toBeTypeOf('string');
    expect(guest.datacenter?.name).toBeTypeOf('string');
  });

  it('client.call of a list: mask[…], nesting two levels deep', async () => {
    const mask = 'mask[hostname,domain,datacenter[name,longName],tagReferences[tag[name]]]';
    const guests = await client.call('Account', 'getVirtualGuests', { mask, limit: 3 });
    const keys: KeyTree<typeof guests> = {
      id: true, hostname: true, domain: true, datacenter: { id: true, name: true, longName: true },
      tagReferences: { id: true, usrRecordId: true, resourceTableId: true, empRecordId: true, tagId: true, tagTypeId: true, tag: { id: true, name: true } },
    };
    fits(guests, keys, mask);
    expect(guests).toHaveLength(3);
  });

  it('a relation named bare has its local properties (and relational values)', async () => {
    const mask = 'id, datacenter';
    const guest = await client.Virtual_Guest.getObject({ id: guestId, mask });
    const keys: KeyTree<typeof guest> = {
      id: true,
      datacenter: { id: true, name: true, longName: true, statusId: true, bnppCompliantFlag: true, euCompliantFlag: true, onlineSslVpnUserCount: true, pathString: true },
    };
    fits(guest, keys, mask);
    expect(guest.datacenter?.longName).toBeTypeOf('string');
  });

  it('no local named: every local property (and relational values), plus the named relation', async () => {
    const mask = 'mask[datacenter[name]]';
    const guest = await client.call('Virtual_Guest', 'getObject', { id: guestId, mask });
    const keys: KeyTree<typeof guest> = {
      id: true, datacenter: { id: true, name: true },
      supplementalCreateObjectOptions: { bootMode: true, flavorKeyName: true, immediateApprovalOnlyFlag: true, postInstallScriptUri: true },
      accountId: true, accountOwnedPoolFlag: true, averageDailyPrivateBandwidthUsage: true, averageDailyPublicBandwidthUsage: true,
      bandwidthAllocation: true, blockCancelBecauseDisconnectedFlag: true, consoleIpAddressFlag: true, createDate: true,
      dedicatedAccountHostOnlyFlag: true, domain: true, fullyQualifiedDomainName: true, globalIdentifier: true, gpuCount: true,
      gpuType: true, hardwareFunctionDescription: true, hostname: true, hourlyBillingFlag: true, inboundPrivateBandwidthUsage: true,
      inboundPublicBandwidthUsage: true, lastPowerStateId: true, lastVerifiedDate: true, localDiskFlag: true, managedResourceFlag: true,
      maxCpu: true, maxCpuUnits: true, maxMemory: true, metricPollDate: true, metricTrackingObjectId: true, modifyDate: true,
      monitoringServiceEligibilityFlag: true, notes: true, operatingSystemReferenceCode: true, orderedPackageId: true,
      outboundPrivateBandwidthUsage: true, outboundPublicBandwidthUsage: true, overBandwidthAllocationFlag: true,
      pendingMigrationFlag: true, placementGroupId: true, postInstallScriptUri: true, primaryBackendIpAddress: true,
      primaryIpAddress: true, privateNetworkOnlyFlag: true, projectedOverBandwidthAllocationFlag: true,
      projectedPublicBandwidthUsage: true, provisionDate: true, reservedCapacityGroupFlag: true, scaledFlag: true, startCpus: true,
      statusId: true, transientGuestFlag: true, typeId: true, uuid: true, virtualRackId: true, virtualRackName: true,
    };
    fits(guest, keys, mask);
    expect(guest.maxMemory).toBeTypeOf('number');
    expect(guest.datacenter?.name).toBeTypeOf('string');
    // Relations not named stay out of the type, and out of the answer.
    expect(guest).not.toHaveProperty('billingItem');
  });

  it('counts and relational values named', async () => {
    const mask = 'companyName, virtualGuestCount';
    const account = await client.service('Account').getObject({ mask });
    const keys: KeyTree<typeof account> = { id: true, companyName: true, virtualGuestCount: true };
    fits(account, keys, mask);
    expect(account.virtualGuestCount).toBe(12);
    const valueMask = 'hostname, primaryIpAddress';
    const guest = await client.call('Virtual_Guest', 'getObject', { id: guestId, mask: valueMask });
    const guestKeys: KeyTree<typeof guest> = { id: true, hostname: true, primaryIpAddress: true };
    fits(guest, guestKeys, valueMask);
  });

  it('iterCall, iterPages and iter: true yield narrowed items', async () => {
    const mask = 'hostname, billingItem[recurringFee, hourlyRecurringFee], powerState';
    const items = await collect(client.iterCall('Account', 'getVirtualGuests', { mask, chunk: 5 }));
    const keys: KeyTree<(typeof items)[number]> = {
      id: true, hostname: true, billingItem: { id: true, recurringFee: true, hourlyRecurringFee: true }, powerState: { keyName: true, name: true, description: true },
    };
    fits(items, keys, mask);
    expect(items).toHaveLength(12);
    expect(items[0]?.billingItem?.recurringFee).toBeTypeOf('string');
    expect(items[0]?.powerState?.name).toBeTypeOf('string');

    const pages: Page<{ id?: number; hostname?: string; status?: { name?: string } }>[] = await collect(
      client.iterPages('Account', 'getVirtualGuests', { select: { hostname: true, status: { name: true } }, chunk: 5 }),
    );
    const pageKeys: KeyTree<(typeof pages)[number]['items'][number]> = { id: true, hostname: true, status: { name: true } };
    fits(pages.flatMap((page) => page.items), pageKeys, selectionMask({ hostname: true, status: { name: true } }));

    const iterMask = 'maxMemory, maxCpu, networkComponents[maxSpeed]';
    const iterated = await collect(client.call('Account', 'getVirtualGuests', { iter: true, mask: iterMask, chunk: 4 }));
    const iterKeys: KeyTree<(typeof iterated)[number]> = { id: true, maxMemory: true, maxCpu: true, networkComponents: { id: true, maxSpeed: true } };
    fits(iterated, iterKeys, iterMask);
    const handled = await collect(client.Account.iterCall('getVirtualGuests', { mask: 'filteredMask[id, hostname]' }));
    const handledKeys: KeyTree<(typeof handled)[number]> = { id: true, hostname: true };
    fits(handled, handledKeys, 'filteredMask[id, hostname]');
  });

  it('select through a handle: sent as the equivalent mask, narrowed the same way', async () => {
    const select = { hostname: true, datacenter: { name: true } } as const;
    const guest = await client.Vendor_Virtual_Guest.getObject({ id: guestId, select });
    const keys: KeyTree<typeof guest> = { id: true, hostname: true, datacenter: { id: true, name: true } };
    fits(guest, keys, selectionMask(select));
    expect(server.state.requests.at(-1)!.headers.Vendor_ObjectMask).toEqual({ mask: 'mask[hostname,datacenter[name]]' });
  });

  it('casts: the subtype properties of several masks', async () => {
    const mask = '[mask[id, hostname], mask(Vendor_Hardware_Server)[activeTransaction[id]]]';
    const servers = await client.call('Account', 'getHardware', { mask, limit: 2 });
    const keys: KeyTree<typeof servers> = { id: true, hostname: true, activeTransaction: { id: true } };
    fits(servers, keys, mask);
    expect(servers).toHaveLength(2);
    expect(servers[0]?.hostname).toBeTypeOf('string');
  });

  it('whitespace anywhere and the mask.a.b form', async () => {
    const mask = '  mask [ hostname ,\n\tdatacenter [ name ] ]  ';
    const guest = await client.call('Virtual_Guest', 'getObject', { id: guestId, mask });
    const keys: KeyTree<typeof guest> = { id: true, hostname: true, datacenter: { id: true, name: true } };
    fits(guest, keys, mask);
    const dotted = 'mask.datacenter.name';
    const other = await client.call('Virtual_Guest', 'getObject', { id: guestId, mask: dotted });
    expect(Object.keys(other)).toContain('hostname'); // no local named: the locals come back
    expect(other.datacenter?.name).toBeTypeOf('string');
    expect(missing(maskPaths(dotted), { datacenter: { name: true } })).toEqual([]);
  });
});
