/**
 * `Vendor_Billing_Item` (`cancelItem`: a cancellation ticket and request, the billing item gone),
 * `Vendor_Billing_Item_Cancellation_Request`, `Vendor_Billing_Order` and `Vendor_Billing_Order_Quote`.
 *
 * @module
 */
import { FAKE_ACCOUNT_ID } from '../constants.js';
import { invalidParameters } from '../fake-fault.js';
import { ID_BASE, isoDate } from '../generate.js';
import { orderingListService, orderingState, publicQuote, type FakeQuote } from '../ordering-state.js';
import type { FakeHardware, FakeTicket } from '../records.js';
import type { AnyRecord } from '../record-types.js';
import { objectOf, output, structArgument, type CallContext, type ServiceSpec } from '../service-spec.js';
import { describe } from '../values.js';
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

/** The `Vendor_Billing_Item` service: the billing items of hardware servers. */
export const billingItemService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => data.hardware.flatMap((server) => (server.billingItem ? [server.billingItem as unknown as AnyRecord] : [])),
  methods: {
    cancelItem: {
      needsObject: true,
      run: (context) => {
        const item = objectOf(context);
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
        const server = serverOf(context, item);
        if (!server) throw invalidParameters(`${context.service}::cancelItem: billing item ${String(item.id)} cannot be cancelled.`);
        const ticket = cancellationTicket(context, server, reason, note, immediate);
        const state = orderingState(context.data);
        const user = context.currentUser;
        state.cancellations.push({
          id: state.nextId('cancellation'), itemCount: 1, ticketId: ticket.id, createDate: ticket.createDate, modifyDate: ticket.createDate,
          status: { id: 1, name: 'Pending' },
          ticket: { id: ticket.id, assignedUserId: ticket.assignedUserId, serviceProviderResourceId: server.id },
          user: { id: user?.id, firstName: user?.firstName, lastName: user?.lastName },
        });
        server.openCancellationTicket = { id: ticket.id };
        delete server.billingItem;
        return true;
      },
    },
  },
};

/** The `Vendor_Billing_Item_Cancellation_Request` service. */
export const cancellationRequestService: ServiceSpec = orderingListService((state) => state.cancellations, 'getAllCancellationRequests');

/** The `Vendor_Billing_Order` service: placed orders. */
export const billingOrderService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => orderingState(data).orders as unknown as AnyRecord[],
  methods: {},
};

/** A quote as the API shows it (without the stored container). */
export function quoteOutput(context: CallContext, quote: FakeQuote): AnyRecord {
  return output(context, publicQuote(quote) as AnyRecord, 'Generic');
}

/** A quote method that changes its status and answers with the quote. */
function setStatus(status: string): ServiceSpec['methods'][string] {
  return {
    needsObject: true,
    run: (context) => {
      const quote = objectOf(context) as unknown as FakeQuote;
      quote.status = status;
      return quoteOutput(context, quote);
    },
  };
}

/** The `Vendor_Billing_Order_Quote` service. */
export const quoteService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => orderingState(data).quotes as unknown as AnyRecord[],
  methods: {
    getObject: { needsObject: true, run: (context) => quoteOutput(context, objectOf(context) as unknown as FakeQuote) },
    saveQuote: setStatus('SAVED'),
    deleteQuote: setStatus('DELETED'),
    getRecalculatedOrderContainer: {
      needsObject: true,
      run: (context) => structuredClone((objectOf(context) as unknown as FakeQuote).container),
    },
    verifyOrder: {
      needsObject: true,
      run: (context) => verifyContainer(context, structArgument(context, 0, 'an order container'), `${context.service}::verifyOrder`),
    },
    placeOrder: {
      needsObject: true,
      run: (context) => {
        const receipt = placeContainer(context, structArgument(context, 0, 'an order container'), `${context.service}::placeOrder`);
        (objectOf(context) as unknown as FakeQuote).status = 'ORDERED';
        return receipt;
      },
    },
  },
};
