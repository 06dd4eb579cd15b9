/**
 * Records of the virtual-server area beyond the guests themselves: SSH keys, image templates,
 * guest notifications, and the derived block devices of a guest. Their shapes are the API's
 * generated records (`@svclib/model`, types only), with the fields the fake server always fills
 * made required; the seeds follow the reference client's fixtures.
 *
 * @module
 */
import type {
  Location as ImageLocation, Security_Ssh_Key as SshKey, User_Customer_Notification_Virtual_Guest as GuestNotification,
  Virtual_Guest_Block_Device as BlockDevice, Virtual_Guest_Block_Device_Template_Group as ImageTemplate,
} from '@svclib/model';
import { FAKE_ACCOUNT_ID } from './constants.js';
import { DATACENTERS } from './generate.js';

/** Base of generated ids of this area. */
export const EXTRA_ID_BASE = { sshKey: 1200, image: 2_000_000, notification: 3_000_000, blockDevice: 60_000_000 } as const;

/**
 * An SSH key of the fake account.
 *
 * @example
 * ```ts
 * const key: FakeSshKey = server.state.data.sshKeys[0]!;
 * ```
 */
export interface FakeSshKey extends SshKey {
  /** Key id. */
  id: number;
  /** Label. */
  label: string;
  /** Public key text. */
  key: string;
  /** Fingerprint. */
  fingerprint: string;
  /** Creation time (ISO 8601). */
  createDate: string;
}

/**
 * An image template (private to the fake account, or public).
 *
 * @example
 * ```ts
 * const image: FakeImageTemplate = server.state.data.images[0]!;
 * ```
 */
export interface FakeImageTemplate extends ImageTemplate {
  /** Image id. */
  id: number;
  /** Name. */
  name: string;
  /** Global identifier (UUID). */
  globalIdentifier: string;
  /** Owning account id. */
  accountId: number;
  /** Whether the image is public: 1 or 0 (an `int` in the API). */
  publicFlag: number;
  /** Creation time (ISO 8601). */
  createDate: string;
  /** Storage locations (`getStorageLocations`); `addLocations` / `removeLocations` change `children`. */
  storageLocations: ImageLocation[];
  /** Account ids the image is shared with. */
  sharedWith: number[];
}

/**
 * A user's notification subscription for a guest.
 *
 * @example
 * ```ts
 * const note: FakeGuestNotification = { id: 1, guestId: 100001, userId: 7001 };
 * ```
 */
export interface FakeGuestNotification extends GuestNotification {
  /** Entry id. */
  id: number;
  /** Guest id. */
  guestId: number;
  /** User id. */
  userId: number;
}

const SEED_KEY = 'AAAAB3NzaC1yc2EAAAADAQABAAABAQC3';

/** A fingerprint derived from a key text (stable, colon-separated hex). */
export function fingerprintOf(key: string): string {
  let hash = 2_166_136_261;
  const bytes: string[] = [];
  for (let round = 0; round < 16; round += 1) {
    for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
    hash = Math.imul(hash ^ round, 16_777_619) >>> 0;
    bytes.push((hash & 0xff).toString(16).padStart(2, '0'));
  }
  return bytes.join(':');
}

/** The seeded SSH keys (as the reference's fixture: id, label, notes, key, fingerprint). */
export function generateSshKeys(): FakeSshKey[] {
  return ['laptop', 'deploy', 'backup'].map((label, index) => {
    const key = `ssh-rsa ${SEED_KEY}${label.toUpperCase()} ${label}@example.com`;
    return {
      id: EXTRA_ID_BASE.sshKey + index + 1,
      label,
      notes: `${label} key`,
      key,
      fingerprint: fingerprintOf(key),
      createDate: '2024-01-0' + String(index + 1) + 'T12:00:00Z',
    };
  });
}

function image(id: number, name: string, guid: string, publicFlag: boolean, dcs: readonly number[]): FakeImageTemplate {
  const locations = dcs.map((dc) => {
    const { id: dcId, name: dcName, longName } = DATACENTERS[dc]!;
    return { id: dcId, name: dcName, longName, statusId: 2 };
  });
  return {
    id,
    accountId: publicFlag ? 1 : FAKE_ACCOUNT_ID,
    name,
    note: '',
    globalIdentifier: guid,
    publicFlag: publicFlag ? 1 : 0,
    createDate: '2024-02-01T10:00:00Z',
    blockDevices: [],
    children: locations.map((location, index) => ({ id: id * 10 + index, datacenter: { name: location.name } })),
    storageLocations: locations,
    sharedWith: [],
  };
}

/** The seeded private images of the account and the public images. */
export function generateImages(): FakeImageTemplate[] {
  const base = EXTRA_ID_BASE.image;
  return [
    image(base + 1, 'web-base', '0B5DEAF4-643D-46CA-A695-CECBE8832C9D', false, [0, 1]),
    image(base + 2, 'db-base', 'EB38414C-2AB3-47F3-BBBD-56A5F689620B', false, [0]),
    image(base + 3, 'Ubuntu 22.04 public', '9A1C7E0A-5D3B-4A6F-8C2E-1F0B2D3C4E5F', true, [0, 1, 2]),
    image(base + 4, 'Debian 12 public', '3F2E1D0C-B9A8-4765-9432-10FEDCBA9876', true, [0, 1, 2]),
  ];
}

/** The block devices of a guest: a boot disk, a swap disk, a metadata disk (derived from its id). */
export function guestBlockDevices(guest: { id: number; localDiskFlag: boolean }): BlockDevice[] {
  const base = EXTRA_ID_BASE.blockDevice + (guest.id % 1_000_000) * 4;
  const units = 'GB';
  return [
    { id: base, device: '0', mountType: 'Disk', bootableFlag: 1,
      diskImage: { id: base + 1, capacity: 25, units, description: `${guest.id}-disk0`, metadataFlag: false, type: { keyName: 'SYSTEM' } } },
    { id: base + 1, device: '1', mountType: 'Disk', bootableFlag: 0,
      diskImage: { id: base + 2, capacity: 2, units, description: `${guest.id}-swap`, metadataFlag: false, type: { keyName: 'SWAP' } } },
    { id: base + 2, device: '2', mountType: 'Disk', bootableFlag: 0,
      diskImage: { id: base + 3, capacity: 100, units, description: `${guest.id}-disk2`, metadataFlag: false, type: { keyName: 'SYSTEM' } } },
    { id: base + 3, device: '7', mountType: 'CD', bootableFlag: 0,
      diskImage: { id: base + 4, capacity: 64, units: 'MB', description: 'metadata', metadataFlag: true, type: { keyName: 'SYSTEM' } } },
  ];
}

/**
 * A network storage volume of the fake account (`Account.getNetworkStorage`).
 *
 * @example
 * ```ts
 * const volume: FakeNetworkStorage = { id: 1, username: 'SL01', nasType: 'ISCSI', capacityGb: 20, notes: '', serviceResourceBackendIpAddress: '10.0.0.1', allowedVirtualGuests: [] };
 * ```
 */
export interface FakeNetworkStorage {
  /** Volume id. */
  id: number;
  /** Volume user name. */
  username: string;
  /** `ISCSI` or `NAS`. */
  nasType: string;
  /** Capacity in GB. */
  capacityGb: number;
  /** Notes. */
  notes: string;
  /** Storage target address. */
  serviceResourceBackendIpAddress: string;
  /** Guests allowed to reach it. */
  allowedVirtualGuests: Array<{
    /** Guest id. */
    id: number;
    /** Where the guest runs. */
    datacenter: {
      /** Datacenter name. */
      name: string;
    };
  }>;
}

/**
 * A portable storage volume (a disk image) of the fake account (`Account.getPortableStorageVolumes`).
 *
 * @example
 * ```ts
 * const volume: FakePortableVolume = { id: 1, capacity: 100, units: 'GB', description: 'spare', blockDevices: [] };
 * ```
 */
export interface FakePortableVolume {
  /** Disk image id. */
  id: number;
  /** Capacity. */
  capacity: number;
  /** Unit of `capacity`. */
  units: string;
  /** Description. */
  description: string;
  /** Where it is attached. */
  blockDevices: Array<{
    /** Block device id. */
    id: number;
    /** The guest it is attached to. */
    guest: {
      /** Guest id. */
      id: number;
    };
  }>;
}

interface GuestExtras {
  networkStorage: FakeNetworkStorage[];
  portableStorageVolumes: FakePortableVolume[];
}

const extras = new WeakMap<object, GuestExtras>();

/**
 * The storage of a dataset, built on first use from its first guests: an iSCSI volume the first
 * guest may reach and an unattached NAS volume; a portable volume attached to the first guest and a
 * free one.
 */
export function storageOf(data: { virtualGuests: ReadonlyArray<{ id: number; datacenter: { name: string } }> }): GuestExtras {
  let found = extras.get(data);
  if (!found) {
    const first = data.virtualGuests[0];
    const allowed = first === undefined ? [] : [{ id: first.id, datacenter: { name: first.datacenter.name } }];
    found = {
      networkStorage: [
        { id: 80_000_001, username: 'SL02SEV307_1', nasType: 'ISCSI', capacityGb: 20, notes: 'app data',
          serviceResourceBackendIpAddress: '10.2.0.10', allowedVirtualGuests: allowed },
        { id: 80_000_002, username: 'SL02SEL307_2', nasType: 'NAS', capacityGb: 100, notes: '',
          serviceResourceBackendIpAddress: '10.2.0.11', allowedVirtualGuests: [] },
      ],
      portableStorageVolumes: [
        { id: 70_000_001, capacity: 100, units: 'GB', description: 'portable-1',
          blockDevices: first === undefined ? [] : [{ id: 70_100_001, guest: { id: first.id } }] },
        { id: 70_000_002, capacity: 50, units: 'GB', description: 'portable-2', blockDevices: [] },
      ],
    };
    extras.set(data, found);
  }
  return found;
}
