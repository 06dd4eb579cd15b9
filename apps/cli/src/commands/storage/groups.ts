/**
 * `svc block …` and `svc file …`: every command of slcli's `block` (41) and `file` (33) groups, in
 * the order of slcli's command table, on `BlockStorageManager` and `FileStorageManager`.
 *
 * @module
 */

import type { BlockStorageManager, FileStorageManager, StorageManager } from '@svclib/managers';

import type { CommandSpec, GroupSpec } from '../../spec.js';
import { accessCommands } from './access.js';
import { blockOnlyCommands } from './block-only.js';
import { BLOCK, FILE } from './kind.js';
import type { StorageKind } from './kind.js';
import { snapshotCommands } from './snapshot.js';
import { volumeCommands } from './volume.js';

/** slcli's `block` commands, in the order of its `routes.py`. */
const BLOCK_ORDER = [
  'access-authorize', 'access-list', 'access-revoke', 'access-password', 'duplicate-convert-status', 'subnets-list', 'subnets-assign',
  'subnets-remove', 'replica-failback', 'replica-failover', 'disaster-recovery-failover', 'replica-order', 'replica-partners',
  'replica-locations', 'snapshot-cancel', 'snapshot-create', 'snapshot-delete', 'snapshot-disable', 'snapshot-set-notification',
  'snapshot-get-notification-status', 'snapshot-enable', 'snapshot-schedule-list', 'snapshot-list', 'snapshot-order', 'snapshot-restore',
  'volume-cancel', 'volume-count', 'volume-detail', 'volume-duplicate', 'volume-list', 'volume-modify', 'volume-order', 'volume-set-lun-id',
  'volume-limits', 'volume-refresh', 'volume-convert', 'volume-options', 'volume-set-note', 'object-list', 'object-storage-detail',
  'object-storage-permission',
] as const;

/** slcli's `file` commands, in the order of its `routes.py`. */
const FILE_ORDER = [
  'access-authorize', 'access-list', 'access-revoke', 'duplicate-convert-status', 'replica-failback', 'replica-failover',
  'disaster-recovery-failover', 'replica-order', 'replica-partners', 'replica-locations', 'snapshot-cancel', 'snapshot-create',
  'snapshot-delete', 'snapshot-disable', 'snapshot-enable', 'snapshot-set-notification', 'snapshot-get-notification-status',
  'snapshot-schedule-list', 'snapshot-list', 'snapshot-order', 'snapshot-restore', 'volume-cancel', 'volume-count', 'volume-detail',
  'volume-duplicate', 'volume-list', 'volume-modify', 'volume-order', 'volume-limits', 'volume-refresh', 'volume-convert', 'volume-options',
  'volume-set-note',
] as const;

/** The commands both kinds share, by name. */
function sharedCommands<M extends StorageManager>(kind: StorageKind<M>): Record<string, CommandSpec<M>> {
  return { ...volumeCommands(kind), ...snapshotCommands(kind), ...accessCommands(kind) };
}

/** The commands of `names`, in that order (each must exist). */
function inOrder<M>(names: readonly string[], commands: Record<string, CommandSpec<M>>): CommandSpec<M>[] {
  return names.map((name) => {
    const command = commands[name];
    if (command === undefined) throw new Error(`no storage command ${name}`);
    return command;
  });
}

/**
 * The `svc block` group: block (iSCSI) storage volumes.
 *
 * @example
 * ```ts
 * BLOCK_GROUP.commands.length; // 41
 * ```
 */
export const BLOCK_GROUP: GroupSpec<BlockStorageManager> = {
  name: 'block',
  summary: 'Block (iSCSI) storage: volumes, snapshots, replicas, access lists, LUN ids, object storage',
  manager: (m, client) => new m.BlockStorageManager(client),
  commands: inOrder(BLOCK_ORDER, { ...sharedCommands(BLOCK), ...blockOnlyCommands() }),
};

/**
 * The `svc file` group: file (NFS) storage volumes.
 *
 * @example
 * ```ts
 * FILE_GROUP.commands.length; // 33
 * ```
 */
export const FILE_GROUP: GroupSpec<FileStorageManager> = {
  name: 'file',
  summary: 'File (NFS) storage: volumes, snapshots, replicas, access lists',
  manager: (m, client) => new m.FileStorageManager(client),
  commands: inOrder(FILE_ORDER, sharedCommands(FILE)),
};
