/**
 * The relations of the network record types (subnets, VLANs, IP addresses, global IP records,
 * datacenters), computed from the dataset: a subnet's servers are the servers holding one of its
 * addresses, a VLAN's servers those holding an address on one of its subnets. Internal.
 *
 * @module
 */
import type { Dataset } from './dataset.js';
import type { FakeHardware, FakeIpAddress, FakeVirtualGuest } from './records.js';
import type { RecordTypeName, RelationSpec } from './record-context.js';
import type { AnyRecord } from '../engine/relation-table.js';

type Relations = Readonly<Record<string, RelationSpec>>;

const generic: RelationSpec = { type: 'Generic' };

/** The address records on the subnets with ids in `subnetIds`. */
function addressesOn(data: Dataset, subnetIds: ReadonlySet<number>): FakeIpAddress[] {
  return data.ipAddresses.filter((ip) => subnetIds.has(ip.subnetId));
}

/** The distinct servers bound to `addresses`. */
function serversOf(data: Dataset, addresses: readonly FakeIpAddress[], kind: 'virtualGuestId'): FakeVirtualGuest[];
function serversOf(data: Dataset, addresses: readonly FakeIpAddress[], kind: 'hardwareId'): FakeHardware[];
function serversOf(data: Dataset, addresses: readonly FakeIpAddress[], kind: 'virtualGuestId' | 'hardwareId'): Array<FakeVirtualGuest | FakeHardware> {
  const ids = new Set(addresses.map((ip) => ip[kind]).filter((id): id is number => id !== undefined));
  const list: Array<FakeVirtualGuest | FakeHardware> = kind === 'virtualGuestId' ? data.virtualGuests : data.hardware;
  return list.filter((server) => ids.has(server.id));
}

/** The NICs of the servers on `vlan` that face its network space, each with its server's id. */
function nicsOn(data: Dataset, vlan: AnyRecord, kind: 'hardwareId' | 'virtualGuestId'): AnyRecord[] {
  const addresses = addressesOn(data, vlanSubnetIds(data, vlan));
  const port = vlan.networkSpace === 'PUBLIC' ? 1 : 0;
  const servers: ReadonlyArray<FakeHardware | FakeVirtualGuest> =
    kind === 'hardwareId' ? serversOf(data, addresses, kind) : serversOf(data, addresses, kind);
  const key = kind === 'hardwareId' ? 'hardwareId' : 'guestId';
  return servers.flatMap((server) =>
    server.networkComponents
      .filter((component) => component.port === port)
      .map((component) => ({ ...component, [key]: server.id, networkVlanId: vlan.id })));
}

/** The record of `list` with id `id`; none when `id` is unset. */
function withId<T extends { id: number }>(list: readonly T[], id: unknown): T | undefined {
  return id === undefined || id === null ? undefined : list.find((record) => record.id === id);
}

function vlanSubnetIds(data: Dataset, vlan: AnyRecord): Set<number> {
  return new Set(data.subnets.filter((subnet) => subnet.networkVlanId === vlan.id).map((subnet) => subnet.id));
}

/** Region of a datacenter: key name from the long name (`Dallas 10` → `DALLAS10`). */
function regionsOf(datacenter: AnyRecord): AnyRecord[] {
  const name = typeof datacenter.name === 'string' ? datacenter.name : '';
  const longName = typeof datacenter.longName === 'string' ? datacenter.longName : name;
  return [{ keyname: longName.replace(/\s+/g, '').toUpperCase(), description: `${name} - ${longName}` }];
}

/** The network relations by record type. */
export const NETWORK_RELATIONS: Readonly<Partial<Record<RecordTypeName, Relations>>> = {
  Subnet: {
    datacenter: { type: 'Datacenter' },
    tagReferences: generic,
    billingItem: generic,
    networkVlan: { type: 'Vlan', get: (subnet, { data }) => withId(data.networkVlans, subnet.networkVlanId) },
    ipAddresses: { type: 'IpAddress', get: (subnet, { data }) => data.ipAddresses.filter((ip) => ip.subnetId === subnet.id) },
    virtualGuests: {
      type: 'VirtualGuest',
      get: (subnet, { data }) => serversOf(data, addressesOn(data, new Set([subnet.id as number])), 'virtualGuestId'),
    },
    hardware: {
      type: 'Hardware',
      get: (subnet, { data }) => serversOf(data, addressesOn(data, new Set([subnet.id as number])), 'hardwareId'),
    },
    endPointIpAddress: { type: 'IpAddress', get: (subnet, { data }) => withId(data.ipAddresses, subnet.endPointIpAddressId) },
  },
  Vlan: {
    primaryRouter: { type: 'Generic' },
    datacenter: { type: 'Datacenter' },
    tagReferences: generic,
    billingItem: generic,
    subnets: { type: 'Subnet', get: (vlan, { data }) => data.subnets.filter((subnet) => subnet.networkVlanId === vlan.id) },
    virtualGuests: {
      type: 'VirtualGuest',
      get: (vlan, { data }) => serversOf(data, addressesOn(data, vlanSubnetIds(data, vlan)), 'virtualGuestId'),
    },
    hardware: {
      type: 'Hardware',
      get: (vlan, { data }) => serversOf(data, addressesOn(data, vlanSubnetIds(data, vlan)), 'hardwareId'),
    },
    // The NICs on the VLAN: of each server on it, the public NIC (port 1) on a public VLAN, the
    // private one (port 0) on a private VLAN; hardware NICs (`Network_Component`, with
    // `hardwareId`) and guest NICs (`guestNetworkComponents`, with `guestId`).
    networkComponents: { type: 'Generic', get: (vlan, { data }) => nicsOn(data, vlan, 'hardwareId') },
    guestNetworkComponents: { type: 'Generic', get: (vlan, { data }) => nicsOn(data, vlan, 'virtualGuestId') },
    // The hardware NICs that may trunk the VLAN (`hw vlan-trunkable`): those of its space on the servers of its datacenter.
    networkComponentsTrunkable: {
      type: 'Generic',
      get: (vlan, { data }) => data.hardware
        .filter((server) => server.datacenter.id === (vlan.datacenter as { id?: number } | undefined)?.id)
        .flatMap((server) => server.networkComponents
          .filter((component) => component.port === (vlan.networkSpace === 'PUBLIC' ? 1 : 0))
          .map((component) => ({ ...component, hardwareId: server.id }))),
    },
    // A relational property of the real Network_Vlan (so a mask naming it still returns every local
    // property, as the reference client's `vlan detail` relies on), kept on the record here.
    networkSpace: { type: 'Generic', get: (vlan) => vlan.networkSpace },
    totalPrimaryIpAddressCount: {
      type: 'Generic',
      get: (vlan, { data }) =>
        addressesOn(data, vlanSubnetIds(data, vlan)).filter((ip) => ip.virtualGuestId !== undefined || ip.hardwareId !== undefined).length,
    },
  },
  IpAddress: {
    subnet: { type: 'Subnet', get: (ip, { data }) => withId(data.subnets, ip.subnetId) },
    virtualGuest: { type: 'VirtualGuest', get: (ip, { data }) => withId(data.virtualGuests, ip.virtualGuestId) },
    hardware: { type: 'Hardware', get: (ip, { data }) => withId(data.hardware, ip.hardwareId) },
  },
  GlobalIpRecord: {
    billingItem: generic,
    ipAddress: { type: 'IpAddress', get: (record, { data }) => withId(data.ipAddresses, record.ipAddressId) },
    destinationIpAddress: { type: 'IpAddress', get: (record, { data }) => withId(data.ipAddresses, record.destinationIpAddressId) },
  },
  Datacenter: {
    regions: { type: 'Generic', get: (datacenter) => regionsOf(datacenter) },
    hardwareRouters: {
      type: 'Generic',
      get: (datacenter, { data }) => {
        const routers = new Map<number, AnyRecord>();
        for (const vlan of data.networkVlans) {
          if (vlan.primaryRouter.datacenter.id !== datacenter.id) continue;
          const { id, hostname, fullyQualifiedDomainName } = vlan.primaryRouter;
          routers.set(id, { id, hostname, fullyQualifiedDomainName });
        }
        return [...routers.values()];
      },
    },
  },
  RwhoisData: {},
  NetworkPod: {},
};
