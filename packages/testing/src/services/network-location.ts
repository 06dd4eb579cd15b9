/**
 * `Vendor_Location_Datacenter` (datacenters with their regions and routers) and `Vendor_Network_Pod`.
 * `Vendor_Location` is in `location.ts`.
 *
 * @module
 */
import { listResult, type ServiceSpec } from './service-spec.js';

/** `getDatacenters`: every datacenter, filtered directly (no group) and limited. */
const datacentersMethod = {
  run: (context: Parameters<typeof listResult>[0]) =>
    listResult(context, context.data.datacenters, 'Datacenter', [], true),
};

/** The `Vendor_Location_Datacenter` service; `getHardwareRouters` is its relation getter. */
export const locationDatacenterService: ServiceSpec = {
  type: 'Datacenter',
  collection: (data) => data.datacenters,
  methods: { getDatacenters: datacentersMethod },
};

/** The `Vendor_Network_Pod` service: `getAllObjects`, filtered directly. */
export const networkPodService: ServiceSpec = {
  type: 'NetworkPod',
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, context.data.networkPods, 'NetworkPod', [], true),
    },
  },
};
