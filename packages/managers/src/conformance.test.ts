/**
 * Conformance of the managers' default masks with the model (SPEC §11): each default mask, applied
 * to the method that sends it, names only properties of that method's result type (a property the
 * service does not have fails the whole call). Every call the managers' tests make is checked too,
 * method, arity, mask and filter (see `test-fixture.ts`).
 */
import { conformanceProblem } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { AccountManager } from './account-manager.js';
import { BlockStorageManager } from './block-storage-manager.js';
import { CapacityManager } from './capacity-manager.js';
import { DedicatedHostManager } from './dedicated-host-manager.js';
import { DNSManager } from './dns-manager.js';
import { FileStorageManager } from './file-storage-manager.js';
import { HardwareManager } from './hardware-manager.js';
import { ImageManager } from './image-manager.js';
import { NetworkManager } from './network-manager.js';
import { OrderingManager } from './ordering-manager.js';
import { PlacementGroupManager } from './placement-group-manager.js';
import { StorageManager } from './storage-manager.js';
import { TicketManager } from './ticket-manager.js';
import { UserManager } from './user-manager.js';
import { VirtualServerManager } from './virtual-server-manager.js';
import { DEFAULT_MASKS } from './test-default-masks.js';


describe('conformance of the managers with the model', () => {
  it('lists every static default mask of the managers', () => {
    const managers = [
      AccountManager, CapacityManager, DedicatedHostManager, PlacementGroupManager, DNSManager, HardwareManager, ImageManager, NetworkManager, OrderingManager,
      TicketManager, UserManager, VirtualServerManager, StorageManager, BlockStorageManager, FileStorageManager,
    ];
    const all = managers.flatMap((manager) =>
      Object.getOwnPropertyNames(manager).filter((name) => name.endsWith('_MASK')).map((name) => `${manager.name}.${name}`));
    expect(new Set(DEFAULT_MASKS.map(([name]) => name.split(' ')[0]))).toEqual(new Set(all));
  });

  it.each(DEFAULT_MASKS)('%s names only properties of the result of %s::%s', (_, mask, service, method) => {
    const text = mask.trim();
    const request = {
      service: `Vendor_${service}`, method, args: [],
      headers: { Vendor_ObjectMask: { mask: /^(mask|\[|filteredMask)/.test(text) ? text : `mask[${text}]` } },
    };
    expect(conformanceProblem(request)).toBeUndefined();
  });
});
