/**
 * `Vendor_Location`: the datacenters with their regions and price groups (`getDatacenters`).
 *
 * @module
 */
import { orderingState } from '../ordering-state.js';
import type { AnyRecord } from '../record-types.js';
import { listResult, type ServiceSpec } from '../service-spec.js';

/** The `Vendor_Location` service. */
export const locationService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => orderingState(data).locations as unknown as AnyRecord[],
  methods: {
    getDatacenters: {
      run: (context) => listResult(context, orderingState(context.data).locations as unknown as AnyRecord[], 'Generic', [], true),
    },
  },
};
