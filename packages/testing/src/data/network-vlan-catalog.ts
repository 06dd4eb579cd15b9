/**
 * Package `NETWORK_VLAN` of the fake catalog (items `PUBLIC_NETWORK_VLAN`, `PRIVATE_NETWORK_VLAN`),
 * which `services/network-vlan-order.ts` sells.
 *
 * @module
 */
import type { Location_Region as PackageRegion } from '@svclib/model';
import type { CatalogPackage } from './catalog-items.js';

/** The id of package `NETWORK_VLAN`. */
export const NETWORK_VLAN_PACKAGE_ID = 1098;

const CATEGORY = { id: 113, name: 'Network Vlan', categoryCode: 'network_vlan' };

/** A VLAN item with its one (free, hourly and monthly) price. */
function item(id: number, keyName: string, description: string): CatalogPackage['items'][number] {
  return {
    id, keyName, description, capacity: '0', units: '', itemCategory: { ...CATEGORY }, categories: [{ ...CATEGORY }], attributes: [],
    prices: [{ id: id * 10, itemId: id, hourlyRecurringFee: '0', recurringFee: '0', oneTimeFee: '0', setupFee: '0', categories: [{ ...CATEGORY }] }],
  };
}

/** Package `NETWORK_VLAN`, sold in every region of the catalog. */
export function networkVlanPackage(regions: PackageRegion[]): CatalogPackage {
  return {
    id: NETWORK_VLAN_PACKAGE_ID, keyName: 'NETWORK_VLAN', name: 'Network Vlan', description: 'Network Vlan', isActive: 1,
    type: { keyName: 'ADDITIONAL_SERVICES_NETWORK_VLAN' },
    items: [item(1071, 'PUBLIC_NETWORK_VLAN', 'Public Network Vlan'), item(1072, 'PRIVATE_NETWORK_VLAN', 'Private Network Vlan')],
    activePresets: [], accountRestrictedActivePresets: [], regions,
    configuration: [{ id: 7100, isRequired: 1, itemCategory: { ...CATEGORY } }],
  };
}
