/**
 * Block and file storage services: `Vendor_Network_Storage` (volumes, snapshots, schedules, access
 * lists, replicas and failover, duplicates, LUN ids, notes, volume limits), `Vendor_Network_Storage_Iscsi`
 * (the block volumes), `Vendor_Network_Storage_Allowed_Host` (credentials and subnet ACLs),
 * `Vendor_Network_Storage_Hub_Cleversafe_Account` (object storage: buckets, endpoints) and the
 * storage billing items of `Vendor_Billing_Item` (`cancelItem` of a volume or its snapshot space).
 * Every change is kept: a snapshot taken is listed, a host authorized is on the access list, a
 * failover swaps the volume and its replica, a cancelled volume is gone.
 *
 * @module
 */
import { invalidParameters, type FakeFault } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import {
  allowedHostOf, HOST_KINDS, makeSchedule, stateOf, storageRecords, storageStore, takeSnapshot, volumesOf,
  type FakeAllowedHost, type FakeStorageBillingItem, type FakeStorageRecord, type HostKind, type StorageStore, type VolumeState,
} from '../data/storage-data.js';
import { hostRecord } from '../data/storage-relations.js';
import { fieldsOf, type AnyRecord } from '../data/record-types.js';
import { describe, isStruct } from '../engine/values.js';
import { listResult, objectOf, output, stringArgument, type CallContext, type MethodSpec, type ServiceSpec } from './service-spec.js';

/** The store of the call's dataset. */
function storeOf(context: CallContext): StorageStore {
  return storageStore(context.data);
}

/** The volume the call addresses (not a snapshot, not another area's volume). */
function volumeOf(context: CallContext, what = 'a block or file volume'): VolumeState {
  const record = objectOf(context);
  const state = stateOf(storeOf(context), record.id);
  if (state === undefined || fieldsOf(state.record) !== record) throw invalidParameters(`${context.service}::${context.method}: object ${describe(record.id)} is not ${what}.`);
  return state;
}

/** A fault naming the method. */
function refused(context: CallContext, message: string): FakeFault {
  return invalidParameters(`${context.service}::${context.method}: ${message}`);
}

/** Argument `index`, a positive integer id. */
function idArgument(context: CallContext, index: number, what: string): number {
  const value = context.args[index];
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw refused(context, `expects ${what} as argument ${index + 1} (a positive integer), got ${describe(value)}.`);
  }
  return id;
}

/** Argument `index`, an integer in a range. */
function intArgument(context: CallContext, index: number, what: string, min: number, max: number): number {
  const value = context.args[index];
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw refused(context, `expects ${what} as argument ${index + 1} (an integer from ${min} to ${max}), got ${describe(value)}.`);
  }
  return n;
}

/** Whether the volume has snapshot space. */
function hasSnapshotSpace(state: VolumeState): boolean {
  return Number(state.record.snapshotCapacityGb ?? 0) > 0;
}

/** Marks a volume busy for a while (shown as an active transaction). */
function busy(context: CallContext, state: VolumeState, group: string, friendlyName: string): void {
  const now = Date.now();
  state.transactions.push({
    id: storeOf(context).nextId('transaction'), group, friendlyName, createDate: isoDate(now), until: now + context.state.options.provisionDelayMs,
  });
}

const SCHEDULE_TYPES = ['HOURLY', 'DAILY', 'WEEKLY'];
const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

/** `allowAccessFromHostList`/`removeAccessFromHostList`: the hosts of the templates, checked. */
function hostsOf(context: CallContext, state: VolumeState): Array<{ kind: HostKind; id: number }> {
  const list = context.args[0];
  if (!Array.isArray(list) || list.length === 0) throw refused(context, `expects a non-empty array of host templates ({ objectType, id }), got ${describe(list)}.`);
  return list.map((template: unknown, index) => {
    if (!isStruct(template)) throw refused(context, `host template ${index + 1} must be a struct, got ${describe(template)}.`);
    const kind = (Object.keys(HOST_KINDS) as HostKind[]).find((candidate) => HOST_KINDS[candidate].objectType === template.objectType);
    if (kind === undefined) {
      throw refused(context, `host template ${index + 1}: objectType must be one of ${Object.values(HOST_KINDS).map((k) => k.objectType).join(', ')}, got ${describe(template.objectType)}.`);
    }
    const id = template.id;
    if (typeof id !== 'number' || hostRecord(context.data, kind, id) === undefined) {
      throw refused(context, `host template ${index + 1}: no ${template.objectType as string} with id ${describe(id)} on the account.`);
    }
    if (kind === 'SUBNET' && state.kind === 'block') throw refused(context, 'subnets can be authorized on file volumes only.');
    return { kind, id };
  });
}

/** The allowed host records of `hosts`, under the call's mask. */
function allowedOutput(context: CallContext, hosts: readonly FakeAllowedHost[]): AnyRecord[] {
  return hosts.map((host) => output(context, host, 'StorageAllowedHost'));
}

/** The record of the volume `id` of the store, or a fault. */
function targetOf(context: CallContext, id: number, what: string): VolumeState {
  const state = storeOf(context).volumes.get(id);
  if (!state) throw refused(context, `no ${what} with id ${id}.`);
  return state;
}

/** Swaps where a volume and its replica are (their datacenter and backend), as a failover does. */
function swapSites(primary: VolumeState, replica: VolumeState): void {
  for (const key of ['serviceResource', 'serviceResourceBackendIpAddress', 'fileNetworkMountAddress'] as const) {
    const first = fieldsOf(primary.record);
    const second = fieldsOf(replica.record);
    const value = first[key];
    first[key] = second[key];
    second[key] = value;
  }
}

/** `failoverToReplicant`/`disasterRecoveryFailoverToReplicant`. */
function failoverMethod(disaster: boolean): MethodSpec {
  return {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const replicaId = idArgument(context, 0, 'the replicant id');
      const replica = targetOf(context, replicaId, 'replicant volume');
      if (replica.role !== 'replica' || replica.parentId !== state.record.id) throw refused(context, `volume ${replicaId} is not a replica of volume ${state.record.id}.`);
      if (state.failover) throw refused(context, `volume ${state.record.id} has already failed over to volume ${state.failover.replicaId}; fail back first.`);
      state.failover = { replicaId, disaster };
      swapSites(state, replica);
      state.record.replicationStatus = disaster ? 'DISASTER_RECOVERY_FAILOVER_COMPLETED' : 'FAILOVER_COMPLETED';
      busy(context, state, 'Replication', disaster ? 'Disaster recovery failover in progress' : 'Failover in progress');
      return true;
    },
  };
}

/** The `Vendor_Network_Storage` methods of block and file volumes. */
const storageMethods: Record<string, MethodSpec> = {
  getVolumeCountLimits: {
    run: (context) => {
      const volumes = volumesOf(storeOf(context));
      const counts = new Map<string, number>();
      for (const state of volumes) {
        const name = (state.record.serviceResource?.datacenter?.name) ?? 'unknown';
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      return [
        { datacenterName: 'global', maximumAvailableCount: 700, provisionedCount: volumes.length },
        ...context.data.datacenters.map((dc) => ({ datacenterName: dc.name, maximumAvailableCount: 50, provisionedCount: counts.get(dc.name) ?? 0 })),
      ];
    },
  },
  getSnapshotNotificationStatus: {
    needsObject: true,
    run: (context) => volumeOf(context).record.snapshotNotificationStatus ?? null,
  },
  setSnapshotNotification: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const flag = context.args[0];
      const on = flag === true || flag === 1 || flag === '1' || flag === 'true' ? '1' : flag === false || flag === 0 || flag === '0' || flag === 'false' ? '0' : undefined;
      if (on === undefined) throw refused(context, `expects the notification flag as argument 1 (a boolean, or '0'/'1'), got ${describe(flag)}.`);
      state.record.snapshotNotificationStatus = on;
      return null;
    },
  },
  allowAccessFromHostList: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const store = storeOf(context);
      const hosts = hostsOf(context, state);
      const allowed = hosts.map(({ kind, id }) => {
        if (!state.access.some((entry) => entry.kind === kind && entry.id === id)) state.access.push({ kind, id });
        return allowedHostOf(store, kind, id);
      });
      return allowedOutput(context, allowed);
    },
  },
  removeAccessFromHostList: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const store = storeOf(context);
      const hosts = hostsOf(context, state);
      for (const { kind, id } of hosts) {
        if (!state.access.some((entry) => entry.kind === kind && entry.id === id)) {
          throw refused(context, `${HOST_KINDS[kind].objectType} ${id} has no access to volume ${state.record.id}.`);
        }
      }
      state.access = state.access.filter((entry) => !hosts.some((host) => host.kind === entry.kind && host.id === entry.id));
      return allowedOutput(context, hosts.map(({ kind, id }) => allowedHostOf(store, kind, id)));
    },
  },
  getValidReplicationTargetDatacenterLocations: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const here = state.record.serviceResource?.datacenter?.id;
      const targets = context.data.datacenters.filter((dc) => dc.id !== here).map((dc) => ({ id: dc.id, name: dc.name, longName: dc.longName }));
      return listResult(context, targets, 'Generic', [], true);
    },
  },
  deleteObject: {
    needsObject: true,
    run: (context) => {
      const record = objectOf(context);
      const store = storeOf(context);
      const owner = stateOf(store, record.id);
      if (!owner || fieldsOf(owner.record) === record) {
        throw refused(context, `object ${describe(record.id)} is not a snapshot; a volume is cancelled through its billing item.`);
      }
      owner.snapshots = owner.snapshots.filter((snapshot) => fieldsOf(snapshot) !== record);
      store.snapshotOwners.delete(record.id as number);
      return true;
    },
  },
  createSnapshot: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const notes = context.args[0] ?? '';
      if (typeof notes !== 'string') throw refused(context, `expects the notes as argument 1 (a string), got ${describe(notes)}.`);
      if (!hasSnapshotSpace(state)) throw refused(context, `volume ${state.record.id} has no snapshot space; order snapshot space first.`);
      return output(context, takeSnapshot(storeOf(context), state, notes), 'NetworkStorage');
    },
  },
  enableSnapshots: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const type = stringArgument(context, 0, 'the schedule type').toUpperCase();
      if (!SCHEDULE_TYPES.includes(type)) throw refused(context, `the schedule type must be one of ${SCHEDULE_TYPES.join(', ')}, got ${describe(context.args[0])}.`);
      const retention = intArgument(context, 1, 'the retention count', 1, 350);
      const minute = intArgument(context, 2, 'the minute', 0, 59);
      const hour = intArgument(context, 3, 'the hour', 0, 23);
      const day = context.args[4];
      const dayOfWeek = typeof day === 'string' ? day.toUpperCase() : typeof day === 'number' ? DAYS[day] : undefined;
      if (type === 'WEEKLY' && (dayOfWeek === undefined || !DAYS.includes(dayOfWeek))) {
        throw refused(context, `a weekly schedule needs the day of the week as argument 5 (${DAYS.join(', ')} or 0–6), got ${describe(day)}.`);
      }
      if (!hasSnapshotSpace(state)) throw refused(context, `volume ${state.record.id} has no snapshot space; order snapshot space first.`);
      const keyname = `SNAPSHOT_${type}`;
      const schedule = makeSchedule(storeOf(context), state, keyname, { minute, hour, dayOfWeek, retention });
      state.schedules = [...state.schedules.filter((existing) => existing.type?.keyname !== keyname), schedule];
      return true;
    },
  },
  disableSnapshots: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const type = stringArgument(context, 0, 'the schedule type').toUpperCase();
      const keyname = `SNAPSHOT_${type}`;
      if (!state.schedules.some((schedule) => schedule.type?.keyname === keyname)) {
        throw refused(context, `volume ${state.record.id} has no ${type.toLowerCase()} snapshot schedule.`);
      }
      state.schedules = state.schedules.filter((schedule) => schedule.type?.keyname !== keyname);
      return true;
    },
  },
  restoreFromSnapshot: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const snapshotId = idArgument(context, 0, 'the snapshot id');
      if (!state.snapshots.some((snapshot) => snapshot.id === snapshotId)) throw refused(context, `snapshot ${snapshotId} is not a snapshot of volume ${state.record.id}.`);
      state.record.bytesUsed = state.snapshotBytes.get(snapshotId) ?? state.record.bytesUsed;
      busy(context, state, 'Snapshot Restore', 'Restoring from snapshot');
      return true;
    },
  },
  failoverToReplicant: failoverMethod(false),
  disasterRecoveryFailoverToReplicant: failoverMethod(true),
  failbackFromReplicant: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      if (!state.failover) throw refused(context, `volume ${state.record.id} has not failed over; there is nothing to fail back.`);
      if (state.failover.disaster) throw refused(context, `volume ${state.record.id} failed over after a disaster; failback is not possible through the API.`);
      swapSites(state, targetOf(context, state.failover.replicaId, 'replicant volume'));
      state.failover = undefined;
      state.record.replicationStatus = 'FAILBACK_COMPLETED';
      busy(context, state, 'Replication', 'Failback in progress');
      return true;
    },
  },
  refreshDuplicate: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      const snapshotId = idArgument(context, 0, 'the snapshot id');
      const force = context.args[1] === true || context.args[1] === 1;
      if (state.originId === undefined) throw refused(context, `volume ${state.record.id} is not a duplicate.`);
      const origin = targetOf(context, state.originId, 'origin volume');
      const snapshot = origin.snapshots.find((candidate) => candidate.id === snapshotId);
      if (!snapshot) throw refused(context, `snapshot ${snapshotId} is not a snapshot of the origin volume ${origin.record.id}.`);
      const running = state.transactions.some((transaction) => transaction.group === 'Duplicate Refresh' && transaction.until > Date.now());
      if (running && !force) throw refused(context, `a refresh of volume ${state.record.id} is already running; force it to start again.`);
      state.record.bytesUsed = origin.snapshotBytes.get(snapshotId) ?? state.record.bytesUsed;
      state.record.originalSnapshotName = snapshot.notes || snapshot.username;
      busy(context, state, 'Duplicate Refresh', 'Refreshing from the origin snapshot');
      return true;
    },
  },
  convertCloneDependentToIndependent: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      if (state.record.dependentDuplicate !== '1' || (state.conversion && Date.now() >= state.conversion.start + state.conversion.durationMs)) {
        throw refused(context, `volume ${state.record.id} is not a dependent duplicate.`);
      }
      if (state.conversion) throw refused(context, `volume ${state.record.id} is already being converted.`);
      state.conversion = { start: Date.now(), durationMs: context.state.options.provisionDelayMs };
      context.state.schedule(context.state.options.provisionDelayMs, () => {
        state.record.dependentDuplicate = '0';
      });
      return true;
    },
  },
  getDuplicateConversionStatus: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context);
      if (!state.conversion) throw refused(context, `volume ${state.record.id} is not being converted to an independent volume.`);
      const { start, durationMs } = state.conversion;
      const percent = durationMs <= 0 ? 100 : Math.min(100, Math.floor(((Date.now() - start) / durationMs) * 100));
      return { activeConversionStartTime: isoDate(start), deDuplicateConversionPercentage: percent, volumeUsername: state.record.username };
    },
  },
  createOrUpdateLunId: {
    needsObject: true,
    run: (context) => {
      const state = volumeOf(context, 'a block volume');
      if (state.kind !== 'block') throw refused(context, `volume ${state.record.id} is a file volume; only block volumes have a LUN id.`);
      const lunId = intArgument(context, 0, 'the LUN id', 0, 4095);
      state.record.lunId = String(lunId);
      return output(context, { volumeId: state.record.id, value: String(lunId), type: { keyName: 'LUN_ID', name: 'LUN Id' } }, 'Generic');
    },
  },
};

/** The `Vendor_Network_Storage` service of block and file volumes, their snapshots and the hub accounts. */
export const storageVolumeService: ServiceSpec = {
  type: 'NetworkStorage',
  collection: (data) => storageRecords(storageStore(data)),
  editable: ['notes'],
  methods: storageMethods,
};

/** The `Vendor_Network_Storage_Iscsi` service: the block volumes, read as `Network_Storage`. */
export const storageIscsiService: ServiceSpec = {
  type: 'NetworkStorage',
  collection: (data) => volumesOf(storageStore(data), 'block').map((state) => state.record),
  methods: {},
};

/** The subnet ids argument of the ACL methods, each a subnet of the account. */
function subnetIdsOf(context: CallContext): number[] {
  const list = context.args[0];
  if (!Array.isArray(list) || list.length === 0 || !list.every((id) => typeof id === 'number' && Number.isInteger(id))) {
    throw refused(context, `expects the subnet ids as argument 1 (a non-empty array of integers), got ${describe(list)}.`);
  }
  for (const id of list as number[]) {
    if (!context.data.subnets.some((subnet) => subnet.id === id)) throw refused(context, `no subnet with id ${id} on the account.`);
  }
  return list as number[];
}

/** The `Vendor_Network_Storage_Allowed_Host` service: credentials and subnet ACLs of the allowed hosts. */
export const allowedHostService: ServiceSpec = {
  type: 'StorageAllowedHost',
  collection: (data) => storageStore(data).hosts,
  methods: {
    assignSubnetsToAcl: {
      needsObject: true,
      run: (context) => {
        const host = objectOf<FakeAllowedHost>(context);
        const ids = subnetIdsOf(context);
        const acl = storeOf(context).acl;
        const current = acl.get(host.id) ?? [];
        const added = ids.filter((id) => !current.includes(id));
        acl.set(host.id, [...current, ...added]);
        return added;
      },
    },
    removeSubnetsFromAcl: {
      needsObject: true,
      run: (context) => {
        const host = objectOf<FakeAllowedHost>(context);
        const ids = subnetIdsOf(context);
        const acl = storeOf(context).acl;
        const current = acl.get(host.id) ?? [];
        const removed = ids.filter((id) => current.includes(id));
        acl.set(host.id, current.filter((id) => !ids.includes(id)));
        return removed;
      },
    },
    setCredentialPassword: {
      needsObject: true,
      run: (context) => {
        const host = objectOf<FakeAllowedHost>(context);
        const password = context.args[0];
        // The password itself never goes into a fault string.
        if (typeof password !== 'string' || password.length < 12 || password.length > 64 || !/^[A-Za-z0-9_]+$/.test(password)) {
          throw refused(context, 'the password must be 12 to 64 letters, digits or underscores.');
        }
        if (host.credential) host.credential.password = password;
        return true;
      },
    },
  },
};

/** The object storage accounts' buckets and endpoints. */
const hubMethods: Record<string, MethodSpec> = {
  getBuckets: {
    needsObject: true,
    run: (context) => {
      const account = objectOf(context);
      const name = String(account.username).toLowerCase();
      return [
        { name: `${name}-backups`, bytesUsed: 40_540_117, objectCount: 4, storageLocation: 'us-standard' },
        { name: `${name}-logs`, bytesUsed: 1_048_576, objectCount: 12, storageLocation: 'us-standard' },
      ];
    },
  },
  getEndpoints: {
    needsObject: true,
    run: () => [
      { legacy: false, region: 'us-geo', type: 'public', url: 's3.us.cloud-object-storage.example' },
      { legacy: false, region: 'us-geo', type: 'private', url: 's3.private.us.cloud-object-storage.example' },
      { legacy: false, region: 'us-south', location: 'dal10', type: 'public', url: 's3.dal10.cloud-object-storage.example' },
    ],
  },
};

/** The `Vendor_Network_Storage_Hub_Cleversafe_Account` service. */
export const hubAccountService: ServiceSpec = {
  type: 'NetworkStorage',
  collection: (data) => storageStore(data).hubAccounts,
  methods: hubMethods,
};

/** Billing items of volumes and their snapshot space. */
function storageBillingItems(data: Parameters<typeof storageStore>[0]): FakeStorageBillingItem[] {
  return volumesOf(storageStore(data)).flatMap((state) => {
    const item = state.record.billingItem as FakeStorageBillingItem | undefined;
    return item ? [item, ...((item.activeChildren ?? []) as FakeStorageBillingItem[])] : [];
  });
}

/** The cancellation date of an item cancelled on its anniversary: a month after today. */
function anniversary(): string {
  return isoDate(Date.now() + 30 * 86_400_000);
}

/**
 * `Billing_Item.cancelItem(cancelImmediately, cancelAssociatedBillingItems, reason, customerNote)` of
 * a volume's item (the volume is gone at once, or has a cancellation date) or of its snapshot space
 * (the space, its snapshots and snapshot schedules are gone, or it has a cancellation date).
 */
const cancelStorageItem: MethodSpec = {
  needsObject: true,
  run: (context) => {
    const item = objectOf<FakeStorageBillingItem>(context);
    const [immediate, , reason, note] = context.args;
    if (typeof immediate !== 'boolean') throw refused(context, `expects cancelImmediately as argument 1 (a boolean), got ${describe(immediate)}.`);
    if (reason !== undefined && reason !== null && typeof reason !== 'string') throw refused(context, `expects a reason as argument 3 (a string), got ${describe(reason)}.`);
    if (note !== undefined && note !== null && typeof note !== 'string') throw refused(context, `expects a note as argument 4 (a string), got ${describe(note)}.`);
    const store = storeOf(context);
    const owner = volumesOf(store).find((state) => state.record.billingItem === item || (state.record.billingItem?.activeChildren ?? []).includes(item));
    if (!owner) throw refused(context, `billing item ${item.id} belongs to no volume.`);
    if (item.cancellationDate) throw refused(context, `billing item ${item.id} is already set for cancellation.`);
    if (item.categoryCode === 'storage_snapshot_space') {
      if (!immediate) {
        item.cancellationDate = anniversary();
        return true;
      }
      const parent = owner.record.billingItem!;
      parent.activeChildren = (parent.activeChildren ?? []).filter((child) => child !== item);
      owner.record.snapshotCapacityGb = '0';
      for (const snapshot of owner.snapshots) store.snapshotOwners.delete(snapshot.id);
      owner.snapshots = [];
      owner.schedules = owner.schedules.filter((schedule) => !schedule.type?.keyname?.startsWith('SNAPSHOT_'));
      return true;
    }
    if (!immediate) {
      item.cancellationDate = anniversary();
      for (const child of item.activeChildren ?? []) child.cancellationDate ??= item.cancellationDate;
      return true;
    }
    removeVolume(store, owner);
    return true;
  },
};

/** Takes a volume, its snapshots and its replicas off the account. */
function removeVolume(store: StorageStore, state: VolumeState): void {
  for (const other of [...store.volumes.values()]) {
    if (other.role === 'replica' && other.parentId === state.record.id) removeVolume(store, other);
  }
  for (const snapshot of state.snapshots) store.snapshotOwners.delete(snapshot.id);
  store.volumes.delete(state.record.id);
}

/** The storage part of `Vendor_Billing_Item`: `cancelItem` of a volume or of its snapshot space. */
export const storageBillingItemService: ServiceSpec = {
  type: 'StorageBillingItem',
  collection: storageBillingItems,
  methods: { cancelItem: cancelStorageItem },
};

/** The record a snapshot or volume id names (for the order checks). */
export function storageRecordOf(store: StorageStore, id: unknown): FakeStorageRecord | undefined {
  const state = stateOf(store, id);
  if (!state) return undefined;
  return state.record.id === id ? state.record : state.snapshots.find((snapshot) => snapshot.id === id);
}
