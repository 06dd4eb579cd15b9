/**
 * `Vendor_Billing_Item`: `cancelService` and `cancelItem` on any billing item of the account
 * (servers, VLANs, portable subnets, global IPs). A cancelled item gets a `cancellationDate`.
 *
 * @module
 */
import type { Dataset } from '../dataset.js';
import { invalidParameters } from '../fake-fault.js';
import { isoDate } from '../generate.js';
import type { AnyRecord } from '../record-types.js';
import { objectOf, type CallContext, type ServiceSpec } from '../service-spec.js';
import { describe } from '../values.js';

/** Every billing item of the account. */
function billingItems(data: Dataset): AnyRecord[] {
  const owners: Array<{ billingItem?: unknown }> = [
    ...data.virtualGuests, ...data.hardware, ...data.networkVlans, ...data.subnets, ...data.globalIpRecords,
  ];
  return owners.map((owner) => owner.billingItem).filter((item): item is AnyRecord => item !== undefined && item !== null);
}

function cancel(context: CallContext): true {
  const item = objectOf(context);
  if (typeof item.cancellationDate === 'string') {
    throw invalidParameters(`${context.service}::${context.method}: billing item ${String(item.id)} is already cancelled.`);
  }
  item.cancellationDate = isoDate(Date.now());
  return true;
}

/** The `Vendor_Billing_Item` service. */
export const billingItemService: ServiceSpec = {
  type: 'Generic',
  collection: billingItems,
  methods: {
    cancelService: { needsObject: true, run: cancel },
    cancelItem: {
      needsObject: true,
      run: (context) => {
        const [immediate, associated, reason, note] = context.args;
        const checks: Array<[unknown, string, string]> = [
          [immediate, 'boolean', 'cancelImmediately (argument 1)'],
          [associated, 'boolean', 'cancelAssociatedBillingItems (argument 2)'],
          [reason, 'string', 'reason (argument 3)'],
          [note, 'string', 'customerNote (argument 4)'],
        ];
        for (const [value, type, what] of checks) {
          if (value !== undefined && value !== null && typeof value !== type) {
            throw invalidParameters(`${context.service}::cancelItem expects ${what} as a ${type}, got ${describe(value)}.`);
          }
        }
        return cancel(context);
      },
    },
  },
};
