/**
 * The commands only `svc block` has: the iSCSI password and subnet ACL of an allowed host
 * (`access-password`, `subnets-list`, `subnets-assign`, `subnets-remove`), a volume's LUN id
 * (`volume-set-lun-id`) and the account's object storage (`object-list`, `object-storage-detail`,
 * `object-storage-permission`) — slcli's `block/access/password.py`, `block/subnets/*.py`,
 * `block/lun.py` and `block/object_*.py`.
 *
 * @module
 */

import type { BlockStorageManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col, pick, scalarText } from '../../output/index.js';
import { idOrName, numericId } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { MASKED_PASSWORD, SHOW_SECRETS, listOf, maskPasswords, message, objectOf } from '../common.js';
import { idList, maskedUnless, volumeText } from './shared.js';

/**
 * The environment variable `svc block access-password` reads the new password from (else a prompt,
 * or stdin); slcli's `--password` on the command line is not offered.
 *
 * @example
 * ```ts
 * process.env[ISCSI_PASSWORD_ENV] = 'a-strong-password';
 * ```
 */
export const ISCSI_PASSWORD_ENV = 'SVC_ISCSI_PASSWORD';

/** `subnets-assign` and `subnets-remove`: one line per subnet done, then one per subnet not done. */
function aclResult(verb: 'assigned' | 'removed', accessId: number, asked: readonly number[], done: readonly number[]): ReturnType<typeof message> {
  const prep = verb === 'assigned' ? 'to' : 'for';
  const failed = asked.filter((id) => !done.includes(id));
  const lines = [
    ...done.map((id) => `Successfully ${verb} subnet id: ${id} ${prep} allowed host id: ${accessId}`),
    ...failed.map((id) => `Failed to ${verb === 'assigned' ? 'assign' : 'remove'} subnet id: ${id} ${prep} allowed host id: ${accessId}`),
  ];
  return message(lines.join('\n'), { [verb]: done, failed });
}

/** An object storage credential or endpoint as one line of text. */
function lines(value: unknown, paths: readonly string[]): string {
  if (!Array.isArray(value) || value.length === 0) return '-';
  return value.map((entry) => paths.map((path) => scalarText(pick(entry, path)) ?? '-').join(' ')).join('\n');
}

/**
 * The block-only commands, by name.
 *
 * @example
 * ```ts
 * const { 'access-password': password } = blockOnlyCommands();
 * ```
 */
export function blockOnlyCommands(): Record<string, CommandSpec<BlockStorageManager>> {
  return {
    'access-password': {
      name: 'access-password',
      summary: `Set the iSCSI password of an allowed host (its allowed_host_id in access-list): from $${ISCSI_PASSWORD_ENV} when set, else asked for (not echoed on a terminal, or piped on stdin); never from the command line`,
      example: 'svc block access-password 123456',
      args: ['<access-id>'],
      async run(block, [access], _o, context) {
        const accessId = numericId(access, '<access-id>');
        const fromEnv = process.env[ISCSI_PASSWORD_ENV];
        if (fromEnv !== undefined && fromEnv !== '') context.keepSecret(fromEnv);
        const password = context.dryRun
          ? MASKED_PASSWORD
          : fromEnv !== undefined && fromEnv !== '' ? fromEnv : await context.prompt(`New iSCSI password for allowed host ${accessId}: `, { secret: true });
        if (password === '') throw new UsageError(`no password given: set ${ISCSI_PASSWORD_ENV}, type one at the prompt or pipe it on stdin`);
        const updated = await block.setCredentialPassword(accessId, password);
        if (!updated) throw new CommandFailure(`FAILED updating password for ${accessId}`);
        return message(`Password updated for ${accessId}`, updated);
      },
    },
    'subnets-list': {
      name: 'subnets-list',
      summary: 'List the subnets on the ACL of an allowed host (its allowed_host_id in access-list)',
      example: 'svc block subnets-list 123456',
      args: ['<access-id>'],
      async run(block, [access]) {
        const subnets = await block.getSubnetsInAcl(numericId(access, '<access-id>'));
        return listOf(subnets, [col('id'), col('network_identifier', 'networkIdentifier'), col('cidr')]);
      },
    },
    'subnets-assign': {
      name: 'subnets-assign',
      summary: 'Add subnets to the ACL of an allowed host (its allowed_host_id in access-list)',
      example: 'svc block subnets-assign 123456 --subnet-id 222222 --subnet-id 333333',
      args: ['<access-id>'],
      options: [{ flags: '--subnet-id <id>', description: 'a subnet to assign (repeatable)', parse: idList, required: true }],
      async run(block, [access], o) {
        const accessId = numericId(access, '<access-id>');
        const subnets = o.subnetId as number[];
        return aclResult('assigned', accessId, subnets, await block.assignSubnetsToAcl(accessId, subnets));
      },
    },
    'subnets-remove': {
      name: 'subnets-remove',
      summary: 'Take subnets off the ACL of an allowed host (its allowed_host_id in access-list); asks first',
      example: 'svc block subnets-remove 123456 --subnet-id 222222',
      args: ['<access-id>'],
      options: [{ flags: '--subnet-id <id>', description: 'a subnet to remove (repeatable)', parse: idList, required: true }],
      destroys: ([access], o) => `remove subnets ${((o.subnetId as number[] | undefined) ?? []).join(', ')} from the ACL of allowed host ${volumeText(access)}`,
      async run(block, [access], o) {
        const accessId = numericId(access, '<access-id>');
        const subnets = o.subnetId as number[];
        return aclResult('removed', accessId, subnets, await block.removeSubnetsFromAcl(accessId, subnets));
      },
    },
    'volume-set-lun-id': {
      name: 'volume-set-lun-id',
      summary: 'Set the LUN id of a block volume (0 to 255; 0 to 4095 for advanced use); it takes effect when hosts are next authorized',
      example: 'svc block volume-set-lun-id 12345678 42',
      args: ['<volume>', '<lun-id>'],
      async run(block, [volume, lun]) {
        const text = (lun ?? '').trim();
        if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new UsageError(`argument '<lun-id>' expects an integer from 0 to 4095, got '${lun ?? ''}'`);
        const property = await block.createOrUpdateLunId(idOrName(volume), Number(text));
        if (property?.value === undefined || String(property.value) !== text) {
          throw new CommandFailure(`Failed to confirm the new LUN ID on volume ${volumeText(volume)}`);
        }
        return message(`Block volume with id ${String(property.volumeId ?? volumeText(volume))} is reporting LUN ID ${String(property.value)}`, property);
      },
    },
    'object-list': {
      name: 'object-list',
      summary: 'List the object storage accounts of the account',
      example: 'svc block object-list',
      async run(block) {
        return listOf(maskPasswords(await block.getCloudList()), [
          col('id'), col('account_name', 'username'), col('description', 'storageType.description'), col('create_date', 'billingItem.createDate'),
          col('type', 'storageType.keyName'),
        ]);
      },
    },
    'object-storage-detail': {
      name: 'object-storage-detail',
      summary: 'Show an object storage account: its service resource, datacenter and first bucket',
      example: 'svc block object-storage-detail 1234567',
      args: ['<object-id>'],
      async run(block, [object]) {
        const id = numericId(object, '<object-id>');
        const cloud = maskPasswords(await block.getVolumeDetails(id));
        const buckets = await block.getBuckets(id);
        return objectOf({ ...cloud, buckets }, [
          col('id'), col('username'), col('service_resource_name', 'serviceResource.name'), col('service_resource_type', 'serviceResource.type.type'),
          col('datacenter', 'serviceResource.datacenter.name'), col('storage_type', 'storageType.keyName'),
          col('bytes_used', 'buckets.0.bytesUsed', (v) => (v === undefined ? undefined : `${(Number(v) / 1024 ** 3).toFixed(2)}G`)),
          col('bucket_name', 'buckets.0.name'),
        ]);
      },
    },
    'object-storage-permission': {
      name: 'object-storage-permission',
      summary: 'Show the credentials (secret keys masked unless --passwords) and endpoint URLs of an object storage account',
      example: 'svc block object-storage-permission 1234567 --passwords',
      args: ['<object-id>'],
      options: [...SHOW_SECRETS],
      async run(block, [object], o) {
        const id = numericId(object, '<object-id>');
        const account = await block.getNetworkMessageDeliveryAccounts(id);
        const endpoints = await block.getEndPoints(id);
        return objectOf(maskedUnless(o, { uuid: account.uuid, credentials: account.credentials ?? [], endpoints }), [
          col('uuid'),
          col('credentials', 'credentials', (v) => lines(v, ['id', 'username', 'password', 'type.description'])),
          col('endpoints', 'endpoints', (v) => lines(v, ['region', 'location', 'type', 'url'])),
        ]);
      },
    },
  };
}
