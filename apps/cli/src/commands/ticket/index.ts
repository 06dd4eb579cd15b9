/**
 * `svc ticket …`: support tickets, on `TicketManager`.
 *
 * @module
 */

import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

import type { CreateTicketOptions, IterTicketsOptions, ListTicketsOptions, TicketManager } from '@svclib/managers';

import { UsageError, fileError } from '../../errors.js';

import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { nonNegativeInt, numericId, oneOf, positiveInt } from '../../parse.js';
import type { CommandContext } from '../../context.js';
import type { CommandSpec, GroupSpec, Options } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';

/** Tickets `ticket list` shows (or, with `--all`, asks for per request) unless `--limit` is given: the reference CLI's default. */
const TICKET_LIMIT = 100;

const TICKET_COLUMNS: readonly Column[] = [
  col('id'),
  col('case_number', 'serviceProviderResourceId'),
  { name: 'assigned_user', get: (row) => assignedName(row.assignedUser) },
  col('title'),
  col('last_edited', 'lastEditDate'),
  col('status', 'status.name'),
  col('updates', 'updateCount'),
  col('priority'),
];

/** `First Last` of a ticket's assigned user (the list mask reads only those two names). */
function assignedName(user: unknown): string | undefined {
  if (typeof user !== 'object' || user === null) return undefined;
  const { firstName, lastName } = user as { firstName?: unknown; lastName?: unknown };
  const name = [firstName, lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return name === '' ? undefined : name;
}

const TICKET_DETAIL: readonly Column[] = [
  col('id'),
  col('title'),
  col('status', 'status.name'),
  col('priority'),
  col('created', 'createDate'),
  col('last_edited', 'lastEditDate'),
  col('assigned_user', 'assignedUser.username'),
  col('hardware', 'attachedHardware', (hw) =>
    Array.isArray(hw) ? hw.map((h) => (h as { hostname?: string }).hostname).join(',') : undefined),
  col('updates', 'updates', (updates) =>
    Array.isArray(updates) ? updates.map((u) => (u as { entry?: string }).entry).join('\n---\n') : undefined),
];

/**
 * `attach` and `detach`: one server (hardware or virtual, never both, as the reference CLI) added to
 * or removed from a ticket.
 */
function attachCommand(name: 'attach' | 'detach'): CommandSpec<TicketManager> {
  const verb = name === 'attach' ? 'Attached' : 'Detached';
  return {
    name,
    summary: name === 'attach' ? 'Attach a hardware or a virtual server to a ticket' : 'Detach a hardware or a virtual server from a ticket',
    example: `svc ticket ${name} 300001 --hardware 200001`,
    args: ['<id>'],
    options: [
      { flags: '--hardware <id>', description: 'hardware server id (not with --virtual)' },
      { flags: '--virtual <id>', description: 'virtual server id (not with --hardware)' },
    ],
    async run(tickets, [id], o) {
      const ticketId = numericId(id, '<id>');
      if (o.hardware !== undefined && o.virtual !== undefined) {
        throw new UsageError(`options '--hardware' and '--virtual' cannot be used together: ${name} one server at a time`);
      }
      if (o.hardware !== undefined) {
        const server = numericId(o.hardware as string, '--hardware');
        const result = await (name === 'attach' ? tickets.attachHardware(ticketId, server) : tickets.detachHardware(ticketId, server));
        return message(`${verb} hardware server ${server} ${name === 'attach' ? 'to' : 'from'} ticket ${ticketId}.`, result);
      }
      if (o.virtual !== undefined) {
        const guest = numericId(o.virtual as string, '--virtual');
        const result = await (name === 'attach' ? tickets.attachVirtualServer(ticketId, guest) : tickets.detachVirtualServer(ticketId, guest));
        return message(`${verb} virtual server ${guest} ${name === 'attach' ? 'to' : 'from'} ticket ${ticketId}.`, result);
      }
      throw new UsageError('nothing to change: give --hardware or --virtual');
    },
  };
}

/** The most a ticket body read from stdin may hold: 1 MiB; reading stops past it. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The text of `--body`: the option's value; with `--body -`, or with no `--body` and stdin piped,
 * all of stdin (the reference CLI reads stdin when it is not a terminal, and opens an editor when it
 * is; `svc` asks for `--body` instead).
 */
async function bodyText(o: Options, context: CommandContext): Promise<string> {
  let body = o.body as string | undefined;
  if (body === '-' || (body === undefined && !context.stdinIsTerminal)) body = await context.readStdin({ where: "option '--body <text>'", maxBytes: MAX_BODY_BYTES });
  if (body === undefined) throw new UsageError("option '--body <text>' is required (or pipe the text on stdin, or give --body -)");
  if (body.trim() === '') throw new UsageError("option '--body <text>': the text is empty");
  return body;
}

/** The `svc ticket` group. @example `GROUPS.find((g) => g.name === 'ticket')` */
export const TICKET_GROUP: GroupSpec<TicketManager> = {
  name: 'ticket',
  summary: 'Support tickets: list, detail, summary, create, update, subjects, attach, detach, upload',
  manager: (m, client) => new m.TicketManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List the open tickets (or, with --closed, the closed ones): at most --limit, or every page with --all',
      example: 'svc ticket list --closed --all',
      options: [
        { flags: '--open', description: 'open tickets (the default)' },
        { flags: '--closed', description: 'closed tickets instead of open ones' },
        { flags: '--limit <n>', description: 'tickets per request, and without --all the most shown (default 100)', parse: positiveInt },
        { flags: '-a, --all', description: 'every ticket of the chosen status, page after page' },
        { flags: '--offset <n>', description: 'skip the first n tickets', parse: nonNegativeInt },
        { flags: '--concurrency <n>', description: 'with --all: request up to n pages at a time', parse: positiveInt },
        { flags: '--mask <mask>', description: 'object mask replacing the default, e.g. "id,title"' },
      ],
      async run(tickets, _args, o, context) {
        if (o.open === true && o.closed === true) throw new UsageError("options '--open' and '--closed' cannot be used together: list one or the other");
        if (o.concurrency !== undefined && o.all !== true) throw new UsageError("option '--concurrency' needs --all");
        // As the reference CLI: getOpenTickets or getClosedTickets, never both kinds at once.
        const status = o.closed === true ? { open: false } : { closed: false };
        const limit = (o.limit as number | undefined) ?? TICKET_LIMIT;
        const common = defined<ListTicketsOptions>({ ...status, offset: o.offset, mask: o.mask });
        const rows = o.all === true
          ? await context.collect(tickets.iterTickets({ ...common, chunk: limit, ...defined<IterTicketsOptions>({ concurrency: o.concurrency }) }), 'tickets')
          : await tickets.listTickets({ ...common, limit });
        return listOf(rows, TICKET_COLUMNS);
      },
    },
    {
      name: 'detail',
      summary: 'Show a ticket with its updates',
      example: 'svc ticket detail 1001 --count 3',
      args: ['<id>'],
      options: [{ flags: '--count <n>', description: 'show the last n updates (default 10)', parse: positiveInt }],
      async run(tickets, [id], o) {
        const ticket = await tickets.getTicket(numericId(id, '<id>'));
        const count = (o.count as number | undefined) ?? 10;
        const updates = Array.isArray(ticket.updates) ? ticket.updates.slice(-count) : ticket.updates;
        return objectOf({ ...ticket, updates }, TICKET_DETAIL);
      },
    },
    {
      name: 'summary',
      summary: 'Count the open tickets by kind (accounting, billing, sales, support, other) and the closed tickets',
      example: 'svc ticket summary',
      run: async (tickets) => objectOf(await tickets.getTicketCounts(), [
        col('open_accounting', 'openAccountingTicketCount'), col('open_billing', 'openBillingTicketCount'),
        col('open_sales', 'openSalesTicketCount'), col('open_support', 'openSupportTicketCount'),
        col('open_other', 'openOtherTicketCount'), col('open_total', 'openTicketCount'), col('closed', 'closedTicketCount'),
      ]),
    },
    {
      name: 'create',
      summary: 'Open a ticket (assigned to you unless --assign-to is given)',
      example: 'svc ticket create --title "Disk alert" --body "sda is failing" --subject 1001',
      options: [
        { flags: '--title <text>', description: 'title', required: true },
        { flags: '--body <text>', description: "first update text ('-' or absent with stdin piped: read stdin)" },
        { flags: '--subject <id>', description: 'subject id, see `svc ticket subjects` (required, or --subject-id)', parse: positiveInt },
        { flags: '--subject-id <id>', description: "the reference CLI's name of --subject", parse: positiveInt },
        { flags: '--assign-to <user-id>', description: 'user id to assign the ticket to', parse: positiveInt },
        {
          flags: '--priority <1-4>',
          description: 'priority, 1 (critical) to 4 (minimal impact); only with Advanced or Premium support',
          parse: oneOf(['1', '2', '3', '4']),
        },
        { flags: '--hardware <id>', description: 'hardware server id to attach to the new ticket' },
        { flags: '--virtual <id>', description: 'virtual server id to attach to the new ticket' },
      ],
      async run(tickets, _args, o, context) {
        if (o.subject !== undefined && o.subjectId !== undefined && o.subject !== o.subjectId) {
          throw new UsageError("options '--subject' and '--subject-id' name different subjects: give one");
        }
        const subjectId = o.subject ?? o.subjectId;
        if (subjectId === undefined) throw new UsageError("required option '--subject <id>' not specified (or --subject-id; see `svc ticket subjects`)");
        const hardware = o.hardware === undefined ? undefined : numericId(o.hardware as string, '--hardware');
        const virtual = o.virtual === undefined ? undefined : numericId(o.virtual as string, '--virtual');
        const created = await tickets.createTicket(defined<CreateTicketOptions>({
          title: o.title, body: await bodyText(o, context), subjectId, assignedUserId: o.assignTo,
          priority: o.priority === undefined ? undefined : Number(o.priority),
        }));
        const ticketId = Number(created.id);
        if (hardware !== undefined) await tickets.attachHardware(ticketId, hardware);
        if (virtual !== undefined) await tickets.attachVirtualServer(ticketId, virtual);
        return objectOf(created, TICKET_DETAIL);
      },
    },
    {
      name: 'update',
      summary: 'Add an update to a ticket',
      example: 'svc ticket update 1001 --body "Replaced the disk."',
      args: ['<id>'],
      options: [{ flags: '--body <text>', description: "update text ('-' or absent with stdin piped: read stdin)" }],
      async run(tickets, [id], o, context) {
        const ticketId = numericId(id, '<id>');
        return message(`Updated ticket ${ticketId}.`, await tickets.updateTicket(ticketId, await bodyText(o, context)));
      },
    },
    {
      name: 'subjects',
      summary: 'List the subjects a new ticket can have',
      example: 'svc ticket subjects',
      options: PAGING,
      run: async (tickets, _args, o, context) =>
        listOf(await context.collect(tickets.iterSubjects(paging(o)), 'subjects'), [col('id'), col('name')]),
    },
    attachCommand('attach'),
    attachCommand('detach'),
    {
      name: 'upload',
      summary: 'Attach a file to a ticket',
      example: 'svc ticket upload 300001 --path ./dmesg.txt --name dmesg-bm01.txt',
      args: ['<id>'],
      options: [
        { flags: '--path <file>', description: 'the file to upload', required: true },
        { flags: '--name <name>', description: 'the name shown on the ticket (default: the file name)' },
      ],
      async run(tickets, [id], o) {
        const ticketId = numericId(id, '<id>');
        const path = String(o.path);
        let data: Uint8Array;
        try {
          data = await readFile(path);
        } catch (error) {
          throw fileError("option '--path'", 'read', path, error);
        }
        const fileName = o.name === undefined ? basename(path) : (o.name as string);
        return objectOf(await tickets.uploadAttachment(ticketId, { data, fileName }), [col('id'), col('file_name', 'fileName'), col('size', 'fileSize')]);
      },
    },
  ],
};
