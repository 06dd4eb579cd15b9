import { ServiceAPIError } from '@svclib/core';
import { FAKE_ACCOUNT_ID, FAKE_USERNAME } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { AccountManager } from './account-manager.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let accounts: AccountManager;
useFixture((started) => {
  fx = started;
  accounts = new AccountManager(fx.client);
});

describe('AccountManager', () => {
  it('reads the account with the default mask, or the caller mask', async () => {
    const account = await accounts.getAccount();
    const name = await accounts.getAccount({ mask: 'companyName' });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getObject', headers: maskHeader(AccountManager.ACCOUNT_MASK), args: [] },
      { service: 'Vendor_Account', method: 'getObject', headers: maskHeader('companyName'), args: [] },
    ]);
    expect(account).toMatchObject({ id: FAKE_ACCOUNT_ID, companyName: fx.server.state.data.account.companyName });
    expect(name).toEqual({ id: FAKE_ACCOUNT_ID, companyName: fx.server.state.data.account.companyName });
  });

  it('summarises the counts in one request', async () => {
    fx.reset();
    const summary = await accounts.getSummary();
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getObject', headers: maskHeader(AccountManager.SUMMARY_MASK), args: [] },
    ]);
    const data = fx.server.state.data;
    expect(summary).toMatchObject({
      id: FAKE_ACCOUNT_ID,
      companyName: data.account.companyName,
      virtualGuestCount: data.virtualGuests.length,
      hardwareCount: data.hardware.length,
      ticketCount: data.tickets.length,
      openTicketCount: data.tickets.filter((t) => t.status.name === 'Open').length,
      userCount: data.users.length,
      domainCount: data.domains.length,
      subnetCount: data.subnets.length,
      networkVlanCount: data.networkVlans.length,
      dedicatedHostCount: 1,
      pendingInvoice: { invoiceTotalAmount: (expect.stringMatching(/^\d+\.\d{2}$/) as unknown) },
    });
    // Every field of the reference client's summary mask is in ours.
    for (const field of [
      'nextInvoiceTotalAmount', 'pendingInvoice[invoiceTotalAmount]', 'blockDeviceTemplateGroupCount', 'dedicatedHostCount', 'domainCount',
      'hardwareCount', 'networkStorageCount', 'openTicketCount', 'networkVlanCount', 'subnetCount', 'userCount', 'virtualGuestCount',
    ]) expect(AccountManager.SUMMARY_MASK).toContain(field);
  });

  it('passes the signal through: an aborted signal rejects without a request', async () => {
    fx.reset();
    await expect(accounts.getSummary({ signal: AbortSignal.abort() })).rejects.toThrow();
    await expect(accounts.getAccount({ masks: 'x' } as never)).rejects.toThrow(/Unknown AccountManager.getAccount option\(s\): masks \(allowed: mask, select, signal\); did you mean "mask"\?/);
    expect(fx.calls()).toEqual([]);
  });
});

const sortBy = (sort: string) => ({ operation: 'orderBy', options: [{ name: 'sort', value: [sort] }] });

describe('AccountManager events', () => {
  it('lists upcoming planned events with the reference filter and mask', async () => {
    const planned = await accounts.getUpcomingEvents('PLANNED');
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Notification_Occurrence_Event', method: 'getAllObjects',
        headers: {
          ...maskHeader(AccountManager.EVENT_LIST_MASK),
          Vendor_Notification_Occurrence_EventObjectFilter: {
            notificationOccurrenceEventType: { keyName: { operation: 'PLANNED' } },
            endDate: { operation: '> sysdate - 2' },
            startDate: sortBy('DESC'),
          },
          resultLimit: { limit: 100, offset: 0 },
        },
        args: [],
      },
    ]);
    expect(planned.map((e) => e.subject)).toEqual(['Public Website Maintenance']);
    expect(planned[0]).toMatchObject({ id: 1234, impactedResourceCount: 1, updateCount: 1, notificationOccurrenceEventType: { keyName: 'PLANNED' } });
    const since = await accounts.getUpcomingEvents('PLANNED', { dateMin: '01/01/2020 0:0:0' });
    expect(fx.calls()[1]!.headers.Vendor_Notification_Occurrence_EventObjectFilter).toMatchObject({
      endDate: { operation: 'greaterThanDate', options: [{ name: 'date', value: ['01/01/2020 0:0:0'] }] },
    });
    expect(since).toHaveLength(2);
  });

  it('filters incidents by modifyDate and announcements by status', async () => {
    const incidents = await collect(accounts.iterUpcomingEvents('UNPLANNED_INCIDENT'));
    const announcements = await accounts.getUpcomingEvents('ANNOUNCEMENT');
    expect(fx.calls().map((call) => call.headers.Vendor_Notification_Occurrence_EventObjectFilter)).toEqual([
      { notificationOccurrenceEventType: { keyName: { operation: 'UNPLANNED_INCIDENT' } }, modifyDate: { operation: '> sysdate - 2' } },
      {
        notificationOccurrenceEventType: { keyName: { operation: 'ANNOUNCEMENT' } },
        statusCode: { keyName: { operation: 'in', options: [{ name: 'data', value: ['PUBLISHED'] }] } },
      },
    ]);
    expect(incidents.map((e) => e.id)).toEqual([1235]);
    expect(announcements.map((e) => e.id)).toEqual([1236]);
    expect(AccountManager.addEventFilter({ id: { operation: 1 } }, 'OTHER')).toEqual({ id: { operation: 1 } });
  });

  it('gets and acknowledges an event', async () => {
    const event = await accounts.getEvent(1234);
    expect(await accounts.ackEvent(1234)).toBe(true);
    const init = { Vendor_Notification_Occurrence_EventInitParameters: { id: 1234 } };
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Notification_Occurrence_Event', method: 'getObject', headers: { ...maskHeader(AccountManager.EVENT_MASK), ...init }, args: [] },
      { service: 'Vendor_Notification_Occurrence_Event', method: 'acknowledgeNotification', headers: init, args: [] },
    ]);
    expect(event).toMatchObject({ id: 1234, acknowledgedFlag: false, impactedResources: [{ resourceType: 'Server' }], updates: [{ contents: (expect.any(String) as unknown) }] });
    expect((await accounts.getEvent(1234)).acknowledgedFlag).toBe(true);
  });
});

describe('AccountManager billing', () => {
  it('gets open invoices newest first, 50 at most, with their totals', async () => {
    const open = await accounts.getInvoices();
    const all = await accounts.getInvoices({ closed: true, all: true, limit: 2 });
    expect(fx.calls()[0]).toEqual({
      service: 'Vendor_Account', method: 'getInvoices',
      headers: {
        ...maskHeader('invoiceTotalAmount, itemCount'),
        Vendor_AccountObjectFilter: { invoices: { createDate: sortBy('DESC'), statusCode: { operation: 'OPEN' } } },
        resultLimit: { limit: 50, offset: 0 },
      },
      args: [],
    });
    expect(fx.calls()[1]!.headers).toMatchObject({
      Vendor_AccountObjectFilter: { invoices: { createDate: sortBy('DESC') } }, resultLimit: { limit: 2, offset: 0 },
    });
    expect(open.map((i) => i.statusCode)).toEqual(['OPEN', 'OPEN']);
    expect(open[0]).toMatchObject({ id: (expect.any(Number) as unknown), itemCount: 3, invoiceTotalAmount: (expect.stringMatching(/^\d+\.\d{2}$/) as unknown) });
    expect(all).toHaveLength(4);
    expect(all.map((i) => i.createDate)).toEqual([...all.map((i) => i.createDate)].sort().reverse());
  });

  it("gets an invoice's top-level items, paged by 100", async () => {
    const [invoice] = await accounts.getInvoices({ limit: 1 });
    fx.server.state.requests.length = 0;
    const items = await accounts.getBillingItems(invoice!.id!);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Billing_Invoice', method: 'getInvoiceTopLevelItems',
        headers: { ...maskHeader(AccountManager.INVOICE_ITEMS_MASK), Vendor_Billing_InvoiceInitParameters: { id: invoice!.id }, resultLimit: { limit: 100, offset: 0 } },
        args: [],
      },
    ]);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ description: (expect.any(String) as unknown), category: { name: (expect.any(String) as unknown) }, location: { name: 'dal10' } });
  });

  it('lists active top-level billing items with the reference filter', async () => {
    const items = await accounts.getAccountBillingItems({ category: 'server', create: '20' });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Account', method: 'getAllTopLevelBillingItems',
        headers: {
          ...maskHeader(AccountManager.ACCOUNT_BILLING_ITEMS_MASK),
          Vendor_AccountObjectFilter: {
            allTopLevelBillingItems: {
              cancellationDate: { operation: 'is null' }, id: sortBy('ASC'), categoryCode: { operation: 'server' }, createDate: { operation: '*=20' },
            },
          },
          resultLimit: { limit: 100, offset: 0 },
        },
        args: [],
      },
    ]);
    expect(items.map((i) => i.id)).toEqual([53_897_671]);
    expect(items[0]).toMatchObject({ nextInvoiceTotalRecurringAmount: 1000, orderItem: { order: { userRecord: { email: (expect.any(String) as unknown) } } } });
    expect(await collect(accounts.iterAccountBillingItems())).toHaveLength(3);
  });

  it('gets a billing item, from an invoice item, and falls back from one to the other', async () => {
    const item = await accounts.getBillingItem(53_897_671);
    const invoiceItemId = (await accounts.getBillingItems(900_001))[1]!.id!;
    fx.server.state.requests.length = 0;
    const fromInvoice = await accounts.getBillingItemFromInvoice(invoiceItemId);
    const detail = await accounts.getItemDetail(invoiceItemId);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Billing_Invoice_Item', method: 'getBillingItem',
        headers: { ...maskHeader(AccountManager.BILLING_ITEM_MASK), Vendor_Billing_Invoice_ItemInitParameters: { id: invoiceItemId } }, args: [],
      },
      {
        service: 'Vendor_Billing_Item', method: 'getObject',
        headers: { ...maskHeader(AccountManager.BILLING_ITEM_MASK), Vendor_Billing_ItemInitParameters: { id: invoiceItemId } }, args: [],
      },
      {
        service: 'Vendor_Billing_Invoice_Item', method: 'getBillingItem',
        headers: { ...maskHeader(AccountManager.BILLING_ITEM_MASK), Vendor_Billing_Invoice_ItemInitParameters: { id: invoiceItemId } }, args: [],
      },
    ]);
    expect(item).toMatchObject({ id: 53_897_671, hourlyFlag: false, location: { name: 'dal10' }, children: [] });
    expect(fromInvoice.id).toBe(53_897_672);
    expect(detail).toEqual(fromInvoice);
    await expect(accounts.getItemDetail(1)).rejects.toBeInstanceOf(ServiceAPIError);
  });

  it('cancels an item with cancelItem(false, true, reason, note), the note naming the current user', async () => {
    expect(await accounts.cancelItem(53_897_671)).toBe(true);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getCurrentUser', headers: maskHeader('id, displayName, email, username'), args: [] },
      {
        service: 'Vendor_Billing_Item', method: 'cancelItem', headers: { Vendor_Billing_ItemInitParameters: { id: 53_897_671 } },
        args: [false, true, 'No longer needed', `Cancelled by ${FAKE_USERNAME} with svclib`],
      },
    ]);
    fx.server.state.requests.length = 0;
    await accounts.cancelItem(53_897_672, { reason: 'Migrated', note: 'Ticket 1' });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Billing_Item', method: 'cancelItem', headers: { Vendor_Billing_ItemInitParameters: { id: 53_897_672 } },
        args: [false, true, 'Migrated', 'Ticket 1'],
      },
    ]);
    expect((await accounts.getAccountBillingItems()).map((i) => i.id)).toEqual([53_897_673]);
  });

  it('lists orders and upgrade requests with a result limit of 100', async () => {
    const orders = await accounts.getAccountAllBillingOrders();
    const upgrades = await accounts.getAccountUpgradeOrders({ limit: 5 });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Billing_Order', method: 'getAllObjects', headers: { ...maskHeader(AccountManager.ORDER_MASK), resultLimit: { limit: 100, offset: 0 } }, args: [] },
      { service: 'Vendor_Account', method: 'getUpgradeRequests', headers: { resultLimit: { limit: 5, offset: 0 } }, args: [] },
    ]);
    expect(orders[0]).toMatchObject({ orderTotalAmount: (expect.any(String) as unknown), userRecord: { username: (expect.any(String) as unknown) }, items: [{ description: (expect.any(String) as unknown) }] });
    expect(upgrades[0]).toMatchObject({ id: (expect.any(Number) as unknown), orderId: (expect.any(Number) as unknown) });
  });
});

describe('AccountManager network, licenses, bandwidth and provisioning', () => {
  it('lists routers, all or of one location', async () => {
    const all = await accounts.getRouters();
    const dal = await accounts.getRouters({ location: 'dal10' });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getRouters', headers: maskHeader('topLevelLocation'), args: [] },
      {
        service: 'Vendor_Account', method: 'getRouters',
        headers: { ...maskHeader('topLevelLocation'), Vendor_AccountObjectFilter: { routers: { topLevelLocation: { name: { operation: 'dal10' } } } } },
        args: [],
      },
    ]);
    expect(all.length).toBeGreaterThan(dal.length);
    expect(dal.every((r) => r.topLevelLocation?.name === 'dal10')).toBe(true);
  });

  it('lists message delivery accounts and licenses with the reference masks', async () => {
    const deliveries = await accounts.getNetworkMessageDeliveryAccounts();
    const virtual = await accounts.getActiveVirtualLicenses();
    const account = await accounts.getActiveAccountLicenses();
    expect(fx.calls().map((call) => [call.method, call.headers])).toEqual([
      ['getNetworkMessageDeliveryAccounts', maskHeader('vendor, type')],
      ['getActiveVirtualLicenses', maskHeader(AccountManager.VIRTUAL_LICENSE_MASK)],
      ['getActiveAccountLicenses', maskHeader('billingItem, softwareDescription')],
    ]);
    expect(deliveries[0]).toMatchObject({ vendor: { name: 'SendGrid' }, type: { keyName: 'EMAIL' } });
    expect(virtual[0]).toMatchObject({ key: (expect.any(String) as unknown), softwareDescription: { name: 'cPanel' }, billingItem: { categoryCode: 'control_panel' } });
    expect(account[0]).toMatchObject({ softwareDescription: { manufacturer: 'VMware' }, billingItem: { id: (expect.any(Number) as unknown) } });
  });

  it('lists bandwidth pools, counts their servers and reads one in detail', async () => {
    const pools = await accounts.getBandwidthPools();
    const count = await accounts.getBandwidthPoolCounts(pools[0]!.id!);
    const detail = await accounts.getBandwidthDetail(pools[0]!.id!);
    const init = { Vendor_Network_Bandwidth_Version1_AllotmentInitParameters: { id: pools[0]!.id } };
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getBandwidthAllotments', headers: { ...maskHeader(AccountManager.BANDWIDTH_POOL_MASK), resultLimit: { limit: 100, offset: 0 } }, args: [] },
      {
        service: 'Vendor_Network_Bandwidth_Version1_Allotment', method: 'getObject',
        headers: { ...maskHeader('id, bareMetalInstanceCount, hardwareCount, virtualGuestCount'), ...init }, args: [],
      },
      { service: 'Vendor_Network_Bandwidth_Version1_Allotment', method: 'getObject', headers: { ...maskHeader(AccountManager.BANDWIDTH_DETAIL_MASK), ...init }, args: [] },
    ]);
    expect(pools[0]).toMatchObject({ name: 'MexRegion', activeDetailCount: 2, billingCyclePublicBandwidthUsage: { amountOut: (expect.any(String) as unknown) } });
    expect(count).toBe(3);
    expect(detail.activeDetails?.map((d) => d.allocation?.amount)).toEqual(['5000', '5000']);
    expect(await collect(accounts.iterBandwidthPools({ chunk: 1 }))).toHaveLength(1);
  });

  it('lists, creates and deletes provisioning scripts', async () => {
    const before = await accounts.getProvisioningScripts();
    const hook = await accounts.createProvisioning('setup', 'https://example.com/setup.sh');
    expect(await accounts.deleteProvisioning(hook.id!)).toBe(true);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getPostProvisioningHooks', headers: {}, args: [] },
      { service: 'Vendor_Provisioning_Hook', method: 'createObject', headers: {}, args: [{ name: 'setup', uri: 'https://example.com/setup.sh' }] },
      { service: 'Vendor_Provisioning_Hook', method: 'deleteObject', headers: { Vendor_Provisioning_HookInitParameters: { id: hook.id } }, args: [] },
    ]);
    expect(hook).toMatchObject({ id: (expect.any(Number) as unknown), name: 'setup', uri: 'https://example.com/setup.sh', createDate: (expect.any(String) as unknown) });
    expect(await accounts.getProvisioningScripts()).toEqual(before);
    await expect(accounts.createProvisioning('', 'x')).rejects.toThrow(/name must be a non-empty string/);
  });
});
