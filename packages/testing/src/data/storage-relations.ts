/**
 * The relations of the storage records (`NetworkStorage`, `StorageBillingItem`,
 * `StorageAllowedHost`, `StorageHostView`): which of their fields are relations (returned only when
 * a mask names them, as the API's relational properties — many of them plain strings such as
 * `snapshotCapacityGb` or `provisionedIops`), and the relations computed from the store (schedules,
 * snapshots, replicas, access lists, running transactions, ACL subnets).
 *
 * @module
 */
import type { Dataset } from './dataset.js';
import type { RelationSpec } from './record-context.js';
import {
  HOST_KINDS, stateOf, storageStore, type FakeAllowedHost, type FakeStorageRecord, type HostKind, type StorageStore, type VolumeState,
} from './storage-data.js';
import { fieldsOf, recordAs, type AnyRecord } from '../engine/relation-table.js';

const generic: RelationSpec = { type: 'Generic' };

/** Relational properties of `Network_Storage` that the fake stores as the record's own fields. */
const OWN_RELATIONS = [
  'bytesUsed', 'snapshotCapacityGb', 'provisionedIops', 'storageTierLevel', 'staasVersion', 'hasEncryptionAtRest', 'lunId',
  'serviceResourceBackendIpAddress', 'fileNetworkMountAddress', 'originalVolumeName', 'originalSnapshotName', 'originalVolumeSize',
  'replicationStatus', 'snapshotNotificationStatus', 'iops', 'snapshotSizeBytes', 'snapshotCreationTimestamp', 'serviceResourceName',
  'creationScheduleId', 'storageType', 'serviceResource', 'osType', 'uuid',
];

/** The store of the dataset a relation is read in. */
function storeOf(data: Dataset): StorageStore {
  return storageStore(data);
}

/** The state of a volume record itself (not of the volume a snapshot belongs to). */
function ownState(record: AnyRecord, data: Dataset): VolumeState | undefined {
  const state = stateOf(storeOf(data), record.id);
  return state !== undefined && fieldsOf(state.record) === record ? state : undefined;
}

/** The schedule of a volume whose type is `keyname`, else the record's own field `name`. */
function scheduleRelation(keyname: string, name: string): RelationSpec {
  return {
    type: 'StorageSchedule',
    get: (record, { data }) => {
      const state = ownState(record, data);
      return state ? state.schedules.find((schedule) => schedule.type?.keyname === keyname) : record[name];
    },
  };
}

/** The hosts of one kind on a volume's access list, each as the host's record with its `allowedHost`. */
function accessList(kind: HostKind): RelationSpec {
  return {
    type: 'StorageHostView',
    get: (record, { data }) => {
      const state = ownState(record, data);
      if (!state) return record[HOST_KINDS[kind].list];
      const store = storeOf(data);
      return state.access.filter((entry) => entry.kind === kind).flatMap((entry) => {
        const host = hostRecord(data, kind, entry.id);
        if (!host) return [];
        const allowed = store.hosts.find((candidate) => candidate.resourceTableName === kind && candidate.resourceTableId === entry.id);
        return [{ ...host, ...(allowed ? { allowedHost: allowed } : {}) }];
      });
    },
  };
}

/** The dataset's record of a host: the fields an access list shows. */
export function hostRecord(data: Dataset, kind: HostKind, id: number): AnyRecord | undefined {
  switch (kind) {
    case 'VIRTUAL_GUEST': {
      const guest = data.virtualGuests.find((candidate) => candidate.id === id);
      return guest && {
        id: guest.id, hostname: guest.hostname, domain: guest.domain, fullyQualifiedDomainName: guest.fullyQualifiedDomainName,
        primaryBackendIpAddress: guest.primaryBackendIpAddress, primaryIpAddress: guest.primaryIpAddress, datacenter: { ...guest.datacenter },
      };
    }
    case 'HARDWARE': {
      const server = data.hardware.find((candidate) => candidate.id === id);
      return server && {
        id: server.id, hostname: server.hostname, domain: server.domain, fullyQualifiedDomainName: server.fullyQualifiedDomainName,
        primaryBackendIpAddress: server.primaryBackendIpAddress, primaryIpAddress: server.primaryIpAddress, datacenter: { ...server.datacenter },
      };
    }
    case 'SUBNET': {
      const subnet = data.subnets.find((candidate) => candidate.id === id);
      return subnet && {
        id: subnet.id, networkIdentifier: subnet.networkIdentifier, cidr: subnet.cidr, netmask: subnet.netmask,
        ...(subnet.note === undefined ? {} : { note: subnet.note }), subnetType: subnet.subnetType, datacenter: { ...subnet.datacenter },
      };
    }
    case 'IP_ADDRESS': {
      const address = data.ipAddresses.find((candidate) => candidate.id === id);
      return address && { id: address.id, ipAddress: address.ipAddress, subnetId: address.subnetId, ...(address.note === undefined ? {} : { note: address.note }) };
    }
  }
}

/** The volumes a host may reach. */
function assignedVolumes(host: AnyRecord, data: Dataset, kind?: 'block' | 'file'): FakeStorageRecord[] {
  const allowed = recordAs<FakeAllowedHost>(host);
  return [...storeOf(data).volumes.values()]
    .filter((state) => (kind === undefined || state.kind === kind) && state.access.some((entry) => entry.kind === allowed.resourceTableName && entry.id === allowed.resourceTableId))
    .map((state) => state.record);
}

/** The relations of a `Network_Storage` record. */
export const NETWORK_STORAGE_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  ...Object.fromEntries(OWN_RELATIONS.map((name) => [name, generic])),
  billingItem: { type: 'StorageBillingItem' },
  credentials: { type: 'StorageCredential' },
  schedules: { type: 'StorageSchedule', get: (record, { data }) => ownState(record, data)?.schedules ?? record.schedules },
  hourlySchedule: scheduleRelation('SNAPSHOT_HOURLY', 'hourlySchedule'),
  dailySchedule: scheduleRelation('SNAPSHOT_DAILY', 'dailySchedule'),
  weeklySchedule: scheduleRelation('SNAPSHOT_WEEKLY', 'weeklySchedule'),
  intervalSchedule: scheduleRelation('SNAPSHOT_INTERVAL', 'intervalSchedule'),
  snapshots: { type: 'NetworkStorage', get: (record, { data }) => ownState(record, data)?.snapshots ?? [] },
  replicationPartners: {
    type: 'NetworkStorage',
    get: (record, { data }) => {
      const state = ownState(record, data);
      if (!state) return [];
      const store = storeOf(data);
      if (state.role === 'replica') return [store.volumes.get(state.parentId ?? -1)?.record].filter((partner) => partner !== undefined);
      return [...store.volumes.values()].filter((other) => other.role === 'replica' && other.parentId === state.record.id).map((other) => other.record);
    },
  },
  replicationSchedule: {
    type: 'StorageSchedule',
    get: (record, { data }) => {
      const state = ownState(record, data);
      if (state?.role !== 'replica') return undefined;
      const parent = storeOf(data).volumes.get(state.parentId ?? -1);
      return parent?.schedules.find((schedule) => schedule.type?.keyname?.startsWith('REPLICATION_'));
    },
  },
  activeTransactions: {
    type: 'Generic',
    get: (record, { data }) => {
      const now = Date.now();
      return (ownState(record, data)?.transactions ?? []).filter((transaction) => transaction.until > now).map((transaction) => ({
        id: transaction.id, createDate: transaction.createDate, elapsedSeconds: Math.floor((now - Date.parse(transaction.createDate)) / 1000),
        transactionGroup: { name: transaction.group }, transactionStatus: { name: transaction.group.toUpperCase().replace(/\s+/g, '_'), friendlyName: transaction.friendlyName },
      }));
    },
  },
  parentVolume: {
    type: 'Generic',
    get: (record, { data }) => {
      const state = ownState(record, data);
      if (!state) return record.parentVolume;
      const used = state.snapshots.reduce((sum, snapshot) => sum + Number(snapshot.snapshotSizeBytes ?? 0), 0);
      return {
        id: state.record.id + 500_000, accountId: state.record.accountId, username: state.record.username, nasType: `${state.record.nasType}_CONTAINER`,
        capacityGb: state.record.capacityGb, snapshotSizeBytes: String(used),
      };
    },
  },
  allowedVirtualGuests: accessList('VIRTUAL_GUEST'),
  allowedHardware: accessList('HARDWARE'),
  allowedSubnets: accessList('SUBNET'),
  allowedIpAddresses: accessList('IP_ADDRESS'),
  properties: {
    type: 'Generic',
    get: (record, { data }) => {
      const state = ownState(record, data);
      if (state?.kind !== 'block' || state.record.lunId === undefined) return [];
      return [{ volumeId: state.record.id, value: state.record.lunId, type: { keyName: 'LUN_ID', name: 'LUN Id' } }];
    },
  },
  dependentDuplicate: {
    type: 'Generic',
    get: (record, { data }) => {
      const state = ownState(record, data);
      if (!state) return record.dependentDuplicate;
      if (state.conversion && Date.now() >= state.conversion.start + state.conversion.durationMs) return '0';
      return state.record.dependentDuplicate;
    },
  },
  dependentDuplicates: {
    type: 'NetworkStorage',
    get: (record, { data }) => [...storeOf(data).volumes.values()]
      .filter((state) => state.originId === record.id && state.record.dependentDuplicate === '1').map((state) => state.record),
  },
};

/** The relations of a volume's billing item. */
export const STORAGE_BILLING_ITEM_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  hourlyFlag: generic,
  location: generic,
  activeChildren: generic,
  orderItem: generic,
};

/** The relations of an allowed host. */
export const STORAGE_ALLOWED_HOST_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  credential: { type: 'StorageCredential' },
  sourceSubnet: generic,
  subnetsInAcl: {
    type: 'Subnet',
    get: (host, { data }) => {
      const ids = storeOf(data).acl.get(host.id as number) ?? [];
      return data.subnets.filter((subnet) => ids.includes(subnet.id));
    },
  },
  assignedVolumes: { type: 'NetworkStorage', get: (host, { data }) => assignedVolumes(host, data) },
  assignedIscsiVolumes: { type: 'NetworkStorage', get: (host, { data }) => assignedVolumes(host, data, 'block') },
  assignedNfsVolumes: { type: 'NetworkStorage', get: (host, { data }) => assignedVolumes(host, data, 'file') },
};

/** The relations of a host on a volume's access list. */
export const STORAGE_HOST_VIEW_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  allowedHost: { type: 'StorageAllowedHost' },
  datacenter: generic,
};

/**
 * The relations of a schedule: its `type` comes with its local properties (the reference client
 * reads `schedules[].type.keyname` under the bare mask `schedules`), its `properties` when named.
 */
export const STORAGE_SCHEDULE_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  type: { type: 'Generic', eager: true },
  properties: generic,
  partnership: generic,
};

/**
 * The relations of a storage credential: its `type` comes with its local properties (the reference
 * client reads `credentials[].type.description` under the bare mask `credentials`).
 */
export const STORAGE_CREDENTIAL_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  type: { type: 'Generic', eager: true },
};
