/**
 * Type tests of typed selection in the storage managers (checked by
 * `tsc -p packages/managers/tsconfig.json`; never run): results typed by the default masks, a
 * caller's mask or select narrowing instead, the errors. (`storage-selection.test.ts` runs the same
 * methods against the fake server and holds their answers to these types.)
 */
import type { Client } from '@svclib/core';
import type { Network_Storage } from '@svclib/model';
import { BlockStorageManager } from './block-storage-manager.js';
import { FileStorageManager } from './file-storage-manager.js';

/** `true` when `A` and `B` are the same type (the compiler's identity check). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** A compile error unless the type of `value` is `B`: `typeIs<B>()(value)`. */
declare function typeIs<B>(): <A>(value: A, ...mismatch: Equal<A, B> extends true ? [] : [mismatch: never]) => void;

export async function storageSelection(client: Client, text: string): Promise<void> {
  const block = new BlockStorageManager(client);
  const file = new FileStorageManager(client);

  // The default masks type the results: what each selects is there…
  const volumes = await block.listBlockVolumes();
  for (const volume of volumes) {
    void [volume.id, volume.username, volume.lunId, volume.capacityGb, volume.bytesUsed, volume.serviceResource?.datacenter?.name];
    // @ts-expect-error notes is not in BlockStorageManager.LIST_MASK
    void volume.notes;
    // @ts-expect-error LIST_MASK selects the datacenter's name (and id) only
    void volume.serviceResource?.datacenter?.longName;
  }
  for await (const volume of file.iterFileVolumes({ chunk: 50 })) {
    void volume.fileNetworkMountAddress;
    // @ts-expect-error lunId is in the block list mask, not in FileStorageManager.LIST_MASK
    void volume.lunId;
  }
  const details = await block.getBlockVolumeDetails(1001);
  void [details.password, details.storageType?.keyName, details.parentVolume?.snapshotSizeBytes, details.activeTransactions?.[0]?.transactionStatus?.friendlyName];
  void details.replicationPartners?.[0]?.replicationSchedule?.type?.keyname;
  // @ts-expect-error fileNetworkMountAddress is in FILE_DETAIL_MASK, not in StorageManager.DETAIL_MASK
  void details.fileNetworkMountAddress;
  // @ts-expect-error billingItem is not in DETAIL_MASK
  void details.billingItem;
  const fileDetails = await file.getFileVolumeDetails(1101);
  void [fileDetails.fileNetworkMountAddress, fileDetails.bytesUsed];
  // @ts-expect-error createDate is not in FILE_DETAIL_MASK (which names local properties)
  void fileDetails.createDate;
  const access = await file.getFileVolumeAccessList(1101);
  void access.allowedSubnets?.[0]?.allowedHost?.credential?.password;
  void access.allowedVirtualGuests?.[0]?.allowedHost?.sourceSubnet;
  // @ts-expect-error ACCESS_LIST_MASK names id only of the volume's local properties
  void access.username;
  const snapshots = await block.getBlockVolumeSnapshotList(1001);
  void [snapshots[0]?.snapshotSizeBytes, snapshots[0]?.weeklySchedule?.retentionCount];
  // @ts-expect-error a schedule named bare has its local properties: its type is not named
  void snapshots[0]?.weeklySchedule?.type;
  const schedules = await block.listVolumeSchedules(1001);
  void schedules[0]?.properties?.[0]?.type?.keyname;
  // @ts-expect-error SCHEDULES_MASK does not select a schedule's volume
  void schedules[0]?.volume;
  const account = await block.getNetworkMessageDeliveryAccounts(7001);
  void [account.uuid, account.username, account.credentials?.[0]?.username];
  // @ts-expect-error a credential named bare has its local properties: its type is not named
  void account.credentials?.[0]?.type;
  // @ts-expect-error OBJECT_STORAGE_MASK does not select the account's billing item
  void account.billingItem;
  const clouds = await block.getCloudList();
  void clouds[0]?.billingItem?.recurringFee;
  // @ts-expect-error CLOUD_LIST_MASK does not select capacityGb
  void clouds[0]?.capacityGb;

  // A caller's literal mask or select narrows instead.
  typeIs<{ id?: number; username?: string }[]>()(await block.listBlockVolumes({ mask: 'id,username', datacenter: 'dal10' }));
  typeIs<{ id?: number; notes?: string; storageType?: { id?: number; keyName?: string } }>()(
    await file.getFileVolumeDetails(1101, { select: { notes: true, storageType: { keyName: true } } }),
  );
  typeIs<{ id?: number; notes?: string }[]>()(await file.getVolumeSnapshotList(1101, { mask: 'mask[id,notes]', limit: 10 }));
  const named = await block.getBlockVolumeSnapshotList(1001, { mask: 'id,weeklySchedule[type]' });
  void named[0]?.weeklySchedule?.type?.keyname;
  // A mask that is not a literal, or an object mask: the whole record.
  typeIs<Network_Storage>()(await block.getBlockVolumeDetails(1001, { mask: text }));
  typeIs<Network_Storage>()(await file.getFileVolumeAccessList(1101, { mask: { id: {} } }));

  // Errors: the caller's mask and select are checked against the record.
  // @ts-expect-error unknown property 'capacityGB' in Network_Storage
  void block.listBlockVolumes({ mask: 'id,capacityGB' });
  // @ts-expect-error unknown property at a nested level ('nmae' in the datacenter)
  void file.getFileVolumeDetails(1101, { mask: 'serviceResource[datacenter[nmae]]' });
  // @ts-expect-error unknown property in an iterator's mask
  void block.iterBlockVolumes({ mask: 'usernam' });
  // @ts-expect-error select: unknown property 'snapshotSizeByte'
  void block.getVolumeSnapshotList(1001, { select: { snapshotSizeByte: true } });
  // @ts-expect-error mask and select together
  void file.listFileVolumes({ mask: 'id', select: { username: true } });
}
