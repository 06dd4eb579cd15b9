/**
 * `svc account …`: the account, on `AccountManager`.
 *
 * @module
 */

import type { AccountManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { numericId, oneOf, positiveInt } from '../../parse.js';
import type { GroupSpec } from '../../spec.js';
import { MASKED_PASSWORD, PAGING, defined, listOf, message, objectOf, paging } from '../common.js';

/** `--type` of `account events` → the manager's event types. */
const EVENT_TYPES = { planned: 'PLANNED', unplanned: 'UNPLANNED_INCIDENT', announcement: 'ANNOUNCEMENT' } as const;

const EVENT_COLUMNS: readonly Column[] = [
  col('id'), col('type', 'notificationOccurrenceEventType.keyName'), col('subject'), col('start', 'startDate'), col('end', 'endDate'),
  col('updated', 'modifyDate'), col('acknowledged', 'acknowledgedFlag'), col('ticket', 'systemTicketId'),
];

const BILLING_ITEM_COLUMNS: readonly Column[] = [
  col('id'), col('created', 'createDate'), col('category', 'categoryCode'), col('description'), col('recurring', 'recurringFee'),
  col('hourly', 'hourlyFlag'), col('cancellable', 'allowCancellationFlag'),
];

const UPGRADE_COLUMNS: readonly Column[] = [
  col('id'), col('created', 'createDate'), col('maintenance_start', 'maintenanceStartTimeUtc'), col('status', 'status.name'),
  col('order', 'orderId'), col('ticket', 'ticketId'),
];

/** The fields `account licenses` shows of a control-panel (virtual) or VMware (account) license. */
interface LicenseRecord {
  id?: number;
  ipAddress?: string;
  key?: string;
  capacity?: string | number;
  softwareDescription?: { manufacturer?: string; longDescription?: string; name?: string; requiredUser?: string };
  subnet?: { broadcastAddress?: string; note?: string };
  billingItem?: { description?: string };
}

/** Who ordered a billing item, as the reference CLI's `--ordered` compares it: the user's display name, or IBM. */
function orderedBy(item: { orderItem?: { order?: { userRecord?: { displayName?: string } } } }): string {
  return item.orderItem?.order?.userRecord?.displayName ?? 'IBM';
}

/** The `svc account` group. @example `GROUPS.find((g) => g.name === 'account')` */
export const ACCOUNT_GROUP: GroupSpec<AccountManager> = {
  name: 'account',
  summary: 'The account: detail, summary, events, invoices, billing items, orders, licenses, bandwidth pools, hooks',
  manager: (m, client) => new m.AccountManager(client),
  commands: [
    {
      name: 'detail',
      summary: 'Show the account (company name, contact)',
      example: 'svc account detail --format json',
      options: [{ flags: '--mask <mask>', description: 'object mask replacing the default' }],
      run: async (account, _args, o) =>
        objectOf(await account.getAccount(defined({ mask: o.mask })), [
          col('id'), col('company', 'companyName'), col('first_name', 'firstName'), col('last_name', 'lastName'),
          col('email'), col('city'), col('state'), col('country'),
        ]),
    },
    {
      name: 'summary',
      summary: 'Count servers, tickets, users and DNS zones of the account',
      example: 'svc account summary',
      run: async (account) =>
        objectOf(await account.getSummary(), [
          col('id'), col('company', 'companyName'), col('virtual_servers', 'virtualGuestCount'),
          col('hardware', 'hardwareCount'), col('tickets', 'ticketCount'), col('open_tickets', 'openTicketCount'),
          col('users', 'userCount'), col('dns_zones', 'domainCount'),
        ]),
    },
    {
      name: 'events',
      summary: 'List upcoming planned maintenance, unplanned incidents and announcements',
      example: 'svc account events --type planned',
      options: [
        { flags: '-t, --type <type>', description: 'only planned, unplanned or announcement events', parse: oneOf(Object.keys(EVENT_TYPES)) },
        ...Object.keys(EVENT_TYPES).map((type) => ({ flags: `--${type}`, description: `${type} events (as --type ${type}; several may be given)` })),
        { flags: '--date-min <date>', description: 'only events ending or changed after this date (default: two days ago)' },
        { flags: '--ack-all', description: 'acknowledge every event listed (turns off the pop-up of the control portal)' },
      ],
      async run(account, _args, o, context) {
        const chosen = Object.keys(EVENT_TYPES).filter((type) => o.type === type || o[type] === true) as (keyof typeof EVENT_TYPES)[];
        const types = chosen.length === 0 ? Object.values(EVENT_TYPES) : chosen.map((type) => EVENT_TYPES[type]);
        const rows = [];
        for (const type of types) {
          const events = await context.collect(account.iterUpcomingEvents(type, defined({ dateMin: o.dateMin })), 'events');
          for (const event of events) {
            const acknowledged = o.ackAll === true ? { acknowledgedFlag: await account.ackEvent(Number(event.id)) } : {};
            rows.push({ notificationOccurrenceEventType: { keyName: type }, ...event, ...acknowledged });
          }
        }
        return listOf(rows, EVENT_COLUMNS);
      },
    },
    {
      name: 'event-detail',
      summary: 'Show an event',
      example: 'svc account event-detail 1234 --ack',
      args: ['<id>'],
      options: [{ flags: '--ack', description: 'also acknowledge the event (turns off its pop-up in the control portal)' }],
      async run(account, [id], o) {
        const eventId = numericId(id, '<id>');
        const event = await account.getEvent(eventId);
        const acknowledged = o.ack === true ? { acknowledgedFlag: await account.ackEvent(eventId) } : {};
        return objectOf({ ...event, ...acknowledged }, [...EVENT_COLUMNS, col('summary')]);
      },
    },
    {
      name: 'event-ack',
      summary: 'Acknowledge an event',
      example: 'svc account event-ack 1234',
      args: ['<id>'],
      async run(account, [id]) {
        const eventId = numericId(id, '<id>');
        return message(`Acknowledged event ${eventId}.`, await account.ackEvent(eventId));
      },
    },
    {
      name: 'invoices',
      summary: 'List the open invoices (newest first; --closed adds closed ones, --all pages through every one)',
      example: 'svc account invoices --closed --limit 10',
      options: [
        { flags: '--limit <n>', description: 'invoices per page, and without --all the most shown (default 50)', parse: positiveInt },
        { flags: '--closed', description: 'include closed invoices' },
        { flags: '--all', description: 'every invoice, not only the newest page' },
      ],
      run: async (account, _args, o, context) =>
        listOf(await context.collect(account.iterInvoices(defined({ limit: o.limit, closed: o.closed, all: o.all })), 'invoices'), [
          col('id'), col('created', 'createDate'), col('type', 'typeCode'), col('status', 'statusCode'),
          col('starting_balance', 'startingBalance'), col('ending_balance', 'endingBalance'), col('total', 'invoiceTotalAmount'),
          col('items', 'itemCount'),
        ]),
    },
    {
      name: 'invoice-detail',
      summary: 'List the top-level items of an invoice',
      example: 'svc account invoice-detail 900001',
      args: ['<id>'],
      options: [{ flags: '--details', description: 'also list the child items of each top-level item, after it' }, ...PAGING],
      async run(account, [id], o, context) {
        const items = await context.collect(account.iterBillingItems(numericId(id, '<id>'), paging(o)), 'invoice items');
        const rows = o.details === true
          ? items.flatMap((item) => [item, ...(Array.isArray(item.children) ? item.children.map((child) => ({ ...child, parent: item.id })) : [])])
          : items;
        return listOf(rows, [
          col('id'), col('category', 'categoryCode'), col('description'), col('host', 'hostName'), col('domain', 'domainName'),
          col('one_time', 'oneTimeAfterTaxAmount'), col('recurring', 'recurringAfterTaxAmount'), col('created', 'createDate'),
          ...(o.details === true ? [col('parent')] : []),
        ]);
      },
    },
    {
      name: 'billing-items',
      summary: 'List the active top-level billing items of the account',
      example: 'svc account billing-items --category server --create 2023-06',
      options: [
        { flags: '--category <code>', description: 'only items of this category code, e.g. server' },
        { flags: '--create <text>', description: 'only items whose creation date contains this text, e.g. 2023-06' },
        { flags: '-o, --ordered <name>', description: 'only items ordered by the user of this display name (IBM: items no user ordered)' },
        ...PAGING,
      ],
      async run(account, _args, o, context) {
        const items = await context.collect(account.iterAccountBillingItems(defined({ category: o.category, create: o.create, ...paging(o) })),
          'billing items');
        const rows = items.map((item) => ({ ...item, orderedBy: orderedBy(item) }));
        return listOf(o.ordered === undefined ? rows : rows.filter((item) => item.orderedBy === o.ordered),
          [...BILLING_ITEM_COLUMNS, col('ordered_by', 'orderedBy')]);
      },
    },
    {
      name: 'item-detail',
      summary: 'Show a billing item',
      example: 'svc account item-detail 53897671',
      args: ['<id>'],
      run: async (account, [id]) => objectOf(await account.getItemDetail(numericId(id, '<id>')), BILLING_ITEM_COLUMNS),
    },
    {
      name: 'cancel-item',
      summary: 'Cancel a billing item (at the end of its billing period)',
      example: 'svc account cancel-item 53897671 --reason "No longer needed" --yes',
      args: ['<id>'],
      options: [
        { flags: '--reason <text>', description: 'why (default: No longer needed)' },
        { flags: '--note <text>', description: 'a note (default: who cancelled it, with svclib)' },
      ],
      destroys: ([id]) => `cancel billing item ${id}`,
      async run(account, [id], o) {
        const itemId = numericId(id, '<id>');
        return message(`Cancelled billing item ${itemId}.`, await account.cancelItem(itemId, defined({ reason: o.reason, note: o.note })));
      },
    },
    {
      name: 'orders',
      summary: 'List the orders of the account, newest first',
      example: 'svc account orders --limit 10',
      options: [
        { flags: '-l, --limit <n>', description: 'at most n orders (default 100)', parse: positiveInt },
        { flags: '--upgrades', description: 'list the upgrade requests instead (as `svc account upgrade-orders`)' },
      ],
      run: async (account, _args, o) => (o.upgrades === true
        ? listOf(await account.getAccountUpgradeOrders(defined({ limit: o.limit })), UPGRADE_COLUMNS)
        : listOf(await account.getAccountAllBillingOrders(defined({ limit: o.limit })), [
        col('id'), col('status'), col('created', 'createDate'), col('total', 'orderTotalAmount'), col('user', 'userRecord.username'),
        col('items', 'items', (items) =>
          Array.isArray(items) ? items.map((i) => (i as { description?: string }).description).join('\n') : undefined),
      ])),
    },
    {
      name: 'licenses',
      summary: 'List the active control-panel (virtual) and VMware (account) licenses; the license keys are masked unless --show-keys',
      example: 'svc account licenses --show-keys',
      options: [{ flags: '--show-keys', description: 'print the license keys (default: masked)' }],
      async run(account, _args, o) {
        const key = (value: unknown): unknown => (value === undefined || value === null || o.showKeys === true ? value : MASKED_PASSWORD);
        const panels = (await account.getActiveVirtualLicenses() as LicenseRecord[]).map((license) => ({
          kind: 'control_panel', id: license.id, ipAddress: license.ipAddress, manufacturer: license.softwareDescription?.manufacturer,
          software: license.softwareDescription?.longDescription, key: key(license.key), subnet: license.subnet?.broadcastAddress,
          subnetNote: license.subnet?.note,
        }));
        const vmware = (await account.getActiveAccountLicenses() as LicenseRecord[]).map((license) => ({
          kind: 'vmware', id: license.id, manufacturer: license.softwareDescription?.manufacturer, software: license.softwareDescription?.name,
          key: key(license.key), capacity: license.capacity, description: license.billingItem?.description,
          requiredUser: license.softwareDescription?.requiredUser,
        }));
        return listOf([...panels, ...vmware], [
          col('kind'), col('id'), col('ip', 'ipAddress'), col('manufacturer'), col('software'), col('key'), col('subnet'),
          col('subnet_note', 'subnetNote'), col('cpus', 'capacity'), col('description'), col('required_user', 'requiredUser'),
        ]);
      },
    },
    {
      name: 'bandwidth-pools',
      summary: 'List the bandwidth pools of the account',
      example: 'svc account bandwidth-pools',
      options: PAGING,
      run: async (account, _args, o, context) =>
        listOf(await context.collect(account.iterBandwidthPools(paging(o)), 'bandwidth pools'), [
          col('id'), col('name'), col('allocated_gb', 'totalBandwidthAllocated'), col('projected_gb', 'projectedPublicBandwidthUsage'),
          col('inbound_gb', 'inboundPublicBandwidthUsage'), col('outbound_gb', 'outboundPublicBandwidthUsage'),
        ]),
    },
    {
      name: 'bandwidth-pools-detail',
      summary: 'Show a bandwidth pool with its servers',
      example: 'svc account bandwidth-pools-detail 309961',
      args: ['<id>'],
      run: async (account, [id]) => objectOf(await account.getBandwidthDetail(numericId(id, '<id>')), [
        col('id'), col('name'), col('created', 'createDate'), col('allocated_gb', 'totalBandwidthAllocated'),
        col('projected_gb', 'projectedPublicBandwidthUsage'),
        col('hardware', 'hardware', (list) => (Array.isArray(list) ? list.map((h) => (h as { hostname?: string }).hostname).join(',') : undefined)),
        col('virtual_servers', 'virtualGuests', (list) =>
          (Array.isArray(list) ? list.map((g) => (g as { hostname?: string }).hostname).join(',') : undefined)),
      ]),
    },
    {
      name: 'hooks',
      summary: 'List the provisioning scripts (hooks) of the account',
      example: 'svc account hooks',
      run: async (account) => listOf(await account.getProvisioningScripts(), [col('id'), col('name'), col('uri'), col('created', 'createDate')]),
    },
    {
      name: 'hook-create',
      summary: 'Add a provisioning script (hook)',
      example: 'svc account hook-create --name bootstrap --uri https://example.com/bootstrap.sh',
      options: [
        { flags: '-N, --name <name>', description: 'name of the hook', required: true },
        { flags: '-U, --uri <uri>', description: 'where the script is downloaded from (https)', required: true },
      ],
      run: async (account, _args, o) => objectOf(await account.createProvisioning(o.name as string, o.uri as string), [
        col('id'), col('name'), col('uri'), col('created', 'createDate'),
      ]),
    },
    {
      name: 'hook-delete',
      summary: 'Delete a provisioning script (hook)',
      example: 'svc account hook-delete 207054 --yes',
      args: ['<id>'],
      destroys: ([id]) => `delete provisioning hook ${id}`,
      async run(account, [id]) {
        const hookId = numericId(id, '<id>');
        return message(`Deleted provisioning hook ${hookId}.`, await account.deleteProvisioning(hookId));
      },
    },
    {
      name: 'routers',
      summary: 'List the routers of the account (optionally of one datacenter)',
      example: 'svc account routers --location dal10',
      options: [{ flags: '-l, --location <name>', description: 'datacenter short name' }],
      run: async (account, _args, o) => listOf(await account.getRouters(defined({ location: o.location })), [
        col('id'), col('hostname'), col('fqdn', 'fullyQualifiedDomainName'), col('datacenter', 'topLevelLocation.longName'),
      ]),
    },
    {
      name: 'upgrade-orders',
      summary: 'List the upgrade requests of the account',
      example: 'svc account upgrade-orders --limit 10',
      options: [{ flags: '--limit <n>', description: 'at most n requests (default 100)', parse: positiveInt }],
      run: async (account, _args, o) => listOf(await account.getAccountUpgradeOrders(defined({ limit: o.limit })), UPGRADE_COLUMNS),
    },
  ],
};
