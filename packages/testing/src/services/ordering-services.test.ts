import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../http/fake-server.js';
import { mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => server.state.reset());

const HW = 'Vendor_Container_Product_Order_Hardware_Server';
/** A valid hardware order of preset 64 in dal10. */
function order(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    complexType: HW, packageId: 200, location: 1_854_895, presetId: 64, quantity: 1, useHourlyPricing: true,
    prices: [{ id: 40_691 }, { id: 44_401 }, { id: 137_101 }, { id: 44_811 }, { id: 23_151 }],
    hardware: [{ hostname: 'h1', domain: 'example.com' }],
    ...overrides,
  };
}

describe('Product_Order', () => {
  it('verifyOrder answers a single order filled in, and a container with its orders and totals', async () => {
    const single = await value<Record<string, unknown>>(server, 'Vendor_Product_Order', 'verifyOrder', { args: [order()] });
    expect(single).toMatchObject({ location: '1854895', locationObject: { name: 'dal10' }, currencyShortName: 'USD', postTaxRecurringHourly: '0.261' });
    const container = await value<{ orderContainers: unknown[]; postTaxRecurring: string }>(
      server, 'Vendor_Product_Order', 'verifyOrder', { args: [{ orderContainers: [order(), order()] }] },
    );
    expect(container.orderContainers).toHaveLength(2);
    expect(container.postTaxRecurring).toBe('0.522');
  });

  it.each([
    { name: 'an unknown price', change: { prices: [{ id: 1 }] }, message: /price 1 \(id 1\) is not a price of package BARE_METAL_SERVER/ },
    { name: 'a monthly-only price on an hourly order', change: { prices: [{ id: 44_821 }] }, message: /has no hourly fee/ },
    { name: 'an unknown location', change: { location: 5 }, message: /unknown location 5/ },
    { name: 'an inactive package', change: { packageId: 202 }, message: /cannot be ordered/ },
    { name: 'no hostname', change: { hardware: [{ domain: 'example.com' }] }, message: /hardware\[0\] needs a hostname and a domain/ },
    { name: 'another package\'s preset', change: { presetId: 1 }, message: /preset 1 is not in package/ },
    { name: 'a bad complexType', change: { complexType: 'Thing' }, message: /complexType must name/ },
  ])('verifyOrder faults on $name', async ({ change, message }) => {
    const result = await rpc(server, 'Vendor_Product_Order', 'verifyOrder', { args: [order(change)] });
    expect(result.fault?.faultCode).toBe(-32_602);
    expect(result.fault?.faultString).toMatch(message);
  });

  it('placeOrder records the order and adds a provisioning server', async () => {
    const receipt = await value<{ orderId: number; orderDetails: { hardware: { id: number }[] } }>(
      server, 'Vendor_Product_Order', 'placeOrder', { args: [order()] },
    );
    const created = server.state.data.hardware.find((hw) => hw.id === receipt.orderDetails.hardware[0]!.id)!;
    expect(created).toMatchObject({ hostname: 'h1', fullyQualifiedDomainName: 'h1.example.com' });
    expect(created.provisionDate).toBeUndefined();
    const placed = await value<{ id: number; status: string }>(server, 'Vendor_Billing_Order', 'getObject', {
      headers: { Vendor_Billing_OrderInitParameters: { id: receipt.orderId } },
    });
    expect(placed).toMatchObject({ id: receipt.orderId, status: 'PENDING_AUTO_APPROVAL' });
  });
});

describe('Billing_Item.cancelItem', () => {
  it('opens a cancellation ticket on the server, records the request and removes the billing item', async () => {
    const target = server.state.data.hardware[0]!;
    const billingId = target.billingItem!.id;
    const headers = { Vendor_Billing_ItemInitParameters: { id: billingId } };
    expect(await value(server, 'Vendor_Billing_Item', 'cancelItem', { headers, args: [false, false, 'No longer needed', 'bye'] })).toBe(true);
    const after = await value<Record<string, unknown>>(server, 'Vendor_Hardware_Server', 'getObject', {
      headers: { Vendor_Hardware_ServerInitParameters: { id: target.id }, ...mask('mask[id, billingItem[id], openCancellationTicket[id]]') },
    });
    expect(after).toEqual({ id: target.id, openCancellationTicket: { id: target.openCancellationTicket!.id } });
    const requests = await value<{ ticketId: number }[]>(server, 'Vendor_Billing_Item_Cancellation_Request', 'getAllCancellationRequests');
    expect(requests.map((r) => r.ticketId)).toEqual([target.openCancellationTicket!.id]);
    const again = await rpc(server, 'Vendor_Billing_Item', 'cancelItem', { headers, args: [false, false, 'No longer needed', ''] });
    expect(again.fault?.faultString).toMatch(/Unable to find object/);
  });

  it('faults on a missing reason', async () => {
    const headers = { Vendor_Billing_ItemInitParameters: { id: server.state.data.hardware[1]!.billingItem!.id } };
    const result = await rpc(server, 'Vendor_Billing_Item', 'cancelItem', { headers, args: [false, false, ''] });
    expect(result.fault?.faultString).toMatch(/expects a reason as argument 3/);
  });
});

describe('Location.getDatacenters', () => {
  it('filters on a region key name and answers regions and price groups under the mask', async () => {
    const found = await value<unknown[]>(server, 'Vendor_Location', 'getDatacenters', {
      headers: { ...mask('mask[id,name,regions[keyname],priceGroups]'), Vendor_LocationObjectFilter: { regions: { keyname: { operation: 'FRANKFURT2' } } } },
    });
    expect(found).toEqual([{
      id: 449_506, name: 'fra02', regions: [{ keyname: 'FRANKFURT2' }],
      priceGroups: [
        { id: 1002, name: 'fra02 pricing', description: 'Datacenter fra02' },
        { id: 505, name: 'Location Group 2', description: 'Location Group 2' },
      ],
    }]);
  });
});

describe('services both managers share (network and hardware/ordering)', () => {
  const SUBNET = 'Vendor_Container_Product_Order_Network_Subnet';

  it('Product_Package lists package 0 beside the server packages, and getItems of package 0 carries each category', async () => {
    const packages = await value<{ id: number; keyName: string }[]>(server, 'Vendor_Product_Package', 'getAllObjects', { headers: mask('mask[id,keyName]') });
    expect(packages.map((pkg) => pkg.keyName)).toEqual(expect.arrayContaining(['ADDITIONAL_PRODUCTS', 'BARE_METAL_SERVER']));
    const items = await value<{ keyName: string; itemCategory: { categoryCode: string } }[]>(server, 'Vendor_Product_Package', 'getItems', {
      headers: { Vendor_Product_PackageInitParameters: { id: 0 }, ...mask('mask[keyName]') },
    });
    expect(items).toContainEqual({ id: 1130, keyName: 'GLOBAL_IPV4', itemCategory: { categoryCode: 'global_ipv4' } });
    const serverItems = await value<{ keyName: string }[]>(server, 'Vendor_Product_Package', 'getItems', {
      headers: { Vendor_Product_PackageInitParameters: { id: 200 }, ...mask('mask[keyName]') },
    });
    expect(serverItems.map((item) => item.keyName)).toContain('1_IP_ADDRESS');
    expect(serverItems.map((item) => item.keyName)).not.toContain('GLOBAL_IPV4');
  });

  it('Product_Order places a hardware and a global IP order in one container: one Billing_Order, a server and a global IP added', async () => {
    const servers = server.state.data.hardware.length;
    const globals = server.state.data.globalIpRecords.length;
    const receipt = await value<{ orderId: number }>(server, 'Vendor_Product_Order', 'placeOrder', {
      args: [{ orderContainers: [order(), { complexType: SUBNET, packageId: 0, prices: [{ id: 11_300 }], quantity: 1 }] }],
    });
    expect(server.state.data.hardware).toHaveLength(servers + 1);
    expect(server.state.data.globalIpRecords).toHaveLength(globals + 1);
    const placed = await value<{ items: { description: string }[] }>(server, 'Vendor_Billing_Order', 'getObject', {
      headers: { Vendor_Billing_OrderInitParameters: { id: receipt.orderId }, ...mask('mask[id,items[description]]') },
    });
    expect(placed.items.map((item) => item.description)).toContain('Global IPv4');
  });

  it('Billing_Item.cancelItem of a VLAN\'s billing item marks it cancelled (no ticket), once only', async () => {
    const vlan = server.state.data.networkVlans.find((candidate) => candidate.billingItem)!;
    const headers = { Vendor_Billing_ItemInitParameters: { id: (vlan.billingItem as { id: number }).id } };
    const tickets = server.state.data.tickets.length;
    expect(await value(server, 'Vendor_Billing_Item', 'cancelItem', { headers, args: [true, true, 'unused', ''] })).toBe(true);
    expect((vlan.billingItem as { cancellationDate?: string }).cancellationDate).toEqual(expect.any(String));
    expect(server.state.data.tickets).toHaveLength(tickets);
    const again = await rpc(server, 'Vendor_Billing_Item', 'cancelService', { headers });
    expect(again.fault?.faultString).toContain('already cancelled');
  });

  it('Location.getDatacenters answers the network relations (routers) and the ordering ones (price groups) of one datacenter', async () => {
    const [dal10] = await value<{ name: string; hardwareRouters: { hostname: string }[]; priceGroups: { id: number }[] }[]>(
      server, 'Vendor_Location', 'getDatacenters', {
        // `hardwareRouters` is a property of `Location_Datacenter`, not of `Location`: named through a cast.
        headers: { ...mask('[mask[name,priceGroups[id]], mask(Vendor_Location_Datacenter)[hardwareRouters[hostname]]]'), Vendor_LocationObjectFilter: { name: { operation: 'dal10' } } },
      },
    );
    expect(dal10!.name).toBe('dal10');
    expect(dal10!.hardwareRouters.map((router) => router.hostname)).toContain('bcr01a.dal10');
    expect(dal10!.priceGroups.map((group) => group.id)).toContain(503);
  });
});
