/**
 * The volume commands of `svc block` and `svc file`: `volume-list`, `volume-detail`,
 * `volume-count`, `volume-limits`, `volume-order`, `volume-cancel`, `volume-duplicate`,
 * `volume-modify`, `volume-refresh`, `volume-convert`, `volume-options`, `volume-set-note` and
 * `duplicate-convert-status`, written once for both kinds (slcli's `block/*.py` and `file/*.py`).
 *
 * @module
 */

import type { StorageManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col, pick, scalarText } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName, nonNegativeInt, numericId, positiveInt } from '../../parse.js';
import type { CommandSpec, Options } from '../../spec.js';
import { PAGING, defined, listOf, maskPasswords, message, objectOf, paging } from '../common.js';
import type { StorageKind } from './kind.js';
import {
  BILLING, FORCE, OS_TYPES, TIERS, anyCase, orderStep, placedOrder, sizeText, volumeText, yesNo,
} from './shared.js';

/** The package of storage-as-a-service volumes (slcli's `PACKAGE_STORAGE`). */
const STORAGE_PACKAGE_ID = 759;

/** The type of a volume: the first word of its storage type key name (`ENDURANCE_BLOCK_STORAGE` → `ENDURANCE`). */
function storageTypeOf(value: unknown): string {
  return typeof value === 'string' ? (value.split('_')[0] ?? value) : '-';
}

/** The columns of `volume-list` (slcli's default columns, lower-cased), and the mask they need. */
function listColumns(kind: { group: string }): { columns: Column[]; mask: string } {
  const columns = kind.group === 'block'
    ? [
      col('id'), col('username'), col('datacenter', 'serviceResource.datacenter.name'), col('storage_type', 'storageType.keyName', storageTypeOf),
      col('capacity_gb', 'capacityGb'), col('iops', 'provisionedIops'), col('ip_addr', 'serviceResourceBackendIpAddress'), col('lun_id', 'lunId'),
      col('active_transactions', 'activeTransactionCount'), col('rep_partner_count', 'replicationPartnerCount'), col('notes'),
    ]
    : [
      col('id'), col('username'), col('datacenter', 'serviceResource.datacenter.name'), col('storage_type', 'storageType.keyName', storageTypeOf),
      col('capacity_gb', 'capacityGb'), col('bytes_used', 'bytesUsed'), col('ip_addr', 'serviceResourceBackendIpAddress'),
      col('active_transactions', 'activeTransactionCount'), col('mount_addr', 'fileNetworkMountAddress'), col('rep_partner_count', 'replicationPartnerCount'),
      col('notes'),
    ];
  const mask = kind.group === 'block'
    ? 'id,username,serviceResource.datacenter.name,storageType.keyName,capacityGb,provisionedIops,serviceResourceBackendIpAddress,lunId,' +
      'activeTransactionCount,replicationPartnerCount,notes'
    : 'id,username,serviceResource.datacenter.name,storageType.keyName,capacityGb,bytesUsed,serviceResourceBackendIpAddress,' +
      'activeTransactionCount,fileNetworkMountAddress,replicationPartnerCount,notes';
  return { columns, mask };
}

/** A replica of a volume's detail as one line: id, username, target, location, schedule. */
function replicantText(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return '-';
  return value.map((replica) => ['id', 'username', 'serviceResourceBackendIpAddress', 'serviceResource.datacenter.name', 'replicationSchedule.type.keyname']
    .map((path) => scalarText(pick(replica, path)) ?? '-').join(' ')).join('\n');
}

/** The rows of `volume-detail`, as slcli's (lower-cased, one name per row). */
function detailColumns(kind: { group: string }): Column[] {
  return [
    col('id'), col('username'), col('type', 'storageType.keyName', storageTypeOf),
    col('capacity_gb', 'capacityGb', (v) => (scalarText(v) === undefined || v === '' ? '0' : `${scalarText(v) ?? ''}GB`)),
    ...(kind.group === 'block' ? [col('lun_id', 'lunId')] : [col('used_space', 'bytesUsed', sizeText)]),
    col('iops', 'provisionedIops'), col('endurance_tier', 'storageTierLevel'), col('datacenter', 'serviceResource.datacenter.name'),
    col('target_ip', 'serviceResourceBackendIpAddress'),
    ...(kind.group === 'file' ? [col('mount_address', 'fileNetworkMountAddress')] : []),
    col('snapshot_capacity_gb', 'snapshotCapacityGb'), col('snapshot_used_bytes', 'parentVolume.snapshotSizeBytes'),
    col('active_transactions', 'activeTransactionCount'),
    col('ongoing_transactions', 'activeTransactions', (v) => (Array.isArray(v)
      ? v.map((t) => scalarText(pick(t, 'transactionStatus.friendlyName'))).filter((name) => name !== undefined).join('; ')
      : undefined)),
    col('replicant_count', 'replicationPartnerCount', (v) => v ?? 0),
    col('replication_status', 'replicationStatus', (v) => (v !== null && typeof v === 'object' ? pick(v, 'message') : v)),
    col('replicant_volumes', 'replicationPartners', replicantText),
    col('original_volume_size', 'originalVolumeSize'), col('original_volume_name', 'originalVolumeName'),
    col('original_snapshot_name', 'originalSnapshotName'), col('notes'),
  ];
}

/** Whether a package item is in a category, by its `itemCategory` or its `categories`. */
function inCategory(item: Record<string, unknown>, code: string): boolean {
  if (pick(item, 'itemCategory.categoryCode') === code) return true;
  const categories = item.categories;
  return Array.isArray(categories) && categories.some((category) => pick(category, 'categoryCode') === code);
}

/**
 * slcli's checks of `volume-order`'s options (usage errors), made before the question and again
 * before the order.
 */
function checkVolumeOrder(o: Options): void {
  if (o.serviceOffering !== 'storage_as_a_service' && o.billing === 'hourly') {
    throw new UsageError('Hourly billing is only available for the storage_as_a_service service offering');
  }
  if (o.storageType === 'performance') {
    if (o.iops === undefined) throw new UsageError("option '--iops <n>' is required with --storage-type performance");
    if (o.serviceOffering === 'performance' && o.snapshotSize !== undefined) {
      throw new UsageError('--snapshot-size is not available for performance service offerings. Use --service-offering storage_as_a_service');
    }
  } else if (o.tier === undefined) {
    throw new UsageError(`option '--tier <iops-per-gb>' is required with --storage-type endurance: one of ${TIERS.join(', ')}`);
  }
}

/** `volume-order`: slcli's checks, then the kind's order. */
function orderCommand<M extends StorageManager>(kind: StorageKind<M>): CommandSpec<M> {
  const g = kind.group;
  return {
    name: 'volume-order',
    summary: `Order a ${g} volume (performance with --iops, endurance with --tier); asks first, as it is charged to the account`,
    example: g === 'block'
      ? 'svc block volume-order --storage-type endurance --size 500 --tier 2 --os-type LINUX --location dal10'
      : 'svc file volume-order --storage-type performance --size 1000 --iops 4000 -l dal10',
    options: [
      { flags: '--storage-type <type>', description: 'performance or endurance', parse: anyCase(['performance', 'endurance'] as const), required: true },
      { flags: '--size <gb>', description: `size of the ${g} volume in GB`, parse: positiveInt, required: true },
      { flags: '--iops <n>', description: 'performance storage IOPS (required for performance volumes)', parse: positiveInt },
      { flags: '--tier <iops-per-gb>', description: `endurance tier in IOPS per GB: ${TIERS.join(', ')} (required for endurance volumes)`, parse: anyCase(TIERS) },
      ...(g === 'block' ? [{ flags: '--os-type <type>', description: `operating system: ${OS_TYPES.join(', ')}`, parse: anyCase(OS_TYPES), required: true }] : []),
      { flags: g === 'file' ? '-l, --location <datacenter>' : '--location <datacenter>', description: 'datacenter short name, e.g. dal10', required: true },
      { flags: '--snapshot-size <gb>', description: 'snapshot space to order with the volume, in GB', parse: positiveInt },
      {
        flags: '--service-offering <offering>', description: 'storage_as_a_service (default); enterprise and performance are legacy offerings',
        parse: anyCase(['storage_as_a_service', 'enterprise', 'performance'] as const), defaultValue: 'storage_as_a_service',
      },
      BILLING,
      FORCE,
    ],
    destroys: (_args, o) => {
      checkVolumeOrder(o);
      return o.force === true ? undefined : `order a ${String(o.storageType)} ${g} volume of ${String(o.size)} GB in ${String(o.location)} (it is charged to the account)`;
    },
    async run(manager, _args, o, context) {
      const hourly = o.billing === 'hourly';
      const offering = o.serviceOffering as string;
      if (offering !== 'storage_as_a_service') context.warn(`${offering} is a legacy storage offering`);
      checkVolumeOrder(o);
      const receipt = await orderStep(() => kind.order(manager, o.storageType as string, o.location as string, o.size as number, o.osType as string | undefined,
        defined({
          iops: o.storageType === 'performance' ? o.iops : undefined, tierLevel: o.storageType === 'endurance' ? Number(o.tier) : undefined,
          snapshotSize: o.snapshotSize, serviceOffering: offering, hourlyBillingFlag: hourly,
        })));
      return placedOrder(receipt, {
        after: (id) => `You may run 'svc ${g} volume-list --order ${id}' to find this ${g} volume after it is ready.`,
      });
    },
  };
}

/**
 * The volume commands of a kind, in slcli's order.
 *
 * @example
 * ```ts
 * const commands = volumeCommands(BLOCK);
 * ```
 */
export function volumeCommands<M extends StorageManager>(kind: StorageKind<M>): Record<string, CommandSpec<M>> {
  const g = kind.group;
  const { columns: listCols, mask: listMask } = listColumns(kind);
  const detail = detailColumns(kind);
  return {
    'duplicate-convert-status': {
      name: 'duplicate-convert-status',
      summary: `Show how far the conversion of a dependent duplicate ${g} volume into an independent one has come`,
      example: `svc ${g} duplicate-convert-status 12345678`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        const status = await manager.convertDupeStatus(idOrName(volume));
        return objectOf(status, [
          col('username', 'volumeUsername'), col('active_conversion_start', 'activeConversionStartTime'),
          col('completed_percentage', 'deDuplicateConversionPercentage'),
        ]);
      },
    },
    'volume-cancel': {
      name: 'volume-cancel',
      summary: `Cancel a ${g} volume, on its billing anniversary or now (--immediate); asks first`,
      example: `svc ${g} volume-cancel 12345678 --immediate --force`,
      args: ['<volume>'],
      options: [
        { flags: '--reason <text>', description: 'why (default: No longer needed)' },
        { flags: '--immediate', description: 'cancel now instead of on the billing anniversary' },
        FORCE,
      ],
      destroys: ([volume], o) => (o.force === true ? undefined : `cancel ${g} volume ${volumeText(volume)}${o.immediate === true ? ' now' : ''}`),
      async run(manager, [volume], o) {
        const cancelled = await kind.cancel(manager, idOrName(volume), defined({ reason: o.reason, immediate: o.immediate === true }));
        if (!cancelled) throw new CommandFailure(`Unable to cancel ${g} volume ${volumeText(volume)}`);
        return message(`${kind.title} volume with id ${volumeText(volume)} has been marked for ${o.immediate === true ? 'immediate ' : ''}cancellation`, cancelled);
      },
    },
    'volume-count': {
      name: 'volume-count',
      summary: `Count the ${g} volumes of the account per datacenter`,
      example: `svc ${g} volume-count -d dal10`,
      options: [{ flags: '-d, --datacenter <name>', description: 'only this datacenter' }],
      async run(manager, _args, o, context) {
        const mask = 'mask[serviceResource[datacenter[name]],replicationPartners[serviceResource[datacenter[name]]]]';
        const volumes = await context.collect(kind.iterVolumes(manager, defined({ datacenter: o.datacenter, mask })), `${g} volumes`);
        const counts = new Map<string, number>();
        for (const volume of volumes) {
          const name = pick(volume, 'serviceResource.datacenter.name');
          if (typeof name === 'string') counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        const names = [...counts.keys()].sort();
        return objectOf(Object.fromEntries(names.map((name) => [name, counts.get(name)])), names.map((name) => col(name, name)));
      },
    },
    'volume-detail': {
      name: 'volume-detail',
      summary: `Show a ${g} volume (by id or username): type, capacity, IOPS, location, snapshots, replicas`,
      example: `svc ${g} volume-detail 12345678`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        return objectOf(maskPasswords(await kind.volumeDetails(manager, idOrName(volume))), detail);
      },
    },
    'volume-duplicate': {
      name: 'volume-duplicate',
      summary: `Order a duplicate of a ${g} volume (sizes and IOPS default to the origin's); asks first, as it is charged to the account`,
      example: `svc ${g} volume-duplicate 12345678 --origin-snapshot-id 87654321 --duplicate-size 1000`,
      args: ['<origin-volume>'],
      options: [
        { flags: '-o, --origin-snapshot-id <id>', description: 'a snapshot of the origin volume to duplicate from', parse: positiveInt },
        { flags: '-c, --duplicate-size <gb>', description: 'size of the duplicate in GB (default: the origin\'s)', parse: positiveInt },
        { flags: '-i, --duplicate-iops <n>', description: 'IOPS of a performance duplicate (default: the origin\'s)', parse: positiveInt },
        { flags: '-t, --duplicate-tier <iops-per-gb>', description: `tier of an endurance duplicate: ${TIERS.join(', ')} (default: the origin's)`, parse: anyCase(TIERS) },
        { flags: '-s, --duplicate-snapshot-size <gb>', description: 'snapshot space of the duplicate in GB, 0 for none (default: the origin\'s)', parse: nonNegativeInt },
        BILLING,
        { flags: '--dependent-duplicate <bool>', description: 'a dependent duplicate of the origin (true or false; default false)', parse: yesNo, defaultValue: false },
        FORCE,
      ],
      destroys: ([volume], o) => (o.force === true ? undefined : `order a duplicate of ${g} volume ${volumeText(volume)} (it is charged to the account)`),
      async run(manager, [volume], o) {
        const receipt = await orderStep(() => manager.orderDuplicateVolume(idOrName(volume), defined({
          originSnapshotId: o.originSnapshotId, duplicateSize: o.duplicateSize, duplicateIops: o.duplicateIops,
          duplicateTierLevel: o.duplicateTier === undefined ? undefined : Number(o.duplicateTier), duplicateSnapshotSize: o.duplicateSnapshotSize,
          hourlyBillingFlag: o.billing === 'hourly', dependentDuplicate: o.dependentDuplicate === true,
        })));
        return placedOrder(receipt);
      },
    },
    'volume-list': {
      name: 'volume-list',
      summary: `List the ${g} volumes of the account, sorted by username`,
      example: `svc ${g} volume-list -d dal10 --storage-type endurance --sortby capacity_gb`,
      options: [
        { flags: '-u, --username <name>', description: 'volume username' },
        { flags: '-d, --datacenter <name>', description: 'datacenter short name, e.g. dal10' },
        { flags: '-o, --order <id>', description: `id of the order that bought the ${g} volume`, parse: positiveInt },
        { flags: '--storage-type <type>', description: 'performance or endurance', parse: anyCase(['performance', 'endurance'] as const) },
        ...PAGING,
      ],
      async run(manager, _args, o, context) {
        const volumes = await context.collect(kind.iterVolumes(manager, defined({
          ...paging(o), mask: o.mask ?? listMask, datacenter: o.datacenter, username: o.username, storageType: o.storageType, order: o.order,
        })), `${g} volumes`);
        const byName = [...volumes].sort((a, b) => String(a.username ?? '').localeCompare(String(b.username ?? ''), 'en', { numeric: true }));
        return listOf(maskPasswords(byName), listCols);
      },
    },
    'volume-modify': {
      name: 'volume-modify',
      summary: `Change the size, IOPS or tier of a ${g} volume; asks first, as it is charged to the account`,
      example: `svc ${g} volume-modify 12345678 --new-size 1000 --new-tier 4`,
      args: ['<volume>'],
      options: [
        { flags: '-c, --new-size <gb>', description: 'new size in GB (default: the current size)', parse: positiveInt },
        { flags: '-i, --new-iops <n>', description: 'new IOPS of a performance volume', parse: positiveInt },
        { flags: '-t, --new-tier <iops-per-gb>', description: `new tier of an endurance volume: ${TIERS.join(', ')}`, parse: anyCase(TIERS) },
        FORCE,
      ],
      destroys: ([volume], o) => (o.force === true ? undefined : `modify ${g} volume ${volumeText(volume)} (it is charged to the account)`),
      async run(manager, [volume], o) {
        const receipt = await orderStep(() => manager.orderModifiedVolume(idOrName(volume), defined({
          newSize: o.newSize, newIops: o.newIops, newTierLevel: o.newTier === undefined ? undefined : Number(o.newTier),
        })));
        return placedOrder(receipt);
      },
    },
    'volume-order': orderCommand(kind),
    'volume-limits': {
      name: 'volume-limits',
      summary: `List how many ${g} volumes the account may have and has, per datacenter`,
      example: `svc ${g} volume-limits`,
      options: [{ flags: '-d, --datacenter <name>', description: 'only this datacenter' }],
      async run(manager, _args, o) {
        const limits = await kind.limits(manager);
        const wanted = o.datacenter as string | undefined;
        const rows = wanted === undefined
          ? limits
          : limits.filter((limit) => limit.datacenterName !== '' && limit.datacenterName === wanted).slice(0, 1);
        const sorted = [...rows].sort((a, b) => String(a.datacenterName ?? '').localeCompare(String(b.datacenterName ?? '')));
        return listOf(sorted, [
          col('datacenter', 'datacenterName'), col('maximum_available_count', 'maximumAvailableCount'), col('provisioned_count', 'provisionedCount'),
        ]);
      },
    },
    'volume-refresh': {
      name: 'volume-refresh',
      summary: `Refresh a duplicate ${g} volume from a snapshot of its origin (its data is replaced); asks first`,
      example: `svc ${g} volume-refresh 12345678 87654321`,
      args: ['<volume>', '<snapshot-id>'],
      options: [{ flags: '-f, --force-refresh', description: 'cancel a running refresh and start this one' }],
      destroys: ([volume, snapshot]) => `replace the data of ${g} volume ${volumeText(volume)} with snapshot ${volumeText(snapshot)}`,
      async run(manager, [volume, snapshot], o) {
        const done = await manager.refreshDupe(idOrName(volume), numericId(snapshot, '<snapshot-id>'), { forceRefresh: o.forceRefresh === true });
        return message(`Refreshing ${g} volume ${volumeText(volume)} from snapshot ${volumeText(snapshot)}.`, done);
      },
    },
    'volume-convert': {
      name: 'volume-convert',
      summary: `Convert a dependent duplicate ${g} volume into an independent volume`,
      example: `svc ${g} volume-convert 12345678`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        const done = await manager.convertDepDupe(idOrName(volume));
        return message(`Converting ${g} volume ${volumeText(volume)} into an independent volume (see duplicate-convert-status).`, done);
      },
    },
    'volume-options': {
      name: 'volume-options',
      summary: `List what a ${g} volume order may name: datacenters (closing pods noted), IOPS tiers, sizes, snapshot sizes (--prices: their monthly prices)`,
      example: `svc ${g} volume-options dal10 --prices`,
      args: ['[location]'],
      options: [{ flags: '-p, --prices', description: 'also the monthly price of each item' }],
      async run(_manager, [location], o, context) {
        const { NetworkManager, OrderingManager } = await import('@svclib/managers');
        const ordering = new OrderingManager(context.client);
        // slcli's masks (block: categories; file: the default); the prices are asked for only with --prices.
        const mask = g === 'block' ? `mask[categories${o.prices === true ? ',prices' : ''}]` : o.prices === true ? 'mask[itemCategory,prices]' : undefined;
        const items = (await ordering.getItems(STORAGE_PACKAGE_ID, defined({ mask }))) as Record<string, unknown>[];
        const regions = await ordering.getRegions(STORAGE_PACKAGE_ID, defined({ location }));
        const pods = await new NetworkManager(context.client).getClosedPods();
        if (regions.length === 0) throw new UsageError(`Location does not exist: ${location ?? ''}`);
        const rows: Record<string, unknown>[] = regions.map((region) => {
          // The datacenter's short name: its location's, else the first word of the description (`DAL10 - Dallas 10`).
          const name = (scalarText(pick(region, 'location.location.name')) ?? scalarText(region.description)?.split(' ')[0] ?? '').toLowerCase();
          const closing = pods.map((pod) => String(pod.name)).filter((pod) => name !== '' && pod.includes(name));
          return {
            table: 'datacenter', id: pick(region, 'location.locationId'), description: region.description, key_name: region.keyname,
            note: closing.length > 0 ? `closed soon: ${closing.join(', ')}` : undefined,
          };
        });
        const price = (item: Record<string, unknown>): unknown => (o.prices === true ? pick(item, 'prices.0.recurringFee') : undefined);
        const byKey = (a: Record<string, unknown>, b: Record<string, unknown>): number => String(a.key_name).localeCompare(String(b.key_name));
        const table = (name: string, code: string, extra: (item: Record<string, unknown>) => Record<string, unknown> = () => ({})) =>
          items.filter((item) => inCategory(item, code))
            .map((item) => defined({ table: name, id: item.id, description: item.description, key_name: item.keyName, price: price(item), ...extra(item) }))
            .sort(byKey);
        rows.push(
          ...table('iops', 'storage_tier_level'),
          ...table('storage', 'performance_storage_space', (item) => ({ capacity_minimum: item.capacityMinimum ?? '-' })),
          ...table('snapshot', 'storage_snapshot_space'),
        );
        return listOf(rows, [
          col('table'), col('id'), col('description'), col('key_name'), col('capacity_minimum'), ...(o.prices === true ? [col('price')] : []), col('note'),
        ]);
      },
    },
    'volume-set-note': {
      name: 'volume-set-note',
      summary: `Set the note of a ${g} volume`,
      example: `svc ${g} volume-set-note 12345678 --note 'this is my note'`,
      args: ['<volume>'],
      options: [{ flags: '-n, --note <text>', description: 'the note', required: true }],
      async run(manager, [volume], o) {
        const set = await manager.volumeSetNote(idOrName(volume), o.note as string);
        if (!set) throw new CommandFailure('Note could not be set! Please verify your options and try again.');
        return message('Set note successfully!', set);
      },
    },
  };
}
