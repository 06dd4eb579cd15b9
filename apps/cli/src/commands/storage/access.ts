/**
 * The access and replica commands of `svc block` and `svc file`: which hosts may reach a volume
 * (`access-list`, `access-authorize`, `access-revoke`), and its replicas (`replica-partners`,
 * `replica-locations`, `replica-order`, `replica-failover`, `replica-failback`,
 * `disaster-recovery-failover`) — slcli's `access/*.py` and `replication/*.py`.
 *
 * @module
 */

import type { HostAccessOptions, StorageManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col, scalarText } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName, positiveInt } from '../../parse.js';
import type { CommandContext } from '../../context.js';
import type { CommandSpec, OptionSpec, Options } from '../../spec.js';
import { SHOW_SECRETS, defined, listOf, maskPasswords, message } from '../common.js';
import type { StorageKind } from './kind.js';
import {
  FORCE, OS_TYPES, REPLICATION_SCHEDULES, TIERS, anyCase, checkIops, idList, maskedUnless, orderStep, placedOrder, textList,
  volumeText,
} from './shared.js';

/** The access lists of a volume and the type slcli gives their hosts. */
const ACCESS_LISTS = [['allowedVirtualGuests', 'VIRTUAL'], ['allowedHardware', 'HARDWARE'], ['allowedSubnets', 'SUBNET'], ['allowedIpAddresses', 'IP']] as const;

/** The name of an allowed host, as slcli shows it: FQDN, `network/cidr (note)` or `address (note)`. */
function hostName(row: Readonly<Record<string, unknown>>): string {
  const noted = (name: string): string => (typeof row.note === 'string' && row.note !== '' ? `${name} (${row.note})` : name);
  switch (row.type) {
    case 'SUBNET':
      return noted(`${String(row.networkIdentifier)}/${String(row.cidr)}`);
    case 'IP':
      return noted(String(row.ipAddress));
    default:
      return `${String(row.hostname)}.${String(row.domain)}`;
  }
}

/** The columns of `access-list` (slcli's, in its order). */
const ACCESS_COLUMNS: readonly Column[] = [
  col('id'), { name: 'name', get: hostName }, col('type'), col('private_ip_address', 'primaryBackendIpAddress'),
  col('source_subnet', 'allowedHost.sourceSubnet'), col('host_iqn', 'allowedHost.name'), col('username', 'allowedHost.credential.username'),
  col('password', 'allowedHost.credential.password'), col('allowed_host_id', 'allowedHost.id'),
];

/** The host options of `access-authorize`/`access-revoke`: slcli's, less `-v` (svc's `--verbose`). */
function hostOptions(group: string, verb: string): OptionSpec[] {
  return [
    { flags: group === 'block' ? '-d, --hardware-id <id>' : '-h, --hardware-id <id>', description: `a hardware server to ${verb} (repeatable)`, parse: idList },
    { flags: '--virtual-id <id>', description: `a virtual server to ${verb} (repeatable)`, parse: idList },
    { flags: '-i, --ip-address-id <id>', description: `an IP address of the account, by id, to ${verb} (repeatable)`, parse: idList },
    { flags: '--ip-address <address>', description: `an IP address of the account to ${verb} (repeatable)`, parse: textList },
    ...(group === 'file' ? [{ flags: '-s, --subnet-id <id>', description: `a subnet to ${verb} (repeatable)`, parse: idList }] : []),
  ];
}

/** The hosts of the command line, addresses looked up (`Network_Subnet_IpAddress.getByIpAddress`) to their ids. */
async function hostsOf(group: string, o: Options, context: CommandContext): Promise<HostAccessOptions> {
  requireHost(group, o);
  const ipAddressIds = [...((o.ipAddressId as number[] | undefined) ?? [])];
  const addresses = (o.ipAddress as string[] | undefined) ?? [];
  if (addresses.length > 0) {
    const { NetworkManager } = await import('@svclib/managers');
    const network = new NetworkManager(context.client);
    for (const address of addresses) {
      const found = await network.ipLookup(address);
      if (found?.id === undefined) throw new UsageError(`IP Address not found on your account. Please confirm IP and try again: ${address}`);
      ipAddressIds.push(found.id);
    }
  }
  return defined<HostAccessOptions>({
    hardwareIds: o.hardwareId, virtualGuestIds: o.virtualId, ipAddressIds: ipAddressIds.length > 0 ? ipAddressIds : undefined, subnetIds: o.subnetId,
  });
}

/** A usage error unless the command line names at least one host. */
function requireHost(group: string, o: Options): void {
  if ([o.hardwareId, o.virtualId, o.ipAddressId, o.ipAddress, o.subnetId].every((list) => list === undefined)) {
    throw new UsageError(`give at least one host: --hardware-id, --virtual-id, --ip-address-id, --ip-address${group === 'file' ? ' or --subnet-id' : ''}`);
  }
}

/**
 * The access and replica commands of a kind, by name.
 *
 * @example
 * ```ts
 * const commands = accessCommands(BLOCK);
 * ```
 */
export function accessCommands<M extends StorageManager>(kind: StorageKind<M>): Record<string, CommandSpec<M>> {
  const g = kind.group;
  return {
    'access-authorize': {
      name: 'access-authorize',
      summary: `Let hosts reach a ${g} volume: hardware, virtual servers, IP addresses${g === 'file' ? ', subnets' : ''}`,
      example: `svc ${g} access-authorize 12345678 --virtual-id 87654321`,
      args: ['<volume>'],
      options: hostOptions(g, 'authorize'),
      async run(manager, [volume], o, context) {
        const allowed = await manager.authorizeHostToVolume(idOrName(volume), await hostsOf(g, o, context));
        return message(`The specified hosts were authorized to access ${volumeText(volume)}`, maskPasswords(allowed));
      },
    },
    'access-list': {
      name: 'access-list',
      summary: `List the hosts allowed to reach a ${g} volume, with their iSCSI/NFS credentials (passwords masked unless --passwords)`,
      example: `svc ${g} access-list 12345678 --sortby id`,
      args: ['<volume>'],
      options: [...SHOW_SECRETS],
      async run(manager, [volume], o) {
        const access = (await kind.accessList(manager, idOrName(volume))) as Record<string, unknown>;
        const rows = ACCESS_LISTS.flatMap(([list, type]) => ((access[list] as Record<string, unknown>[] | undefined) ?? []).map((host) => ({ ...host, type })));
        const byName = rows.sort((a, b) => hostName(a).localeCompare(hostName(b), 'en', { numeric: true }));
        return listOf(maskedUnless(o, byName), ACCESS_COLUMNS);
      },
    },
    'access-revoke': {
      name: 'access-revoke',
      summary: `Take hosts off the access list of a ${g} volume (they lose access to it); asks first`,
      example: `svc ${g} access-revoke 12345678 --virtual-id 87654321`,
      args: ['<volume>'],
      options: hostOptions(g, 'revoke'),
      destroys: ([volume], o) => {
        requireHost(g, o);
        return `revoke the access of the given hosts to ${g} volume ${volumeText(volume)}`;
      },
      async run(manager, [volume], o, context) {
        const removed = await manager.deauthorizeHostToVolume(idOrName(volume), await hostsOf(g, o, context));
        return message(`Access to ${volumeText(volume)} was revoked for the specified hosts`, maskPasswords(removed));
      },
    },
    'replica-failback': {
      name: 'replica-failback',
      summary: `Fail a ${g} volume back from the replica it failed over to`,
      example: `svc ${g} replica-failback 12345678`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        const started = await manager.failbackFromReplicant(idOrName(volume));
        if (!started) throw new CommandFailure('Failback operation could not be initiated.');
        return message('Failback from replicant is now in progress.', started);
      },
    },
    'replica-failover': {
      name: 'replica-failover',
      summary: `Fail a ${g} volume over to one of its replicas (a test of failover; replica-failback undoes it)`,
      example: `svc ${g} replica-failover 12345678 --replicant-id 87654321`,
      args: ['<volume>'],
      options: [{ flags: '--replicant-id <id>', description: 'the replica volume', parse: positiveInt, required: true }],
      async run(manager, [volume], o) {
        const started = await manager.failoverToReplicant(idOrName(volume), o.replicantId as number);
        if (!started) throw new CommandFailure('Failover operation could not be initiated.');
        return message('Failover to replicant is now in progress.', started);
      },
    },
    'disaster-recovery-failover': {
      name: 'disaster-recovery-failover',
      summary: `Fail an unreachable ${g} volume over to a replica after a disaster; failing back then takes a support ticket; always asks first`,
      example: `svc ${g} disaster-recovery-failover 12345678 --replicant-id 87654321`,
      args: ['<volume>'],
      options: [{ flags: '--replicant-id <id>', description: 'the replica volume', parse: positiveInt, required: true }],
      destroys: ([volume], o) => `fail ${g} volume ${volumeText(volume)} over to replica ${String(o.replicantId)} for disaster recovery ` +
        '(there is no failback through the API: it takes a support ticket; to test failover, use replica-failover)',
      async run(manager, [volume], o) {
        const started = await manager.disasterRecoveryFailoverToReplicant(idOrName(volume), o.replicantId as number);
        return message('Disaster Recovery Failover to replicant is now in progress.', started);
      },
    },
    'replica-order': {
      name: 'replica-order',
      summary: `Order a replica of a ${g} volume in another datacenter; asks first, as it is charged to the account`,
      example: g === 'block'
        ? 'svc block replica-order 12345678 --snapshot-schedule DAILY --datacenter wdc07 --os-type LINUX'
        : 'svc file replica-order 12345678 --snapshot-schedule DAILY --location wdc07',
      args: ['<volume>'],
      options: [
        { flags: '-s, --snapshot-schedule <schedule>', description: `the snapshot schedule to replicate on: ${REPLICATION_SCHEDULES.join(', ')}`,
          parse: anyCase(REPLICATION_SCHEDULES), required: true },
        g === 'block'
          ? { flags: '-d, --datacenter <name>', description: 'datacenter short name of the replica, e.g. dal09', required: true }
          : { flags: '-l, --location <name>', description: 'datacenter short name of the replica, e.g. dal09', required: true },
        { flags: g === 'block' ? '-t, --tier <iops-per-gb>' : '--tier <iops-per-gb>',
          description: `endurance tier of the primary volume: ${TIERS.join(', ')} (default: the volume's)`, parse: anyCase(TIERS) },
        { flags: '-i, --iops <n>', description: 'IOPS of the primary volume, 100 to 6000 in steps of 100 (default: the volume\'s)', parse: positiveInt },
        ...(g === 'block' ? [{ flags: '-o, --os-type <type>', description: `OS type of the primary volume: ${OS_TYPES.join(', ')} (default: the volume's)`, parse: anyCase(OS_TYPES) }] : []),
        FORCE,
      ],
      destroys: ([volume], o) => {
        checkIops(o.iops);
        return o.force === true ? undefined : `order a replica of ${g} volume ${volumeText(volume)} in ${String(o.datacenter ?? o.location)} (it is charged to the account)`;
      },
      async run(manager, [volume], o) {
        checkIops(o.iops);
        const receipt = await orderStep(() => manager.orderReplicantVolume(idOrName(volume), o.snapshotSchedule as string, (o.datacenter ?? o.location) as string,
          defined({ tier: o.tier === undefined ? undefined : Number(o.tier), osType: o.osType, iops: o.iops })));
        return placedOrder(receipt);
      },
    },
    'replica-partners': {
      name: 'replica-partners',
      summary: `List the replicas of a ${g} volume`,
      example: `svc ${g} replica-partners 12345678`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        const partners = await manager.getReplicationPartners(idOrName(volume));
        if (partners.length === 0) return message('There are no replication partners for the given volume.', []);
        const byName = [...partners].sort((a, b) => String(a.username ?? '').localeCompare(String(b.username ?? '')));
        return listOf(maskPasswords(byName), [
          col('id'), col('username'), col('account_id', 'accountId'), col('capacity_gb', 'capacityGb'), col('hardware_id', 'hardwareId'),
          col('guest_id', 'guestId'), col('host_id', 'hostId'),
        ]);
      },
    },
    'replica-locations': {
      name: 'replica-locations',
      summary: `List the datacenters a ${g} volume can be replicated to`,
      example: `svc ${g} replica-locations 12345678`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        const locations = await manager.getReplicationLocations(idOrName(volume));
        if (locations.length === 0) return message('No data centers compatible for replication.', []);
        const byName = [...locations].sort((a, b) => (scalarText(a.longName) ?? '').localeCompare(scalarText(b.longName) ?? ''));
        return listOf(byName, [col('id'), col('long_name', 'longName'), col('short_name', 'name')]);
      },
    },
  };
}
