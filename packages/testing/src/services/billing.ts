/**
 * `Vendor_Billing_Item` over every billing item of the account (servers, VLANs, portable subnets,
 * global IPs): `cancelService` marks an item cancelled (once only); `cancelItem` of a hardware
 * server's item opens a cancellation ticket and request and removes the billing item, of any other
 * item marks it cancelled.
 * `Vendor_Billing_Item_Cancellation_Request`, `Vendor_Billing_Order` and `Vendor_Billing_Order_Quote`.
 *
 * @module
 */
import { FAKE_ACCOUNT_ID } from '../data/constants.js';
import type { Dataset } from '../data/dataset.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { ID_BASE, isoDate } from '../data/generate.js';
import { orderingListService, orderingState, publicQuote, type FakeQuote } from '../data/ordering-state.js';
import type { FakeHardware, FakeTicket } from '../data/records.js';
import type { AnyRecord } from '../data/record-types.js';
import { objectOf, output, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe } from '../engine/values.js';
import { placeContainer, verifyContainer } from './product.js';

/** Reads a boolean argument given as a boolean or 0/1. */
function booleanArgument(context: CallContext, index: number, what: string): boolean {
  const value = context.args[index];
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  throw invalidParameters(`${context.service}::${context.method} expects ${what} as argument ${index + 1} (a boolean), got ${describe(value)}.`);
}

/** The hardware server a billing item belongs to. */
function serverOf(context: CallContext, item: AnyRecord): FakeHardware | undefined {
  return context.data.hardware.find((server) => (server.billingItem as object | undefined) === item);
}

/** Opens the cancellation ticket of a server. */
function cancellationTicket(context: CallContext, server: FakeHardware, reason: string, note: string, immediate: boolean): FakeTicket {
  const data = context.data;
  const user = context.currentUser ?? data.users[0]!;
  const id = data.nextId('ticket', data.tickets, ID_BASE.ticket);
  const now = isoDate(Date.now());
  const ticket: FakeTicket = {
    id,
    title: `Cancellation of ${server.fullyQualifiedDomainName}`,
    accountId: FAKE_ACCOUNT_ID,
    createDate: now,
    modifyDate: now,
    lastEditDate: now,
    serviceProviderResourceId: String(server.id),
    statusId: 1001,
    subjectId: 1001,
    priority: immediate ? 1 : 3,
    assignedUserId: user.id,
    status: { id: 1001, name: 'Open' },
    updates: [{
      id: data.nextId('ticketUpdate', data.tickets.flatMap((t) => t.updates), ID_BASE.ticketUpdate),
      ticketId: id,
      entry: `Cancel ${immediate ? 'immediately' : 'at the end of the billing cycle'}. Reason: ${reason}. ${note}`.trim(),
      createDate: now,
      editorType: 'USER',
    }],
    assignedUser: user,
    attachedHardware: [server],
  };
  data.tickets.push(ticket);
  return ticket;
}

/** Every billing item of the account. */
function billingItems(data: Dataset): AnyRecord[] {
  const owners: Array<{ billingItem?: unknown }> = [
    ...data.virtualGuests, ...data.hardware, ...data.networkVlans, ...data.subnets, ...data.globalIpRecords,
  ];
  return owners.map((owner) => owner.billingItem).filter((item): item is AnyRecord => item !== undefined && item !== null);
}

/** Marks the billing item of the call cancelled; an item is cancelled once only. */
function markCancelled(context: CallContext): true {
  const item = objectOf(context);
  if (typeof item.cancellationDate === 'string') {
    throw invalidParameters(`${context.service}::${context.method}: billing item ${String(item.id)} is already cancelled.`);
  }
  item.cancellationDate = isoDate(Date.now());
  return true;
}

/** Checks the optional arguments of `cancelItem` on an item that is not a hardware server's. */
function checkOptionalArguments(context: CallContext): void {
  const [immediate, associated, reason, note] = context.args;
  const checks: Array<[unknown, string, string]> = [
    [immediate, 'boolean', 'cancelImmediately (argument 1)'],
    [associated, 'boolean', 'cancelAssociatedBillingItems (argument 2)'],
    [reason, 'string', 'reason (argument 3)'],
    [note, 'string', 'customerNote (argument 4)'],
  ];
  for (const [value, type, what] of checks) {
    if (value !== undefined && value !== null && typeof value !== type && !(type === 'boolean' && (value === 0 || value === 1))) {
      throw invalidParameters(`${context.service}::cancelItem expects ${what} as a ${type}, got ${describe(value)}.`);
    }
  }
}

/** `cancelItem` of a hardware server's billing item: a ticket and a cancellation request, the item removed. */
function cancelServer(context: CallContext, server: FakeHardware): true {
  const immediate = booleanArgument(context, 0, 'cancelImmediately');
  booleanArgument(context, 1, 'cancelAssociatedBillingItems');
  const reason = context.args[2];
  const note = context.args[3] ?? '';
  if (typeof reason !== 'string' || reason === '') {
    throw invalidParameters(`${context.service}::cancelItem expects a reason as argument 3 (a non-empty string), got ${describe(reason)}.`);
  }
  if (typeof note !== 'string') {
    throw invalidParameters(`${context.service}::cancelItem expects a note as argument 4 (a string), got ${describe(note)}.`);
  }
  const ticket = cancellationTicket(context, server, reason, note, immediate);
  const state = orderingState(context.data);
  const user = context.currentUser;
  state.cancellations.push({
    id: state.nextId('cancellation'), itemCount: 1, ticketId: ticket.id, createDate: ticket.createDate, modifyDate: ticket.createDate,
    status: { id: 1, name: 'Pending' },
    ticket: { id: ticket.id, assignedUserId: ticket.assignedUserId, serviceProviderResourceId: String(server.id) },
    user: { id: user?.id, firstName: user?.firstName, lastName: user?.lastName },
  });
  server.openCancellationTicket = { id: ticket.id };
  delete server.billingItem;
  return true;
}

/** The `Vendor_Billing_Item` service: every billing item of the account. */
export const billingItemService: ServiceSpec = {
  type: 'Generic',
  collection: billingItems,
  methods: {
    cancelService: { needsObject: true, run: markCancelled },
    cancelItem: {
      needsObject: true,
      run: (context) => {
        const item = objectOf(context);
        const server = serverOf(context, item);
        if (server) return cancelServer(context, server);
        checkOptionalArguments(context);
        return markCancelled(context);
      },
    },
  },
};

/** The `Vendor_Billing_Item_Cancellation_Request` service. */
export const cancellationRequestService: ServiceSpec = orderingListService((state) => state.cancellations, 'getAllCancellationRequests');

/** The `Vendor_Billing_Order` service: placed orders. */
export const billingOrderService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => orderingState(data).orders,
  methods: {},
};

/** A quote as the API shows it (without the stored container). */
export function quoteOutput(context: CallContext, quote: FakeQuote): AnyRecord {
  return output(context, publicQuote(quote), 'Generic');
}

/** A quote method that changes its status and answers with the quote. */
function setStatus(status: string): ServiceSpec['methods'][string] {
  return {
    needsObject: true,
    run: (context) => {
      const quote = objectOf<FakeQuote>(context);
      quote.status = status;
      return quoteOutput(context, quote);
    },
  };
}

/** The `Vendor_Billing_Order_Quote` service. */
export const quoteService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => orderingState(data).quotes,
  methods: {
    getObject: { needsObject: true, run: (context) => quoteOutput(context, objectOf<FakeQuote>(context)) },
    saveQuote: setStatus('SAVED'),
    deleteQuote: setStatus('DELETED'),
    getRecalculatedOrderContainer: {
      needsObject: true,
      run: (context) => structuredClone((objectOf<FakeQuote>(context)).container),
    },
    verifyOrder: {
      needsObject: true,
      run: (context) => verifyContainer(context, structArgument(context, 0, 'an order container'), `${context.service}::verifyOrder`),
    },
    placeOrder: {
      needsObject: true,
      run: (context) => {
        const receipt = placeContainer(context, structArgument(context, 0, 'an order container'), `${context.service}::placeOrder`);
        (objectOf<FakeQuote>(context)).status = 'ORDERED';
        return receipt;
      },
    },
  },
};
