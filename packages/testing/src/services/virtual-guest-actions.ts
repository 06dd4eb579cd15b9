/**
 * The `Vendor_Virtual_Guest` methods beyond create/reload/tags: user metadata, NIC speeds,
 * rescue, image capture, metric tracking id, bandwidth, storage, migration, portable storage and
 * the browser console log. Answers are shaped as the real service's (the reference client's
 * fixtures show them).
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import { ID_BASE, isoDate } from '../data/generate.js';
import { EXTRA_ID_BASE, storageOf, type FakeImageTemplate } from '../data/guest-extras.js';
import type { FakeVirtualGuest } from '../data/records.js';
import type { AnyRecord } from '../data/record-types.js';
import { listResult, objectOf, output, stringArgument, type CallContext, type MethodSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';

/** The metric tracking object id of a guest (stable: derived from its id). */
export function trackingIdOf(guestId: number): number {
  return 10_000_000 + guestId;
}

function guestOf(context: CallContext): FakeVirtualGuest {
  return objectOf<FakeVirtualGuest>(context);
}

function transactionFor(context: CallContext, name: string, friendlyName: string): AnyRecord {
  const now = isoDate(Date.now());
  return {
    id: context.data.nextId('transaction', [], ID_BASE.transaction),
    guestId: guestOf(context).id,
    createDate: now,
    modifyDate: now,
    statusChangeDate: now,
    elapsedSeconds: 0,
    transactionStatus: { name, friendlyName },
  };
}

function speedMethod(port: 0 | 1): MethodSpec {
  return {
    needsObject: true,
    run: (context) => {
      const speed = context.args[0];
      if (typeof speed !== 'number' || !Number.isInteger(speed) || ![0, 10, 100, 1000, 10000].includes(speed)) {
        throw invalidParameters(`${context.service}::${context.method} expects a port speed of 0, 10, 100, 1000 or 10000, got ${describe(speed)}.`);
      }
      const nic = guestOf(context).networkComponents.find((component) => component.port === port);
      if (!nic) throw invalidParameters(`${context.service}::${context.method}: this guest has no ${port === 1 ? 'public' : 'private'} interface.`);
      nic.maxSpeed = speed;
      nic.speed = speed;
      return true;
    },
  };
}

/** `createArchiveTemplate(name, blockDevices, note)`: a new private image and its capture transaction. */
function captureMethod(context: CallContext): AnyRecord {
  const name = stringArgument(context, 0, 'the image name');
  const devices = context.args[1];
  if (!Array.isArray(devices) || devices.length === 0 || !devices.every((device) => isStruct(device) && typeof device.id === 'number')) {
    throw invalidParameters(`${context.service}::createArchiveTemplate expects a non-empty array of block devices ({ id, … }) as argument 2, got ${describe(devices)}.`);
  }
  const note = context.args[2];
  if (note !== undefined && note !== null && typeof note !== 'string') {
    throw invalidParameters(`${context.service}::createArchiveTemplate expects a note string or nil as argument 3, got ${describe(note)}.`);
  }
  const guest = guestOf(context);
  const { data } = context;
  const transaction = transactionFor(context, 'CLONE_VIRTUAL_GUEST', 'Capturing an image');
  const id = data.nextId('image', data.images, EXTRA_ID_BASE.image);
  const image: FakeImageTemplate = {
    id,
    accountId: guest.accountId,
    name,
    note: typeof note === 'string' ? note : '',
    globalIdentifier: `${id.toString(16).padStart(8, '0').toUpperCase()}-0000-4000-8000-${String(guest.id).padStart(12, '0')}`,
    publicFlag: 0,
    createDate: isoDate(Date.now()),
    blockDevices: (devices as AnyRecord[]).map((device) => ({
      id: device.id as number,
      device: typeof device.device === 'string' || typeof device.device === 'number' ? String(device.device) : '',
    })),
    children: [{ id: id * 10, datacenter: { name: guest.datacenter.name } }],
    storageLocations: [{ ...guest.datacenter, statusId: 2 }],
    sharedWith: [],
  };
  data.images.push(image);
  return { ...transaction, globalIdentifier: image.globalIdentifier };
}

/** The extra `Vendor_Virtual_Guest` methods. */
export const virtualGuestActions: Readonly<Record<string, MethodSpec>> = {
  setUserMetadata: {
    needsObject: true,
    run: (context) => {
      const values = context.args[0];
      if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string')) {
        throw invalidParameters(`${context.service}::setUserMetadata expects an array of strings, got ${describe(values)}.`);
      }
      const guest = guestOf(context);
      guest.userData = (values).map((value) => ({ value }));
      return guest.userData.map((entry) => ({ ...entry }));
    },
  },
  setPublicNetworkInterfaceSpeed: speedMethod(1),
  setPrivateNetworkInterfaceSpeed: speedMethod(0),
  executeRescueLayer: { needsObject: true, run: () => true },
  createArchiveTemplate: { needsObject: true, run: captureMethod },
  getMetricTrackingObjectId: { needsObject: true, run: (context) => trackingIdOf(guestOf(context).id) },
  getBandwidthAllotmentDetail: {
    needsObject: true,
    run: (context) => output(context, {
      id: 25_000_000 + guestOf(context).id,
      allocationId: 26_000_000 + guestOf(context).id,
      bandwidthAllotmentId: 138_442,
      effectiveDate: guestOf(context).createDate,
      endEffectiveDate: null,
      allocation: { amount: guestOf(context).hourlyBillingFlag ? '0' : '250' },
    }, 'Generic'),
  },
  getBillingCycleBandwidthUsage: {
    needsObject: true,
    run: (context) => listResult(context, [
      { amountIn: '.448', amountOut: '.52157', type: { alias: 'PUBLIC_SERVER_BW' } },
      { amountIn: '.03842', amountOut: '.01822', type: { alias: 'PRIVATE_SERVER_BW' } },
    ], 'Generic', [], true),
  },
  getAttachedNetworkStorages: {
    needsObject: true,
    run: (context) => {
      const nasType = stringArgument(context, 0, 'the storage type');
      const guest = guestOf(context);
      const volumes = storageOf(context.data).networkStorage.filter(
        (volume) => volume.nasType === nasType && volume.allowedVirtualGuests.some((allowed) => allowed.id === guest.id),
      );
      return listResult(context, volumes, 'Generic', [], true);
    },
  },
  getAllowedHost: {
    needsObject: true,
    run: (context) => {
      const guest = guestOf(context);
      return output(context, {
        id: 33_000_000 + guest.id,
        accountId: guest.accountId,
        name: `iqn.2020-03.com.example:${guest.hostname}-${guest.id}`,
        resourceTableId: guest.id,
        resourceTableName: 'VIRTUAL_GUEST',
        credential: { id: 44_000_000 + guest.id, username: `SL02SU${guest.id}-V${guest.id}`, password: 'fake-storage-secret' },
      }, 'Generic');
    },
  },
  migrate: { needsObject: true, run: () => true },
  migrateDedicatedHost: {
    needsObject: true,
    run: (context) => {
      const hostId = context.args[0];
      if (typeof hostId !== 'number' || !Number.isInteger(hostId) || hostId <= 0) {
        throw invalidParameters(`${context.service}::migrateDedicatedHost expects a dedicated host id, got ${describe(hostId)}.`);
      }
      return true;
    },
  },
  allowAccessToNetworkStorageList: {
    needsObject: true,
    run: (context) => {
      const list = context.args[0];
      if (!Array.isArray(list) || list.length === 0 || !list.every((item) => isStruct(item) && typeof item.id === 'number')) {
        throw invalidParameters(`${context.service}::allowAccessToNetworkStorageList expects an array of storage ({ id }), got ${describe(list)}.`);
      }
      const guest = guestOf(context);
      for (const item of list as AnyRecord[]) {
        const volume = storageOf(context.data).networkStorage.find((candidate) => candidate.id === item.id);
        if (!volume) throw invalidParameters(`${context.service}::allowAccessToNetworkStorageList: no storage with id ${String(item.id)}.`);
        if (!volume.allowedVirtualGuests.some((allowed) => allowed.id === guest.id)) {
          volume.allowedVirtualGuests.push({ id: guest.id, datacenter: { name: guest.datacenter.name } });
        }
      }
      return true;
    },
  },
  attachDiskImage: {
    needsObject: true,
    run: (context) => {
      const diskId = context.args[0];
      const volume = storageOf(context.data).portableStorageVolumes.find((candidate) => candidate.id === diskId);
      if (!volume) throw invalidParameters(`${context.service}::attachDiskImage: no portable storage with id ${describe(diskId)}.`);
      const guest = guestOf(context);
      if (!volume.blockDevices.some((device) => device.guest.id === guest.id)) {
        volume.blockDevices.push({ id: 70_100_000 + volume.id % 100_000, guest: { id: guest.id } });
      }
      const { id, createDate } = transactionFor(context, 'ATTACH_DISK', 'Attaching a disk');
      return { id, createDate };
    },
  },
  getBrowserConsoleAccessLogs: {
    needsObject: true,
    run: (context) => {
      const guest = guestOf(context);
      const entries = [
        { id: 509_636 + guest.id, createDate: guest.modifyDate, eventType: 'CONNECTED', message: 'User connected', sourceIp: '44.200.9.0', sourcePort: 47_097, username: 'alice@example.com' },
        { id: 509_637 + guest.id, createDate: guest.modifyDate, eventType: 'DISCONNECTED', message: 'User disconnected', sourceIp: '44.200.9.0', sourcePort: 47_097, username: 'alice@example.com' },
      ];
      return listResult(context, entries, 'Generic', [], true);
    },
  },
};
