/**
 * The option interfaces of `TicketManager` and the specs that check them.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import { A_POSITIVE_INTEGER, LIST_OPTIONS, PAGING, REQUEST_OPTIONS } from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions } from './options.js';
import type { Ticket } from '@svclib/model';

/**
 * Options of {@link TicketManager.listTickets}.
 *
 * @example
 * ```ts
 * await tickets.listTickets({ closed: false, createdBetween: [new Date('2024-01-01T00:00:00Z'), new Date()] });
 * ```
 */
export interface ListTicketsOptions extends ListOptions {
  /** Include open tickets (default true). */
  open?: boolean;
  /** Include closed tickets (default true). */
  closed?: boolean;
  /** Only tickets created in this range (`createDate` `betweenDate`): `[start, end]`. */
  createdBetween?: readonly [Date | string, Date | string];
}

/**
 * Options of {@link TicketManager.iterTickets}.
 *
 * @example
 * ```ts
 * for await (const ticket of tickets.iterTickets({ open: true, closed: false, chunk: 20 })) console.log(ticket.title);
 * ```
 */
export interface IterTicketsOptions extends ListTicketsOptions, IterOptions {}

/**
 * Options of {@link TicketManager.listSubjects}: `mask`, a filter of your own, a page, `signal`.
 *
 * @example
 * ```ts
 * const subjects = await tickets.listSubjects({ mask: 'id, name' });
 * ```
 */
export type ListSubjectsOptions = ListOptions;

/**
 * Options of {@link TicketManager.iterSubjects}.
 *
 * @example
 * ```ts
 * for await (const subject of tickets.iterSubjects()) console.log(subject.name);
 * ```
 */
export interface IterSubjectsOptions extends ListOptions, IterOptions {}

/**
 * A new ticket ({@link TicketManager.createTicket}).
 *
 * @example
 * ```ts
 * await tickets.createTicket({ title: 'Disk failing', body: 'SMART errors on /dev/sdb', subjectId: 1001 });
 * ```
 */
export interface CreateTicketOptions extends RequestOptions {
  /** Title. Required. */
  title: string;
  /** First update's text (`contents`). Required. */
  body: string;
  /** Subject id (see {@link TicketManager.listSubjects}). Required. */
  subjectId: number;
  /** User to assign the ticket to; default: the current user (`Account.getCurrentUser`). */
  assignedUserId?: number;
  /** Priority, 1 (highest) to 4 (lowest). */
  priority?: number;
}

/**
 * A file for {@link TicketManager.uploadAttachment}.
 *
 * @example
 * ```ts
 * const file: TicketFile = { data: new TextEncoder().encode('kernel: oops'), fileName: 'dmesg.txt' };
 * ```
 */
export interface TicketFile {
  /** The file's bytes (sent as XML-RPC base64), or its text. */
  data: Uint8Array | string;
  /** The name shown on the ticket. */
  fileName: string;
}

/**
 * The template of `Ticket.createStandardTicket` (its first argument; the body is the second), narrowed from the
 * generated record `Ticket` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const template: TicketTemplate = { subjectId: 1001, assignedUserId: 7001, title: 'Help' };
 * ```
 */
export type TicketTemplate = Required<Pick<Ticket, 'subjectId' | 'title' | 'assignedUserId'>> & Pick<Ticket, 'priority'>;

/** The options of `TicketManager.listTickets`, tied to {@link ListTicketsOptions}. */
export const LIST_TICKET_OPTIONS = LIST_OPTIONS.extend('TicketManager.listTickets', {
  open: opt.boolean(),
  closed: opt.boolean(),
  createdBetween: opt.checker<readonly [Date | string, Date | string]>('[start, end]', (v) => Array.isArray(v) && v.length === 2),
} satisfies SpecFor<Omit<ListTicketsOptions, keyof ListOptions>>);
/** The options of `TicketManager.iterTickets`. */
export const ITER_TICKET_OPTIONS = LIST_TICKET_OPTIONS.extend('TicketManager.iterTickets', PAGING);
/**
 * The options of `TicketManager.createTicket`, tied to {@link CreateTicketOptions}; `createTicket`
 * names the missing required ones first, then checks `title` and `body` (`null` too).
 */
export const CREATE_TICKET_OPTIONS = REQUEST_OPTIONS.extend('TicketManager.createTicket', {
  title: opt.nonNull(opt.anything<string>('a non-empty string')),
  body: opt.nonNull(opt.anything<string>('a non-empty string')),
  subjectId: A_POSITIVE_INTEGER,
  assignedUserId: A_POSITIVE_INTEGER,
  priority: opt.nonNull(opt.checker<number>('an integer from 1 to 4', (value) => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 4)),
} satisfies SpecFor<Omit<CreateTicketOptions, keyof RequestOptions>>);
/** The file of `TicketManager.uploadAttachment`, tied to {@link TicketFile} (`uploadAttachment` checks both). */
export const TICKET_FILE = defineOptions('TicketManager.uploadAttachment file', {
  data: opt.nonNull(opt.anything<Uint8Array | string>('a Uint8Array or a string')),
  fileName: opt.nonNull(opt.anything<string>('a non-empty string')),
} satisfies SpecFor<TicketFile>);
