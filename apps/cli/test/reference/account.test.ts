import { referenceTable } from '../reference-table.js';

// slcli's fixture ids become the fake server's: event 1234, invoice 900001, billing item 53897671,
// provisioning hook 207054.
const EVENT = 1234;
const INVOICE = 900001;
const ITEM = 53897671;
const HOOK = 207054;
const NOE = 'Notification_Occurrence_Event';

referenceTable('account (slcli tests/CLI/modules/account_tests.py)', [
  { test: 'test_event_detail', args: ['account', 'event-detail', String(EVENT)], exit: 0, calls: [{ service: NOE, method: 'getObject', id: EVENT }] },
  {
    test: 'test_event_details_ack',
    args: ['account', 'event-detail', String(EVENT), '--ack'],
    exit: 0,
    calls: [{ service: NOE, method: 'getObject', id: EVENT }, { service: NOE, method: 'acknowledgeNotification', id: EVENT }],
  },
  { test: 'test_events', args: ['account', 'events'], exit: 0, calls: [{ service: NOE, method: 'getAllObjects' }] },
  {
    test: 'test_event_ack_all',
    args: ['account', 'events', '--ack-all'],
    exit: 0,
    calls: [{ service: NOE, method: 'getAllObjects' }, { service: NOE, method: 'acknowledgeNotification' }],
  },
  // slcli's jsonraw (JSON on one line) is svc's jsonl (one JSON record a line).
  { test: 'test_event_jsonraw_output', args: ['--format', 'jsonl', 'account', 'events'], exit: 0, calls: [{ service: NOE, method: 'getAllObjects' }] },
  {
    test: 'test_invoice_detail',
    args: ['account', 'invoice-detail', String(INVOICE)],
    exit: 0,
    calls: [{ service: 'Billing_Invoice', method: 'getInvoiceTopLevelItems', id: INVOICE }],
  },
  {
    test: 'test_invoice_detail_details',
    args: ['account', 'invoice-detail', String(INVOICE), '--details'],
    exit: 0,
    calls: [{ service: 'Billing_Invoice', method: 'getInvoiceTopLevelItems', id: INVOICE, mask: /children\[/ }],
  },
  {
    test: 'test_invoice_detail_sum_children',
    args: ['--format=json', 'account', 'invoice-detail', String(INVOICE), '--details'],
    exit: 0,
    stdout: /"parent"/,
    calls: [{ service: 'Billing_Invoice', method: 'getInvoiceTopLevelItems', id: INVOICE }],
  },
  {
    test: 'test_invoice_detail_csv_output_format',
    args: ['--format', 'csv', 'account', 'invoice-detail', String(INVOICE)],
    exit: 0,
    stdout: /^id,category,description/,
    calls: [{ service: 'Billing_Invoice', method: 'getInvoiceTopLevelItems', id: INVOICE }],
  },
  // slcli asserts limit=50/10/1 (the result limit); the table checks service, method, id, args, mask
  // and filter, and the limit is the page size header, so these rows check the call and its filter.
  { test: 'test_invoices', args: ['account', 'invoices'], exit: 0, calls: [{ service: 'Account', method: 'getInvoices' }] },
  { test: 'test_invoices_limited', args: ['account', 'invoices', '--limit=10'], exit: 0, calls: [{ service: 'Account', method: 'getInvoices' }] },
  {
    test: 'test_invoices_closed',
    args: ['account', 'invoices', '--closed'],
    exit: 0,
    calls: [{
      service: 'Account', method: 'getInvoices',
      filter: { invoices: { createDate: { operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }] } } },
    }],
  },
  { test: 'test_invoices_all', args: ['account', 'invoices', '--all'], exit: 0, calls: [{ service: 'Account', method: 'getInvoices' }] },
  { test: 'test_single_invoice', args: ['account', 'invoices', '--limit=1'], exit: 0, calls: [{ service: 'Account', method: 'getInvoices' }] },
  { test: 'test_account_summary', args: ['account', 'summary'], exit: 0, calls: [{ service: 'Account', method: 'getObject' }] },
  { test: 'test_account_billing_items', args: ['account', 'billing-items'], exit: 0, calls: [{ service: 'Account', method: 'getAllTopLevelBillingItems' }] },
  {
    test: 'test_account_billing_items_by_category',
    args: ['account', 'billing-items', '--category', 'server'],
    exit: 0,
    calls: [{
      service: 'Account', method: 'getAllTopLevelBillingItems',
      filter: {
        allTopLevelBillingItems: {
          cancellationDate: { operation: 'is null' },
          id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] },
          categoryCode: { operation: 'server' },
        },
      },
    }],
  },
  {
    test: 'test_account_billing_items_by_ordered',
    args: ['account', 'billing-items', '--ordered', 'Demo', '--format', 'json'],
    exit: 0,
    stdout: /"orderedBy": "Demo"/,
    calls: [{ service: 'Account', method: 'getAllTopLevelBillingItems' }],
  },
  {
    test: 'test_account_billing_items_create',
    args: ['account', 'billing-items', '--create', '2023-04'],
    exit: 0,
    calls: [{
      service: 'Account', method: 'getAllTopLevelBillingItems',
      filter: {
        allTopLevelBillingItems: {
          cancellationDate: { operation: 'is null' },
          id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] },
          createDate: { operation: '*=2023-04' },
        },
      },
    }],
  },
  {
    test: 'test_account_get_billing_item_detail',
    args: ['account', 'item-detail', String(ITEM)],
    exit: 0,
    calls: [{ service: 'Billing_Item', method: 'getObject', id: ITEM }],
  },
  {
    test: 'test_account_cancel_item',
    args: ['--yes', 'account', 'cancel-item', String(ITEM)],
    exit: 0,
    calls: [{ service: 'Billing_Item', method: 'cancelItem', id: ITEM }],
  },
  { test: 'test_account_cancel_item (refused)', args: ['account', 'cancel-item', String(ITEM)], input: 'n\n', exit: 2, notCalled: ['Billing_Item.cancelItem'] },
  { test: 'test_acccount_order', args: ['account', 'orders'], exit: 0, calls: [{ service: 'Billing_Order', method: 'getAllObjects' }] },
  {
    test: 'test_acccount_licenses',
    args: ['account', 'licenses'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getActiveVirtualLicenses' }, { service: 'Account', method: 'getActiveAccountLicenses' }],
  },
  { test: 'test_acccount_provisioning_hook', args: ['account', 'hooks'], exit: 0, calls: [{ service: 'Account', method: 'getPostProvisioningHooks' }] },
  {
    test: 'test_created_provisioning_hook',
    args: ['account', 'hook-create', '--name', 'testslcli', '--uri', 'http://slclitest.com'],
    exit: 0,
    calls: [{ service: 'Provisioning_Hook', method: 'createObject' }],
  },
  {
    test: 'test_delete_provisioning_hook',
    args: ['--yes', 'account', 'hook-delete', String(HOOK)],
    exit: 0,
    calls: [{ service: 'Provisioning_Hook', method: 'deleteObject', id: HOOK }],
  },
  { test: 'test_order_upgrade', args: ['account', 'orders', '--upgrades'], exit: 0, calls: [{ service: 'Account', method: 'getUpgradeRequests' }] },
  { test: 'test_account_events', args: ['account', 'events', '--date-min', '5/9/2023'], exit: 0, calls: [{ service: NOE, method: 'getAllObjects' }] },
  { test: 'test_account_planned_events', args: ['account', 'events', '--planned'], exit: 0, calls: [{ service: NOE, method: 'getAllObjects' }] },
  { test: 'test_account_unplanned_events', args: ['account', 'events', '--unplanned'], exit: 0, calls: [{ service: NOE, method: 'getAllObjects' }] },
  { test: 'test_account_announcement_events', args: ['account', 'events', '--announcement'], exit: 0, calls: [{ service: NOE, method: 'getAllObjects' }] },
]);
