/**
 * Waiting for a block or file storage volume's modification (`orderModifiedVolume`) to be done.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Network_Storage } from '@svclib/model';
import { callApi } from '../manager-support.js';
import { notFound, requireInput, runNamedWaiter, type WaiterSuccess } from './named-waiter.js';
import type { WaiterConfig } from './wait-until.js';

/** The mask of the volume checks: the size, the IOPS and the transactions under way. */
export const STORAGE_MODIFIED_MASK =
  'id, capacityGb, provisionedIops, storageTierLevel, activeTransactions[id, transactionStatus[name, friendlyName], transactionGroup.name]';

/**
 * Input of {@link waitUntilStorageModified}.
 *
 * @example
 * ```ts
 * const input: StorageWaitInput = { id: 1001, capacityGb: 1000 };
 * ```
 */
export interface StorageWaitInput {
  /** The volume's id (`Network_Storage`). */
  id: number;
  /** The size the volume must have reached, in GB (the modification's `newSize`). */
  capacityGb?: number;
  /** The IOPS the volume must have reached (`newIops`; for an endurance volume a new tier shows here as size × tier). */
  iops?: number;
}

const STORAGE_INPUT = defineOptions('waitUntilStorageModified', {
  id: opt.required(opt.positiveInteger('a positive integer id')),
  capacityGb: opt.positiveInteger('a positive integer number of GB'),
  iops: opt.numberAtLeast(0, 'a number of IOPS > 0', true),
} satisfies SpecFor<StorageWaitInput>, 'input');

/** The first transaction under way on the volume, by name. */
function transactionOf(volume: Network_Storage): string | undefined {
  const [active] = volume.activeTransactions ?? [];
  if (active === undefined) return undefined;
  return active.transactionStatus?.friendlyName ?? active.transactionStatus?.name ?? active.transactionGroup?.name ?? `#${String(active.id ?? '?')}`;
}

/**
 * Waits until a storage volume's modification is done: no transaction is under way on the volume
 * (`activeTransactions` empty) and, when given, its `capacityGb` and `provisionedIops` are the
 * new ones. Reads `Network_Storage.getObject` with {@link STORAGE_MODIFIED_MASK}; a volume that
 * does not exist (any more) is a failure. Default pacing: 10 s, growing to 2 minutes.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param input - `id`, `capacityGb`, `iops`.
 * @returns The success, with the volume as last read in `value`.
 * @throws WaiterError on timeout or when the volume is not found; the signal's reason when aborted.
 * @example
 * ```ts
 * await block.orderModifiedVolume(1001, { newSize: 1000 });
 * await waitUntilStorageModified({ client, maxWaitMs: 4 * 3_600_000 }, { id: 1001, capacityGb: 1000 });
 * ```
 */
export async function waitUntilStorageModified(config: WaiterConfig, input: StorageWaitInput): Promise<WaiterSuccess<Network_Storage>> {
  const where = 'waitUntilStorageModified';
  requireInput(where, input, '{ id, capacityGb?, iops? }');
  const { id, capacityGb, iops } = STORAGE_INPUT.check(input, where);
  /** What the volume still lacks, or `undefined` when the modification is done. */
  const pending = (volume: Network_Storage): string | undefined => {
    const transaction = transactionOf(volume);
    if (transaction !== undefined) return `transaction ${transaction} under way`;
    if (capacityGb !== undefined && Number(volume.capacityGb) !== capacityGb) return `${String(volume.capacityGb)} GB, not ${capacityGb} GB yet`;
    if (iops !== undefined && Number(volume.provisionedIops) !== iops) return `${String(volume.provisionedIops)} IOPS, not ${iops} yet`;
    return undefined;
  };
  return runNamedWaiter<Network_Storage>(where, config, { minDelayMs: 10_000, maxDelayMs: 120_000 }, {
    poll: ({ client, signal }) => callApi<Network_Storage>(client, 'Network_Storage', 'getObject', { id, mask: STORAGE_MODIFIED_MASK, signal }),
    acceptors: [
      { state: 'success', result: (volume) => pending(volume) === undefined, reason: `volume ${id} is modified` },
      { state: 'retry', result: () => true, reason: (volume: Network_Storage) => `volume ${id}: ${pending(volume) ?? ''}` },
      notFound(`volume ${id}`),
    ],
  });
}
