/**
 * `Vendor_Ticket` and `Vendor_Ticket_Subject`: create, update, edit and list tickets.
 *
 * @module
 */
import { invalidParameters } from '../fake-fault.js';
import { ID_BASE, isoDate } from '../generate.js';
import type { FakeTicket, FakeTicketUpdate } from '../records.js';
import type { AnyRecord } from '../record-types.js';
import { listResult, objectOf, output, structArgument, type CallContext, type ServiceSpec } from '../service-spec.js';
import { describe } from '../values.js';

const STATUSES: Readonly<Record<number, string>> = { 1001: 'Open', 1002: 'Closed' };

function addUpdate(context: CallContext, ticket: FakeTicket, entry: string): FakeTicketUpdate {
  const now = isoDate(Date.now());
  const update: FakeTicketUpdate = {
    id: context.data.nextId('ticketUpdate', context.data.tickets.flatMap((t) => t.updates), ID_BASE.ticketUpdate),
    ticketId: ticket.id,
    entry,
    createDate: now,
    editorType: 'USER',
  };
  ticket.updates.push(update);
  ticket.modifyDate = now;
  return update;
}

function entryOf(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidParameters(`${where} must be a non-empty string, got ${describe(value)}.`);
  }
  return value;
}

/** `createStandardTicket(template, contents)`: a new open ticket whose first update is `contents`. */
function createStandardTicket(context: CallContext): AnyRecord {
  const template = structArgument(context, 0, 'a ticket template');
  const where = `${context.service}::createStandardTicket`;
  const title = template.title;
  if (typeof title !== 'string' || title.trim() === '') {
    throw invalidParameters(`${where}: template title is required and must be a non-empty string, got ${describe(title)}.`);
  }
  const subjectId = Number(template.subjectId);
  if (!context.data.ticketSubjects.some((subject) => subject.id === subjectId)) {
    throw invalidParameters(
      `${where}: template subjectId ${describe(template.subjectId)} is not a ticket subject (see Ticket_Subject::getAllObjects).`,
    );
  }
  const contents = entryOf(context.args[1] ?? template.contents, `${where}: contents (argument 2 or template.contents)`);
  const assignedUser = context.currentUser ?? context.data.users[0];
  if (!assignedUser) throw invalidParameters(`${where}: the account has no user to assign the ticket to.`);
  const now = isoDate(Date.now());
  const ticket: FakeTicket = {
    id: context.data.nextId('ticket', context.data.tickets, ID_BASE.ticket),
    title: title.trim(),
    accountId: context.data.account.id,
    createDate: now,
    modifyDate: now,
    statusId: 1001,
    subjectId,
    priority: typeof template.priority === 'number' ? template.priority : 0,
    assignedUserId: assignedUser.id,
    status: { id: 1001, name: 'Open' },
    updates: [],
    assignedUser,
    attachedHardware: [],
  };
  addUpdate(context, ticket, contents);
  context.data.tickets.push(ticket);
  return output(context, ticket as unknown as AnyRecord, 'Ticket');
}

/** The `Vendor_Ticket` service. */
export const ticketService: ServiceSpec = {
  type: 'Ticket',
  collection: (data) => data.tickets as unknown as AnyRecord[],
  editable: ['title', 'statusId', 'subjectId', 'priority', 'assignedUserId'],
  afterEdit: (record, context) => {
    const ticket = record as unknown as FakeTicket;
    const status = STATUSES[ticket.statusId];
    if (status === undefined) throw invalidParameters(`${context.service}::editObject statusId must be 1001 (Open) or 1002 (Closed).`);
    ticket.status = { id: ticket.statusId, name: status };
    const user = context.data.users.find((candidate) => candidate.id === ticket.assignedUserId);
    if (!user) throw invalidParameters(`${context.service}::editObject assignedUserId ${ticket.assignedUserId} is not a user of the account.`);
    ticket.assignedUser = user;
    ticket.modifyDate = isoDate(Date.now());
  },
  methods: {
    createStandardTicket: { run: createStandardTicket },
    addUpdate: {
      needsObject: true,
      run: (context) => {
        const update = structArgument(context, 0, 'an update struct { entry }');
        const entry = entryOf(update.entry, `${context.service}::addUpdate entry`);
        const created = addUpdate(context, objectOf(context) as unknown as FakeTicket, entry);
        return output(context, created as unknown as AnyRecord, 'TicketUpdate');
      },
    },
  },
};

/** The `Vendor_Ticket_Subject` service (filters apply to the subjects directly, or under `ticketSubjects`). */
export const ticketSubjectService: ServiceSpec = {
  type: 'TicketSubject',
  collection: (data) => data.ticketSubjects as unknown as AnyRecord[],
  methods: {
    getAllObjects: {
      run: (context) =>
        listResult(context, context.data.ticketSubjects as unknown as AnyRecord[], 'TicketSubject', ['ticketSubjects'], true),
    },
  },
};
