import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from './fake-server.js';
import { mask, rpc, value } from './test-client.js';

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
    expect(server.state.data.images.at(-1)).toMatchObject({ name: 'captured', publicFlag: false });
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
