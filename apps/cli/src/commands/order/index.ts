/**
 * `svc order …`: the product catalog, orders and quotes, on `OrderingManager`.
 *
 * @module
 */

import { readFile } from 'node:fs/promises';

import type { Container_Product_Order, Container_Product_Order_Receipt, ObjectFilter, OrderingManager } from '@svclib/managers';

import type { CommandContext } from '../../context.js';
import { UsageError, fileError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column, CommandResult } from '../../output/index.js';
import { idOrName, numericId, oneOf, positiveInt } from '../../parse.js';
import type { GroupSpec, OptionSpec, Options } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';

const yesNo = (value: unknown): string => (value === true || Number(value) === 1 ? 'Y' : 'N');

/** The `…*= word` filter operation of the reference's `--keyword` options. */
const contains = (word: unknown): { operation: string } | undefined =>
  typeof word === 'string' ? { operation: `*= ${word}` } : undefined;

const PACKAGE_ARG = '<package>';

/** The paging options plus `filter` (under `group`, when given) when it names anything. */
function filtered(o: Options, filter: ObjectFilter, group?: string): Record<string, unknown> {
  if (Object.keys(filter).length === 0) return paging(o);
  return { ...paging(o), filter: group === undefined ? filter : { [group]: filter } };
}

/** Prefix of order container types; `--complex-type Hardware_Server` is short for the full name. */
const CONTAINER_PREFIX = 'Vendor_Container_Product_Order';

function complexType(value: string): string {
  return value.startsWith('Vendor_') ? value : `${CONTAINER_PREFIX}_${value}`;
}

function extras(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw new UsageError(`option '--extras <json>' is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError("option '--extras <json>' expects a JSON object, e.g. '{\"hardware\":[{\"hostname\":\"db1\",\"domain\":\"example.com\"}]}'");
  }
  return parsed as Record<string, unknown>;
}

function orderOptions(o: Options): Record<string, unknown> {
  return defined({
    complexType: complexType(String(o.complexType)),
    hourly: o.billing !== 'monthly',
    presetKeyname: o.preset,
    quantity: o.quantity,
    extras: o.extras === undefined ? undefined : extras(o.extras as string),
  });
}

/** Accumulates a repeatable option's values. */
const repeated = (value: string, previous: unknown): string[] => [...(Array.isArray(previous) ? (previous as string[]) : []), value];

/** The user data of `order quote`: `--userdata`, or the text of `--userfile`. */
async function userData(o: Options): Promise<string | undefined> {
  if (o.userdata !== undefined && o.userfile !== undefined) throw new UsageError("give at most one of '--userdata' and '--userfile'");
  if (typeof o.userfile !== 'string') return o.userdata as string | undefined;
  try {
    return await readFile(o.userfile, 'utf8');
  } catch (error) {
    throw fileError("option '--userfile'", 'read', o.userfile, error);
  }
}

/**
 * The fields `order quote` sets over the quote's container, as the reference builds them: `--fqdn`
 * as `hardware` host names (with the user data), the image's global identifier, the SSH key ids,
 * the post-install script, the container type and quantity; `--extras` last.
 */
async function quoteExtras(o: Options, context: CommandContext): Promise<Record<string, unknown>> {
  const extra: Record<string, unknown> = defined({
    quantity: o.quantity,
    provisionScripts: typeof o.postinstall === 'string' ? [o.postinstall] : undefined,
    complexType: typeof o.complexType === 'string' ? complexType(o.complexType) : undefined,
  });
  const data = await userData(o);
  const names = (o.fqdn as string[] | undefined) ?? [];
  if (data !== undefined && names.length === 0) throw new UsageError("options '--userdata' and '--userfile' need --fqdn (the servers they apply to)");
  if (names.length > 0) {
    extra.hardware = names.map((fqdn) => {
      const dot = fqdn.indexOf('.');
      if (dot <= 0 || dot === fqdn.length - 1) throw new UsageError(`option '--fqdn' expects host.domain, got '${fqdn}'`);
      return { hostname: fqdn.slice(0, dot), domain: fqdn.slice(dot + 1), ...(data === undefined ? {} : { userData: [{ value: data }] }) };
    });
  }
  const keys = (o.key as string[] | undefined) ?? [];
  if (keys.length > 0 || typeof o.image === 'string') {
    const managers = await import('@svclib/managers');
    if (typeof o.image === 'string') {
      extra.imageTemplateGlobalIdentifier = /^\d+$/.test(o.image)
        ? (await new managers.ImageManager(context.client).getImage(Number(o.image), { mask: 'id,globalIdentifier' })).globalIdentifier
        : o.image;
    }
    if (keys.length > 0) {
      const sshKeys = new managers.SshKeyManager(context.client);
      extra.sshKeys = await Promise.all(keys.map(async (key) => {
        const ids = await sshKeys.resolveIds(idOrName(key));
        if (ids.length !== 1) throw new UsageError(`option '--key': ${ids.length === 0 ? 'no' : 'more than one'} SSH key matches '${key}'`);
        return ids[0];
      }));
    }
  }
  return { ...extra, ...(o.extras === undefined ? {} : extras(o.extras as string)) };
}

/** The generic price of an item: the one without a location group. */
function genericPriceId(prices: unknown): unknown {
  if (!Array.isArray(prices)) return undefined;
  const price = (prices as { id?: number; locationGroupId?: unknown }[]).find((p) => !p.locationGroupId);
  return price?.id;
}

/**
 * The priced items of a verified order (`cost`: the hourly fee, or the monthly one).
 *
 * @example
 * ```ts
 * return verifiedPrices(await ordering.verifyOrder(pkg, 'dal10', items, options), false);
 * ```
 */
export function verifiedPrices(verified: Container_Product_Order, monthly: boolean): CommandResult {
  const prices = verified.orderContainers?.flatMap((order) => order.prices ?? []) ?? verified.prices ?? [];
  return listOf(prices, [
    col('key_name', 'item.keyName'), col('description', 'item.description'), col('cost', monthly ? 'recurringFee' : 'hourlyRecurringFee'),
  ]);
}

/**
 * A placed order's id, date and status.
 *
 * @example
 * ```ts
 * return receiptOf(await ordering.placeOrder(pkg, 'dal10', items, options));
 * ```
 */
export function receiptOf(receipt: Container_Product_Order_Receipt): CommandResult {
  return objectOf(receipt, [col('id', 'orderId'), col('created', 'orderDate'), col('status', 'placedOrder.status')]);
}

/** A price field, or `-` when the price has none (as the reference's tables). */
const orDash = (value: unknown): unknown => value ?? '-';

/** Columns of `item-list --prices`: generic prices, then those of a location. */
const PRICE_COLUMNS: readonly Column[] = [
  col('key_name', 'item.keyName'), col('price_id', 'id'), col('hourly', 'hourlyRecurringFee', orDash), col('monthly', 'recurringFee', orDash),
  {
    name: 'restriction',
    get: (row) => `${String(orDash(row.capacityRestrictionMinimum))} - ${String(orDash(row.capacityRestrictionMaximum))} ${String(orDash(row.capacityRestrictionType))}`,
  },
  col('location'),
];

/** The sum of one fee over a preset's prices, rounded to 3 places (as the reference's `--prices`). */
function priceSum(prices: unknown, key: string): number {
  if (!Array.isArray(prices)) return 0;
  const total = prices.reduce((sum: number, price) => sum + Number((price as Record<string, unknown>)[key] ?? 0), 0);
  return Math.round(total * 1000) / 1000;
}

/** Options of `place` and `place-quote`. */
const ORDER_OPTIONS: readonly OptionSpec[] = [
  { flags: '--complex-type <type>', description: `order container type, e.g. Hardware_Server (short for ${CONTAINER_PREFIX}_Hardware_Server)`, required: true },
  { flags: '--preset <key>', description: 'preset key name, see `svc order preset-list`' },
  { flags: '--quantity <n>', description: 'how many to order (default 1)', parse: positiveInt },
  { flags: '--billing <rate>', description: 'hourly (default) or monthly', parse: oneOf(['hourly', 'monthly']) },
  { flags: '--extras <json>', description: 'more fields of the order as a JSON object, e.g. the hardware host names' },
];

const ORDER_LOOKUP_MASK =
  'mask[id, status, createDate, orderTotalAmount, orderApprovalDate, initialInvoice[id], items[description], userRecord[displayName]]';

/** `lookup --details`: the lookup mask plus the initial invoice's items (the reference's fields). */
const ORDER_DETAILS_MASK =
  'mask[id, status, createDate, orderTotalAmount, orderApprovalDate, items[description], userRecord[displayName], ' +
  'initialInvoice[id, invoiceTotalAmount, invoiceTopLevelItems[id, description, hostName, domainName, oneTimeAfterTaxAmount, ' +
  'recurringAfterTaxAmount, categoryCode, category[name], location[name], children[id, category[name], description, ' +
  'oneTimeAfterTaxAmount, recurringAfterTaxAmount]]]]';

interface Charge {
  description?: string;
  category?: { name?: string };
  hostName?: string;
  domainName?: string;
  oneTimeAfterTaxAmount?: string | number;
  recurringAfterTaxAmount?: string | number;
  children?: Charge[];
}

/** One line per invoice item (`category: description  one-time / recurring`), children indented. */
function charges(items: unknown): string | undefined {
  if (!Array.isArray(items)) return undefined;
  const line = (item: Charge, indent: string): string => {
    const host = item.hostName === undefined ? '' : ` (${item.hostName}${item.domainName === undefined ? '' : `.${item.domainName}`})`;
    return `${indent}${item.category?.name ?? '-'}: ${item.description ?? '-'}${host}  ${String(item.oneTimeAfterTaxAmount ?? 0)} / ${String(item.recurringAfterTaxAmount ?? 0)}`;
  };
  return (items as Charge[]).flatMap((item) => [line(item, ''), ...(item.children ?? []).map((child) => line(child, '  '))]).join('\n');
}

const PACKAGE_COLUMNS: readonly Column[] = [col('id'), col('name'), col('key_name', 'keyName'), col('type', 'type.keyName')];

const QUOTE_COLUMNS: readonly Column[] = [
  col('id'),
  col('name'),
  col('created', 'createDate'),
  col('expires', 'expirationDate'),
  col('status'),
  col('package', 'order.items.0.package.keyName'),
  col('package_id', 'order.items.0.package.id'),
];

/** The `svc order` group. @example `GROUPS.find((g) => g.name === 'order')` */
export const ORDER_GROUP: GroupSpec<OrderingManager> = {
  name: 'order',
  summary: 'The product catalog, orders and quotes',
  manager: (m, client) => new m.OrderingManager(client),
  commands: [
    {
      name: 'package-list',
      summary: 'List the active packages (what can be ordered)',
      example: 'svc order package-list --package-type BARE_METAL_CPU',
      options: [
        { flags: '--keyword <word>', description: 'only packages whose name contains the word' },
        { flags: '--package-type <key>', description: 'only packages of this type, e.g. BARE_METAL_CPU' },
        { flags: '--package_type <key>', description: 'the same as --package-type (slcli\'s spelling)' },
        ...PAGING,
      ],
      run: async (ordering, _args, o, context) => {
        const type = (o.packageType ?? o.package_type) as string | undefined;
        // As slcli: the IBM Cloud service packages are left out unless a type is asked for.
        const filter = defined<ObjectFilter>({
          type: { keyName: { operation: type ?? '!= BLUEMIX_SERVICE' } },
          name: contains(o.keyword),
        });
        return listOf(await context.collect(ordering.iterPackages(filtered(o, filter)), 'packages'), PACKAGE_COLUMNS);
      },
    },
    {
      name: 'category-list',
      summary: 'List the category slots of a package (what an order can or must name)',
      example: 'svc order category-list BARE_METAL_SERVER --required',
      args: [PACKAGE_ARG],
      options: [{ flags: '--required', description: 'only the categories an order must fill' }, ...PAGING],
      run: async (ordering, [pkg = ''], o, context) => {
        const all = await context.collect(ordering.iterCategories(pkg, paging(o)), 'categories');
        const rows = o.required === true ? all.filter((c) => yesNo(c.isRequired) === 'Y') : all;
        return listOf(rows, [
          col('name', 'itemCategory.name'), col('category_code', 'itemCategory.categoryCode'), col('required', 'isRequired', yesNo),
        ]);
      },
    },
    {
      name: 'item-list',
      summary: 'List the items of a package, with their generic price id; --prices: the prices (and those of a location)',
      example: 'svc order item-list BARE_METAL_SERVER --category os',
      args: [PACKAGE_ARG, '[location]'],
      options: [
        { flags: '-k, --keyword <word>', description: 'only items whose description contains the word' },
        { flags: '-c, --category <code>', description: 'only items of this category code, e.g. os' },
        { flags: '-p, --prices', description: 'list the generic prices (hourly, monthly, capacity restriction); with [location] also its prices' },
        ...PAGING,
      ],
      run: async (ordering, [pkg = '', location], o, context) => {
        if (location !== undefined && o.prices !== true) throw new UsageError('argument [location] needs --prices');
        const filter = defined<ObjectFilter>({
          description: contains(o.keyword),
          itemCategory: o.category === undefined ? undefined : { categoryCode: { operation: `_= ${o.category as string}` } },
        });
        const items = await context.collect(ordering.iterItems(pkg, filtered(o, filter, 'items')), 'items');
        if (o.prices !== true) {
          return listOf(items, [
            col('category', 'itemCategory.categoryCode'), col('key_name', 'keyName'), col('description'), col('price_id', 'prices', genericPriceId),
          ]);
        }
        const rows: Record<string, unknown>[] = items.flatMap((item) => (item.prices ?? []).filter((price) => !price.locationGroupId)
          .map((price) => ({ ...price, item, location: undefined })));
        if (location !== undefined) {
          const located = await ordering.getItemPricesByLocation(location, pkg);
          rows.push(...located.map((price) => ({ ...price, item: price.item ?? {}, location })));
        }
        return listOf(rows, PRICE_COLUMNS);
      },
    },
    {
      name: 'preset-list',
      summary: 'List the presets of a package (active, then those only this account may order)',
      example: 'svc order preset-list BARE_METAL_SERVER --keyword S1270',
      args: [PACKAGE_ARG],
      options: [
        { flags: '--keyword <word>', description: 'only presets whose name contains the word' },
        { flags: '--mask <mask>', description: 'object mask replacing the default' },
        { flags: '-p, --prices', description: 'the summed hourly and monthly prices of each preset, and its locations' },
      ],
      run: async (ordering, [pkg = ''], o) => {
        const word = contains(o.keyword);
        const filter = word === undefined ? undefined : { activePresets: { name: word }, accountRestrictedActivePresets: { name: word } };
        const presets = await ordering.listPresets(pkg, defined({ filter, mask: o.mask }));
        if (o.prices === true) {
          return listOf(presets, [
            col('id'), col('key_name', 'keyName'), col('hourly', 'prices', (p) => priceSum(p, 'hourlyRecurringFee')),
            col('monthly', 'prices', (p) => priceSum(p, 'recurringFee')),
            col('location', 'locations', (l) => (Array.isArray(l) && l.length > 0 ? l.map((x) => (x as { name?: string }).name).join(', ') : 'All')),
          ]);
        }
        return listOf(presets, [col('id'), col('name'), col('key_name', 'keyName'), col('description')]);
      },
    },
    {
      name: 'package-locations',
      summary: 'List the datacenters a package can be ordered in',
      example: 'svc order package-locations BARE_METAL_SERVER',
      args: [PACKAGE_ARG],
      run: async (ordering, [pkg = '']) => {
        const regions = await ordering.packageLocations(pkg, { mask: 'mask[description, keyname, locations[location[id, name]]]' });
        const rows = regions.flatMap((region) => (region.locations ?? []).map((entry) => ({
          id: entry.location?.id, dc: entry.location?.name, description: region.description, keyName: region.keyname,
        })));
        return listOf(rows, [col('id'), col('dc'), col('description'), col('key_name', 'keyName')]);
      },
    },
    {
      name: 'place',
      summary: 'Place an order (or only verify it with --verify)',
      example: 'svc order place BARE_METAL_SERVER dal10 OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT BANDWIDTH_0_GB_2 ' +
        '--preset S1270_32GB_1X1TBSATA_NORAID --complex-type Hardware_Server ' +
        '--extras \'{"hardware":[{"hostname":"db1","domain":"example.com"}]}\' --verify',
      args: [PACKAGE_ARG, '<location>', '<items...>'],
      options: [...ORDER_OPTIONS, { flags: '--verify', description: 'only verify the order (Product_Order.verifyOrder): nothing is ordered' }],
      destroys: ([pkg, location], o) =>
        o.verify === true ? undefined : `place an order for ${pkg} in ${location} (it is charged to the account)`,
      async run(ordering, [pkg = '', location = '', ...items], o) {
        const options = orderOptions(o);
        if (o.verify === true) {
          return verifiedPrices(await ordering.verifyOrder(pkg, location, items, options), o.billing === 'monthly');
        }
        return receiptOf(await ordering.placeOrder(pkg, location, items, options));
      },
    },
    {
      name: 'place-quote',
      summary: 'Save an order as a quote (billed monthly); nothing is ordered',
      example: 'svc order place-quote BARE_METAL_SERVER dal10 OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT ' +
        '--preset S1270_32GB_1X1TBSATA_NORAID --complex-type Hardware_Server --name "db tier"',
      args: [PACKAGE_ARG, '<location>', '<items...>'],
      options: [
        ...ORDER_OPTIONS.filter((option) => !option.flags.startsWith('--billing')),
        { flags: '--name <name>', description: 'the quote\'s name' },
        { flags: '--send-email', description: 'email the quote to the account\'s contact' },
      ],
      async run(ordering, [pkg = '', location = '', ...items], o) {
        // A quote is always monthly: placeQuote takes no `hourly`.
        const options = orderOptions(o);
        delete options.hourly;
        const receipt = await ordering.placeQuote(pkg, location, items, {
          ...options, ...defined({ quoteName: o.name, sendEmail: o.sendEmail === true ? true : undefined }),
        });
        return objectOf(receipt, [col('id', 'quote.id'), col('name', 'quote.name'), col('created', 'orderDate'), col('status', 'quote.status')]);
      },
    },
    {
      name: 'lookup',
      summary: 'Show an order: status, total, approval date, items and who placed it; --details: the invoice\'s charges',
      example: 'svc order lookup 6000000 --details',
      args: ['<order-id>'],
      options: [{ flags: '--details', description: 'also the charges of the initial invoice (top-level items and their children)' }],
      run: async (ordering, [id], o) => {
        const details = o.details === true;
        const order = await ordering.getOrderDetail(numericId(id, '<order-id>'), { mask: details ? ORDER_DETAILS_MASK : ORDER_LOOKUP_MASK });
        return objectOf(order, [
          col('id'), col('status'), col('created', 'createDate'), col('approved', 'orderApprovalDate'), col('total', 'orderTotalAmount'),
          col('user', 'userRecord.displayName'), col('invoice', 'initialInvoice.id'),
          col('items', 'items', (items) =>
            Array.isArray(items) ? items.map((i) => (i as { description?: string }).description).join('\n') : undefined),
          ...(details ? [col('invoice_total', 'initialInvoice.invoiceTotalAmount'), col('charges', 'initialInvoice.invoiceTopLevelItems', charges)] : []),
        ]);
      },
    },
    {
      name: 'cancelation',
      summary: 'List the cancellation requests of the account',
      example: 'svc order cancelation',
      options: PAGING,
      run: async (ordering, _args, o, context) =>
        listOf(await context.collect(ordering.iterAllCancelation(paging(o)), 'cancellation requests'), [
          col('id'), col('created', 'createDate'), col('status', 'status.name'), col('items', 'itemCount'),
          col('requested_by', 'user', (u) => {
            const user = u as { firstName?: string; lastName?: string } | undefined;
            return user === undefined ? undefined : `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
          }),
          col('ticket', 'ticketId'),
        ]),
    },
    {
      name: 'quote-list',
      summary: 'List the active quotes of the account',
      example: 'svc order quote-list',
      options: PAGING,
      run: async (ordering, _args, o, context) =>
        listOf(await context.collect(ordering.iterQuotes(paging(o)), 'quotes'), QUOTE_COLUMNS),
    },
    {
      name: 'quote-detail',
      summary: 'Show a quote',
      example: 'svc order quote-detail 4000',
      args: ['<id>'],
      options: [{ flags: '--mask <mask>', description: 'object mask replacing the default' }],
      run: async (ordering, [id], o) => objectOf(await ordering.getQuoteDetails(numericId(id, '<id>'), defined({ mask: o.mask })), [
        ...QUOTE_COLUMNS,
        col('items', 'order.items', (items) =>
          Array.isArray(items) ? items.map((i) => (i as { description?: string }).description).join('\n') : undefined),
      ]),
    },
    {
      name: 'quote',
      summary: 'Order a quote (or only verify it with --verify): host names, image, user data, SSH keys, post-install script',
      example: 'svc order quote 4000 --fqdn db1.example.com --key laptop --verify',
      args: ['<id>'],
      options: [
        { flags: '--fqdn <name>', description: 'host.domain of a server to order; repeat once per server', parse: repeated },
        { flags: '--image <id>', description: 'image template: an id (its global identifier is looked up) or a global identifier' },
        { flags: '-u, --userdata <text>', description: 'user data of every server (needs --fqdn)' },
        { flags: '-F, --userfile <file>', description: 'read the user data from this file (needs --fqdn)' },
        { flags: '-i, --postinstall <url>', description: 'post-install script to download and run' },
        { flags: '-k, --key <key>', description: 'SSH key (id or label) for the root user; repeatable', parse: repeated },
        { flags: '--complex-type <type>', description: `order container type (default: the quote's own), e.g. Virtual_Guest (short for ${CONTAINER_PREFIX}_Virtual_Guest)` },
        { flags: '--extras <json>', description: 'more fields set over the quote\'s order, as a JSON object' },
        { flags: '--quantity <n>', description: 'how many to order', parse: positiveInt },
        { flags: '--verify', description: 'only verify the order (Billing_Order_Quote.verifyOrder): nothing is ordered' },
      ],
      destroys: ([id], o) => (o.verify === true ? undefined : `order quote ${id} (it is charged to the account)`),
      async run(ordering, [id], o, context) {
        const quoteId = numericId(id, '<id>');
        const extra = await quoteExtras(o, context);
        if (o.verify === true) return verifiedPrices(await ordering.verifyQuote(quoteId, extra), true);
        return receiptOf(await ordering.orderQuote(quoteId, extra));
      },
    },
    {
      name: 'quote-save',
      summary: 'Save a quote (keeps it from expiring)',
      example: 'svc order quote-save 4000',
      args: ['<id>'],
      async run(ordering, [id]) {
        const quote = await ordering.saveQuote(numericId(id, '<id>'));
        return objectOf(quote, QUOTE_COLUMNS.filter((column) => !column.name.startsWith('package')));
      },
    },
    {
      name: 'quote-delete',
      summary: 'Delete a quote',
      example: 'svc order quote-delete 4000 --yes',
      args: ['<id>'],
      destroys: ([id]) => `delete quote ${id}`,
      async run(ordering, [id]) {
        const quoteId = numericId(id, '<id>');
        await ordering.deleteQuote(quoteId);
        return message(`Deleted quote ${quoteId}.`, true);
      },
    },
  ],
};
