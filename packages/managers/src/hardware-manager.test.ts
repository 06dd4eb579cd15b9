import { ServiceError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import { NameResolutionError } from './errors.js';
import { HardwareManager } from './hardware-manager.js';
import { collect, maskHeader, useFixture, wireDate } from './test-fixture.js';
import type { Fixture, SeenCall } from './test-fixture.js';

let fx: Fixture;
let hw: HardwareManager;
useFixture((started) => {
  fx = started;
  hw = new HardwareManager(fx.client);
}, { reloadDelayMs: 60_000, provisionDelayMs: 60_000 });

const ORDER_BY_ID = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };
const init = (id: number): Record<string, unknown> => ({ Vendor_Hardware_ServerInitParameters: { id } });
const onServer = (id: number, method: string, args: unknown[] = [], headers: Record<string, unknown> = {}): SeenCall => ({
  service: 'Vendor_Hardware_Server', method, args, headers: { ...headers, ...init(id) },
});
const server = (index: number): Fixture['server']['state']['data']['hardware'][number] => fx.server.state.data.hardware[index]!;

describe('HardwareManager: listing and reading', () => {
  it('lists through Account.getHardware with the typed default mask and the id orderBy', async () => {
    const servers = await hw.listHardware();
    expect(fx.calls()).toEqual([{
      service: 'Vendor_Account', method: 'getHardware', args: [],
      headers: { ...maskHeader(HardwareManager.LIST_MASK), Vendor_AccountObjectFilter: { hardware: { id: ORDER_BY_ID } } },
    }]);
    expect(servers.map((s) => s.id)).toEqual(fx.server.state.data.hardware.map((s) => s.id));
    expect(Object.keys(servers[0]!)).toEqual(expect.arrayContaining(['id', 'hostname', 'hardwareStatus', 'datacenter']));
    expect(servers[0]).not.toHaveProperty('notes');
  });

  it('sends every keyword filter in group hardware, merged with the caller filter', async () => {
    await hw.listHardware({
      tags: ['db'], cpus: 8, memory: '>= 64', hostname: 'db*', domain: 'example.com', datacenter: 'dal10',
      nicSpeed: 1000, publicIp: '169.1.1.1', privateIp: '10.*', owner: 'demo', filter: { hardware: { notes: { operation: '*= x' } } },
      limit: 3,
    });
    expect(fx.calls()[0]!.headers).toEqual({
      ...maskHeader(HardwareManager.LIST_MASK),
      Vendor_AccountObjectFilter: {
        hardware: {
          id: ORDER_BY_ID,
          notes: { operation: '*= x' },
          tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['db'] }] } } },
          processorPhysicalCoreAmount: { operation: 8 },
          memoryCapacity: { operation: '>= 64' },
          billingItem: { orderItem: { order: { userRecord: { username: { operation: '_= demo' } } } } },
          hostname: { operation: '^= db' },
          domain: { operation: '_= example.com' },
          datacenter: { name: { operation: '_= dal10' } },
          networkComponents: { maxSpeed: { operation: 1000 } },
          primaryIpAddress: { operation: '_= 169.1.1.1' },
          primaryBackendIpAddress: { operation: '^= 10.' },
        },
      },
      resultLimit: { limit: 3, offset: 0 },
    });
  });

  it('filters end to end and pages with iterHardware', async () => {
    const target = server(1);
    expect((await hw.listHardware({ hostname: target.hostname })).map((s) => s.id)).toEqual([target.id]);
    fx.reset();
    const all = await collect(hw.iterHardware({ chunk: 3 }));
    expect(all.map((s) => s.id)).toEqual(fx.server.state.data.hardware.map((s) => s.id));
    expect(fx.calls().map((call) => call.headers.resultLimit)).toEqual([{ limit: 3, offset: 0 }, { limit: 3, offset: 3 }]);
  });

  it('gets by name with the reference default mask', async () => {
    const target = server(0);
    const got = await hw.getHardware(target.fullyQualifiedDomainName);
    expect(got).toMatchObject({ id: target.id, hostname: target.hostname, billingItem: { id: target.billingItem!.id } });
    expect(got.softwareComponents?.[0]?.softwareLicense?.softwareDescription?.referenceCode).toEqual(expect.any(String));
    expect(got.activeComponents?.length).toBeGreaterThan(0);
    expect(fx.calls().at(-1)).toEqual(onServer(target.id, 'getObject', [], maskHeader(HardwareManager.GET_MASK)));
  });

  it('getHardwareFast reads the server in eleven requests and assembles the same relations', async () => {
    const target = server(2);
    const fast = await hw.getHardwareFast(target.id);
    const methods = fx.calls().map((call) => call.method).sort();
    expect(methods).toEqual([
      'getActiveComponents', 'getActiveTransaction', 'getBillingItem', 'getNetworkComponents', 'getNetworkVlans', 'getObject',
      'getOperatingSystem', 'getRemoteManagementAccounts', 'getSoftwareComponents', 'getTagReferences',
    ]);
    expect(fx.calls().every((call) => call.service === 'Vendor_Hardware_Server' && (call.headers.Vendor_Hardware_ServerInitParameters as { id: number }).id === target.id)).toBe(true);
    expect(fast).toMatchObject({ id: target.id, billingItem: { id: target.billingItem!.id }, activeTransaction: null });
    expect(fast.networkComponents).toHaveLength(2);
    expect(fast.tagReferences?.length).toBe(target.tagReferences.length);
  });

  it('getInstance, getComponents (firmware orderBy), getNetworkComponents by space, getHardDrives', async () => {
    const id = server(0).id;
    expect(await hw.getInstance(id)).toMatchObject({ datacenter: { id: server(0).datacenter.id } });
    const components = await hw.getComponents(id);
    expect(components[0]?.hardwareComponentModel?.firmwares).toHaveLength(2);
    const front = await hw.getNetworkComponents(id, { space: 'public' });
    const back = await hw.getNetworkComponents(id, { space: 'private' });
    const both = await hw.getNetworkComponents(id);
    expect([front.length, back.length, both.length]).toEqual([1, 1, 2]);
    expect((await hw.getHardDrives(id)).length).toBe(2);
    const nicMask = maskHeader('mask[uplinkComponent, router, redundancyEnabledFlag, redundancyCapableFlag]');
    expect(fx.calls()).toEqual([
      onServer(id, 'getObject', [], maskHeader('mask[datacenter,billingItem[id,package[id,keyName],nextInvoiceChildren]]')),
      onServer(id, 'getComponents', [], {
        ...maskHeader('id,hardwareComponentModel[longDescription,hardwareGenericComponentModel[description,hardwareComponentType[keyName]],firmwares[createDate,version]]'),
        Vendor_Hardware_ServerObjectFilter: { components: { hardwareComponentModel: { firmwares: { createDate: {
          operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }, { name: 'sortOrder', value: [1] }],
        } } } } },
      }),
      onServer(id, 'getFrontendNetworkComponents', [], nicMask),
      onServer(id, 'getBackendNetworkComponents', [], nicMask),
      onServer(id, 'getNetworkComponents', [], nicMask),
      onServer(id, 'getHardDrives'),
    ]);
  });

  it('resolves ids and names what it cannot resolve', async () => {
    const target = server(2);
    expect(await hw.resolveIds(target.primaryIpAddress)).toEqual([target.id]);
    expect(await hw.resolveIds(target.hostname)).toEqual([target.id]);
    await expect(hw.getHardware('nope.example.com')).rejects.toThrow(new NameResolutionError('hardware server', 'nope.example.com', []));
  });
});

describe('HardwareManager: changes', () => {
  it('edits as the reference does: setUserMetadata, setTags, then editObject', async () => {
    const target = server(0);
    expect(await hw.editHardware(target.id, { notes: 'primary', userdata: 'u', tags: 'db,prod', hostname: 'db-1' })).toBe(true);
    expect(fx.calls()).toEqual([
      onServer(target.id, 'setUserMetadata', [['u']]),
      onServer(target.id, 'setTags', ['db,prod']),
      onServer(target.id, 'editObject', [{ hostname: 'db-1', notes: 'primary' }]),
    ]);
    expect(target).toMatchObject({ notes: 'primary', hostname: 'db-1', userData: [{ value: 'u' }] });
    expect(target.tagReferences.map((ref) => ref.tag.name)).toEqual(['db', 'prod']);
    fx.server.state.requests.length = 0;
    await hw.editHardware(target.id, { tags: ['a', 'b'] });
    expect(fx.calls()).toEqual([onServer(target.id, 'setTags', ['a,b'])]);
    fx.server.state.requests.length = 0;
    expect(await hw.editHardware(target.id, {})).toBe(true);
    expect(fx.calls()).toEqual([]);
    await expect(hw.editHardware(target.id, { tags: ['a,b'] })).rejects.toThrow(TypeError);
  });

  it('reloads with FORCE and the reference config (customProvisionScriptUri, sshKeyIds, lvmFlag)', async () => {
    const target = server(1);
    await hw.reloadHardware(target.primaryBackendIpAddress, { sshKeys: [5], postUri: 'https://example.com/x.sh', lvm: true });
    expect(fx.calls().at(-1)).toEqual(onServer(target.id, 'reloadOperatingSystem', [
      'FORCE', { customProvisionScriptUri: 'https://example.com/x.sh', sshKeyIds: [5], lvmFlag: true },
    ]));
    expect(target.activeTransaction?.transactionStatus.name).toBe('RELOAD_OS');
  });

  it('rescue, port speeds, firmware update and reflash', async () => {
    const id = server(0).id;
    expect(await hw.rescue(id)).toBe(true);
    expect(await hw.changePortSpeed(id, true, 100)).toBe(true);
    expect(await hw.changePortSpeed(id, false, 10, { redundant: 'redundant' })).toBe(true);
    expect(await hw.updateFirmware(id, { hardDrive: false })).toBe(true);
    expect(await hw.reflashFirmware(id)).toBe(true);
    expect(fx.calls()).toEqual([
      onServer(id, 'bootToRescueLayer'),
      onServer(id, 'setPublicNetworkInterfaceSpeed', [[100, null]]),
      onServer(id, 'setPrivateNetworkInterfaceSpeed', [[10, 'redundant']]),
      onServer(id, 'createFirmwareUpdateTransaction', [true, true, true, false, true]),
      onServer(id, 'createFirmwareReflashTransaction', [true, true, true]),
    ]);
    expect(server(0).networkComponents.find((nic) => nic.port === 1)?.speed).toBe(100);
    expect(server(0).activeTransaction?.transactionStatus.name).toBe('FIRMWARE_REFLASH');
  });

  it('power, reboot and IPMI: one Hardware_Server call each, as the reference CLI sends them', async () => {
    const target = server(1);
    const id = target.id;
    expect(await hw.powerOff(id)).toBe(true);
    expect(target.powerState.keyName).toBe('HALTED');
    expect(await hw.powerOn(id)).toBe(true);
    expect(target.powerState.keyName).toBe('RUNNING');
    expect(await hw.powerCycle(id)).toBe(true);
    expect(await hw.reboot(id)).toBe(true);
    expect(await hw.reboot(id, { hard: true })).toBe(true);
    expect(await hw.reboot(id, { hard: false })).toBe(true);
    expect(await hw.toggleIpmi(id, false)).toBe(true);
    expect(fx.calls()).toEqual([
      onServer(id, 'powerOff'), onServer(id, 'powerOn'), onServer(id, 'powerCycle'), onServer(id, 'rebootDefault'),
      onServer(id, 'rebootHard'), onServer(id, 'rebootSoft'), onServer(id, 'toggleManagementInterface', [false]),
    ]);
  });

  it('refuses a wrong reboot or IPMI value before any call', async () => {
    await expect(hw.reboot(server(1).id, { hard: 'yes' as unknown as boolean })).rejects.toThrow(/HardwareManager\.reboot.*hard/);
    await expect(hw.toggleIpmi(server(1).id, 1 as unknown as boolean)).rejects.toThrow(/HardwareManager\.toggleIpmi.*enabled/);
    expect(fx.calls()).toEqual([]);
  });

  it('getReverseDomainRecords answers the reverse zone of the primary address with its PTR records', async () => {
    const target = server(2);
    const [reverse] = await hw.getReverseDomainRecords(target.id);
    const octets = target.primaryIpAddress.split('.');
    expect(reverse).toMatchObject({ name: `${octets[2]}.${octets[1]}.${octets[0]}.in-addr.arpa`, resourceRecords: [] });
    expect(fx.calls()).toEqual([onServer(target.id, 'getReverseDomainRecords')]);
  });

  it('searchHardware sends the reference search string and answers the resources', async () => {
    const found = await hw.searchHardware('', { domain: 'example.org' });
    const again = await hw.searchHardware('bm0', { hostname: 'bm', tags: ['db', 'web'], datacenter: 'Dallas' });
    expect(fx.calls().map((call) => call.args)).toEqual([
      ['_objectType:Vendor_Hardware  domain: *example.org*'],
      ['_objectType:Vendor_Hardware *bm0* hostname: *bm* datacenter.longName: *Dallas* internalTagReferences.tag.name: db web'],
    ]);
    expect(fx.calls()[0]!.headers).toEqual(maskHeader('mask[resource(Vendor_Hardware)]'));
    expect(found.map((s) => s.domain)).toEqual(fx.server.state.data.hardware.filter((s) => s.domain === 'example.org').map(() => 'example.org'));
    expect(found.length).toBeGreaterThan(0);
    expect(again.every((s) => s.hostname?.startsWith('bm'))).toBe(true);
    await expect(hw.searchHardware(5 as unknown as string)).rejects.toThrow('HardwareManager.searchHardware: search must be a string');
  });

  it('getTrunkableVlans: the connected components, then the VLANs that can trunk them', async () => {
    const target = server(0);
    const vlans = await hw.getTrunkableVlans(target.id);
    const ids = target.networkComponents.map((nic) => nic.id);
    expect(fx.calls()).toEqual([
      onServer(target.id, 'getNetworkComponents', [], maskHeader('mask[id, primaryIpAddress]')),
      {
        service: 'Vendor_Account', method: 'getNetworkVlans', args: [],
        headers: {
          ...maskHeader('mask[id, name, vlanNumber, fullyQualifiedName, networkSpace]'),
          Vendor_AccountObjectFilter: { networkVlans: { networkComponentsTrunkable: { id: { operation: 'in', options: [{ name: 'data', value: ids }] } } } },
        },
      },
    ]);
    // The datacenter's public and private VLANs (and its spare private VLAN, which has no devices yet).
    expect([...new Set(vlans.map((vlan) => vlan.networkSpace))].sort()).toEqual(['PRIVATE', 'PUBLIC']);
    expect(vlans.every((vlan) => vlan.fullyQualifiedName?.includes(`.${target.datacenter.name}.`))).toBe(true);
  });

  it('waitForReady reads the reference mask until provisioned and not reloading', async () => {
    const target = server(3);
    expect(await hw.waitForReady(target.id, { timeoutMs: 0 })).toBe(true);
    expect(fx.calls()).toEqual([onServer(target.id, 'getObject', [], maskHeader(HardwareManager.READY_MASK))]);
    delete target.provisionDate;
    expect(await hw.waitForReady(target.id, { timeoutMs: 30, pollMs: 10 })).toBe(false);
    await expect(hw.waitForReady(target.id, { pollMs: 0 })).rejects.toThrow(RangeError);
  });
});

describe('HardwareManager: cancellation', () => {
  const cancelRead = (id: number): SeenCall => onServer(id, 'getObject', [], maskHeader(HardwareManager.CANCEL_MASK));

  it('cancels through Billing_Item.cancelItem with reason text and comment, then finds the ticket', async () => {
    const target = server(1);
    const billingId = target.billingItem!.id;
    expect(await hw.cancelHardware(target.hostname, { reason: 'cost', comment: 'too dear' })).toBe(true);
    // A ready check the previous describe's timed-out waitForReady abandoned (aborted after it was
    // written) may reach the server just after this test began: this test makes no such read.
    const readyRead = (call: { method: string; headers: Record<string, unknown> }): boolean =>
      call.method === 'getObject' && JSON.stringify(call.headers.Vendor_ObjectMask) === JSON.stringify({ mask: HardwareManager.READY_MASK });
    expect(fx.calls().filter((call) => call.service !== 'Vendor_Account' && !readyRead(call))).toEqual([
      cancelRead(target.id),
      { service: 'Vendor_Billing_Item', method: 'cancelItem', args: [false, false, 'Server / Upgrade Costs', 'too dear'], headers: { Vendor_Billing_ItemInitParameters: { id: billingId } } },
      cancelRead(target.id),
    ]);
    expect(fx.server.state.data.hardware.some((s) => s.id === target.id)).toBe(true);
    expect(target.billingItem).toBeUndefined();
    const ticketId = target.openCancellationTicket!.id;
    expect(fx.server.state.data.tickets.find((t) => t.id === ticketId)?.attachedHardware[0]?.id).toBe(target.id);
    await expect(hw.cancelHardware(target.id)).rejects.toThrow(new ServiceError(`Ticket #${ticketId} already exists for this server`));
  });

  it('an immediate cancel of an hourly server asks for it; of a monthly one it updates the ticket', async () => {
    const hourly = server(0);
    expect(hourly.hourlyBillingFlag).toBe(true);
    await hw.cancelHardware(hourly.id, { immediate: true, reason: 'nonsense' });
    expect(fx.calls()[1]!.args).toEqual([true, false, 'No longer needed', '']);
    fx.server.state.requests.length = 0;
    const monthly = server(1);
    const monthlyBilling = monthly.billingItem!.id;
    expect(monthly.hourlyBillingFlag).toBe(false);
    await hw.cancelHardware(monthly.id, { immediate: true });
    const ticketId = monthly.openCancellationTicket!.id;
    expect(fx.calls()).toEqual([
      cancelRead(monthly.id),
      { service: 'Vendor_Billing_Item', method: 'cancelItem', args: [false, false, 'No longer needed', ''], headers: { Vendor_Billing_ItemInitParameters: { id: monthlyBilling } } },
      cancelRead(monthly.id),
      { service: 'Vendor_Ticket', method: 'addUpdate', args: [{ entry: HardwareManager.IMMEDIATE_CANCEL_MESSAGE }], headers: { Vendor_TicketInitParameters: { id: ticketId } } },
    ]);
  });

  it('refuses while a transaction runs; reasons are listed', async () => {
    const target = server(2);
    await hw.rescue(target.id);
    await expect(hw.cancelHardware(target.id)).rejects.toThrow('Unable to cancel hardware with running transaction');
    expect(fx.calls().some((call) => call.method === 'cancelItem')).toBe(false);
    expect(hw.getCancellationReasons()).toMatchObject({ unneeded: 'No longer needed', moving: 'Moving to competitor' });
    expect(Object.keys(hw.getCancellationReasons())).toHaveLength(10);
  });
});

describe('HardwareManager: ordering', () => {
  const order = {
    size: 'S1270_32GB_1X1TBSATA_NORAID', hostname: 'db7', domain: 'example.com', location: 'dal10',
    os: 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', portSpeed: 1000, sshKeys: [11], postUri: 'https://example.com/p.sh',
  };

  it('verifyOrder builds the reference order: base items, OS, bandwidth, bonded port speed, hardware, scripts, keys', async () => {
    const verified = await hw.verifyOrder(order);
    const sent = fx.calls().at(-1)!;
    expect(sent).toMatchObject({ service: 'Vendor_Product_Order', method: 'verifyOrder' });
    const container = sent.args[0] as { orderContainers: Record<string, unknown>[] };
    expect(container.orderContainers[0]).toMatchObject({
      complexType: 'Vendor_Container_Product_Order_Hardware_Server', packageId: 200, location: 1_854_895, presetId: 64,
      quantity: 1, useHourlyPricing: true,
      hardware: [{ hostname: 'db7', domain: 'example.com' }], provisionScripts: ['https://example.com/p.sh'], sshKeys: [{ sshKeyIds: [11] }],
    });
    expect((container.orderContainers[0]!.prices as { item: { keyName: string } }[]).map((p) => p.item.keyName)).toEqual([
      '1_IP_ADDRESS', 'UNLIMITED_SSL_VPN_USERS_1_PPTP_VPN_USER_PER_ACCOUNT', 'REBOOT_KVM_OVER_IP',
      'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', 'BANDWIDTH_0_GB_2', '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS',
    ]);
    expect(verified.orderContainers?.[0]?.postTaxRecurringHourly).toEqual(expect.any(String));
    const lookups = fx.calls().slice(0, 5).map((call) => call.method);
    expect(lookups).toEqual(['getAllObjects', 'getItems', 'getActivePresets', 'getAccountRestrictedActivePresets', 'getRegions']);
  });

  it('placeOrder (monthly, private only) picks the monthly bandwidth and the private port; the server appears', async () => {
    const before = fx.server.state.data.hardware.length;
    const receipt = await hw.placeOrder({ ...order, hourly: false, noPublic: true, hostname: 'db8', privateRouter: 77 });
    const sent = fx.calls().at(-1)!;
    expect(sent.method).toBe('placeOrder');
    const placed = (sent.args[0] as { orderContainers: Record<string, unknown>[] }).orderContainers[0]!;
    expect((placed.prices as { item: { keyName: string } }[]).map((p) => p.item.keyName).slice(4)).toEqual([
      'BANDWIDTH_0_GB_2', '1_GBPS_PRIVATE_NETWORK_UPLINK',
    ]);
    expect(placed.hardware).toEqual([{ hostname: 'db8', domain: 'example.com', primaryBackendNetworkComponent: { router: { id: 77 } } }]);
    expect(receipt.orderId).toEqual(expect.any(Number));
    expect(fx.server.state.data.hardware).toHaveLength(before + 1);
  });

  it('rejects what cannot be ordered', async () => {
    await expect(hw.verifyOrder({ ...order, location: 'ams01' })).rejects.toThrow("Could not find valid location for: 'ams01'");
    await expect(hw.verifyOrder({ ...order, portSpeed: 5 })).rejects.toThrow("Could not find valid price for port speed: '5'");
    await expect(hw.verifyOrder({ ...order, hostname: undefined } as never)).rejects.toThrow(/missing required option\(s\): hostname/);
  });

  it('getCreateOptions lists locations, sizes, OSes, port speeds and extras; with a datacenter its prices', async () => {
    const all = await hw.getCreateOptions();
    expect(all.locations).toContainEqual({ name: 'Dallas 10', key: 'dal10' });
    expect(all.sizes.map((s) => s.key)).toEqual(['S1270_32GB_1X1TBSATA_NORAID', 'D2620V4_64GB_2X1TBSATA_RAID_1', 'ACCOUNT_S1270_64GB_1X1TBSATA']);
    expect(all.sizes[0]).toMatchObject({ recurringFee: 189, hourlyRecurringFee: 0.261 });
    expect(all.operatingSystems.map((os) => os.referenceCode)).toEqual(['UBUNTU_22_64', 'DEBIAN_12_64', 'WIN_2022-STD_64']);
    expect(all.portSpeeds.map((p) => p.speed)).toEqual(['100', '1000', '1000', '1000', '10000']);
    expect(all.extras.map((e) => e.key)).toEqual(['64_IPV6_ADDRESSES', '4_PORTABLE_PUBLIC_IP_ADDRESSES']);
    expect(all.extras[1]!.prices!.every((p) => !p.locationGroupId)).toBe(true);
    fx.reset();
    const tokyo = await hw.getCreateOptions({ datacenter: 'tok02' });
    expect(fx.calls()[5]).toEqual({
      service: 'Vendor_Location', method: 'getDatacenters', args: [],
      headers: { ...maskHeader('mask[priceGroups]'), Vendor_LocationObjectFilter: { name: { operation: 'tok02' } }, resultLimit: { limit: 1, offset: 0 } },
    });
    expect(tokyo.locations).toEqual([{ name: 'Tokyo 2', key: 'tok02' }]);
    expect(tokyo.extras[1]!.prices!.map((p) => p.locationGroupId)).toEqual([505]);
    expect(tokyo.sizes[0]!.recurringFee).toBeCloseTo(189 * 1.2);
    await expect(hw.getCreateOptions({ datacenter: 'ams01' })).rejects.toThrow('Unable to find a datacenter named ams01');
  });

  it('getHardwareItemPrices filters the package prices on a region', async () => {
    const prices = await hw.getHardwareItemPrices('TOKYO2');
    expect(prices.length).toBeGreaterThan(0);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Product_Package', method: 'getItemPrices', args: [],
      headers: {
        Vendor_ObjectMask: { mask: 'filteredMask[pricingLocationGroup[locations[regions]]]' },
        Vendor_Product_PackageInitParameters: { id: 200 },
        Vendor_Product_PackageObjectFilter: { itemPrices: { pricingLocationGroup: { locations: { regions: { keyname: { operation: 'TOKYO2' } } } } } },
      },
    });
  });

  it('upgrade prices each option and places (or with test, verifies) an upgrade order', async () => {
    const target = server(0);
    const result = await hw.upgrade(target.id, { memory: 64, nicSpeed: '10000 Redundant', disk: [{ number: 1, capacity: 1000 }], test: true });
    expect(result).toBeDefined();
    const methods = fx.calls().map((call) => `${call.service}.${call.method}`);
    expect(methods).toEqual([
      'Vendor_Hardware_Server.getUpgradeItemPrices', 'Vendor_Hardware_Server.getObject',
      'Vendor_Provisioning_Maintenance_Window.getMaintenanceWindows', 'Vendor_Product_Order.verifyOrder',
    ]);
    const windowCall = fx.calls()[2]!;
    expect(windowCall.args).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.0000-06:00$/), expect.any(String), target.datacenter.id]);
    const sent = fx.calls()[3]!.args[0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      complexType: 'Vendor_Container_Product_Order_Hardware_Server_Upgrade', hardware: [{ id: target.id }], packageId: 200,
      prices: [{ id: 300_007, categories: [{ categoryCode: 'disk1', id: 5 }] }, { id: 300_001 }, { id: 300_004 }],
    });
    expect((sent.properties as { name: string }[]).map((p) => p.name)).toEqual(['MAINTENANCE_WINDOW', 'MAINTENANCE_WINDOW_ID']);
    await expect(hw.upgrade(target.id, { memory: 3 })).rejects.toThrow('Unable to find memory option with value 3');
    expect(await hw.upgrade(target.id, {})).toBeUndefined();
  });
});

describe('HardwareManager: network, storage, bandwidth, notifications', () => {
  it('trunks, removes and clears VLANs on network components', async () => {
    const target = server(0);
    const nic = target.networkComponents.find((c) => c.port === 0)!;
    const vlan = fx.server.state.data.networkVlans.find((v) => v.datacenter.id === target.datacenter.id)!;
    await hw.trunkVlan(nic.id, [{ id: vlan.id }]);
    await hw.removeVlan(nic.id, [{ vlanNumber: vlan.vlanNumber }]);
    await hw.trunkVlan(nic.id, [{ id: vlan.id }]);
    fx.server.state.requests.length = 0;
    expect(await hw.clearVlan(target.id)).toEqual([nic.id]);
    expect(fx.calls()).toEqual([
      onServer(target.id, 'getObject', [], maskHeader(
        'mask[id, backendNetworkComponents[id,networkVlanTrunks[networkVlanId]], frontendNetworkComponents[id,networkVlanTrunks[networkVlanId]]]',
      )),
      { service: 'Vendor_Network_Component', method: 'clearNetworkVlanTrunks', args: [], headers: { Vendor_Network_ComponentInitParameters: { id: nic.id } } },
    ]);
    expect(await hw.clearVlan(target.id)).toEqual([]);
    await expect(hw.trunkVlan(nic.id, [{}])).rejects.toThrow(TypeError);
  });

  it('storage: details, credentials and authorizing a volume', async () => {
    const id = server(1).id;
    expect(await hw.getStorageDetails(id, 'ISCSI')).toEqual([]);
    expect(await hw.authorizeStorage(id, 'SL01SEL3000001-1')).toBe(true);
    const volumes = await hw.getStorageDetails(id, 'ISCSI');
    expect(volumes).toMatchObject([{ username: 'SL01SEL3000001-1', allowedHardware: [{ id }] }]);
    expect((await hw.getStorageCredentials(id)).credential?.username).toEqual(expect.any(String));
    expect(fx.calls()).toEqual([
      onServer(id, 'getAttachedNetworkStorages', ['ISCSI'], maskHeader('mask[id,username,capacityGb,notes,serviceResourceBackendIpAddress,allowedHardware[id,datacenter]]')),
      { service: 'Vendor_Account', method: 'getNetworkStorage', args: [], headers: { Vendor_AccountObjectFilter: { networkStorage: { username: { operation: 'SL01SEL3000001-1' } } } } },
      { service: 'Vendor_Hardware', method: 'allowAccessToNetworkStorageList', args: [[{ id: 9_100_001, username: 'SL01SEL3000001-1' }]], headers: { Vendor_HardwareInitParameters: { id } } },
      onServer(id, 'getAttachedNetworkStorages', ['ISCSI'], maskHeader('mask[id,username,capacityGb,notes,serviceResourceBackendIpAddress,allowedHardware[id,datacenter]]')),
      onServer(id, 'getAllowedHost', [], maskHeader('mask[credential]')),
    ]);
    await expect(hw.authorizeStorage(id, 'nobody')).rejects.toThrow('The Storage with username: nobody was not found');
  });

  it('bandwidth: tracking id, data and allocation', async () => {
    const target = server(1);
    const trackingId = await hw.getTrackingId(target.id);
    const start = new Date(Date.UTC(2024, 0, 1));
    const end = new Date(Date.UTC(2024, 0, 1, 3));
    const samples = await hw.getBandwidthData(target.id, { start, end, direction: 'public' });
    expect(samples).toHaveLength(6);
    expect(samples[0]).toMatchObject({ type: 'publicIn_net_octet' });
    const allocation = await hw.getBandwidthAllocation(target.id);
    expect(allocation).toMatchObject({ allotment: { amount: '20000' }, usage: [{ type: { alias: 'PUBLIC' } }, { type: { alias: 'PRIVATE' } }] });
    expect(fx.calls()).toEqual([
      onServer(target.id, 'getMetricTrackingObjectId'),
      onServer(target.id, 'getMetricTrackingObjectId'),
      { service: 'Vendor_Metric_Tracking_Object', method: 'getBandwidthData', args: [wireDate(start), wireDate(end), 'public', 3600], headers: { Vendor_Metric_Tracking_ObjectInitParameters: { id: trackingId } } },
      onServer(target.id, 'getBandwidthAllotmentDetail', [], maskHeader('mask[allocation[amount]]')),
      onServer(target.id, 'getBillingCycleBandwidthUsage', [], maskHeader('mask[amountIn,amountOut,type]')),
    ]);
  });

  it('sensors, software, credentials and notifications', async () => {
    const target = server(2);
    expect((await hw.getSensors(target.id))[0]).toMatchObject({ sensorId: 'CPU1 Temp', status: 'ok' });
    const [software] = await hw.getSoftwareComponents(target.id);
    const credential = await hw.createCredential({ softwareId: software!.id!, username: 'admin', password: 'pw' });
    expect(credential).toMatchObject({ softwareId: software!.id, username: 'admin' });
    const user = fx.server.state.data.users[1]!;
    const added = await hw.addNotification(target.id, user.id);
    expect(added).toMatchObject({ hardwareId: target.id, userId: user.id });
    expect(typeof added.id).toBe('number');
    expect(await hw.getNotifications(target.id)).toEqual([{ id: added.id, hardwareId: target.id, userId: user.id }]);
    expect(await hw.removeNotification(added.id!)).toBe(true);
    expect(await hw.getNotifications(target.id)).toEqual([]);
    const notify = 'Vendor_User_Customer_Notification_Hardware';
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Hardware', method: 'getSensorData', args: [], headers: { Vendor_HardwareInitParameters: { id: target.id } } },
      { service: 'Vendor_Hardware', method: 'getSoftwareComponents', args: [], headers: { Vendor_HardwareInitParameters: { id: target.id } } },
      { service: 'Vendor_Software_Component_Password', method: 'createObject', args: [{ softwareId: software!.id, username: 'admin', password: 'pw' }], headers: {} },
      { service: notify, method: 'createObject', args: [{ hardwareId: target.id, userId: user.id }], headers: {} },
      { service: notify, method: 'findByHardwareId', args: [target.id], headers: {} },
      { service: notify, method: 'deleteObjects', args: [[{ id: added.id }]], headers: {} },
      { service: notify, method: 'findByHardwareId', args: [target.id], headers: {} },
    ]);
  });

  it('getMaintenanceWindowsDetail answers the first window of the location', async () => {
    const window = await hw.getMaintenanceWindowsDetail(server(0).datacenter.id);
    expect(window).toMatchObject({ id: 10_000, locationId: server(0).datacenter.id });
    expect(await hw.getMaintenanceWindowsDetail(1)).toBeUndefined();
  });
});
