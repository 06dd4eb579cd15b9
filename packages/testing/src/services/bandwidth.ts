/**
 * `Vendor_Network_Bandwidth_Version1_Allotment`: bandwidth pools (`getObject` with counts and details).
 *
 * @module
 */
import { extrasOf } from '../data/account-extras.js';
import type { ServiceSpec } from './service-spec.js';

/** The `Vendor_Network_Bandwidth_Version1_Allotment` service. */
export const bandwidthAllotmentService: ServiceSpec = {
  type: 'BandwidthPool',
  collection: (data) => extrasOf(data).bandwidthPools,
  methods: {},
};
