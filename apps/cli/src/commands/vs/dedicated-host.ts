/**
 * `svc vs host-list` and `svc vs host-create`: dedicated hosts, on `DedicatedHostManager`.
 *
 * @module
 */

import type { DedicatedHostManager, VirtualServerManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { list, oneOf, positiveInt } from '../../parse.js';
import { withManager } from '../../spec.js';
import { withTemplate } from '../../template-file.js';
import type { CommandSpec, Options } from '../../spec.js';
import { defined, listOf, message, objectOf } from '../common.js';
import { record } from './records.js';
import type { PricedRow } from './records.js';

const HOST_COLUMNS: readonly Column[] = [
  col('id'), col('name'), col('datacenter', 'datacenter.name'), col('router', 'backendRouter.hostname'),
  { name: 'cpu', get: (row) => `${String(record(row.allocationStatus).cpuAllocated)}/${String(record(row.allocationStatus).cpuCount)}` },
  { name: 'memory', get: (row) => `${String(record(row.allocationStatus).memoryAllocated)}/${String(record(row.allocationStatus).memoryCapacity)}` },
  { name: 'disk', get: (row) => `${String(record(row.allocationStatus).diskAllocated)}/${String(record(row.allocationStatus).diskCapacity)}` },
  col('guests', 'guestCount'),
];

const HOST_LIST: CommandSpec<DedicatedHostManager> = {
  name: 'host-list',
  summary: 'List dedicated hosts: datacenter, router, allocated/total CPU, memory and disk, guests',
  example: 'svc vs host-list --datacenter dal10 --sortby name',
  options: [
    { flags: '--tag <tags>', description: 'only hosts with any of these tags (comma-separated or repeated)', parse: list },
    { flags: '-d, --datacenter <name>', description: 'datacenter short name' },
    { flags: '-H, --name <name>', description: 'host name' },
    { flags: '--order <id>', description: 'id of the order that bought the host', parse: positiveInt },
    { flags: '--owner <username>', description: 'user name of the host\'s owner' },
  ],
  async run(dh, _args, o) {
    const hosts = await dh.listInstances(defined({ tags: o.tag, datacenter: o.datacenter, hostname: o.name, order: o.order, owner: o.owner }));
    if (hosts.length === 0) return message('No dedicated hosts are found.', []);
    return listOf(hosts, HOST_COLUMNS);
  },
};

/** The order of `svc vs host-create` from its options. */
function hostOrder(o: Options): Parameters<DedicatedHostManager['verifyOrder']>[0] {
  return defined({
    hostname: o.hostname, domain: o.domain, flavor: o.flavor, location: o.datacenter, hourly: o.billing !== 'monthly', router: o.router,
  });
}

const HOST_CREATE: CommandSpec<DedicatedHostManager> = {
  name: 'host-create',
  summary: 'Order a dedicated host (asks first: it incurs charges); --verify only checks the order',
  example: 'svc vs host-create -H host1 -D example.com -d dal10 -f 56_CORES_X_242_RAM_X_1_4_TB --billing monthly --verify',
  options: [
    { flags: '-H, --hostname <name>', description: 'host name', required: true },
    { flags: '-r, --router <hostname>', description: 'backend router host name, e.g. bcr01a.dal10 (default: the first available)' },
    { flags: '-D, --domain <domain>', description: 'domain', required: true },
    { flags: '-d, --datacenter <name>', description: 'datacenter short name', required: true },
    { flags: '-f, --flavor <keyName>', description: 'dedicated host flavor key name', required: true },
    { flags: '--billing <kind>', description: 'hourly or monthly', parse: oneOf(['hourly', 'monthly']), defaultValue: 'hourly' },
    { flags: '--verify', description: 'only verify the order (verifyOrder); nothing is bought' },
  ],
  destroys: (_args, o) => (o.verify === true ? undefined : `order dedicated host ${String(o.hostname)}.${String(o.domain)}, which incurs charges`),
  async run(dh, _args, o) {
    const order = hostOrder(o);
    const verified = await dh.verifyOrder(order);
    const prices = (verified.prices ?? []) as PricedRow[];
    if (prices.length !== 1) throw new UsageError('More than 1 price was found or no prices found');
    const fee = Number((order.hourly ? prices[0]!.hourlyRecurringFee : prices[0]!.recurringFee) ?? 0).toFixed(2);
    const cost = { [order.hourly ? 'total_hourly_cost' : 'total_monthly_cost']: fee };
    const note = 'Prices reflected here are retail and do not take account level discounts and are not guaranteed.';
    const shown = o.verify === true ? { ...cost, note } : await dh.placeOrder(order).then((r) => ({ ...cost, id: r.orderId, created: r.orderDate, note }));
    return objectOf(shown, Object.keys(shown).map((name) => col(name)));
  },
};

/** `svc vs host-list` and `svc vs host-create`, on a dedicated host manager. @example `commands: [...HOST_COMMANDS]` */
export const HOST_COMMANDS: readonly CommandSpec<VirtualServerManager>[] = [
  withManager((m, client) => new m.DedicatedHostManager(client), HOST_LIST),
  withManager((m, client) => new m.DedicatedHostManager(client), withTemplate(HOST_CREATE)),
];
