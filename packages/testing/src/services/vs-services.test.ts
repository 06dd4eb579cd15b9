import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../http/fake-server.js';
import { mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => server.state.reset());

const init = (service: string, id: number): Record<string, unknown> => ({ [`${service}InitParameters`]: { id } });
const IMAGES = 'Vendor_Virtual_Guest_Block_Device_Template_Group';

describe('the virtual-server area of the fake server', () => {
  it('orderBy filters are accepted (sort ASC/DESC) and a bad sort faults', async () => {
    const sorted = await value<unknown[]>(server, 'Vendor_Account', 'getVirtualGuests', {
      headers: { Vendor_AccountObjectFilter: { virtualGuests: { id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] } } } },
    });
    expect(sorted).toHaveLength(server.state.data.virtualGuests.length);
    const bad = await rpc(server, 'Vendor_Account', 'getVirtualGuests', {
      headers: { Vendor_AccountObjectFilter: { virtualGuests: { id: { operation: 'orderBy', options: [{ name: 'sort', value: ['UP'] }] } } } },
    });
    expect(bad.fault?.faultString).toMatch(/orderBy sort must be 'ASC' or 'DESC'/);
  });

  it('Security_Ssh_Key.createObject checks the key text, answers with id and fingerprint; the account lists it', async () => {
    const bad = await rpc(server, 'Vendor_Security_Ssh_Key', 'createObject', { args: [{ key: 'not a key', label: 'x' }] });
    expect(bad.fault?.faultString).toMatch(/key must be a public key text/);
    const created = await value<Record<string, unknown>>(server, 'Vendor_Security_Ssh_Key', 'createObject', {
      args: [{ key: 'ssh-rsa AAAAB3Nza me@host', label: 'new', notes: null }],
    });
    expect(created).toMatchObject({ label: 'new', key: 'ssh-rsa AAAAB3Nza me@host', fingerprint: expect.stringMatching(/^[0-9a-f:]{47}$/) as unknown });
    expect(created).not.toHaveProperty('notes');
    const listed = await value<{ id: number }[]>(server, 'Vendor_Account', 'getSshKeys', { headers: mask('id') });
    expect(listed.map((key) => key.id)).toContain(created.id);
  });

  it('image templates: public list under a mask, imports need the right URI scheme, locations are checked', async () => {
    const publicImages = await value<Record<string, unknown>[]>(server, IMAGES, 'getPublicImages', { headers: mask('id, name') });
    expect(publicImages.map((image) => Object.keys(image).sort())).toEqual([['id', 'name'], ['id', 'name']]);
    const wrong = await rpc(server, IMAGES, 'createFromIcos', { args: [{ name: 'x', uri: 'swift://a@dal05/c/x.vhd' }] });
    expect(wrong.fault?.faultString).toMatch(/uri must be cos:\/\/region\/bucket\/object/);
    const id = server.state.data.images[1]!.id;
    const unknown = await rpc(server, IMAGES, 'addLocations', { headers: init(IMAGES, id), args: [[{ id: 1 }]] });
    expect(unknown.fault?.faultString).toMatch(/unknown location id\(s\) 1/);
  });

  it('Virtual_Guest actions: setUserMetadata answers the attributes, NIC speeds are checked, capture makes an image', async () => {
    const guest = server.state.data.virtualGuests[0]!;
    const headers = init('Vendor_Virtual_Guest', guest.id);
    expect(await value(server, 'Vendor_Virtual_Guest', 'setUserMetadata', { headers, args: [['#cloud-config']] })).toEqual([{ value: '#cloud-config' }]);
    const speed = await rpc(server, 'Vendor_Virtual_Guest', 'setPublicNetworkInterfaceSpeed', { headers, args: [42] });
    expect(speed.fault?.faultString).toMatch(/port speed of 0, 10, 100, 1000 or 10000/);
    const transaction = await value<Record<string, unknown>>(server, 'Vendor_Virtual_Guest', 'createArchiveTemplate', {
      headers, args: ['captured', [{ id: 1, device: '0' }], null],
    });
    expect(transaction).toMatchObject({ guestId: guest.id, globalIdentifier: expect.any(String) as unknown });
    expect(server.state.data.images.at(-1)).toMatchObject({ name: 'captured', publicFlag: 0 });
  });

  it('Metric_Tracking_Object answers for the tracking id of each guest, and checks the rollup', async () => {
    const guest = server.state.data.virtualGuests[0]!;
    const trackingId = await value<number>(server, 'Vendor_Virtual_Guest', 'getMetricTrackingObjectId', { headers: init('Vendor_Virtual_Guest', guest.id) });
    const headers = init('Vendor_Metric_Tracking_Object', trackingId);
    const points = await value<unknown[]>(server, 'Vendor_Metric_Tracking_Object', 'getBandwidthData', {
      headers, args: ['2024-01-01T00:00:00Z', '2024-01-01T00:10:00Z', 'private', 300],
    });
    expect(points).toHaveLength(6);
    const bad = await rpc(server, 'Vendor_Metric_Tracking_Object', 'getBandwidthData', { headers, args: ['2024-01-01', '2024-01-02', null, 7] });
    expect(bad.fault?.faultString).toMatch(/rollup must be/);
  });

  it('flavor templates create guests of the flavor size; a flavor with startCpus faults', async () => {
    const base = { hostname: 'f1', domain: 'example.com', supplementalCreateObjectOptions: { flavorKeyName: 'C1_4X4X25' } };
    const created = await value<Record<string, unknown>>(server, 'Vendor_Virtual_Guest', 'createObject', { args: [base] });
    expect(created).toMatchObject({ maxCpu: 4, maxMemory: 4096 });
    const both = await rpc(server, 'Vendor_Virtual_Guest', 'createObject', { args: [{ ...base, startCpus: 2 }] });
    expect(both.fault?.faultString).toMatch(/not both/);
  });
});

const VG = 'Vendor_Virtual_Guest';
const UPGRADE = 'Vendor_Container_Product_Order_Virtual_Guest_Upgrade';
interface Price { id: number; locationGroupId?: number | null; categories: { id: number; name: string; categoryCode: string }[]; item: { capacity: string; units?: string; description: string } }

describe('virtual-server ordering in the fake server (shaped as the reference fixtures)', () => {
  it('Virtual_Guest.getUpgradeItemPrices: generic prices of cores, memory, ports and added disks, under the mask; no downgrades on false', async () => {
    const guest = server.state.data.virtualGuests[0]!;
    const headers = { ...init(VG, guest.id), ...mask('mask[id,locationGroupId,categories[name,id,categoryCode],item[description,capacity,units]]') };
    const prices = await value<Price[]>(server, VG, 'getUpgradeItemPrices', { headers, args: [true] });
    expect(prices.find((price) => price.id === 51_041)).toEqual({
      id: 51_041, categories: [{ id: 80, name: 'Computing Instance', categoryCode: 'guest_core' }],
      item: { id: 5104, capacity: '4', units: 'CORE', description: '4 x 2.0 GHz or higher Cores' },
    });
    const disk = prices.find((price) => price.id === 54_033)!;
    expect(disk.categories.map((category) => category.name)).toEqual(['Second Disk', 'Third Disk', 'Fourth Disk', 'Fifth Disk']);
    expect(prices.some((price) => price.categories.some((category) => category.categoryCode === 'guest_disk0'))).toBe(false);
    expect(prices.every((price) => !price.locationGroupId)).toBe(true);
    const upOnly = await value<Price[]>(server, VG, 'getUpgradeItemPrices', { headers, args: [false] });
    const cores = upOnly.filter((price) => price.categories[0]!.categoryCode === 'guest_core').map((price) => Number(price.item.capacity));
    expect(Math.min(...cores)).toBeGreaterThanOrEqual(guest.maxCpu);
    const bad = await rpc(server, VG, 'getUpgradeItemPrices', { headers, args: ['yes'] });
    expect(bad.fault?.faultString).toMatch(/expects a boolean \(includeDowngradeOptions\)/);
  });

  it('Product_Package 46 (CLOUD_SERVER) names the disk slots; is null and *= filters select its SAN disk prices', async () => {
    const prices = await value<Price[]>(server, 'Vendor_Product_Package', 'getItemPrices', {
      headers: {
        ...init('Vendor_Product_Package', 46), ...mask('mask[id,locationGroupId,item[capacity,description,keyName],categories]'),
        Vendor_Product_PackageObjectFilter: {
          itemPrices: { locationGroupId: { operation: 'is null' }, item: { keyName: { operation: '*= GUEST_DISK_10_GB_SAN' } } },
        },
      },
    });
    expect(prices.map((price) => [price.id, price.categories.map((category) => category.name)])).toEqual([
      [54_011, ['First Disk']], [54_013, ['Second Disk', 'Third Disk', 'Fourth Disk', 'Fifth Disk']],
    ]);
  });

  it('an upgrade order is checked: one guest of the account, its upgrade prices, a known preset', async () => {
    const { id } = server.state.data.virtualGuests[0]!;
    const order = { complexType: UPGRADE, virtualGuests: [{ id }], prices: [{ id: 52_081 }] };
    const verified = await value<Record<string, unknown>>(server, 'Vendor_Product_Order', 'verifyOrder', { args: [order] });
    expect(verified).toMatchObject({ packageId: 835, prices: [{ id: 52_081, item: { capacity: '8' } }] });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...order, virtualGuests: [{ id: 1 }] }, /virtualGuests: \[\{ id \}\] of one of the account's guests/],
      [{ ...order, prices: [{ id: 4_0691 }] }, /is not an upgrade price of guest/],
      [{ complexType: UPGRADE, virtualGuests: [{ id }] }, /an upgrade needs prices or a presetId/],
      [{ ...order, presetId: 64 }, /preset 64 is not in package PUBLIC_CLOUD_SERVER/],
      [{ ...order, prices: [{ id: 54_033, categories: [{ id: 3 }] }] }, /not sold in the categories asked for/],
    ];
    for (const [bad, message] of cases) {
      expect((await rpc(server, 'Vendor_Product_Order', 'verifyOrder', { args: [bad] })).fault?.faultString).toMatch(message);
    }
    // verifyOrder changes nothing; placeOrder applies the upgrade at once.
    const before = server.state.data.virtualGuests[0]!.maxMemory;
    expect(before).not.toBe(8192);
    await value(server, 'Vendor_Product_Order', 'placeOrder', { args: [order] });
    expect(server.state.data.virtualGuests[0]!.maxMemory).toBe(8192);
  });

  it('a guest order places guests (receipt orderDetails.virtualGuests) and refuses prices the package does not sell', async () => {
    const template = await value<Record<string, unknown>>(server, VG, 'generateOrderTemplate', {
      args: [{ hostname: 'o1', domain: 'example.com', startCpus: 4, maxMemory: 8192, hourlyBillingFlag: true, localDiskFlag: false, operatingSystemReferenceCode: 'DEBIAN_12_64' }],
    });
    expect((template.prices as { id: number }[]).map((price) => price.id)).toEqual([51_041, 52_081, 53_041, 55_021, 54_021]);
    const receipt = await value<{ orderDetails: { virtualGuests: { id: number; hostname: string }[] } }>(server, 'Vendor_Product_Order', 'placeOrder', { args: [template] });
    const [made] = receipt.orderDetails.virtualGuests;
    const stored = server.state.data.virtualGuests.find((guest) => guest.id === made!.id)!;
    expect(stored).toMatchObject({ hostname: 'o1', maxCpu: 4, maxMemory: 8192, localDiskFlag: false });
    expect(stored.operatingSystem.softwareLicense.softwareDescription.referenceCode).toBe('DEBIAN_12_64');
    const odd = await value<Record<string, unknown>>(server, VG, 'generateOrderTemplate', {
      args: [{ hostname: 'o2', domain: 'example.com', startCpus: 3, maxMemory: 1024 }],
    });
    expect((await rpc(server, 'Vendor_Product_Order', 'placeOrder', { args: [odd] })).fault?.faultString).toMatch(/price 1 \(id 1640\) is not a price of package PUBLIC_CLOUD_SERVER/);
    const nameless = { ...template, virtualGuests: [{ hostname: '', domain: 'example.com' }] };
    expect((await rpc(server, 'Vendor_Product_Order', 'verifyOrder', { args: [nameless] })).fault?.faultString).toMatch(/virtualGuests\[0\] needs a hostname and a domain/);
  });
});
