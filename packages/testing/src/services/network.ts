/**
 * `Vendor_Network_Subnet_IpAddress`, `Vendor_Network_Subnet` and `Vendor_Network_Vlan`.
 *
 * @module
 */
import type { AnyRecord } from '../record-types.js';
import { output, stringArgument, type ServiceSpec } from '../service-spec.js';

/** The `Vendor_Network_Subnet_IpAddress` service; `getByIpAddress` resolves nil for an unknown address. */
export const ipAddressService: ServiceSpec = {
  type: 'IpAddress',
  collection: (data) => data.ipAddresses as unknown as AnyRecord[],
  editable: ['note'],
  methods: {
    getByIpAddress: {
      run: (context) => {
        const address = stringArgument(context, 0, 'an IP address').trim();
        const found = context.data.ipAddresses.find((ip) => ip.ipAddress === address);
        return found ? output(context, found as unknown as AnyRecord, 'IpAddress') : null;
      },
    },
  },
};

/** The `Vendor_Network_Subnet` service. */
export const subnetService: ServiceSpec = {
  type: 'Subnet',
  collection: (data) => data.subnets as unknown as AnyRecord[],
  methods: {},
};

/** The `Vendor_Network_Vlan` service. */
export const vlanService: ServiceSpec = {
  type: 'Vlan',
  collection: (data) => data.networkVlans as unknown as AnyRecord[],
  methods: {},
};
