/**
 * `Vendor_Account`: the account singleton; its list getters (`getVirtualGuests`, `getTickets`,
 * `getCurrentUser`, …) are the generic relation getters of the account's relations.
 *
 * @module
 */
import type { ServiceSpec } from './service-spec.js';

/** The `Vendor_Account` service. */
export const accountService: ServiceSpec = {
  type: 'Account',
  singleton: (data) => data.account,
  methods: {},
};
