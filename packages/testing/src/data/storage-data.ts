/**
 * Block and file storage of the fake account: volumes of both kinds (endurance and performance,
 * storage-as-a-service), their snapshots, snapshot and replication schedules, replicas, duplicates,
 * the hosts allowed to reach them (with their iSCSI credentials and subnet ACLs), their billing
 * items (with snapshot space as a child item), and the object storage (hub) accounts. Made on first
 * use per dataset (a reset makes a new one). Records hold the API's fields only; what the services
 * need besides (which volume a snapshot belongs to, who may reach a volume, …) is kept beside them
 * in {@link VolumeState}.
 *
 * @module
 */
import type {
  Billing_Item as BillingItem, Network_Storage as NetworkStorage, Network_Storage_Allowed_Host as AllowedHost,
  Network_Storage_Hub_Cleversafe_Account as HubAccount, Network_Storage_Schedule as Schedule,
  Network_Storage_Schedule_Property as ScheduleProperty,
} from '@svclib/model';
import { FAKE_ACCOUNT_ID } from './constants.js';
import type { Dataset } from './dataset.js';
import { isoDate } from './generate.js';
import { ENDURANCE_TIERS } from './storage-catalog.js';
import type { FakeDatacenter } from './records.js';

/** A volume, replica, duplicate or snapshot as the API shows it. */
export type FakeStorageRecord = NetworkStorage & { id: number; username: string };
/** A volume's billing item (with its snapshot space as a child item). */
export type FakeStorageBillingItem = BillingItem & { id: number; categoryCode: string };
/** A schedule of a volume. */
export type FakeStorageSchedule = Schedule & { id: number };
/** A host allowed to reach volumes, with its credential. */
export type FakeAllowedHost = AllowedHost & { id: number; resourceTableName: string; resourceTableId: number };
/** An object storage account (also a `Network_Storage` record: `Account.getHubNetworkStorage`). */
export type FakeHubAccount = HubAccount & Pick<NetworkStorage, 'storageType' | 'serviceResource'> & { id: number; username: string };

/** What kind of host an allowed host is (`resourceTableName`), and the access list it is on. */
export const HOST_KINDS = {
  HARDWARE: { objectType: 'Vendor_Hardware', list: 'allowedHardware' },
  VIRTUAL_GUEST: { objectType: 'Vendor_Virtual_Guest', list: 'allowedVirtualGuests' },
  IP_ADDRESS: { objectType: 'Vendor_Network_Subnet_IpAddress', list: 'allowedIpAddresses' },
  SUBNET: { objectType: 'Vendor_Network_Subnet', list: 'allowedSubnets' },
} as const;

/** A kind of allowed host. */
export type HostKind = keyof typeof HOST_KINDS;

/** A running transaction of a volume (shown until `until`). */
export interface FakeStorageTransaction {
  /** Its id. */
  id: number;
  /** What runs, e.g. `Volume Modification`. */
  group: string;
  /** Its status text. */
  friendlyName: string;
  /** When it started. */
  createDate: string;
  /** When it is over (milliseconds). */
  until: number;
}

/** What the fake keeps about a volume besides its record. */
export interface VolumeState {
  /** The record the API shows. */
  readonly record: FakeStorageRecord;
  /** Block (iSCSI) or file (NFS). */
  readonly kind: 'block' | 'file';
  /** A volume of its own, a replica of one, or a snapshot of one. */
  readonly role: 'volume' | 'replica' | 'snapshot';
  /** The volume a replica replicates, or a snapshot was taken of. */
  readonly parentId?: number;
  /** The volume a duplicate was made from. */
  originId?: number;
  /** Snapshot and replication schedules. */
  schedules: FakeStorageSchedule[];
  /** Snapshots, newest last. */
  snapshots: FakeStorageRecord[];
  /** Bytes used when each snapshot was taken (restore and refresh bring them back). */
  readonly snapshotBytes: Map<number, string>;
  /** The hosts allowed to reach the volume. */
  access: Array<{ kind: HostKind; id: number }>;
  /** Running transactions. */
  transactions: FakeStorageTransaction[];
  /** Which replica the volume failed over to, and whether it was a disaster recovery. */
  failover?: { replicaId: number; disaster: boolean };
  /** A running or finished conversion of a dependent duplicate. */
  conversion?: { start: number; durationMs: number };
}

/** The storage of one dataset. */
export interface StorageStore {
  /** Volumes, replicas and duplicates, by id. */
  readonly volumes: Map<number, VolumeState>;
  /** Snapshots: snapshot id → the volume's id. */
  readonly snapshotOwners: Map<number, number>;
  /** Allowed hosts. */
  readonly hosts: FakeAllowedHost[];
  /** Subnet ACL of each allowed host (block volumes): allowed host id → subnet ids. */
  readonly acl: Map<number, number[]>;
  /** Object storage accounts. */
  readonly hubAccounts: FakeHubAccount[];
  /** The next id of a kind of record. */
  nextId(kind: StorageIdKind): number;
}

/** The kinds of ids the store hands out. */
export type StorageIdKind = 'volume' | 'snapshot' | 'schedule' | 'host' | 'credential' | 'billing' | 'transaction' | 'username';

/** Where each kind of id starts. */
const ID_BASES: Readonly<Record<StorageIdKind, number>> = {
  volume: 120_000_000, snapshot: 121_000_000, schedule: 122_000_000, host: 123_000_000, credential: 124_000_000,
  billing: 125_000_000, transaction: 126_000_000, username: 0,
};

const stores = new WeakMap<Dataset, StorageStore>();

/**
 * Ids of the seeded storage of the demo account (every fake server starts with it; a reset brings
 * it back): block and file volumes of both storage types, their replicas, a dependent duplicate, an
 * object storage account.
 *
 * @example
 * ```ts
 * const volume = await client.call('Network_Storage', 'getObject', { id: SEEDED_STORAGE.enduranceBlockVolumeId });
 * ```
 */
export const SEEDED_STORAGE = Object.freeze({
  /** `SL02SEL284521-1`: endurance (2 IOPS/GB) block volume in dal10, 500 GB, 20 GB snapshot space, three snapshots, weekly and daily schedules, a replica, four hosts allowed. */
  enduranceBlockVolumeId: 120_000_001,
  /** `SL02SEL284521-1_REP_1`: the replica of the endurance block volume, in wdc07. */
  blockReplicaId: 120_000_002,
  /** `SL02SEL284521-2`: performance (4,000 IOPS) block volume in dal10, 1,000 GB, hourly, no snapshot space. */
  performanceBlockVolumeId: 120_000_003,
  /** `SL02SEL284521-3`: dependent duplicate of the endurance block volume, hourly. */
  dependentDuplicateId: 120_000_004,
  /** `SL02SV284521_4`: endurance (4 IOPS/GB) file volume in dal10, 1,000 GB, 40 GB snapshot space, hourly schedule, a replica, a subnet and three guests allowed. */
  enduranceFileVolumeId: 120_000_005,
  /** `SL02SV284521_4_REP_1`: the replica of the endurance file volume, in fra02. */
  fileReplicaId: 120_000_006,
  /** `SL02SV284521_5`: performance (2,000 IOPS) file volume in wdc07, 250 GB. */
  performanceFileVolumeId: 120_000_007,
  /** `SL02SV284521_6`: small endurance (0.25 IOPS/GB) file volume in dal10, hourly, no snapshot space. */
  smallFileVolumeId: 120_000_008,
  /** `SLOS284521-2`: the object storage account. */
  objectStorageAccountId: 126_500_001,
});

/** Base time of the seeded storage. */
const SEED_TIME = Date.UTC(2024, 2, 4, 9, 30);

/** The storage of a dataset (made on first use). */
export function storageStore(data: Dataset): StorageStore {
  let store = stores.get(data);
  if (store === undefined) {
    store = createStore(data);
    stores.set(data, store);
  }
  return store;
}

/** Every volume state of a kind (replicas and duplicates included, snapshots not). */
export function volumesOf(store: StorageStore, kind?: 'block' | 'file'): VolumeState[] {
  return [...store.volumes.values()].filter((state) => kind === undefined || state.kind === kind);
}

/** The state of the volume (or of the volume owning the snapshot) with `id`. */
export function stateOf(store: StorageStore, id: unknown): VolumeState | undefined {
  if (typeof id !== 'number') return undefined;
  return store.volumes.get(id) ?? store.volumes.get(store.snapshotOwners.get(id) ?? -1);
}

/** Every record the `Network_Storage` service addresses: volumes and their snapshots, and the hub accounts. */
export function storageRecords(store: StorageStore): object[] {
  return [...store.volumes.values()].flatMap((state) => [state.record, ...state.snapshots]).concat(store.hubAccounts);
}

/** The endurance tier key name of IOPS per GB. */
export function tierKeyName(iopsPerGb: number): string {
  return ENDURANCE_TIERS.find((tier) => tier.iopsPerGb === iopsPerGb)?.keyName ?? 'READHEAVY_TIER';
}

/** The service resource (storage cluster) of a volume in `dc`. */
export function serviceResourceOf(dc: FakeDatacenter, kind: 'block' | 'file', index: number): Record<string, unknown> {
  const host = `${kind === 'block' ? 'stas' : 'fsf'}-${dc.name}0${(index % 3) + 1}01a`;
  return {
    id: 50_000 + index,
    name: `Storage Type 02 Aggregate ${host}-pc01`,
    backendIpAddress: `${host}-fz.service.vendor.example`,
    datacenter: { id: dc.id, name: dc.name, longName: dc.longName },
    type: { type: 'NETAPP_STOR_AGGR' },
  };
}

/** The backend address of a volume: an IP for block volumes, a host name for file volumes. */
export function backendAddressOf(dc: FakeDatacenter, kind: 'block' | 'file', index: number, datacenterIndex: number): string {
  return kind === 'block' ? `10.${200 + datacenterIndex}.${10 + (index % 40)}.${20 + (index % 200)}` : `fsf-${dc.name}0${(index % 3) + 1}01a-fz.service.vendor.example`;
}

/** What a new volume is made of. */
export interface NewVolume {
  kind: 'block' | 'file';
  /** `endurance` or `performance`. */
  type: 'endurance' | 'performance';
  dc: FakeDatacenter;
  capacityGb: number;
  /** IOPS per GB (endurance). */
  tier?: number;
  /** IOPS (performance). */
  iops?: number;
  snapshotGb: number;
  osType?: string;
  hourly: boolean;
  /** The package's category (`storage_as_a_service`, `storage_service_enterprise`, …). */
  categoryCode: string;
  /** Billing order the volume came from. */
  orderId?: number;
  notes?: string;
  role?: 'volume' | 'replica';
  parentId?: number;
  username?: string;
  createDate?: string;
  bytesUsed?: number;
}

/** The index of a datacenter (0 when unknown). */
function dcIndex(data: Dataset, dc: FakeDatacenter): number {
  return Math.max(0, data.datacenters.findIndex((candidate) => candidate.id === dc.id));
}

/** A username for a new volume of `kind` (`SL02SEL<account>-<n>`, `SL02SV<account>_<n>`). */
export function volumeUsername(store: StorageStore, kind: 'block' | 'file'): string {
  const n = store.nextId('username');
  return kind === 'block' ? `SL02SEL${FAKE_ACCOUNT_ID}-${n}` : `SL02SV${FAKE_ACCOUNT_ID}_${n}`;
}

/** Adds a volume (or replica) to the store; answers its state. */
export function addVolume(data: Dataset, store: StorageStore, spec: NewVolume): VolumeState {
  const id = store.nextId('volume');
  const index = id - ID_BASES.volume;
  const created = spec.createDate ?? isoDate(Date.now());
  const datacenterIndex = dcIndex(data, spec.dc);
  const username = spec.username ?? volumeUsername(store, spec.kind);
  const iops = spec.type === 'performance' ? (spec.iops ?? 1000) : Math.round(spec.capacityGb * (spec.tier ?? 2));
  const storageKey = `${spec.type.toUpperCase()}_${spec.kind === 'block' ? 'BLOCK' : 'FILE'}_STORAGE`;
  const billingId = store.nextId('billing');
  const billingItem: FakeStorageBillingItem = {
    id: billingId,
    categoryCode: spec.categoryCode,
    description: `${spec.type === 'endurance' ? 'Endurance' : 'Performance'} ${spec.kind === 'block' ? 'Block' : 'File'} Storage`,
    hourlyFlag: spec.hourly,
    recurringFee: (spec.capacityGb * (spec.type === 'endurance' ? (spec.tier ?? 2) * 0.05 : 0.1)).toFixed(2),
    createDate: created,
    location: { id: spec.dc.id, name: spec.dc.name, longName: spec.dc.longName },
    activeChildren: [],
    orderItem: { id: billingId + 1, order: { id: spec.orderId ?? 6_000_000 } },
  };
  const record: FakeStorageRecord = {
    id,
    username,
    accountId: FAKE_ACCOUNT_ID,
    capacityGb: spec.capacityGb,
    createDate: created,
    nasType: spec.kind === 'block' ? (spec.role === 'replica' ? 'ISCSI_REPLICANT' : 'ISCSI') : (spec.role === 'replica' ? 'NAS_REPLICANT' : 'NAS'),
    notes: spec.notes ?? '',
    password: spec.kind === 'file' ? '' : `fake-${username.toLowerCase()}-secret`,
    serviceProviderId: 1,
    upgradableFlag: true,
    storageType: { keyName: storageKey, description: storageKey.replace(/_/g, ' ').toLowerCase() },
    serviceResource: serviceResourceOf(spec.dc, spec.kind, index),
    serviceResourceName: `Storage Type 02 Aggregate ${spec.dc.name}-pc01`,
    serviceResourceBackendIpAddress: backendAddressOf(spec.dc, spec.kind, index, datacenterIndex),
    billingItem,
    bytesUsed: String(spec.bytesUsed ?? Math.round(spec.capacityGb * 1_073_741_824 * 0.12)),
    snapshotCapacityGb: String(spec.snapshotGb),
    provisionedIops: String(iops),
    iops: String(iops),
    staasVersion: '2',
    hasEncryptionAtRest: true,
    replicationStatus: '',
  };
  if (spec.type === 'endurance') record.storageTierLevel = tierKeyName(spec.tier ?? 2);
  if (spec.kind === 'block') {
    record.lunId = String(index % 256);
    record.osType = { keyName: spec.osType ?? 'LINUX' };
  } else {
    record.fileNetworkMountAddress = `${record.serviceResourceBackendIpAddress}:/${username}/data01`;
  }
  if (spec.snapshotGb > 0) addSnapshotSpace(store, record, spec.snapshotGb);
  const state: VolumeState = {
    record, kind: spec.kind, role: spec.role ?? 'volume', parentId: spec.parentId,
    schedules: [], snapshots: [], snapshotBytes: new Map(), access: [], transactions: [],
  };
  store.volumes.set(id, state);
  return state;
}

/** Gives a volume snapshot space of `gb` (a child billing item), or changes its size. */
export function addSnapshotSpace(store: StorageStore, record: FakeStorageRecord, gb: number): void {
  record.snapshotCapacityGb = String(gb);
  const billing = record.billingItem as FakeStorageBillingItem | undefined;
  if (!billing) return;
  const children = billing.activeChildren ?? [];
  const existing = children.find((child) => child.categoryCode === 'storage_snapshot_space');
  if (existing) {
    existing.description = `${gb} GB Storage Space (Snapshot Space)`;
    existing.recurringFee = (gb * 0.25).toFixed(2);
    return;
  }
  children.push({
    id: store.nextId('billing'), categoryCode: 'storage_snapshot_space', description: `${gb} GB Storage Space (Snapshot Space)`,
    recurringFee: (gb * 0.25).toFixed(2), createDate: billing.createDate,
  });
  billing.activeChildren = children;
}

/** A schedule of `state`'s volume: `SNAPSHOT_<TYPE>` or `REPLICATION_<TYPE>`, with its properties. */
export function makeSchedule(
  store: StorageStore,
  state: VolumeState,
  keyname: string,
  values: { minute: number; hour?: number; dayOfWeek?: string; retention?: number },
  createDate = isoDate(Date.now()),
): FakeStorageSchedule {
  const id = store.nextId('schedule');
  const property = (name: string, value: string, at: number): ScheduleProperty => ({
    id: id * 10 + at, typeId: at, value, createDate, type: { id: at, keyname: name, name: name.toLowerCase() },
  });
  const properties = [property('MINUTE', String(values.minute), 1)];
  const type = keyname.replace(/^(SNAPSHOT|REPLICATION)_/, '');
  properties.push(property('HOUR', type === 'HOURLY' ? '-1' : String(values.hour ?? 0), 2));
  properties.push(property('DAY_OF_WEEK', type === 'WEEKLY' ? (values.dayOfWeek ?? 'SUNDAY') : '-1', 3));
  if (values.retention !== undefined) properties.push(property('SNAPSHOT_LIMIT', String(values.retention), 4));
  return {
    id,
    name: `${state.record.username}_${type}${keyname.startsWith('REPLICATION') ? '_REP' : ''}`,
    active: 1,
    createDate,
    typeId: { HOURLY: 30, DAILY: 31, WEEKLY: 32, INTERVAL: 33 }[type] ?? 34,
    volumeId: state.record.id,
    type: { id: 30, keyname, name: `${type.charAt(0)}${type.slice(1).toLowerCase()}` },
    properties,
  };
}

/** Takes a snapshot of `state`'s volume now (or at `time`); answers its record. */
export function takeSnapshot(store: StorageStore, state: VolumeState, notes: string, time = Date.now(), schedule?: FakeStorageSchedule): FakeStorageRecord {
  const id = store.nextId('snapshot');
  const used = Number(state.record.bytesUsed ?? 0);
  const snapshot: FakeStorageRecord = {
    id,
    username: `${state.record.username}_SNAP_${state.snapshots.length + 1}`,
    accountId: FAKE_ACCOUNT_ID,
    capacityGb: state.record.capacityGb,
    createDate: isoDate(time),
    nasType: 'SNAPSHOT',
    notes,
    serviceProviderId: 1,
    storageType: { keyName: 'SNAPSHOT', description: 'snapshot' },
    snapshotCreationTimestamp: isoDate(time),
    snapshotSizeBytes: String(Math.round(used * 0.04)),
  };
  if (schedule) {
    const key = schedule.type?.keyname === 'SNAPSHOT_HOURLY' ? 'hourlySchedule' : schedule.type?.keyname === 'SNAPSHOT_DAILY' ? 'dailySchedule' : 'weeklySchedule';
    snapshot[key] = { id: schedule.id, name: schedule.name, type: schedule.type };
    snapshot.creationScheduleId = String(schedule.id);
  }
  state.snapshots.push(snapshot);
  state.snapshotBytes.set(id, String(used));
  store.snapshotOwners.set(id, state.record.id);
  return snapshot;
}

/** The allowed host of a host (made with its credential on first use). */
export function allowedHostOf(store: StorageStore, kind: HostKind, id: number, sourceSubnet?: string): FakeAllowedHost {
  const found = store.hosts.find((host) => host.resourceTableName === kind && host.resourceTableId === id);
  if (found) return found;
  const hostId = store.nextId('host');
  const credentialId = store.nextId('credential');
  const username = `SL02SU${FAKE_ACCOUNT_ID}-${kind === 'VIRTUAL_GUEST' ? 'V' : kind === 'HARDWARE' ? 'H' : kind === 'SUBNET' ? 'S' : 'I'}${id}`;
  const host: FakeAllowedHost = {
    id: hostId,
    accountId: FAKE_ACCOUNT_ID,
    name: `iqn.2020-07.example.vendor:${username.toLowerCase()}`,
    resourceTableName: kind,
    resourceTableId: id,
    credentialId,
    credential: {
      id: credentialId, accountId: String(FAKE_ACCOUNT_ID), username, password: `fake-chap-${(hostId % 100_000).toString(36)}-secret`,
      createDate: isoDate(SEED_TIME), nasCredentialTypeId: 2,
      type: { keyName: 'ISCSI_CHAP', name: 'iSCSI CHAP', description: 'A credential for iSCSI CHAP authentication.' },
    },
    sourceSubnet: sourceSubnet ?? '',
  };
  store.hosts.push(host);
  return host;
}

function createStore(data: Dataset): StorageStore {
  const counters = new Map<StorageIdKind, number>();
  const store: StorageStore = {
    volumes: new Map(),
    snapshotOwners: new Map(),
    hosts: [],
    acl: new Map(),
    hubAccounts: [],
    nextId(kind) {
      const next = (counters.get(kind) ?? ID_BASES[kind]) + 1;
      counters.set(kind, next);
      return next;
    },
  };
  seed(data, store);
  return store;
}

/**
 * The seeded storage of the demo account: three block volumes (endurance with snapshots, schedules,
 * a replica in wdc07 and access from guests, hardware and an IP address; performance; a dependent
 * duplicate of the first), three file volumes (endurance with a subnet and guests on its access
 * list, snapshots and a replica; performance; a small endurance volume without snapshot space),
 * and an object storage account.
 */
function seed(data: Dataset, store: StorageStore): void {
  const [dal, wdc, fra] = [data.datacenters[0]!, data.datacenters[1] ?? data.datacenters[0]!, data.datacenters[2] ?? data.datacenters[0]!];
  const at = (hours: number): string => isoDate(SEED_TIME + hours * 3_600_000);
  const saas = 'storage_as_a_service';
  const guests = data.virtualGuests;
  const servers = data.hardware;
  const subnet = data.subnets.find((candidate) => candidate.addressSpace === 'PRIVATE' && candidate.datacenter.id === dal.id) ?? data.subnets[0];
  const address = data.ipAddresses.find((candidate) => candidate.subnetId === subnet?.id) ?? data.ipAddresses[0];

  // Block storage.
  const db = addVolume(data, store, {
    kind: 'block', type: 'endurance', dc: dal, capacityGb: 500, tier: 2, snapshotGb: 20, osType: 'LINUX', hourly: false, categoryCode: saas,
    notes: 'database', createDate: at(0), username: `SL02SEL${FAKE_ACCOUNT_ID}-1`, orderId: 6_000_101,
  });
  const weekly = makeSchedule(store, db, 'SNAPSHOT_WEEKLY', { minute: 30, hour: 2, dayOfWeek: 'SUNDAY', retention: 4 }, at(1));
  const daily = makeSchedule(store, db, 'SNAPSHOT_DAILY', { minute: 15, hour: 1, retention: 7 }, at(1));
  const replication = makeSchedule(store, db, 'REPLICATION_HOURLY', { minute: 0 }, at(2));
  db.schedules.push(weekly, daily, replication);
  takeSnapshot(store, db, 'before upgrade', SEED_TIME + 24 * 3_600_000);
  takeSnapshot(store, db, '', SEED_TIME + 7 * 24 * 3_600_000, weekly);
  takeSnapshot(store, db, '', SEED_TIME + 8 * 24 * 3_600_000, daily);
  const dbReplica = addVolume(data, store, {
    kind: 'block', type: 'endurance', dc: wdc, capacityGb: 500, tier: 2, snapshotGb: 20, osType: 'LINUX', hourly: false, categoryCode: saas,
    createDate: at(3), username: `SL02SEL${FAKE_ACCOUNT_ID}-1_REP_1`, role: 'replica', parentId: db.record.id,
  });
  dbReplica.record.billingItem = undefined;
  db.record.replicationStatus = 'Replicant Volume Provisioning has completed.';
  for (const guest of guests.slice(0, 2)) db.access.push({ kind: 'VIRTUAL_GUEST', id: guest.id });
  if (servers[0]) db.access.push({ kind: 'HARDWARE', id: servers[0].id });
  if (address) db.access.push({ kind: 'IP_ADDRESS', id: address.id });
  for (const entry of db.access) {
    allowedHostOf(store, entry.kind, entry.id, subnet ? `${subnet.networkIdentifier}/${subnet.cidr}` : '');
  }
  const firstGuestHost = store.hosts.find((host) => host.resourceTableName === 'VIRTUAL_GUEST');
  if (firstGuestHost && subnet) store.acl.set(firstGuestHost.id, [subnet.id]);

  const perf = addVolume(data, store, {
    kind: 'block', type: 'performance', dc: dal, capacityGb: 1000, iops: 4000, snapshotGb: 0, osType: 'VMWARE', hourly: true, categoryCode: saas,
    notes: 'vmware datastore', createDate: at(26), username: `SL02SEL${FAKE_ACCOUNT_ID}-2`, orderId: 6_000_102,
  });
  perf.record.snapshotNotificationStatus = '0';
  if (guests[2]) perf.access.push({ kind: 'VIRTUAL_GUEST', id: guests[2].id });

  const dupe = addVolume(data, store, {
    kind: 'block', type: 'endurance', dc: dal, capacityGb: 500, tier: 2, snapshotGb: 10, osType: 'LINUX', hourly: true, categoryCode: saas,
    notes: 'reporting copy', createDate: at(200), username: `SL02SEL${FAKE_ACCOUNT_ID}-3`, orderId: 6_000_103,
  });
  dupe.originId = db.record.id;
  dupe.record.originalVolumeName = db.record.username;
  dupe.record.originalVolumeSize = String(db.record.capacityGb);
  dupe.record.originalSnapshotName = db.snapshots[0]?.notes || 'before upgrade';
  dupe.record.dependentDuplicate = '1';
  dupe.record.snapshotNotificationStatus = '1';

  // File storage.
  const shared = addVolume(data, store, {
    kind: 'file', type: 'endurance', dc: dal, capacityGb: 1000, tier: 4, snapshotGb: 40, hourly: false, categoryCode: saas,
    notes: 'shared home directories', createDate: at(5), username: `SL02SV${FAKE_ACCOUNT_ID}_4`, orderId: 6_000_104,
  });
  const hourly = makeSchedule(store, shared, 'SNAPSHOT_HOURLY', { minute: 10, retention: 24 }, at(6));
  const fileReplication = makeSchedule(store, shared, 'REPLICATION_DAILY', { minute: 0, hour: 3 }, at(6));
  shared.schedules.push(hourly, fileReplication);
  takeSnapshot(store, shared, '', SEED_TIME + 30 * 3_600_000, hourly);
  takeSnapshot(store, shared, 'quarter end', SEED_TIME + 40 * 3_600_000);
  addVolume(data, store, {
    kind: 'file', type: 'endurance', dc: fra, capacityGb: 1000, tier: 4, snapshotGb: 40, hourly: false, categoryCode: saas,
    createDate: at(7), username: `SL02SV${FAKE_ACCOUNT_ID}_4_REP_1`, role: 'replica', parentId: shared.record.id,
  }).record.billingItem = undefined;
  shared.record.replicationStatus = 'Replicant Volume Provisioning has completed.';
  if (subnet) shared.access.push({ kind: 'SUBNET', id: subnet.id });
  for (const guest of guests.slice(0, 3)) shared.access.push({ kind: 'VIRTUAL_GUEST', id: guest.id });
  for (const entry of shared.access) allowedHostOf(store, entry.kind, entry.id);

  addVolume(data, store, {
    kind: 'file', type: 'performance', dc: wdc, capacityGb: 250, iops: 2000, snapshotGb: 10, hourly: false, categoryCode: saas,
    notes: 'build cache', createDate: at(50), username: `SL02SV${FAKE_ACCOUNT_ID}_5`, orderId: 6_000_105,
  });
  addVolume(data, store, {
    kind: 'file', type: 'endurance', dc: dal, capacityGb: 20, tier: 0.25, snapshotGb: 0, hourly: true, categoryCode: saas,
    notes: 'scratch', createDate: at(80), username: `SL02SV${FAKE_ACCOUNT_ID}_6`, orderId: 6_000_106,
  });
  // The seeded usernames take the numbers 1 to 6; new volumes continue after them.
  for (let n = 0; n < 6; n++) store.nextId('username');

  store.hubAccounts.push({
    id: 126_500_001,
    username: `SLOS${FAKE_ACCOUNT_ID}-2`,
    accountId: FAKE_ACCOUNT_ID,
    notes: 'backups',
    uuid: '7f3c2a9e-58d1-4b2e-9a51-6c0d2e9f4b11',
    billingItem: { id: 126_600_001, categoryCode: 'cloud_object_storage', description: 'Cloud Object Storage - S3 API', createDate: at(10) },
    storageType: { keyName: 'HUB', description: 'Cloud Object Storage' },
    serviceResource: {
      id: 60_001, name: 'Cleversafe - US Region', backendIpAddress: 's3.us.cloud-object-storage.example',
      type: { type: 'CLEVERSAFE_SVC_API' }, datacenter: { id: dal.id, name: dal.name, longName: dal.longName },
    },
    credentials: [{
      id: 126_700_001, username: 'Tx8YfUaKcQ3bL0mZp2Wv', password: 'fake-object-storage-secret-key', createDate: at(10),
      type: { keyName: 'S3_COMPATIBLE_SIGNATURE', name: 'S3 Compatible Signature', description: 'A credential for generating S3 Compatible Signatures.' },
    }],
  });
}
