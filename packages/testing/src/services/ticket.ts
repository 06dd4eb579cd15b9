/**
 * `Vendor_Ticket` and `Vendor_Ticket_Subject`: create, update, edit and list tickets.
 *
 * @module
 */
import { extrasOf, nextExtraId, type FakeTicketAttachment, type FakeTicketFile } from '../data/account-extras.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { ID_BASE, isoDate } from '../data/generate.js';
import type { FakeTicket, FakeTicketUpdate, FakeUser } from '../data/records.js';
import { recordAs, type AnyRecord } from '../data/record-types.js';
import { editRecord, listResult, objectOf, output, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';

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
  ticket.lastEditDate = now;
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
  let assignedUser = context.currentUser ?? context.data.users[0];
  if (template.assignedUserId !== undefined && template.assignedUserId !== null) {
    assignedUser = context.data.users.find((user) => user.id === Number(template.assignedUserId));
    if (!assignedUser) throw invalidParameters(`${where}: template assignedUserId ${describe(template.assignedUserId)} is not a user of the account.`);
  }
  if (!assignedUser) throw invalidParameters(`${where}: the account has no user to assign the ticket to.`);
  const priority = template.priority;
  if (priority !== undefined && priority !== null && !(typeof priority === 'number' && Number.isInteger(priority) && priority >= 0 && priority <= 4)) {
    throw invalidParameters(`${where}: template priority must be an integer from 0 to 4, got ${describe(priority)}.`);
  }
  const ticket = newTicket(context, title.trim(), subjectId, assignedUser, typeof priority === 'number' ? priority : 0);
  addUpdate(context, ticket, contents);
  return output(context, ticket, 'Ticket');
}

/** A new open ticket, stored (its first update is the caller's). */
function newTicket(context: CallContext, title: string, subjectId: number, assignedUser: FakeUser, priority: number): FakeTicket {
  const now = isoDate(Date.now());
  const ticket: FakeTicket = {
    id: context.data.nextId('ticket', context.data.tickets, ID_BASE.ticket),
    title,
    accountId: context.data.account.id,
    createDate: now,
    modifyDate: now,
    lastEditDate: now,
    serviceProviderResourceId: '',
    statusId: 1001,
    subjectId,
    priority,
    assignedUserId: assignedUser.id,
    status: { id: 1001, name: 'Open' },
    updates: [],
    assignedUser,
    attachedHardware: [],
  };
  ticket.serviceProviderResourceId = String(ticket.id);
  context.data.tickets.push(ticket);
  return ticket;
}

/** Subject of the tickets `createCancelServerTicket` opens. */
const CANCELLATION_SUBJECT_ID = 1001;

/**
 * `createCancelServerTicket(attachmentId, reason, content, cancelAssociatedItems, attachmentType)`
 * (static): a `Server Cancellation Request` ticket with the server attached, set as the server's
 * `openCancellationTicket`.
 */
function createCancelServerTicket(context: CallContext): AnyRecord {
  const id = deviceArgument(context, 'hardware');
  const where = `${context.service}::createCancelServerTicket`;
  const reason = entryOf(context.args[1], `${where}: reason (argument 2)`);
  const content = entryOf(context.args[2], `${where}: content (argument 3)`);
  const attachmentType = context.args[4] ?? 'HARDWARE';
  if (attachmentType !== 'HARDWARE') throw invalidParameters(`${where}: attachmentType must be 'HARDWARE', got ${describe(attachmentType)}.`);
  const server = context.data.hardware.find((candidate) => candidate.id === id)!;
  const user = context.currentUser ?? context.data.users[0];
  if (!user) throw invalidParameters(`${where}: the account has no user to assign the ticket to.`);
  const ticket = newTicket(context, 'Server Cancellation Request', CANCELLATION_SUBJECT_ID, user, 0);
  ticket.attachedHardware.push(server);
  addUpdate(context, ticket, `${reason}\n${content}`);
  server.openCancellationTicket = { id: ticket.id };
  return output(context, ticket, 'Ticket');
}

/** Fields `Ticket.edit` may change. */
const EDITABLE = ['title', 'statusId', 'subjectId', 'priority', 'assignedUserId'] as const;

/** Keeps `status` and `assignedUser` in step with the edited ids; refuses unknown ones. */
function afterTicketEdit(record: AnyRecord, context: CallContext): void {
  const ticket = recordAs<FakeTicket>(record);
  const status = STATUSES[ticket.statusId];
  if (status === undefined) throw invalidParameters(`${context.service}::${context.method} statusId must be 1001 (Open) or 1002 (Closed).`);
  ticket.status = { id: ticket.statusId, name: status };
  const user = context.data.users.find((candidate) => candidate.id === ticket.assignedUserId);
  if (!user) throw invalidParameters(`${context.service}::${context.method} assignedUserId ${ticket.assignedUserId} is not a user of the account.`);
  ticket.assignedUser = user;
  ticket.modifyDate = isoDate(Date.now());
}

/**
 * Whether `sent` is what the ticket holds now, as the fake answers it: a struct matches when each of
 * its members does (a masked read sends part of a relation), a list member by member, a date by its
 * instant, an integer whatever its width.
 */
function unchanged(current: unknown, sent: unknown): boolean {
  if (sent === null || sent === undefined) return current === null || current === undefined;
  if (sent instanceof Date) return typeof current === 'string' && Date.parse(current) === sent.getTime();
  if (typeof sent === 'bigint' || typeof current === 'bigint') {
    return (typeof current === 'number' || typeof current === 'bigint') && BigInt(current) === BigInt(sent as number | bigint);
  }
  if (Array.isArray(sent)) return Array.isArray(current) && current.length === sent.length && sent.every((item, i) => unchanged(current[i], item));
  if (isStruct(sent)) return isStruct(current) && Object.entries(sent).every(([name, member]) => unchanged(current[name], member));
  return current === sent;
}

/** The value of `name` of `ticket` as a read would answer it (computed relations and `<x>Count`s too). */
function currentValue(context: CallContext, ticket: AnyRecord, name: string): unknown {
  const counted = context.relations.countedRelation('Ticket', name);
  if (counted !== undefined) {
    const list = context.relations.fieldValue(ticket, 'Ticket', counted, context);
    return Array.isArray(list) ? list.length : undefined;
  }
  return context.relations.fieldValue(ticket, 'Ticket', name, context);
}

/**
 * `edit(templateObject, contents?, attachedFiles?)`: changes the template's fields (`title`,
 * `statusId`, `subjectId`, `priority`, `assignedUserId`), adds `contents` as an update when given,
 * and answers the ticket under the mask. Other fields may come along unchanged — the reference
 * client sends the ticket it just read, with its own changes — and are refused only when their
 * value differs from the ticket's.
 */
function editTicket(context: CallContext): AnyRecord {
  const ticket = objectOf(context);
  const template = structArgument(context, 0, 'the changed fields');
  const changes = Object.fromEntries(Object.entries(template).filter(([name, value]) =>
    (EDITABLE as readonly string[]).includes(name) || !unchanged(currentValue(context, ticket, name), value)));
  editRecord(context, ticket, changes, EDITABLE, afterTicketEdit);
  const contents = context.args[1];
  if (contents !== undefined && contents !== null && contents !== '') {
    addUpdate(context, recordAs<FakeTicket>(ticket), entryOf(contents, `${context.service}::edit contents (argument 2)`));
  }
  return output(context, ticket, 'Ticket');
}

/** The hardware or virtual guest named by argument 1, which must be the account's. */
function deviceArgument(context: CallContext, kind: 'hardware' | 'virtualGuests'): number {
  const id = Number(context.args[0]);
  const list: ReadonlyArray<{ id: number }> = kind === 'hardware' ? context.data.hardware : context.data.virtualGuests;
  if (!Number.isInteger(id) || !list.some((device) => device.id === id)) {
    const what = kind === 'hardware' ? 'a hardware id' : 'a virtual guest id';
    throw invalidParameters(`${context.service}::${context.method} expects ${what} of the account as argument 1, got ${describe(context.args[0])}.`);
  }
  return id;
}

function attachHardware(context: CallContext): AnyRecord {
  const ticket = objectOf<FakeTicket>(context);
  const id = deviceArgument(context, 'hardware');
  const server = context.data.hardware.find((candidate) => candidate.id === id)!;
  if (!ticket.attachedHardware.includes(server)) ticket.attachedHardware.push(server);
  const extras = extrasOf(context.data);
  return { id: nextExtraId(extras, 'ticketAttachment', 2_000_000), ticketId: ticket.id, attachmentId: id, hardwareId: id, createDate: isoDate(Date.now()) };
}

function attachGuest(context: CallContext): AnyRecord {
  const ticket = objectOf<FakeTicket>(context);
  const id = deviceArgument(context, 'virtualGuests');
  const extras = extrasOf(context.data);
  const attachment: FakeTicketAttachment = {
    id: nextExtraId(extras, 'ticketAttachment', 2_000_000), ticketId: ticket.id, attachmentId: id, virtualGuestId: id, createDate: isoDate(Date.now()),
  };
  if (!extras.ticketGuests.some((a) => a.ticketId === ticket.id && a.attachmentId === id)) extras.ticketGuests.push(attachment);
  return { ...attachment };
}

function addAttachedFile(context: CallContext): AnyRecord {
  const ticket = objectOf<FakeTicket>(context);
  const file = structArgument(context, 0, 'a file struct { filename, data }');
  const where = `${context.service}::addAttachedFile`;
  if (typeof file.filename !== 'string' || file.filename.trim() === '') {
    throw invalidParameters(`${where}: filename must be a non-empty string, got ${describe(file.filename)}.`);
  }
  // Bytes arrive as base64Binary over XML-RPC and as a base64 string over REST (JSON has no bytes).
  const data =
    file.data instanceof Uint8Array
      ? file.data
      : typeof file.data === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(file.data) && file.data.length % 4 === 0
        ? Buffer.from(file.data, 'base64')
        : undefined;
  if (data === undefined) throw invalidParameters(`${where}: data must be base64 bytes, got ${describe(file.data)}.`);
  const extras = extrasOf(context.data);
  const update = addUpdate(context, ticket, `File attached: ${file.filename}`);
  const attached: FakeTicketFile = {
    id: nextExtraId(extras, 'ticketFile', 3_000_000), ticketId: ticket.id, fileName: file.filename, fileSize: String(data.length),
    createDate: isoDate(Date.now()), updateId: update.id,
  };
  extras.ticketFiles.push(attached);
  return { ...attached };
}

/** The `Vendor_Ticket` service. */
export const ticketService: ServiceSpec = {
  type: 'Ticket',
  collection: (data) => data.tickets,
  methods: {
    createStandardTicket: { run: createStandardTicket },
    createCancelServerTicket: { run: createCancelServerTicket },
    edit: { needsObject: true, run: editTicket },
    addAttachedFile: { needsObject: true, run: addAttachedFile },
    addAttachedHardware: { needsObject: true, run: attachHardware },
    addAttachedVirtualGuest: { needsObject: true, run: attachGuest },
    removeAttachedHardware: {
      needsObject: true,
      run: (context) => {
        const ticket = objectOf<FakeTicket>(context);
        const id = deviceArgument(context, 'hardware');
        const before = ticket.attachedHardware.length;
        ticket.attachedHardware = ticket.attachedHardware.filter((server) => server.id !== id);
        return ticket.attachedHardware.length < before;
      },
    },
    removeAttachedVirtualGuest: {
      needsObject: true,
      run: (context) => {
        const ticket = objectOf<FakeTicket>(context);
        const id = deviceArgument(context, 'virtualGuests');
        const extras = extrasOf(context.data);
        const before = extras.ticketGuests.length;
        extras.ticketGuests = extras.ticketGuests.filter((a) => !(a.ticketId === ticket.id && a.attachmentId === id));
        return extras.ticketGuests.length < before;
      },
    },
    addUpdate: {
      needsObject: true,
      run: (context) => {
        const update = structArgument(context, 0, 'an update struct { entry }');
        const entry = entryOf(update.entry, `${context.service}::addUpdate entry`);
        const created = addUpdate(context, objectOf<FakeTicket>(context), entry);
        return output(context, created, 'TicketUpdate');
      },
    },
  },
};

/** The `Vendor_Ticket_Subject` service (filters apply to the subjects directly, or under `ticketSubjects`). */
export const ticketSubjectService: ServiceSpec = {
  type: 'TicketSubject',
  collection: (data) => data.ticketSubjects,
  methods: {
    getAllObjects: {
      run: (context) =>
        listResult(context, context.data.ticketSubjects, 'TicketSubject', ['ticketSubjects'], true),
    },
  },
};
