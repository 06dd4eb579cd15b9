/**
 * `svc hw create` and `svc hw create-options`: ordering a hardware server and what an order may name.
 *
 * @module
 */

import type { HardwareCreateOption, HardwareManager, HardwareOrderOptions } from '@svclib/managers';

import { col } from '../../output/index.js';
import { list, numericId, oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { defined, listOf } from '../common.js';
import { withTemplate } from '../../template-file.js';
import { receiptOf, verifiedPrices } from '../order/results.js';
import { CREATE_OPTIONS_ARGS, CREATE_OPTIONS_OPTIONS, closingPodsNote, createOptionsLocation, priceRows } from '../create-options.js';
import { WAIT_OPTION, waitForOrdered } from '../servers.js';
import { FORCE } from './shared.js';

/** `svc hw create`. */
export const CREATE_COMMAND: CommandSpec<HardwareManager> = withTemplate({
  name: 'create',
  summary: 'Order a hardware server (asks first: it is charged; --test only verifies)',
  example: 'svc hw create -H db1 -D example.com -s S1270_32GB_1X1TBSATA_NORAID -o OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT -d dal10 --port-speed 1000 --test',
  options: [
    { flags: '-H, --hostname <name>', description: 'host name', required: true },
    { flags: '-D, --domain <domain>', description: 'domain', required: true },
    { flags: '-s, --size <preset>', description: 'size (preset key name), see `svc hw create-options`', required: true },
    { flags: '-o, --os <key>', description: 'operating system item key name, see `svc hw create-options`', required: true },
    { flags: '-d, --datacenter <name>', description: 'datacenter short name', required: true },
    { flags: '--port-speed <mbps>', description: 'network port speed (or --network)', parse: positiveInt },
    { flags: '--network <key>', description: 'port speed item key name, see `svc hw create-options`' },
    { flags: '--no-public', description: 'private network only' },
    { flags: '--billing <kind>', description: 'hourly (default) or monthly', parse: oneOf(['hourly', 'monthly']) },
    { flags: '-i, --postinstall <uri>', description: 'post-install script URI' },
    { flags: '-k, --key <ids>', description: 'SSH key ids (comma-separated or repeated)', parse: list },
    { flags: '-e, --extra <keys>', description: 'extra item key names (comma-separated or repeated)', parse: list },
    { flags: '--router-public <id>', description: 'public router id', parse: positiveInt },
    { flags: '--router-private <id>', description: 'private router id', parse: positiveInt },
    { flags: '--test', description: 'only verify the order (Product_Order.verifyOrder); nothing is ordered' },
    WAIT_OPTION,
    FORCE,
  ],
  destroys: (_args, o) => (o.test === true || o.force === true ? undefined : `order hardware server ${o.hostname as string}.${o.domain as string} (it is charged to the account)`),
  async run(hw, _args, o) {
    const order = defined<HardwareOrderOptions>({
      hostname: o.hostname, domain: o.domain, size: o.size, os: o.os, location: o.datacenter, portSpeed: o.portSpeed,
      network: o.network, noPublic: o.public === false ? true : undefined, hourly: o.billing !== 'monthly', postUri: o.postinstall,
      sshKeys: (o.key as string[] | undefined)?.map((k) => numericId(k, '--key')), extras: o.extra,
      publicRouter: o.routerPublic, privateRouter: o.routerPrivate,
    });
    if (o.test === true) return verifiedPrices(await hw.verifyOrder(order), o.billing === 'monthly');
    const receipt = await hw.placeOrder(order);
    // placeOrder sends one order container: its servers are in orderDetails.orderContainers[0].
    const details = receipt.orderDetails;
    const ordered = (details?.orderContainers?.[0] ?? details)?.hardware?.[0]?.id;
    await waitForOrdered((server, options) => hw.waitForReady(server, options), 'Hardware server', ordered, receipt.orderId, o.wait);
    return receiptOf(receipt);
  },
}, { listKeys: ['key', 'extra'] });

/** `svc hw create-options`. */
export const CREATE_OPTIONS_COMMAND: CommandSpec<HardwareManager> = {
  name: 'create-options',
  summary: 'Show what a hardware order may name: locations, sizes, operating systems, port speeds, extras, routers (--prices: every price)',
  example: 'svc hw create-options dal10 --prices',
  args: CREATE_OPTIONS_ARGS,
  options: CREATE_OPTIONS_OPTIONS,
  async run(hw, [location], o, context) {
    const datacenter = createOptionsLocation(location, o);
    const options = await hw.getCreateOptions(defined({ datacenter }));
    // As slcli's create_options.py: the account's routers of the location, and the pods closing soon as location notes.
    const { AccountManager } = await import('@svclib/managers');
    const routers = await new AccountManager(context.client).getRouters(defined({ location: datacenter }));
    const closing = await closingPodsNote(context.client);
    const priced = (kind: string, x: HardwareCreateOption): Record<string, unknown>[] => priceRows({ kind, key: x.key, name: x.name }, x.prices, o.prices === true);
    const rows = [
      ...options.locations.map((l) => defined({ kind: 'location', key: l.key, name: l.name, note: closing(l.key) })),
      ...options.sizes.map((x) => ({ kind: 'size', key: x.key, name: x.name, hourly: x.hourlyRecurringFee, monthly: x.recurringFee })),
      ...options.operatingSystems.flatMap((x) => priced('os', x)),
      ...options.portSpeeds.flatMap((x) => priced('port_speed', x)),
      ...options.extras.flatMap((x) => priced('extra', x)),
      ...routers.map((router) => ({ kind: 'router', key: router.id, name: router.hostname, note: router.topLevelLocation?.longName })),
    ];
    return listOf(rows, [col('kind'), col('key'), col('name'), col('hourly'), col('monthly'),
      ...(o.prices === true ? [col('restriction')] : []), col('note')]);
  },
};
