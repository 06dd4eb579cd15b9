/**
 * Support tickets (`Ticket`, `Ticket_Subject`): list, read, create, update.
 *
 * @module
 */
import type { Account, Ticket, Ticket_Attachment_File, Ticket_Subject, Ticket_Update, User_Customer } from '@svclib/model';
import { betweenDate } from './filters.js';
import type { FilterOperation, ObjectFilter } from './filters.js';
import { listFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkSpec, ITER_OPTIONS, iterApi, iterRequest, LIST_OPTIONS, listRequest, REQUEST_OPTIONS,
  requireId, requireString,
} from './manager-support.js';
import type { RequestOptions } from './options.js';
import type { TicketAttachment } from './types/ticket.js';
import { CREATE_TICKET_OPTIONS, ITER_TICKET_OPTIONS, LIST_TICKET_OPTIONS, TICKET_FILE } from './ticket-options.js';
import type {
  CreateTicketOptions, IterSubjectsOptions, IterTicketsOptions, ListSubjectsOptions, ListTicketsOptions, TicketFile, TicketTemplate,
} from './ticket-options.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';


/**
 * Support tickets in one call each. Tickets are addressed by id only (a title is not a name).
 *
 * @example
 * ```ts
 * const tickets = new TicketManager(client);
 * const ticket = await tickets.createTicket({ title: 'Help', body: 'Details…', subjectId: 1001 });
 * await tickets.updateTicket(ticket.id!, 'More details');
 * ```
 */
export class TicketManager {
  /**
   * Mask of `listTickets`/`iterTickets` unless the caller gives one.
   *
   * @example
   * ```ts
   * await tickets.listTickets({ mask: `${TicketManager.LIST_MASK}, updates` });
   * ```
   */
  static readonly LIST_MASK = joinMask(
    'id, serviceProviderResourceId, title, assignedUser[firstName, lastName], priority, createDate, lastEditDate, ',
    'accountId, status, updateCount',
  );

  /**
   * Mask of `getTicket` unless the caller gives one: the reference client's fields plus SPEC §8's
   * relations.
   *
   * @example
   * ```ts
   * await tickets.getTicket(1, { mask: `${TicketManager.GET_MASK}, status` });
   * ```
   */
  static readonly GET_MASK = joinMask(
    'id, serviceProviderResourceId, title, status, createDate, lastEditDate, updateCount, priority, subjectId, ',
    'updates, assignedUser, attachedHardware.datacenter',
  );

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const tickets = new TicketManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
  }

  /**
   * Lists tickets in one request: `Account.getOpenTickets` when only `open`,
   * `Account.getClosedTickets` when only `closed`, else `Account.getTickets` (filter group `tickets`).
   *
   * @param options - `open`, `closed`, `createdBetween`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The tickets.
   * @throws TypeError when both `open` and `closed` are false, or for a bad date.
   * @example
   * ```ts
   * const recent = await tickets.listTickets({ createdBetween: ['01/01/2024 0:0:0', '12/31/2024 23:59:59'] });
   * ```
   */
  listTickets<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListTicketsOptions, 'Ticket', K, Q>): Promise<NoInfer<ByMask<Ticket[], 'Ticket', typeof TicketManager.LIST_MASK, K, Q>>>;
  async listTickets(options?: ListTicketsOptions): Promise<Ticket[]> {
    const where = 'TicketManager.listTickets';
    const o = checkSpec(LIST_TICKET_OPTIONS, options);
    const { method, filter } = ticketQuery(where, o);
    return callApi<Ticket[]>(this.client, 'Account', method, listRequest(o, TicketManager.LIST_MASK, filter));
  }

  /**
   * The paging twin of {@link listTickets}.
   *
   * @param options - As {@link listTickets}, plus `chunk` and `concurrency`.
   * @returns An async generator of tickets.
   * @example
   * ```ts
   * for await (const ticket of tickets.iterTickets({ closed: false })) console.log(ticket.id, ticket.title);
   * ```
   */
  iterTickets<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterTicketsOptions, 'Ticket', K, Q>): AsyncGenerator<NoInfer<ByMask<Ticket, 'Ticket', typeof TicketManager.LIST_MASK, K, Q>>>;
  iterTickets(options?: IterTicketsOptions): AsyncGenerator<Ticket> {
    const where = 'TicketManager.iterTickets';
    const o = checkSpec(ITER_TICKET_OPTIONS, options);
    const { method, filter } = ticketQuery(where, o);
    return iterApi<Ticket>(this.client, 'Account', method, iterRequest(o, TicketManager.LIST_MASK, filter));
  }

  /**
   * Mask of {@link getTicketCounts}: the account's ticket counters, as the reference CLI's `ticket summary` reads them.
   *
   * @example
   * ```ts
   * await accounts.getAccount({ mask: TicketManager.COUNTS_MASK });
   * ```
   */
  static readonly COUNTS_MASK = joinMask(
    'openTicketCount, closedTicketCount, openBillingTicketCount, openOtherTicketCount, openSalesTicketCount, ',
    'openSupportTicketCount, openAccountingTicketCount',
  );

  /**
   * The account's ticket counters (`Account.getObject` with {@link TicketManager.COUNTS_MASK}): open
   * tickets in all and by kind, and closed tickets.
   *
   * @param options - `mask` (default {@link TicketManager.COUNTS_MASK}) and `signal`.
   * @returns The account with its counters.
   * @example
   * ```ts
   * const { openTicketCount } = await tickets.getTicketCounts();
   * ```
   */
  getTicketCounts<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Account', K, Q>): Promise<NoInfer<ByMask<Account, 'Account', typeof TicketManager.COUNTS_MASK, K, Q>>>;
  async getTicketCounts(options?: RequestOptions): Promise<Account> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'TicketManager.getTicketCounts');
    return callApi<Account>(this.client, 'Account', 'getObject', { mask: o.mask ?? TicketManager.COUNTS_MASK, signal: o.signal });
  }

  /**
   * Reads one ticket (`Ticket.getObject`) with its updates, assigned user and attached hardware.
   *
   * @param id - Ticket id (number or numeric string).
   * @param options - `mask` (default {@link TicketManager.GET_MASK}) and `signal`.
   * @returns The ticket.
   * @throws TypeError when `id` is not a positive integer.
   * @example
   * ```ts
   * const ticket = await tickets.getTicket(123);
   * console.log(ticket.updates?.map((update) => update.entry));
   * ```
   */
  getTicket<const K extends MaskArg = never, const Q extends Selection = never>(id: number | string, options?: Selecting<RequestOptions, 'Ticket', K, Q>): Promise<NoInfer<ByMask<Ticket, 'Ticket', typeof TicketManager.GET_MASK, K, Q>>>;
  async getTicket(id: number | string, options?: RequestOptions): Promise<Ticket> {
    const where = 'TicketManager.getTicket';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Ticket>(this.client, 'Ticket', 'getObject', {
      id: requireId(where, 'id', id), mask: o.mask ?? TicketManager.GET_MASK, signal: o.signal,
    });
  }

  /**
   * Opens a ticket: `Ticket.createStandardTicket(template, body)` with the template
   * `{ subjectId, assignedUserId, title, priority? }` and the body. Without `assignedUserId` the
   * ticket is assigned to the current user, read first with `Account.getCurrentUser` (as the
   * reference client does).
   *
   * @param options - `title`, `body`, `subjectId` (required), `assignedUserId`, `priority`, `mask`, `signal`.
   * @returns The created ticket.
   * @throws TypeError, before any request, naming every missing required option.
   * @example
   * ```ts
   * const ticket = await tickets.createTicket({ title: 'Help', body: 'Details…', subjectId: 1001, priority: 2 });
   * ```
   */
  async createTicket(options: CreateTicketOptions): Promise<Ticket> {
    const where = 'TicketManager.createTicket';
    const o = checkSpec(CREATE_TICKET_OPTIONS, options);
    const missing = (['title', 'body', 'subjectId'] as const).filter((key) => o[key] === undefined);
    if (missing.length > 0) throw new TypeError(`${where}: missing required option(s): ${missing.join(', ')}`);
    requireString(where, 'title', o.title);
    requireString(where, 'body', o.body);
    let assignedUserId = o.assignedUserId;
    if (assignedUserId === undefined) {
      const me = await callApi<User_Customer>(this.client, 'Account', 'getCurrentUser', { signal: o.signal });
      assignedUserId = requireId(where, 'the current user\'s id', me.id);
    }
    // As the reference client: the body goes as the second argument only, not in the template.
    const template: TicketTemplate = { subjectId: o.subjectId, assignedUserId, title: o.title };
    if (o.priority !== undefined) template.priority = o.priority;
    return callApi<Ticket>(this.client, 'Ticket', 'createStandardTicket', {
      args: [template, o.body], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Adds an update to a ticket (`Ticket.addUpdate({ entry: body })` on that ticket).
   *
   * @param id - Ticket id.
   * @param body - The update text.
   * @param options - `mask` and `signal`.
   * @returns The API's answer: the update(s) created.
   * @throws TypeError for a bad id or an empty body.
   * @example
   * ```ts
   * await tickets.updateTicket(123, 'Rebooted; looks fine now.');
   * ```
   */
  async updateTicket(id: number | string, body: string, options?: RequestOptions): Promise<Ticket_Update[]> {
    const where = 'TicketManager.updateTicket';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const ticketId = requireId(where, 'id', id);
    const update: Ticket_Update = { entry: requireString(where, 'body', body) };
    const result = await callApi<Ticket_Update[] | Ticket_Update>(this.client, 'Ticket', 'addUpdate', {
      id: ticketId, args: [update], mask: o.mask, signal: o.signal,
    });
    return Array.isArray(result) ? result : [result];
  }

  /**
   * Lists the ticket subjects (`Ticket_Subject.getAllObjects`), for `subjectId`.
   *
   * @param options - `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The subjects.
   * @example
   * ```ts
   * const subjects = await tickets.listSubjects();
   * ```
   */
  async listSubjects(options?: ListSubjectsOptions): Promise<Ticket_Subject[]> {
    const where = 'TicketManager.listSubjects';
    const o = checkSpec(LIST_OPTIONS, options, where);
    return callApi<Ticket_Subject[]>(this.client, 'Ticket_Subject', 'getAllObjects', listRequest(o, undefined, o.filter));
  }

  /**
   * The paging twin of {@link listSubjects}.
   *
   * @param options - As {@link listSubjects}, plus `chunk` and `concurrency`.
   * @returns An async generator of subjects.
   * @example
   * ```ts
   * for await (const subject of tickets.iterSubjects({ chunk: 50 })) console.log(subject.id, subject.name);
   * ```
   */
  iterSubjects(options?: IterSubjectsOptions): AsyncGenerator<Ticket_Subject> {
    const where = 'TicketManager.iterSubjects';
    const o = checkSpec(ITER_OPTIONS, options, where);
    return iterApi<Ticket_Subject>(this.client, 'Ticket_Subject', 'getAllObjects', iterRequest(o, undefined, o.filter));
  }

  /**
   * Attaches a file to a ticket (`Ticket.addAttachedFile({ filename, data })` on that ticket).
   *
   * @param id - Ticket id.
   * @param file - `data` (bytes or text) and `fileName`.
   * @param options - `mask` and `signal`.
   * @returns The attachment.
   * @throws TypeError for a bad id, a missing name or data that is neither bytes nor text.
   * @example
   * ```ts
   * await tickets.uploadAttachment(123, { data: await readFile('boot.log'), fileName: 'boot.log' });
   * ```
   */
  async uploadAttachment(id: number | string, file: TicketFile, options?: RequestOptions): Promise<Ticket_Attachment_File> {
    const where = 'TicketManager.uploadAttachment';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const ticketId = requireId(where, 'id', id);
    const f = checkSpec(TICKET_FILE, file);
    const fileName = requireString(where, 'fileName', f.fileName);
    if (!(f.data instanceof Uint8Array) && typeof f.data !== 'string') {
      throw new TypeError(`${where}: data must be a Uint8Array or a string`);
    }
    const data = typeof f.data === 'string' ? new TextEncoder().encode(f.data) : f.data;
    return callApi<Ticket_Attachment_File>(this.client, 'Ticket', 'addAttachedFile', {
      id: ticketId, args: [{ filename: fileName, data }], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Attaches a server to a ticket (`Ticket.addAttachedHardware(hardwareId)` on that ticket).
   *
   * @param id - Ticket id.
   * @param hardwareId - Hardware id.
   * @param options - `mask` and `signal`.
   * @returns The new attachment.
   * @example
   * ```ts
   * await tickets.attachHardware(123, 456);
   * ```
   */
  async attachHardware(id: number | string, hardwareId: number | string, options?: RequestOptions): Promise<TicketAttachment> {
    return this.#attachment('attachHardware', 'addAttachedHardware', id, 'hardwareId', hardwareId, options);
  }

  /**
   * Attaches a virtual server to a ticket (`Ticket.addAttachedVirtualGuest(guestId)` on that ticket).
   *
   * @param id - Ticket id.
   * @param virtualId - Virtual guest id.
   * @param options - `mask` and `signal`.
   * @returns The new attachment.
   * @example
   * ```ts
   * await tickets.attachVirtualServer(123, 100001);
   * ```
   */
  async attachVirtualServer(id: number | string, virtualId: number | string, options?: RequestOptions): Promise<TicketAttachment> {
    return this.#attachment('attachVirtualServer', 'addAttachedVirtualGuest', id, 'virtualId', virtualId, options);
  }

  /**
   * Detaches a server from a ticket (`Ticket.removeAttachedHardware(hardwareId)` on that ticket).
   *
   * @param id - Ticket id.
   * @param hardwareId - Hardware id.
   * @param options - `mask` and `signal`.
   * @returns `true` when detached.
   * @example
   * ```ts
   * await tickets.detachHardware(123, 456);
   * ```
   */
  async detachHardware(id: number | string, hardwareId: number | string, options?: RequestOptions): Promise<boolean> {
    return this.#attachment('detachHardware', 'removeAttachedHardware', id, 'hardwareId', hardwareId, options);
  }

  /**
   * Detaches a virtual server from a ticket (`Ticket.removeAttachedVirtualGuest(guestId)` on that ticket).
   *
   * @param id - Ticket id.
   * @param virtualId - Virtual guest id.
   * @param options - `mask` and `signal`.
   * @returns `true` when detached.
   * @example
   * ```ts
   * await tickets.detachVirtualServer(123, 100001);
   * ```
   */
  async detachVirtualServer(id: number | string, virtualId: number | string, options?: RequestOptions): Promise<boolean> {
    return this.#attachment('detachVirtualServer', 'removeAttachedVirtualGuest', id, 'virtualId', virtualId, options);
  }

  #attachment<T>(
    name: string,
    method: string,
    id: number | string,
    what: string,
    targetId: number | string,
    options: RequestOptions | undefined,
  ): Promise<T> {
    const where = `TicketManager.${name}`;
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const ticketId = requireId(where, 'id', id);
    const target = requireId(where, what, targetId);
    return callApi<T>(this.client, 'Ticket', method, { id: ticketId, args: [target], mask: o.mask, signal: o.signal });
  }
}

function ticketQuery(where: string, o: ListTicketsOptions): { method: string; filter: ObjectFilter } {
  const open = o.open ?? true;
  const closed = o.closed ?? true;
  if (!open && !closed) throw new TypeError(`${where}: open and closed cannot both be false`);
  const method = open && closed ? 'getTickets' : open ? 'getOpenTickets' : 'getClosedTickets';
  let created: FilterOperation | undefined;
  if (o.createdBetween !== undefined) created = betweenDate(o.createdBetween[0], o.createdBetween[1]);
  return { method, filter: listFilter('tickets', { createDate: created }, o.filter) };
}
