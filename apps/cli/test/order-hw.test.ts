import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { STACK_LINE, endpointRunner, svc } from './svc.js';

// Several `svc` processes run one after another per test; no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);

const calls = (service: string, method: string) =>
  server.state.requests.filter((r) => r.service === service && r.method === method);
const HW = 'Vendor_Hardware_Server';
const NOTIFICATION = 'Vendor_User_Customer_Notification_Hardware';

const PLACE = [
  'order', 'place', 'BARE_METAL_SERVER', 'dal10', 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', 'BANDWIDTH_0_GB_2',
  '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS', '--preset', 'S1270_32GB_1X1TBSATA_NORAID', '--complex-type', 'Hardware_Server',
  '--extras', '{"hardware":[{"hostname":"ordered1","domain":"example.com"}]}',
];

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('svc order', () => {
  it('package-list (type and keyword filters), category-list, item-list, preset-list, package-locations', async () => {
    const packages = await json<{ keyName: string }[]>(['order', 'package-list']);
    expect(packages.map((p) => p.keyName)).toEqual(['ADDITIONAL_PRODUCTS', 'BARE_METAL_SERVER', 'BARE_METAL_SERVER_OUTLET', 'PUBLIC_CLOUD_SERVER', 'NETWORK_VLAN',
      'RESERVED_CAPACITY', 'DEDICATED_HOST', 'STORAGE_AS_A_SERVICE', 'CODENAME_PRIME', 'PERFORMANCE_STORAGE']);
    const outlet = await run(['order', 'package-list', '--package-type', 'BARE_METAL_CPU', '--keyword', 'Outlet', '--format', 'csv']);
    expect(outlet).toMatchObject({ code: 0, stderr: '', stdout: 'id,name,key_name,type\n201,Outlet Bare Metal Server,BARE_METAL_SERVER_OUTLET,BARE_METAL_CPU\n' });

    const required = await run(['order', 'category-list', 'BARE_METAL_SERVER', '--required', '--format', 'csv']);
    expect(required.stdout.trim().split('\n')).toEqual([
      'name,category_code,required', 'Operating System,os,Y', 'Public Bandwidth,bandwidth,Y', 'Uplink Port Speeds,port_speed,Y',
      'Server,server,Y', 'RAM,ram,Y', 'First Hard Drive,disk0,Y',
    ]);

    const os = await run(['order', 'item-list', 'BARE_METAL_SERVER', '--category', 'os', '--format', 'csv', '--columns', 'key_name,price_id']);
    expect(os.stdout.trim().split('\n')).toEqual([
      'key_name,price_id', 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT,137101', 'OS_DEBIAN_12_X_BOOKWORM_64_BIT,137111',
      'OS_WINDOWS_2022_FULL_STD_64_BIT,137121',
    ]);
    const ram = await json<{ keyName: string }[]>(['order', 'item-list', 'BARE_METAL_SERVER', '-k', 'RAM']);
    expect(ram.map((i) => i.keyName)).toEqual(['RAM_32_GB_DDR4_2133_ECC_NON_REG', 'RAM_64_GB_DDR4_2133_ECC_REG']);

    const presets = await json<{ keyName: string }[]>(['order', 'preset-list', 'BARE_METAL_SERVER']);
    expect(presets.map((p) => p.keyName)).toEqual(['S1270_32GB_1X1TBSATA_NORAID', 'D2620V4_64GB_2X1TBSATA_RAID_1', 'ACCOUNT_S1270_64GB_1X1TBSATA']);
    const some = await json<{ keyName: string }[]>(['order', 'preset-list', 'BARE_METAL_SERVER', '--keyword', '2620']);
    expect(some.map((p) => p.keyName)).toEqual(['D2620V4_64GB_2X1TBSATA_RAID_1']);

    const locations = await run(['order', 'package-locations', 'BARE_METAL_SERVER', '--format', 'table']);
    expect(locations.code).toBe(0);
    expect(locations.stdout).toMatch(/│ id\s+│ dc\s+│ description\s+│ key_name\s+│/);
    expect(locations.stdout).toMatch(/│ \d+\s+│ dal10 │ DAL10 - Dallas 10\s+│ DALLAS10\s+│/);

    const missing = await run(['order', 'item-list', 'NO_SUCH_PACKAGE']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^svc: \w+.*NO_SUCH_PACKAGE does not exist/);
    expect(missing.stderr).not.toMatch(STACK_LINE);
  });

  it('place --verify only verifies; place asks first, then orders; --dry-run prints the call', async () => {
    const verified = await run([...PLACE, '--verify', '--billing', 'monthly', '--format', 'csv']);
    expect(verified).toMatchObject({ code: 0, stderr: '' });
    expect(verified.stdout.trim().split('\n')).toEqual([
      'key_name,description,cost',
      'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT,Ubuntu Linux 22.04 LTS Jammy Jellyfish (64 bit),0',
      'BANDWIDTH_0_GB_2,0 GB Bandwidth Allotment,0',
      '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS,1 Gbps Public & Private Network Uplinks,0',
    ]);
    expect(calls('Vendor_Product_Order', 'verifyOrder')).toHaveLength(1);
    expect(calls('Vendor_Product_Order', 'placeOrder')).toHaveLength(0);

    const no = await run(PLACE, 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will place an order for BARE_METAL_SERVER in dal10 (it is charged to the account).');
    expect(calls('Vendor_Product_Order', 'placeOrder')).toHaveLength(0);

    const dry = await run(['--dry-run', ...PLACE, '--format', 'json']);
    expect(dry.code).toBe(0);
    expect(dry.stderr).toContain('Dry run: nothing was changed. 1 write call(s) would be made');
    const planned = JSON.parse(dry.stdout) as { service: string; method: string; args: [{ orderContainers: Record<string, unknown>[] }] }[];
    expect(planned.map((c) => [c.service, c.method])).toEqual([['Vendor_Product_Order', 'placeOrder']]);
    expect(planned[0]?.args[0].orderContainers[0]).toMatchObject({
      complexType: 'Vendor_Container_Product_Order_Hardware_Server', packageId: 200, presetId: 64, useHourlyPricing: true,
      hardware: [{ hostname: 'ordered1', domain: 'example.com' }],
    });
    expect(calls('Vendor_Product_Order', 'placeOrder')).toHaveLength(0);

    const placed = await run(PLACE, 'y\n');
    expect(placed.code).toBe(0);
    expect(placed.stdout).toMatch(/"orderId": \d+/);
    const wire = calls('Vendor_Product_Order', 'placeOrder');
    expect(wire).toHaveLength(1);
    expect(server.state.data.hardware.some((h) => h.hostname === 'ordered1')).toBe(true);

    const badExtras = await run([...PLACE.slice(0, -1), '[1]', '--yes']);
    expect(badExtras.code).toBe(2);
    expect(badExtras.stderr).toContain("option '--extras <json>' expects a JSON object");
    const noType = await run(['order', 'place', 'BARE_METAL_SERVER', 'dal10', 'X', '--verify']);
    expect(noType.code).toBe(2);
    expect(noType.stderr).toContain("required option '--complex-type <type>' not specified");
  });

  it('quote-list and quote-detail', async () => {
    const quotes = await run(['order', 'quote-list', '--format', 'csv']);
    expect(quotes.stdout.trim().split('\n')).toEqual([
      'id,name,created,expires,status,package,package_id',
      '4000,database tier,2024-06-01T00:00:00Z,2024-07-01T00:00:00Z,PENDING,BARE_METAL_SERVER,200',
    ]);
    const detail = await run(['order', 'quote-detail', '4000', '--format', 'table']);
    expect(detail.stdout).toMatch(/│ name\s+│ database tier\s+│/);
    expect(detail.stdout).toMatch(/│ items\s+│ S1270 E3-1270 v6 32GB 1X1TB SATA NORAID │/);
    const bad = await run(['order', 'quote-detail', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("argument '<id>' expects a positive integer id, got 'x'");
  });

  it('place-quote, quote-save, quote-delete (asks first), quote (--verify, then asks), lookup, cancelation', async () => {
    const quoted = await json<{ quote: { id: number; name: string } }>([
      'order', 'place-quote', ...PLACE.slice(2), '--name', 'cli quote', '--send-email']);
    expect(quoted.quote.name).toBe('cli quote');
    const [placeQuote] = calls('Vendor_Product_Order', 'placeQuote');
    expect(placeQuote?.args[0]).toMatchObject({ quoteName: 'cli quote', sendQuoteEmailFlag: true });
    expect(JSON.stringify(placeQuote?.args)).toContain('"useHourlyPricing":false');
    const id = String(quoted.quote.id);
    expect((await json<{ id: number }[]>(['order', 'quote-list'])).map((q) => q.id)).toContain(quoted.quote.id);

    const saved = await run(['order', 'quote-save', id, '--format', 'csv', '--columns', 'id,status']);
    expect(saved.stdout).toBe(`name,value\nid,${id}\nstatus,SAVED\n`);
    const no = await run(['order', 'quote-delete', id], 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain(`This will delete quote ${id}.`);
    const deleted = await run(['order', 'quote-delete', id, '--yes', '--format', 'table']);
    expect(deleted).toMatchObject({ code: 0, stdout: `Deleted quote ${id}.\n` });
    expect(calls('Vendor_Billing_Order_Quote', 'deleteQuote')).toHaveLength(1);

    const extras = '{"hardware":[{"hostname":"fromquote","domain":"example.com"}]}';
    const verified = await run(['order', 'quote', '4000', '--extras', extras, '--verify', '--format', 'csv', '--columns', 'key_name']);
    expect(verified).toMatchObject({ code: 0, stderr: '' });
    expect(verified.stdout).toContain('\nOS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT\n');
    expect(calls('Vendor_Billing_Order_Quote', 'verifyOrder')).toHaveLength(1);
    const refused = await run(['order', 'quote', '4000', '--extras', extras], 'n\n');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('This will order quote 4000 (it is charged to the account).');
    expect(calls('Vendor_Billing_Order_Quote', 'placeOrder')).toHaveLength(0);
    const ordered = await run(['order', 'quote', '4000', '--extras', extras, '--yes', '--format', 'table']);
    expect(ordered.stdout).toMatch(/│ status\s+│ PENDING_AUTO_APPROVAL │/);
    expect(JSON.stringify(calls('Vendor_Billing_Order_Quote', 'placeOrder')[0]?.args)).toContain('"hostname":"fromquote"');

    const lookup = await run(['order', 'lookup', '6000000', '--format', 'table']);
    expect(lookup.stdout).toMatch(/│ status\s+│ COMPLETE\s+│/);
    expect(lookup.stdout).toMatch(/│ total\s+│ 109\s+│/);
    expect(lookup.stdout).toMatch(/│ items\s+│ S1270 E3-1270 v6 32GB 1X1TB SATA NORAID │/);
    const cancelation = await run(['order', 'cancelation', '--format', 'csv']);
    expect(cancelation).toMatchObject({ code: 0, stderr: '' });
    expect(cancelation.stdout.split('\n')[0]).toBe('id,created,status,items,requested_by,ticket');
  });
});

describe('svc hw (more)', () => {
  it('cancel-reasons, create-options, credentials (masked), bandwidth, sensor', async () => {
    const reasons = await json<{ code: string }[]>(['hw', 'cancel-reasons']);
    expect(reasons.map((r) => r.code)).toContain('unneeded');
    const options = await json<{ kind: string; key: string }[]>(['hw', 'create-options', '--datacenter', 'dal10']);
    expect(options).toContainEqual(expect.objectContaining({ kind: 'location', key: 'dal10' }));
    expect(options).toContainEqual(expect.objectContaining({ kind: 'size', key: 'S1270_32GB_1X1TBSATA_NORAID' }));
    expect(options).toContainEqual(expect.objectContaining({ kind: 'os', key: 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT' }));

    // The fake server's root password of bm01, as the raw API returns it; `hw credentials` never prints it.
    const raw = await run(['call-api', 'Hardware', 'getSoftwareComponents', '--id', '200001', '--mask', 'passwords[password]', '--format', 'json']);
    const secrets = [...raw.stdout.matchAll(/"password": "([^"]+)"/g)].map((m) => m[1]!);
    expect(secrets.length).toBeGreaterThan(0);
    for (const format of ['json', 'table', 'csv']) {
      const { code, stdout } = await run(['hw', 'credentials', 'bm01', '--format', format]);
      expect(code).toBe(0);
      expect(stdout).toContain('root');
      expect(stdout).toContain('********');
      for (const secret of secrets) expect(stdout).not.toContain(secret);
    }

    const bandwidth = await json<{ type: string }[]>(['hw', 'bandwidth', 'bm01', '--rollup', '86400', '--direction', 'public']);
    expect(bandwidth.length).toBeGreaterThan(0);
    expect(bandwidth.every((s) => s.type.startsWith('public'))).toBe(true);
    const badRollup = await run(['hw', 'bandwidth', 'bm01', '--direction', 'both']);
    expect(badRollup.code).toBe(2);
    expect(badRollup.stderr).toContain("option '--direction <dir>' argument 'both' is invalid. Expected one of public, private.");
    const components = await run(['hw', 'components', 'bm01', '--format', 'csv', '--columns', 'type,firmware,firmware_date']);
    expect(components.stdout).toContain('\nPROCESSOR,0.2.0,2024-02-01T00:00:00Z\n');
    const sensors = await run(['hw', 'sensor', 'bm01', '--format', 'csv']);
    expect(sensors.stdout.split('\n')[0]).toBe('sensor,status,reading,units,min,max');
    expect(sensors.stdout).toMatch(/^CPU1 Temp,ok,/m);
  });

  it('authorize-storage then storage; notifications add, list, delete', async () => {
    const authorize = await run(['hw', 'authorize-storage', 'bm01', '-u', 'SL01SEL3000001-1', '--format', 'table']);
    expect(authorize).toMatchObject({ code: 0, stdout: 'Authorized hardware server bm01 to use SL01SEL3000001-1.\n' });
    expect(calls('Vendor_Hardware', 'allowAccessToNetworkStorageList')).toHaveLength(1);
    const storage = await json<{ username: string }[]>(['hw', 'storage', 'bm01']);
    expect(storage.map((v) => v.username)).toEqual(['SL01SEL3000001-1']);

    const added = await json<{ id: number; userId: number }[]>(['hw', 'notification-add', 'bm01', '--users', '7002,7003']);
    expect(added.map((n) => n.userId)).toEqual([7002, 7003]);
    expect(calls(NOTIFICATION, 'createObject')).toHaveLength(2);
    const listed = await json<{ id: number }[]>(['hw', 'notifications', 'bm01']);
    expect(listed.map((n) => n.id)).toEqual(added.map((n) => n.id));
    const removed = await run(['hw', 'notification-delete', String(added[0]?.id), '--format', 'table']);
    expect(removed).toMatchObject({ code: 0, stdout: `Removed notification ${added[0]?.id}.\n` });
    expect(calls(NOTIFICATION, 'deleteObjects')).toHaveLength(1);
    expect((await json<unknown[]>(['hw', 'notifications', 'bm01']))).toHaveLength(1);
  });

  it('rescue, update-firmware and reflash-firmware ask first; --only picks the parts; ready', async () => {
    const no = await run(['hw', 'rescue', 'bm02'], 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will reboot hardware server bm02 into the rescue kernel.');
    expect(calls(HW, 'bootToRescueLayer')).toHaveLength(0);
    expect((await run(['hw', 'rescue', 'bm02', '--format', 'table'], 'y\n')).stdout).toBe('Hardware server bm02 is rebooting into rescue.\n');
    expect(calls(HW, 'bootToRescueLayer')).toHaveLength(1);

    const update = await run(['hw', 'update-firmware', 'bm02', '--only', 'bios,ipmi', '--yes', '--format', 'table']);
    expect(update).toMatchObject({ code: 0, stdout: 'Update of the firmware of hardware server bm02 started.\n' });
    const [updateCall] = calls(HW, 'createFirmwareUpdateTransaction');
    // ipmi, raidController, bios, hardDrive, network
    expect(updateCall?.args).toEqual([true, false, true, false, false]);
    const dry = await run(['--dry-run', 'hw', 'reflash-firmware', 'bm02', '--format', 'json']);
    expect(JSON.parse(dry.stdout)).toEqual([{ service: HW, method: 'createFirmwareReflashTransaction', id: 200002, args: [true, true, true] }]);
    const badPart = await run(['hw', 'reflash-firmware', 'bm02', '--only', 'network', '--yes']);
    expect(badPart.code).toBe(2);
    expect(badPart.stderr).toContain("option '--only <parts>' expects some of ipmi, raid-controller, bios, got 'network'");
    expect(calls(HW, 'createFirmwareReflashTransaction')).toHaveLength(0);

    const ready = await run(['hw', 'ready', 'bm04', '--format', 'json']);
    expect(ready).toMatchObject({ code: 0, stdout: 'true\n' });
  });

  it('create --test verifies only; create asks first, then orders', async () => {
    const create = ['hw', 'create', '-H', 'bmnew', '-D', 'example.com', '-s', 'S1270_32GB_1X1TBSATA_NORAID',
      '-o', 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', '-d', 'dal10', '--port-speed', '1000'];
    const before = calls('Vendor_Product_Order', 'placeOrder').length;
    const test = await run([...create, '--test', '--format', 'csv', '--columns', 'key_name']);
    expect(test).toMatchObject({ code: 0, stderr: '' });
    expect(test.stdout).toContain('\nOS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT\n');
    expect(test.stdout).toContain('\n1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS\n');
    const no = await run(create, 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will order hardware server bmnew.example.com (it is charged to the account).');
    expect(calls('Vendor_Product_Order', 'placeOrder')).toHaveLength(before);
    const yes = await run([...create, '--yes', '--format', 'table']);
    expect(yes.code).toBe(0);
    expect(yes.stdout).toMatch(/│ status\s+│ PENDING_AUTO_APPROVAL │/);
    const [order] = calls('Vendor_Product_Order', 'placeOrder').slice(before);
    expect(JSON.stringify(order?.args)).toContain('"hostname":"bmnew"');
    expect(server.state.data.hardware.some((h) => h.hostname === 'bmnew')).toBe(true);
    const missing = await run(['hw', 'create', '-H', 'x', '-D', 'example.com']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '-s, --size <preset>' not specified");
  });

  it('help of a new command shows its example', async () => {
    const help = await svc(['order', 'place', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('svc order place BARE_METAL_SERVER dal10');
  });
});
