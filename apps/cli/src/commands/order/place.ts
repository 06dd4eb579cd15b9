/**
 * `svc order place`, `place-quote`, `lookup` and `cancelation`: placing orders and looking them up.
 *
 * @module
 */

import type { OrderingManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import { numericId, oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec, Options, OptionSpec } from '../../spec.js';
import { PAGING, defined, listOf, objectOf, paging } from '../common.js';
import { complexType, CONTAINER_PREFIX, extras, PACKAGE_ARG } from './options.js';
import { receiptOf, verifiedPrices } from './results.js';

function orderOptions(o: Options): Record<string, unknown> {
  return defined({
    complexType: complexType(String(o.complexType)),
    hourly: o.billing !== 'monthly',
    presetKeyname: o.preset,
    quantity: o.quantity,
    extras: o.extras === undefined ? undefined : extras(o.extras as string),
  });
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

/** `svc order place`. */
export const PLACE_COMMAND: CommandSpec<OrderingManager> = {
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
};

/** `svc order place-quote`. */
export const PLACE_QUOTE_COMMAND: CommandSpec<OrderingManager> = {
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
};

/** `svc order lookup`. */
export const LOOKUP_COMMAND: CommandSpec<OrderingManager> = {
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
};

/** `svc order cancelation`. */
export const CANCELATION_COMMAND: CommandSpec<OrderingManager> = {
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
};
