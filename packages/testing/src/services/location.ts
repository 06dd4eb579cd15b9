/**
 * `Vendor_Location`: the datacenters with their regions, routers and price groups
 * (`getDatacenters`, filtered directly and limited).
 *
 * @module
 */
import { orderingState } from '../data/ordering-state.js';
import { listResult, type ServiceSpec } from './service-spec.js';

/** The `Vendor_Location` service (a datacenter is a location). */
export const locationService: ServiceSpec = {
  type: 'Datacenter',
  collection: (data) => orderingState(data).locations,
  methods: {
    getDatacenters: {
      run: (context) => listResult(context, orderingState(context.data).locations, 'Datacenter', [], true),
    },
  },
};
