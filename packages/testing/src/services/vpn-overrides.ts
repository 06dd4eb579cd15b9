/**
 * `Vendor_Network_Service_Vpn_Overrides`: the subnets a user's VPN reaches (`createObjects`,
 * `deleteObjects`).
 *
 * @module
 */
import { extrasOf, nextExtraId, type FakeVpnOverride } from '../data/account-extras.js';
import { invalidParameters } from '../engine/fake-fault.js';
import type { AnyRecord } from '../data/record-types.js';
import type { CallContext, ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';

function listArgument(context: CallContext): AnyRecord[] {
  const list = context.args[0];
  if (!Array.isArray(list) || !list.every(isStruct)) {
    throw invalidParameters(`${context.service}::${context.method} expects a list of overrides as argument 1, got ${describe(list)}.`);
  }
  return list;
}

/** The `Vendor_Network_Service_Vpn_Overrides` service. */
export const vpnOverridesService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => extrasOf(data).overrides,
  methods: {
    createObjects: {
      run: (context) => {
        const extras = extrasOf(context.data);
        const created: FakeVpnOverride[] = listArgument(context).map((item, index) => {
          const userId = Number(item.userId);
          const subnetId = Number(item.subnetId);
          if (!context.data.users.some((user) => user.id === userId)) {
            throw invalidParameters(`${context.service}::createObjects: override ${index + 1} userId ${describe(item.userId)} is not a user of the account.`);
          }
          if (!context.data.subnets.some((subnet) => subnet.id === subnetId)) {
            throw invalidParameters(`${context.service}::createObjects: override ${index + 1} subnetId ${describe(item.subnetId)} is not a subnet of the account.`);
          }
          return { id: nextExtraId(extras, 'vpnOverride', 4_000_000), userId, subnetId };
        });
        extras.overrides.push(...created);
        return true;
      },
    },
    deleteObjects: {
      run: (context) => {
        const extras = extrasOf(context.data);
        const ids = listArgument(context).map((item) => Number(item.id));
        const missing = ids.find((id) => !extras.overrides.some((override) => override.id === id));
        if (missing !== undefined) throw invalidParameters(`${context.service}::deleteObjects: ${missing} is not an override.`);
        extras.overrides = extras.overrides.filter((override) => !ids.includes(override.id));
        return true;
      },
    },
  },
};
