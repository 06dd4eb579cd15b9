/**
 * `svc order quote-list`, `quote-detail`, `quote`, `quote-save` and `quote-delete`: quotes.
 *
 * @module
 */

import { readFile } from 'node:fs/promises';

import type { OrderingManager } from '@svclib/managers';

import type { CommandContext } from '../../context.js';
import { UsageError, fileError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName, numericId, positiveInt } from '../../parse.js';
import type { CommandSpec, Options } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';
import { complexType, CONTAINER_PREFIX, extras } from './options.js';
import { receiptOf, verifiedPrices } from './results.js';

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

const QUOTE_COLUMNS: readonly Column[] = [
  col('id'),
  col('name'),
  col('created', 'createDate'),
  col('expires', 'expirationDate'),
  col('status'),
  col('package', 'order.items.0.package.keyName'),
  col('package_id', 'order.items.0.package.id'),
];

/** `svc order quote-list`. */
export const QUOTE_LIST_COMMAND: CommandSpec<OrderingManager> = {
  name: 'quote-list',
  summary: 'List the active quotes of the account',
  example: 'svc order quote-list',
  options: PAGING,
  run: async (ordering, _args, o, context) =>
    listOf(await context.collect(ordering.iterQuotes(paging(o)), 'quotes'), QUOTE_COLUMNS),
};

/** `svc order quote-detail`. */
export const QUOTE_DETAIL_COMMAND: CommandSpec<OrderingManager> = {
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
};

/** `svc order quote`. */
export const QUOTE_COMMAND: CommandSpec<OrderingManager> = {
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
};

/** `svc order quote-save`. */
export const QUOTE_SAVE_COMMAND: CommandSpec<OrderingManager> = {
  name: 'quote-save',
  summary: 'Save a quote (keeps it from expiring)',
  example: 'svc order quote-save 4000',
  args: ['<id>'],
  async run(ordering, [id]) {
    const quote = await ordering.saveQuote(numericId(id, '<id>'));
    return objectOf(quote, QUOTE_COLUMNS.filter((column) => !column.name.startsWith('package')));
  },
};

/** `svc order quote-delete`. */
export const QUOTE_DELETE_COMMAND: CommandSpec<OrderingManager> = {
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
};
