/**
 * `svc vs detail`: one virtual server, with its price, storage and reverse DNS when asked.
 *
 * @module
 */

import type { Virtual_Guest, VirtualServerManager } from '@svclib/managers';

import { amount, col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName } from '../../parse.js';
import type { CommandContext } from '../../context.js';
import type { CommandSpec, Options } from '../../spec.js';
import { SHOW_SECRETS, defined, maskPasswords, objectOf, showsSecrets } from '../common.js';
import { SERVER_DETAIL } from '../servers.js';
import { localDiskRows } from './shared.js';

const VS_DETAIL: readonly Column[] = [
  ...SERVER_DETAIL,
  col('status', 'status.name'),
  col('state', 'powerState.name'),
  col('cores', 'maxCpu'),
  col('memory', 'maxMemory'),
  col('hourly', 'hourlyBillingFlag'),
  col('local_disk', 'localDiskFlag'),
  col('private_only', 'privateNetworkOnlyFlag'),
  col('created', 'createDate'),
];

/**
 * A `catch` handler that answers `value` for a fault the service answered — `ServiceAPIError` and
 * each of its kinds (`ApplicationError`, `ObjectNotFound`-like faults, …), as slcli catches
 * `SoftLayerAPIError` — and rethrows anything else: a connection lost (`TransportError`) or an answer
 * that could not be read (`ParseError`) fails the command. Core's own guards decide, loaded when an
 * error arrives (the CLI loads `@svclib/core` lazily; by then a call has loaded it).
 */
function apiFaultAs<T>(value: T): (error: unknown) => Promise<T> {
  return async (error) => {
    const { isParseError, isServiceAPIError, isTransportError } = await import('@svclib/core');
    if (isServiceAPIError(error) && !isTransportError(error) && !isParseError(error)) return value;
    throw error;
  };
}

/** The detail of a guest as the reference CLI assembles it: the guest, its disks, bandwidth, PTR records and dedicated host. */
async function guestDetail(vs: VirtualServerManager, id: number | string, o: Options, context: CommandContext): Promise<Record<string, unknown>> {
  const guestId = await vs.resolveId(id);
  const guest = await vs.getInstance(guestId, defined({ mask: o.mask })) as Virtual_Guest & Record<string, unknown>;
  if (o.mask !== undefined) return maskPasswords(guest, showsSecrets(o));
  const drives = localDiskRows(await vs.getLocalDisks(guestId));
  const bandwidth = await vs.getBandwidthAllocation(guestId);
  const detail: Record<string, unknown> = { ...guest, drives };
  detail.bandwidth = (bandwidth.usage ?? []).map((point) => {
    const isPublic = point.type?.alias === 'PUBLIC_SERVER_BW';
    return {
      type: isPublic ? 'Public' : 'Private', in_gb: point.amountIn, out_gb: point.amountOut,
      allotment: isPublic ? (bandwidth.allotment?.amount ?? '-') : 'N/A',
    };
  });
  const hostId = guest.dedicatedHost?.id;
  if (hostId !== undefined && hostId !== null) {
    // As the reference: a host that cannot be read leaves its name blank.
    const host: { name?: string } | undefined = await context.client.call('Virtual_DedicatedHost', 'getObject', { id: hostId }).catch(apiFaultAs(undefined));
    detail.dedicated_host = host?.name || null;
  }
  if (!guest.privateNetworkOnlyFlag) {
    // As the reference: a guest whose reverse zone cannot be read has no PTR row.
    const zones = await vs.getReverseDomains(guestId).catch(apiFaultAs([]));
    const ptr = zones.flatMap((zone) => (zone.resourceRecords ?? []).map((record) => record.data));
    if (ptr.length > 0) detail.ptr = ptr;
  }
  if (showsSecrets(o)) {
    detail.users = (guest.softwareComponents ?? []).flatMap((component) => (component.passwords ?? []).map((password) => ({
      software: component.softwareLicense?.softwareDescription?.name, username: password.username, password: password.password,
    })));
  }
  if (o.price === true) {
    const total = guest.billingItem?.nextInvoiceTotalRecurringAmount ?? 0;
    if (Number(total) !== 0) {
      detail.price_rate = total;
      detail.prices = (guest.billingItem?.nextInvoiceChildren ?? []).filter((item) => item.recurringFee !== undefined && item.recurringFee !== null)
        .map((item) => ({ item: item.description, category: item.categoryCode, recurring: item.recurringFee }));
    }
  }
  return maskPasswords(detail, showsSecrets(o));
}

const VS_DETAIL_MORE: readonly Column[] = [
  ...VS_DETAIL,
  col('os', 'operatingSystem.softwareLicense.softwareDescription.name'),
  col('os_version', 'operatingSystem.softwareLicense.softwareDescription.version'),
  col('dedicated_host_id', 'dedicatedHost.id'),
  col('dedicated_host'),
  col('preset', 'billingItem.orderItem.preset.keyName'),
  col('owner', 'billingItem.orderItem.order.userRecord.username'),
  col('drives', 'drives', (rows) => (Array.isArray(rows) ? rows.map((d: Record<string, unknown>) => `${String(d.type)} ${String(d.drive)} ${String(d.capacity)}`).join('; ') : undefined)),
  col('bandwidth', 'bandwidth', (rows) => (Array.isArray(rows) ? rows.map((b: Record<string, unknown>) => `${String(b.type)} in ${amount(b.in_gb, 'GB') ?? '-'}, out ${amount(b.out_gb, 'GB') ?? '-'}, allotment ${String(b.allotment)}`).join('; ') : undefined)),
  col('ptr', 'ptr', (v) => (Array.isArray(v) ? v.join(', ') : undefined)),
  col('users', 'users', (rows) => (Array.isArray(rows) ? rows.map((u: Record<string, unknown>) => `${String(u.software)}: ${String(u.username)} ${String(u.password)}`).join('; ') : undefined)),
  col('price_rate'),
];

/** `svc vs detail`. */
export const DETAIL_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'detail',
  summary: 'Show one virtual server (by id or host name) with its disks, bandwidth and PTR records',
  example: 'svc vs detail web1 --passwords --price',
  args: ['<id>'],
  options: [
    // As slcli: --passwords adds the software users with their passwords, in clear.
    ...SHOW_SECRETS,
    { flags: '--price', description: 'add the recurring prices' },
    { flags: '--mask <mask>', description: 'object mask replacing the default (only the guest is read then)' },
  ],
  run: async (vs, [id], o, context) => objectOf(await guestDetail(vs, idOrName(id), o, context), VS_DETAIL_MORE),
};
