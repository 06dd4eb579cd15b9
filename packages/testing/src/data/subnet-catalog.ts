/**
 * Package 0 of the fake catalog — the non-server items — as far as subnet and global IP orders
 * need it: portable public/private IPv4 subnets, static IPv4 and IPv6 subnets and global IPs, each
 * item with its category and prices (the package references name the package of each price).
 * Typed with the generated records of `@svclib/model`.
 *
 * @module
 */
import type { Product_Item as SubnetPackageItem } from '@svclib/model';

/** Id of the package of non-server items. */
export const SUBNET_PACKAGE_ID = 0;

/** An item of package 0 as the fake stores it. */
export type FakeSubnetItem = Omit<SubnetPackageItem, 'prices'> & {
  /** Item id. */
  id: number;
  /** Key name. */
  keyName: string;
  /** Address count as text. */
  capacity: string;
  /** Description. */
  description: string;
  /** Category. */
  itemCategory: { categoryCode: string };
  /** Prices (monthly fee as text), shaped as {@link SubnetPackageItem} prices. */
  prices: Array<{ id: number; recurringFee: string; packageReferences: Array<{ package: { keyName: string } }> }>;
};

const PORTABLE = 'ADDITIONAL_SERVICES_PORTABLE_IP_ADDRESSES';
const STATIC = 'ADDITIONAL_SERVICES_STATIC_IP_ADDRESSES';
const GLOBAL = 'ADDITIONAL_SERVICES_GLOBAL_IP_ADDRESSES';

function item(
  id: number,
  keyName: string,
  categoryCode: string,
  capacity: string,
  description: string,
  prices: Array<[number, string, string]>,
): FakeSubnetItem {
  return {
    id,
    keyName,
    capacity,
    description,
    itemCategory: { categoryCode },
    prices: prices.map(([priceId, fee, pkg]) => ({ id: priceId, recurringFee: fee, packageReferences: [{ package: { keyName: pkg } }] })),
  };
}

/** The subnet items of package 0. */
export const SUBNET_ITEMS: readonly FakeSubnetItem[] = [
  item(1100, '4_PORTABLE_PUBLIC_IP_ADDRESSES', 'sov_sec_ip_addresses_pub', '4', '4 Portable Public IP Addresses', [[11000, '8', PORTABLE]]),
  item(1101, '8_PORTABLE_PUBLIC_IP_ADDRESSES', 'sov_sec_ip_addresses_pub', '8', '8 Portable Public IP Addresses', [[11010, '16', PORTABLE]]),
  item(1110, '4_PORTABLE_PRIVATE_IP_ADDRESSES', 'sov_sec_ip_addresses_priv', '4', '4 Portable Private IP Addresses', [[11100, '0', PORTABLE]]),
  item(1111, '8_PORTABLE_PRIVATE_IP_ADDRESSES', 'sov_sec_ip_addresses_priv', '8', '8 Portable Private IP Addresses', [[11110, '0', PORTABLE]]),
  item(1121, '2_STATIC_PUBLIC_IP_ADDRESSES', 'static_sec_ip_addresses', '2', '2 Static Public IP Addresses', [[11210, '8', STATIC]]),
  item(1120, '8_STATIC_PUBLIC_IP_ADDRESSES', 'static_sec_ip_addresses', '8', '8 Static Public IP Addresses', [
    [11200, '20', PORTABLE],
    [11201, '16', STATIC],
  ]),
  item(1130, 'GLOBAL_IPV4', 'global_ipv4', '0', 'Global IPv4', [[11300, '10', GLOBAL]]),
  item(1131, 'GLOBAL_IPV6', 'global_ipv6', '0', 'Global IPv6', [[11310, '20', GLOBAL]]),
  item(1140, '64_PORTABLE_PUBLIC_IPV6_ADDRESSES', 'static_ipv6_addresses', '64', '64 Portable Public IPv6 Addresses', [[11400, '10', PORTABLE]]),
  item(1141, '64_STATIC_PUBLIC_IPV6_ADDRESSES', 'static_ipv6_addresses', '64', '64 Static Public IPv6 Addresses', [[11410, '10', STATIC]]),
];
