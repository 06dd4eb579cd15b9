/**
 * `Vendor_Location`: the datacenters with their regions and price groups (`getDatacenters`).
 *
 * @module
 */
import { orderingListService } from '../ordering-state.js';
import type { ServiceSpec } from '../service-spec.js';

/** The `Vendor_Location` service. */
export const locationService: ServiceSpec = orderingListService((state) => state.locations, 'getDatacenters');
