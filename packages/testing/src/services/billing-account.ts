/**
 * `Vendor_Billing_Invoice`, `Vendor_Billing_Invoice_Item`, `Vendor_Billing_Item` and
 * `Vendor_Billing_Order`: invoices with their items, billing items (and `cancelItem`), orders.
 *
 * @module
 */
import { extrasOf } from '../data/account-extras.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import { listResult, objectOf, type ServiceSpec } from './service-spec.js';
import { describe } from '../engine/values.js';

/** The `Vendor_Billing_Invoice` service (`getInvoiceTopLevelItems` is its relation getter). */
export const billingInvoiceService: ServiceSpec = {
  type: 'Invoice',
  collection: (data) => extrasOf(data).invoices,
  methods: {},
};

/** The `Vendor_Billing_Invoice_Item` service (`getBillingItem` is its relation getter). */
export const billingInvoiceItemService: ServiceSpec = {
  type: 'InvoiceItem',
  collection: (data) => extrasOf(data).invoices.flatMap((invoice) => invoice.items),
  methods: {},
};

/** The `Vendor_Billing_Item` service. */
export const billingItemService: ServiceSpec = {
  type: 'BillingItem',
  collection: (data) => extrasOf(data).billingItems,
  methods: {
    /** `cancelItem(cancelImmediately, cancelAssociatedBillingItems, reason, customerNote)`. */
    cancelItem: {
      needsObject: true,
      run: (context) => {
        const [immediately, associated, reason, note] = context.args;
        const where = `${context.service}::cancelItem`;
        if (typeof immediately !== 'boolean' || typeof associated !== 'boolean') {
          throw invalidParameters(`${where}: arguments 1 and 2 (cancelImmediately, cancelAssociatedBillingItems) must be booleans, got ${describe(immediately)}, ${describe(associated)}.`);
        }
        if (typeof reason !== 'string' || reason.trim() === '') throw invalidParameters(`${where}: argument 3 (reason) must be a non-empty string.`);
        if (note !== undefined && note !== null && typeof note !== 'string') throw invalidParameters(`${where}: argument 4 (customerNote) must be a string.`);
        const item = objectOf(context);
        if (item.cancellationDate !== null && item.cancellationDate !== undefined) {
          throw invalidParameters(`${where}: billing item ${String(item.id)} is already cancelled.`);
        }
        item.cancellationDate = isoDate(immediately ? Date.now() : Date.now() + 30 * 86_400_000);
        return true;
      },
    },
  },
};

/** The `Vendor_Billing_Order` service. */
export const billingOrderService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => extrasOf(data).orders,
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, extrasOf(context.data).orders, 'Generic', ['orders'], true),
    },
  },
};
