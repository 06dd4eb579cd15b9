/**
 * Generators of the network records beyond each datacenter's primary subnets: portable subnets,
 * global IPs and their records, the RWhois record and the network pods. Deterministic.
 *
 * @module
 */
import { FAKE_ACCOUNT_ID } from './constants.js';
import { DATACENTERS, ipAddressId, ipText, isoDate, vlanId } from './generate.js';
import type { FakeAccount, FakeGlobalIpRecord, FakeIpAddress, FakeNetworkPod, FakeRwhoisData, FakeSubnet } from './records.js';

/** First id of the portable subnets (one per datacenter, on its public VLAN). */
const PORTABLE_SUBNET_ID = 600_101;
/** First id of the global IP subnets. */
const GLOBAL_SUBNET_ID = 600_201;
/** First id of the global IP records. */
const GLOBAL_RECORD_ID = 9001;
/** Where the portable subnets start: 161.200.1.0, one /29 per datacenter. */
const PORTABLE_BASE = ((161 << 24) | (200 << 16) | (1 << 8)) >>> 0;
const PORTABLE_SIZE = 8;
/** The global addresses: two IPv4, one IPv6. */
const GLOBAL_ADDRESSES = [
  { address: '161.200.2.1', version: 4 },
  { address: '161.200.2.2', version: 4 },
  { address: '2607:f0d0:1000::1', version: 6 },
] as const;

/** The portable (secondary, billed on their own) public subnets: one /29 per datacenter. */
export function generatePortableSubnets(): FakeSubnet[] {
  return DATACENTERS.map((datacenter, dc) => {
    const network = PORTABLE_BASE + dc * PORTABLE_SIZE;
    return {
      id: PORTABLE_SUBNET_ID + dc,
      networkIdentifier: ipText(network),
      cidr: 29,
      netmask: '255.255.255.248',
      gateway: ipText(network + 1),
      broadcastAddress: ipText(network + PORTABLE_SIZE - 1),
      subnetType: 'SECONDARY_ON_VLAN',
      addressSpace: 'PUBLIC',
      version: 4,
      totalIpAddresses: String(PORTABLE_SIZE),
      usableIpAddressCount: String(PORTABLE_SIZE - 3),
      networkVlanId: vlanId(dc, 0),
      accountId: FAKE_ACCOUNT_ID,
      datacenter: { ...datacenter },
      note: '',
      tagReferences: [],
      billingItem: { id: 1_100_000 + dc, categoryCode: 'sov_sec_ip_addresses_pub', description: '8 Portable Public IP Addresses' },
    };
  });
}

/** The global IP subnets (type `GLOBAL_IP`, one address each, no VLAN). */
export function generateGlobalSubnets(): FakeSubnet[] {
  const [home] = DATACENTERS;
  return GLOBAL_ADDRESSES.map(({ address, version }, index) => ({
    id: GLOBAL_SUBNET_ID + index,
    networkIdentifier: address,
    cidr: version === 4 ? 32 : 128,
    netmask: version === 4 ? '255.255.255.255' : 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    gateway: address,
    broadcastAddress: address,
    subnetType: 'GLOBAL_IP',
    addressSpace: 'PUBLIC',
    version,
    totalIpAddresses: '1',
    usableIpAddressCount: '1',
    accountId: FAKE_ACCOUNT_ID,
    datacenter: { ...home! },
    tagReferences: [],
  }));
}

/**
 * One record per global IP subnet; the first routes to `destination` (when given), the others are
 * unrouted.
 */
export function generateGlobalIpRecords(subnets: readonly FakeSubnet[], destination: FakeIpAddress | undefined): FakeGlobalIpRecord[] {
  return subnets
    .filter((subnet) => subnet.subnetType === 'GLOBAL_IP')
    .map((subnet, index) => {
      const record: FakeGlobalIpRecord = {
        id: GLOBAL_RECORD_ID + index,
        ipAddressId: ipAddressId(subnet.id, 0),
        billingItem: {
          id: 1_200_000 + index,
          categoryCode: subnet.version === 4 ? 'global_ipv4' : 'global_ipv6',
          description: `Global IPv${subnet.version}`,
        },
      };
      if (index === 0 && destination) record.destinationIpAddressId = destination.id;
      return record;
    });
}

/** The account's RWhois record, from the account's contact data. */
export function generateRwhoisData(account: FakeAccount): FakeRwhoisData {
  return {
    id: 4401,
    accountId: account.id,
    abuseEmail: account.email,
    address1: account.address1,
    city: account.city,
    companyName: account.companyName,
    country: account.country,
    firstName: account.firstName,
    lastName: account.lastName,
    postalCode: account.postalCode,
    state: account.state,
    privateResidenceFlag: false,
    createDate: account.createDate,
    modifyDate: isoDate(Date.UTC(2024, 0, 1)),
  };
}

/** One pod per datacenter; the last datacenter's pod is announced for closure. */
export function generateNetworkPods(): FakeNetworkPod[] {
  return DATACENTERS.map((datacenter, dc) => ({
    name: `${datacenter.name}.pod01`,
    datacenterId: datacenter.id,
    datacenterName: datacenter.name,
    datacenterLongName: datacenter.longName,
    frontendRouterId: 800 + dc * 2,
    frontendRouterName: `fcr01a.${datacenter.name}`,
    backendRouterId: 801 + dc * 2,
    backendRouterName: `bcr01a.${datacenter.name}`,
    capabilities: dc === DATACENTERS.length - 1 ? ['SUPPORTS_SECURITY_GROUP', 'CLOSURE_ANNOUNCED'] : ['SUPPORTS_SECURITY_GROUP'],
  }));
}
