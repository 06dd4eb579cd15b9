/**
 * What the block and file managers share beyond the storage base: the filter of their list methods
 * and the checks of a volume order's positional arguments. Internal: not exported from the package.
 *
 * @module
 */
import type { ObjectFilter } from './filters.js';
import { listFilter } from './list-filter.js';
import { checkArgument } from './manager-support.js';
import { orderBy } from './order-by.js';
import type { ListVolumesOptions } from './storage-options.js';

/** The group and the storage type key part of each kind of volume. */
const KINDS = {
  block: { group: 'iscsiNetworkStorage', serviceType: '!~ ISCSI', keyPart: 'BLOCK_STORAGE' },
  file: { group: 'nasNetworkStorage', serviceType: '!~ NAS', keyPart: 'FILE_STORAGE' },
} as const;

/**
 * The filter of `listBlockVolumes`/`listFileVolumes`, as the reference builds it: the caller's
 * filter, then in the group `iscsiNetworkStorage`/`nasNetworkStorage` the service resource type
 * (`!~ ISCSI`/`!~ NAS`), `id` sorted ascending, the storage type key name (`*= BLOCK_STORAGE`, or
 * `^= ENDURANCE_BLOCK_STORAGE` for `storageType: 'endurance'`), and the datacenter, username and
 * order when given (empty strings count as not given, as the reference's truth tests).
 *
 * @throws TypeError naming the option whose value cannot be a filter value.
 */
export function volumeFilter(where: string, kind: 'block' | 'file', o: ListVolumesOptions): ObjectFilter {
  const { group, serviceType, keyPart } = KINDS[kind];
  const given = <T>(value: T | undefined): T | undefined => (value === '' ? undefined : value);
  const storageType = given(o.storageType);
  return listFilter(group, {
    'serviceResource.type.type': { operation: serviceType },
    id: orderBy(),
    'storageType.keyName': storageType === undefined ? `*${keyPart}*` : `${storageType.toUpperCase()}_${keyPart}*`,
    'serviceResource.datacenter.name': given(o.datacenter),
    username: given(o.username),
    'billingItem.orderItem.order.id': given(o.order),
  }, o.filter, where, {
    'serviceResource.datacenter.name': 'datacenter', 'billingItem.orderItem.order.id': 'order', 'storageType.keyName': 'storageType',
  });
}

/**
 * Checks the location and size of a volume order.
 *
 * @throws TypeError naming the method and the argument.
 */
export function checkOrderArguments(where: string, location: unknown, size: unknown): void {
  const isLocation = (v: unknown): boolean => typeof v === 'string' && v !== '';
  const isSize = (v: unknown): boolean => Number.isInteger(v) && (v as number) > 0;
  checkArgument(where, 'location', location ?? null, isLocation, 'a non-empty string');
  checkArgument(where, 'size', size ?? null, isSize, 'a positive integer');
}
