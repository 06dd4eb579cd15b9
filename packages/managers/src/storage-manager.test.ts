/**
 * The reference client's generic storage manager tests (tests/managers/storage_generic_tests.py),
 * against the fake server: the snapshot notification status as the API sends it (nil, '1', '0'),
 * and the flag set. The rest of the storage base is tested through the block and file managers.
 */
import { SEEDED_STORAGE } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { StorageManager } from './storage-manager.js';
import { useFixture, type Fixture } from './test-fixture.js';

let fx: Fixture;
let storage: StorageManager;
useFixture((started) => {
  fx = started;
  storage = new StorageManager(fx.client);
});

const ID = SEEDED_STORAGE.enduranceFileVolumeId;
const init = { Vendor_Network_StorageInitParameters: { id: ID } };

describe('StorageManager (generic)', () => {
  it('get_volume_snapshot_notification_status: nil and "1" are on (1), "0" is off (0)', async () => {
    for (const value of [null, '1', '0']) {
      fx.server.inject({ service: 'Network_Storage', method: 'getSnapshotNotificationStatus', times: 1, failure: { kind: 'result', value } });
    }
    const statuses = [await storage.getVolumeSnapshotNotificationStatus(ID), await storage.getVolumeSnapshotNotificationStatus(ID), await storage.getVolumeSnapshotNotificationStatus(ID)];
    expect(statuses).toEqual([1, 1, 0]);
    expect(fx.calls()).toEqual(Array.from({ length: 3 }, () => ({ service: 'Vendor_Network_Storage', method: 'getSnapshotNotificationStatus', args: [], headers: init })));
    // The seeded volume has never set it: the service answers nil, which counts as on.
    expect(await storage.getVolumeSnapshotNotificationStatus(ID)).toBe(1);
  });

  it('set_volume_snapshot_notification: setSnapshotNotification(enable); the status follows', async () => {
    await storage.setVolumeSnapshotNotification(ID, false);
    expect(fx.calls()).toEqual([{ service: 'Vendor_Network_Storage', method: 'setSnapshotNotification', args: [false], headers: init }]);
    expect(await storage.getVolumeSnapshotNotificationStatus(ID)).toBe(0);
    await storage.setVolumeSnapshotNotification(ID, true);
    expect(await storage.getVolumeSnapshotNotificationStatus(ID)).toBe(1);
    await expect(storage.setVolumeSnapshotNotification(ID, 'yes' as never)).rejects.toThrow('enable must be a boolean');
  });

  it('the base resolves numeric ids only (names are the block and file managers\')', async () => {
    expect(await storage.resolveIds('1101')).toEqual([1101]);
    await expect(storage.getVolumeDetails('SL02SV284521_4')).rejects.toThrow('storage volume "SL02SV284521_4" not found');
    expect(fx.calls()).toEqual([]);
  });
});
