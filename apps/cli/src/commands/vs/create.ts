/**
 * `svc vs create`, `create-options` and `os-available`: ordering a virtual server and what an order may name.
 *
 * @module
 */

import { readFile } from 'node:fs/promises';

import type { Container_Product_Order, Container_Product_Order_Receipt, OrderGuestOptions, VirtualServerCreateOption, VirtualServerCreateOptions, VirtualServerManager } from '@svclib/managers';
import { InvalidArgumentError } from 'commander';

import { UsageError, fileError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { list, oneOf, positiveInt } from '../../parse.js';
import type { CommandContext } from '../../context.js';
import type { CommandSpec, Options } from '../../spec.js';
import { defined, listOf } from '../common.js';
import { verifiedPrices } from '../order/results.js';
import { CREATE_OPTIONS_ARGS, CREATE_OPTIONS_OPTIONS, closingPodsNote, createOptionsLocation, priceRows } from '../create-options.js';
import { WAIT_OPTION, waitForOrdered } from '../servers.js';
import { withTemplate } from '../../template-file.js';
import { likeOf } from './like.js';
import { collect } from './shared.js';

/**
 * The create options as one table: a row per option, its category first (as `slcli vs create-options`
 * lists them); with `prices` (`--prices`) a row per price of each option.
 */
function createOptionRows(options: VirtualServerCreateOptions, prices: boolean, note: (key: string) => string | undefined): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [
    ...options.locations.map((location) => defined({ category: 'location', key: location.key, name: location.name, note: note(location.key) })),
    ...options.sizes.map((size) => ({ category: 'size', key: size.key, name: size.name, hourly: size.hourlyRecurringFee, monthly: size.recurringFee })),
  ];
  const priced = (category: string, list: readonly VirtualServerCreateOption[]): void => {
    for (const option of list) {
      rows.push(...priceRows(
        defined({ category, key: option.key, name: option.name, value: option.referenceCode ?? option.speed ?? option.capacity }), option.prices, prices,
      ));
    }
  };
  priced('os', options.operatingSystems);
  priced('guest_core', options.guestCore);
  priced('ram', options.ram);
  for (const disk of options.guestDisk) priced(disk.disk ?? 'guest_disk', [disk]);
  priced('port_speed', options.portSpeeds);
  priced('database', options.database);
  priced('extras', options.extras);
  return rows;
}

/** The columns of `vs create-options` (`restriction` with `--prices`). */
function createOptionColumns(prices: boolean): readonly Column[] {
  return [col('category'), col('key'), col('name'), col('value'), col('hourly'), col('monthly'), ...(prices ? [col('restriction')] : []), col('note')];
}

/** `--memory` as the reference CLI reads it: MB, GB below 1024 (`4` is 4 GB), or with a unit (`2048mb`, `4g`). */
export function memoryMb(value: string): number {
  const match = /^(\d+)(g|gb|m|mb)?$/i.exec(value.trim());
  if (!match) throw new InvalidArgumentError('Expected an amount of memory such as 4096, 4 (GB), 2048mb or 4gb.');
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (unit === 'g' || unit === 'gb' || amount < 1024) return amount * 1024;
  if (amount % 1024 !== 0) throw new InvalidArgumentError(`${value} is not a whole number of GB (a multiple of 1024).`);
  return amount;
}

/** The reference CLI's rules for `vs create` options (checked before the question too, so a bad line is refused without asking). */
function checkCreate(o: Options): void {
  const forbid = (a: boolean, b: boolean, text: string): void => {
    if (a && b) throw new UsageError(text);
  };
  forbid(o.cpu !== undefined, o.flavor !== undefined, "option '--cpu' is not allowed with '--flavor'");
  forbid(o.memory !== undefined, o.flavor !== undefined, "option '--memory' is not allowed with '--flavor'");
  forbid(o.dedicated === true, o.transient === true, "option '--dedicated' is not allowed with '--transient'");
  forbid(o.dedicated === true, o.flavor !== undefined, "option '--dedicated' is not allowed with '--flavor'");
  forbid(o.hostId !== undefined, o.flavor !== undefined, "option '--host-id' is not allowed with '--flavor'");
  forbid(o.transient === true, o.billing === 'monthly', "option '--transient' is not allowed with '--billing monthly'");
  forbid(o.userdata !== undefined, o.userfile !== undefined, "option '--userdata' is not allowed with '--userfile'");
  forbid(o.os !== undefined, o.image !== undefined, "option '--os' is not allowed with '--image'");
  if (o.like === undefined) {
    for (const [flag, key] of [['-H, --hostname <name>', 'hostname'], ['-D, --domain <domain>', 'domain'], ['-d, --datacenter <name>', 'datacenter']] as const) {
      if (o[key] === undefined) throw new UsageError(`required option '${flag}' not specified (or give --like <id>)`);
    }
    if (o.os === undefined && o.image === undefined) throw new UsageError("give '--os <code>' or '--image <id>'");
  }
}

/** The order of `vs create` from the command line (and `--like`'s guest), as the reference CLI builds it. */
async function createOrder(vs: VirtualServerManager, o: Options, context: CommandContext): Promise<OrderGuestOptions> {
  const like = o.like === undefined ? undefined : await likeOf(vs, o.like as string);
  const pick = <T>(key: string, fromLike?: T): T | undefined => (o[key] as T | undefined) ?? fromLike;
  const flavor = pick<string>('flavor', like?.flavor);
  const cpu = o.cpu as number | undefined;
  const memory = o.memory as number | undefined;
  checkCreate(o);
  const hostname = pick<string>('hostname', like?.hostname);
  const domain = pick<string>('domain', like?.domain);
  const datacenter = pick<string>('datacenter', like?.datacenter);
  for (const [flag, value] of [['-H, --hostname <name>', hostname], ['-D, --domain <domain>', domain], ['-d, --datacenter <name>', datacenter]] as const) {
    if (value === undefined) throw new UsageError(`required option '${flag}' not specified (or give --like <id>)`);
  }
  let os = o.image === undefined ? pick<string>('os', like?.os) : undefined;
  let image = o.os === undefined ? pick<string>('image', like?.image) : undefined;
  if (os !== undefined && image !== undefined) image = undefined;
  if (os === undefined && image === undefined) throw new UsageError("give '--os <code>' or '--image <id>'");
  if (image !== undefined && /^\d+$/.test(image)) {
    const { ImageManager } = await import('@svclib/managers');
    image = (await new ImageManager(context.client).getImage(Number(image), { mask: 'id,globalIdentifier' })).globalIdentifier ?? image;
  }
  os = os === '' ? undefined : os;
  let userdata = pick<string>('userdata', like?.userdata);
  if (o.userfile !== undefined) {
    const file = o.userfile as string;
    userdata = await readFile(file, 'utf8').catch((error: unknown) => {
      throw fileError("option '--userfile <file>'", 'read', file, error);
    });
  }
  const keys: number[] = [];
  for (const key of (o.key as string[] | undefined) ?? []) {
    if (/^\d+$/.test(key)) keys.push(Number(key));
    else {
      const { SshKeyManager } = await import('@svclib/managers');
      const found = await new SshKeyManager(context.client).resolveIds(key);
      if (found.length !== 1) throw new UsageError(`option '--key': ${found.length === 0 ? 'no' : 'more than one'} SSH key is labelled '${key}'`);
      keys.push(found[0]!);
    }
  }
  // A placement group by id or name, as the reference resolves it (`PlacementGroupManager.resolveIds`).
  let placementId = like?.placementId;
  const group = o.placementgroup as string | undefined;
  if (group !== undefined) {
    if (/^\d+$/.test(group)) placementId = Number(group);
    else {
      const { PlacementGroupManager } = await import('@svclib/managers');
      const found = await new PlacementGroupManager(context.client).resolveIds(group);
      if (found.length !== 1) throw new UsageError(`option '--placementgroup': ${found.length === 0 ? 'no' : 'more than one'} placement group is named '${group}'`);
      placementId = found[0];
    }
  }
  const tags = (o.tag as string[] | undefined) ?? like?.tags;
  return defined<OrderGuestOptions>({
    hostname, domain, datacenter, flavor,
    cpus: flavor === undefined ? cpu ?? like?.cpus : undefined,
    memory: flavor === undefined ? memory ?? like?.memory : undefined,
    hourly: o.billing === undefined ? (like?.hourly ?? true) : o.billing !== 'monthly',
    // As the reference: a flavor's disk is its own, so local/SAN is named only without one (or with --san).
    localDisk: o.san !== true && flavor !== undefined ? undefined : o.san !== true,
    osCode: os, imageId: image, bootMode: o.bootMode,
    dedicated: o.dedicated === true ? true : like?.dedicated || undefined,
    hostId: o.hostId, privateNetworkOnly: o.private === true ? true : like?.private || undefined,
    transient: o.transient === true ? true : like?.transient || undefined,
    nicSpeed: o.network ?? like?.network, postUri: pick<string>('postinstall', like?.postinstall), userdata,
    disks: o.disk, sshKeys: keys.length > 0 ? keys : undefined, tags: tags === undefined || tags.length === 0 ? undefined : tags.join(','),
    publicVlan: o.vlanPublic, privateVlan: o.vlanPrivate, publicSubnet: o.subnetPublic, privateSubnet: o.subnetPrivate,
    publicRouter: o.routerPublic, privateRouter: o.routerPrivate,
    publicSecurityGroups: o.publicSecurityGroup, privateSecurityGroups: o.privateSecurityGroup,
    placementId, ipv6: o.ipv6 === true ? true : undefined,
  });
}

/** `svc vs create`. */
export const CREATE_COMMAND: CommandSpec<VirtualServerManager> = withTemplate({
  name: 'create',
  summary: 'Order a virtual server (asks first: it is charged; --test only verifies the order)',
  example: 'svc vs create -H web9 -D example.com -c 2 -m 4096 -d dal10 --os UBUNTU_LATEST --test',
  options: [
    { flags: '-H, --hostname <name>', description: 'host name' },
    { flags: '-D, --domain <domain>', description: 'domain' },
    { flags: '-c, --cpu <n>', description: 'number of CPUs (not with --flavor)', parse: positiveInt },
    { flags: '-m, --memory <amount>', description: 'memory: MB, GB below 1024, or 4gb/4096mb (not with --flavor)', parse: memoryMb },
    { flags: '-f, --flavor <key>', description: 'flavor (preset) key name, see `svc vs create-options`' },
    { flags: '-d, --datacenter <name>', description: 'datacenter short name' },
    { flags: '-o, --os <code>', description: 'operating system reference code (e.g. UBUNTU_LATEST)' },
    { flags: '--image <id>', description: 'image template id or global identifier (instead of --os)' },
    { flags: '--boot-mode <mode>', description: 'HVM or PV' },
    { flags: '--billing <kind>', description: 'hourly (default) or monthly', parse: oneOf(['hourly', 'monthly']) },
    { flags: '--dedicated', description: 'on a host dedicated to this account' },
    { flags: '--host-id <id>', description: 'dedicated host to provision onto', parse: positiveInt },
    { flags: '--san', description: 'SAN disks instead of local disks' },
    { flags: '--disk <gb>', description: 'disk size in GB (repeat for more disks)', parse: collect(positiveInt) },
    { flags: '-k, --key <keys>', description: 'SSH key ids or labels (comma-separated or repeated)', parse: list },
    { flags: '-u, --userdata <text>', description: 'user metadata' },
    { flags: '-F, --userfile <file>', description: 'read the user metadata from a file' },
    { flags: '-i, --postinstall <uri>', description: 'post-install script URI' },
    { flags: '-g, --tag <tags>', description: 'tags (comma-separated or repeated)', parse: list },
    { flags: '-n, --network <mbps>', description: 'network port speed', parse: positiveInt },
    { flags: '--private', description: 'private network only' },
    { flags: '--like <id>', description: 'take the settings of an existing virtual server (options given win)' },
    { flags: '--vlan-public <id>', description: 'public VLAN id', parse: positiveInt },
    { flags: '--vlan-private <id>', description: 'private VLAN id', parse: positiveInt },
    { flags: '--subnet-public <id>', description: 'public subnet id', parse: positiveInt },
    { flags: '--subnet-private <id>', description: 'private subnet id', parse: positiveInt },
    { flags: '--router-public <id>', description: 'public router id', parse: positiveInt },
    { flags: '--router-private <id>', description: 'private router id', parse: positiveInt },
    { flags: '-S, --public-security-group <id>', description: 'security group of the public interface (repeat for more)', parse: collect(positiveInt) },
    { flags: '-s, --private-security-group <id>', description: 'security group of the private interface (repeat for more)', parse: collect(positiveInt) },
    { flags: '--placementgroup <group>', description: 'placement group, by id or name' },
    { flags: '--ipv6', description: 'add an IPv6 address' },
    { flags: '--transient', description: 'a transient virtual server' },
    WAIT_OPTION,
    { flags: '--test', description: 'only verify the order (Product_Order.verifyOrder); nothing is ordered' },
  ],
  destroys: (_args, o) => {
    checkCreate(o);
    if (o.test === true) return undefined;
    return `order virtual server ${o.hostname === undefined ? `like ${o.like as string}` : `${o.hostname as string}.${o.domain as string}`} (it is charged to the account)`;
  },
  async run(vs, _args, o, context) {
    const order = await createOrder(vs, o, context);
    const { NetworkManager } = await import('@svclib/managers');
    for (const pod of await new NetworkManager(context.client).getClosedPods()) {
      if (String(pod.name).includes(String(order.datacenter))) context.warn(`closed soon: ${String(pod.name)}`);
    }
    if (o.test === true) return verifiedPrices(await vs.orderGuest(order, { test: true }) as Container_Product_Order, order.hourly === false);
    const receipt = await vs.orderGuest(order) as Container_Product_Order_Receipt;
    const guests = receipt?.orderDetails?.virtualGuests ?? [];
    const first = guests[0]?.id;
    await waitForOrdered((guest, options) => vs.waitForReady(guest, options), 'Virtual server', first, receipt.orderId, o.wait);
    return listOf(guests.map((guest) => ({ ...guest, orderId: receipt.orderId, orderDate: receipt.orderDate })), [
      col('id'), col('fqdn', 'fullyQualifiedDomainName'), col('guid', 'globalIdentifier'), col('order_id', 'orderId'), col('order_date', 'orderDate'),
    ]);
  },
}, { listKeys: ['disk', 'key', 'tag', 'public_security_group', 'private_security_group'] });

/** `svc vs create-options`. */
export const CREATE_OPTIONS_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'create-options',
  summary: 'What a virtual server order may name: locations, sizes, OSes, cores, memory, disks, port speeds, extras (--prices: every price)',
  example: 'svc vs create-options dal10 --prices',
  args: CREATE_OPTIONS_ARGS,
  options: [...CREATE_OPTIONS_OPTIONS, { flags: '--vsi-type <package>', description: 'package key name (default PUBLIC_CLOUD_SERVER)' }],
  async run(vs, [location], o, context) {
    const datacenter = createOptionsLocation(location, o);
    const options = await vs.getCreateOptions(defined({ datacenter, vsiType: o.vsiType }));
    const prices = o.prices === true;
    return listOf(createOptionRows(options, prices, await closingPodsNote(context.client)), createOptionColumns(prices));
  },
};

/** `svc vs os-available`. */
export const OS_AVAILABLE_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'os-available',
  summary: 'The operating systems a virtual server order may name, with their prices',
  example: 'svc vs os-available',
  async run(vs) {
    // As the reference: the items of package 835 (PUBLIC_CLOUD_SERVER) in category `os`.
    const items = await vs.ordering.getItems(835, { filter: { items: { prices: { categories: { categoryCode: { operation: 'os' } } } } } });
    return listOf(items.map((item) => ({ ...item, price: item.prices?.[0] })), [
      col('id'), col('key_name', 'keyName'), col('description'), col('hourly', 'price.hourlyRecurringFee'), col('monthly', 'price.recurringFee'),
      col('setup', 'price.setupFee'),
    ]);
  },
};
