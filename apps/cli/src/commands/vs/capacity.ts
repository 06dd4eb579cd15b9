/**
 * `svc vs capacity …`: reserved capacity, on `CapacityManager` (the reference CLI's `slcli vs
 * capacity`). Placement groups are in `placement.ts`, dedicated hosts in `dedicated-host.ts`.
 *
 * @module
 */

import type { CapacityGuestOptions, CapacityManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { list, numericId, oneOf, positiveInt } from '../../parse.js';
import type { GroupSpec, Options } from '../../spec.js';
import { defined, listOf, objectOf } from '../common.js';
import { likeOf } from './like.js';
import { record, rows } from './records.js';
import type { PricedRow } from './records.js';

/** `--backend-router-id` (and slcli's spelling `--backend_router_id`). */
function backendRouterId(o: Options): number {
  const id = o.backendRouterId ?? o.backend_router_id;
  if (typeof id !== 'number') throw new UsageError("required option '-b, --backend-router-id <id>' not specified");
  return id;
}

const repeated = (value: string, previous: unknown): number[] => [...((previous as number[] | undefined) ?? []), positiveInt(value)];

/** `#` per occupied instance, `-` per free one (as `slcli vs capacity list` draws it). */
function capacityBar(group: Record<string, unknown>): string {
  return '#'.repeat(Number(group.occupiedInstanceCount ?? 0)) + '-'.repeat(Number(group.availableInstanceCount ?? 0));
}

const CAPACITY_COLUMNS: readonly Column[] = [
  col('id'),
  col('name'),
  { name: 'capacity', get: capacityBar },
  { name: 'flavor', get: (row) => rows(row.instances)[0]?.billingItem === undefined ? 'Unknown Billing Item' : record(rows(row.instances)[0]!.billingItem).description },
  col('location', 'backendRouter.hostname'),
  col('created', 'createDate'),
];

const GUEST_COLUMNS: readonly Column[] = [
  col('id'), col('hostname'), col('domain'), col('primary_ip', 'primaryIpAddress'), col('backend_ip', 'primaryBackendIpAddress'),
];

/** The mask `slcli vs capacity detail` reads a capacity with. */
const CAPACITY_DETAIL_MASK = 'mask[instances[id,createDate,guestId,billingItem[id, description, recurringFee, category[name]],' +
  'guest[modifyDate,id, primaryBackendIpAddress, primaryIpAddress,domain, hostname]]]';

/** The default (generic) hourly price of a capacity plan, with four decimals. */
function defaultHourly(item: { prices?: { locationGroupId?: number | null; hourlyRecurringFee?: string }[] }): string {
  const price = (item.prices ?? []).filter((p) => !p.locationGroupId).at(-1);
  return price === undefined ? 'No Default Pricing' : Number(price.hourlyRecurringFee ?? 0).toFixed(4);
}

const CAPACITY_OPTION_COLUMNS: readonly Column[] = [
  col('type'), col('key_name'), col('description'), col('term'), col('hourly_price'), col('location'), col('pod'), col('backend_router_id'),
];

/** The host and domain names of a guest to order, or a usage error naming the one missing. */
function guestNames(hostname: unknown, domain: unknown): [string, string] {
  for (const [flag, value] of [['-H, --hostname <name>', hostname], ['-D, --domain <domain>', domain]] as const) {
    if (value === undefined) throw new UsageError(`required option '${flag}' not specified (or give --like <id>)`);
  }
  return [hostname as string, domain as string];
}

/** `svc vs capacity create`: an order receipt, or the checked order with `--test`. */
function capacityReceipt(result: unknown, test: boolean): Record<string, unknown> {
  const r = record(result);
  if (test) {
    const container = rows(r.orderContainers)[0] ?? r;
    return {
      name: container.name, location: record(container.locationObject).longName,
      contract: rows(container.prices).map((price) => record(price.item).description).join(', '),
      hourly_total: r.postTaxRecurring ?? container.postTaxRecurring,
    };
  }
  return {
    order_date: r.orderDate, order_id: r.orderId, status: record(r.placedOrder).status, hourly_total: record(r.orderDetails).postTaxRecurring,
  };
}

/** The `svc vs capacity` group. @example `VS_GROUP.groups` */
export const CAPACITY_GROUP: GroupSpec<CapacityManager> = {
  name: 'capacity',
  summary: 'Reserved capacity: list, detail, create, create-guest, create-options',
  manager: (m, client) => new m.CapacityManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List reserved capacity groups: capacity (# occupied, - free), flavor, location',
      example: 'svc vs capacity list',
      async run(capacity) {
        return listOf(await capacity.list(), CAPACITY_COLUMNS);
      },
    },
    {
      name: 'detail',
      summary: 'The guests of a reserved capacity group (a row of - for each free instance)',
      example: 'svc vs capacity detail 3103',
      args: ['<id>'],
      async run(capacity, [id]) {
        const group = await capacity.getObject(numericId(id, 'id'), { mask: CAPACITY_DETAIL_MASK });
        const guests = (group.instances ?? []).map((instance) =>
          instance.guest === undefined ? Object.fromEntries(GUEST_COLUMNS.map((c) => [c.name, '-'])) : instance.guest);
        return listOf(guests, GUEST_COLUMNS);
      },
    },
    {
      name: 'create',
      summary: 'Order a reserved capacity (a yearly contract: it cannot be cancelled before it ends); --test only checks',
      example: 'svc vs capacity create -n web-pool -b 801 -f B1_1X2_1_YEAR_TERM -i 5 --test',
      options: [
        { flags: '-n, --name <name>', description: 'name of the new reserved capacity', required: true },
        { flags: '-b, --backend-router-id <id>', description: 'backend router id (see create-options)', parse: positiveInt },
        { flags: '--backend_router_id <id>', description: 'the same, as slcli spells it', parse: positiveInt },
        { flags: '-f, --flavor <keyName>', description: 'capacity key name, e.g. B1_1X2_1_YEAR_TERM', required: true },
        { flags: '-i, --instances <n>', description: 'number of guests the capacity holds', parse: positiveInt, required: true },
        { flags: '--test', description: 'only verify the order (verifyOrder); nothing is bought' },
      ],
      // A yearly contract that cannot be cancelled: asked first, as every order (`--yes` skips).
      destroys: (_args, o) => {
        backendRouterId(o);
        return o.test === true ? undefined
          : `order reserved capacity ${String(o.name)} (${String(o.instances)} × ${String(o.flavor)}), a contract for its whole term that cannot be cancelled before it ends (it is charged to the account)`;
      },
      async run(capacity, _args, o) {
        const test = o.test === true;
        const result = await capacity.create({
          name: o.name as string, backendRouterId: backendRouterId(o), flavor: o.flavor as string, instances: o.instances as number, test,
        });
        const receipt = capacityReceipt(result, test);
        return objectOf(receipt, Object.keys(receipt).map((name) => col(name)));
      },
    },
    {
      name: 'create-guest',
      summary: 'Order a monthly virtual guest into a reserved capacity; --test only checks',
      example: 'svc vs capacity create-guest --capacity-id 3103 -H web1 -D example.com -o UBUNTU_LATEST_64 --test',
      options: [
        { flags: '--capacity-id <id>', description: 'reserved capacity to provision the guest into', parse: positiveInt, required: true },
        { flags: '--primary-disk <gb>', description: 'size of the main disk: 25 or 100', parse: oneOf(['25', '100']), defaultValue: '25' },
        { flags: '-H, --hostname <name>', description: 'host name (required unless --like)' },
        { flags: '-D, --domain <domain>', description: 'domain (required unless --like)' },
        { flags: '-o, --os <code>', description: 'operating system reference code, e.g. UBUNTU_LATEST_64' },
        { flags: '--image <guid>', description: 'image template global identifier (instead of --os)' },
        { flags: '--boot-mode <mode>', description: 'HVM or PV' },
        { flags: '-i, --postinstall <uri>', description: 'post-install script URI' },
        { flags: '-k, --key <ids>', description: 'SSH key ids (comma-separated or repeated)', parse: list },
        { flags: '--disk <gb>', description: 'additional disk size in GB (repeat for more)', parse: repeated },
        { flags: '--private', description: 'private network only' },
        { flags: '-n, --network <mbps>', description: 'network port speed', parse: positiveInt },
        { flags: '-g, --tag <tags>', description: 'tags (comma-separated or repeated)', parse: list },
        { flags: '-u, --userdata <text>', description: 'user metadata' },
        { flags: '--like <id>', description: 'take the settings of an existing virtual server (options given win)' },
        { flags: '--ipv6', description: 'add an IPv6 address' },
        { flags: '--test', description: 'only verify the order (verifyOrder); nothing is bought' },
      ],
      destroys: (_args, o) => {
        if (o.like === undefined) guestNames(o.hostname, o.domain);
        const [hostname, domain, like] = [o.hostname as string | undefined, o.domain as string | undefined, o.like as string | undefined];
        const guest = hostname === undefined ? `like ${String(like)}` : domain === undefined ? `${hostname} (like ${String(like)})` : `${hostname}.${domain}`;
        return o.test === true ? undefined : `order virtual server ${guest} into reserved capacity ${String(o.capacityId)} (it is charged to the account)`;
      },
      async run(capacity, _args, o, context) {
        const test = o.test === true;
        const like = o.like === undefined ? undefined : await likeOf(new (await import('@svclib/managers')).VirtualServerManager(context.client), o.like as string);
        const [hostname, domain] = guestNames(o.hostname ?? like?.hostname, o.domain ?? like?.domain);
        // As `vs create --like`: an image or OS given replaces the model's.
        const given = o.os !== undefined || o.image !== undefined;
        const guest = defined<CapacityGuestOptions>({
          hostname, domain, osCode: given ? o.os : like?.os, imageId: given ? o.image : like?.image, bootMode: o.bootMode,
          postUri: o.postinstall ?? like?.postinstall,
          sshKeys: (o.key as string[] | undefined)?.map((key) => positiveInt(key)), disks: o.disk,
          privateNetworkOnly: o.private === true || like?.private === true ? true : undefined, nicSpeed: o.network ?? like?.network,
          tags: o.tag ?? like?.tags, userdata: o.userdata ?? like?.userdata,
          primaryDisk: Number(o.primaryDisk), ipv6: o.ipv6 === true ? true : undefined,
        });
        const result = record(await capacity.createGuest(o.capacityId as number, guest, { test }));
        const prices = (test ? rows(result.prices) : rows(record(result.orderDetails).prices)) as PricedRow[];
        return listOf(prices.map((price) => ({ id: price.id, description: price.item?.description, order_id: result.orderId })),
          [col('id'), col('description'), col('order_id')]);
      },
    },
    {
      name: 'create-options',
      summary: 'Reserved capacity plans (key name, term, default hourly price) and the routers (pods) to order them on',
      example: 'svc vs capacity create-options',
      async run(capacity) {
        const items = await capacity.getCreateOptions();
        const plans = [...items].sort((a, b) => Number(a.capacity) - Number(b.capacity)).map((item) => ({
          type: 'plan', key_name: item.keyName, description: item.description, term: item.capacity, hourly_price: defaultHourly(item),
        }));
        const regions = await capacity.getAvailableRouters();
        const routers = regions.flatMap((region) => region.locations.flatMap((location) => location.location.pods.map((pod) => ({
          type: 'location', location: region.keyname, pod: pod.backendRouterName, backend_router_id: pod.backendRouterId,
        }))));
        return listOf([...plans, ...routers], CAPACITY_OPTION_COLUMNS);
      },
    },
  ],
};
