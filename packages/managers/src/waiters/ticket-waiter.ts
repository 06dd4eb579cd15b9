/**
 * Waiting for a support ticket to be answered.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Ticket, Ticket_Update } from '@svclib/model';
import { callApi } from '../manager-support.js';
import { notFound, requireInput, runNamedWaiter, type WaiterSuccess } from './named-waiter.js';
import type { WaiterConfig } from './wait-until.js';

/** The mask of the ticket checks. */
export const TICKET_ANSWER_MASK = 'id, status.name, updates[id, editorType, createDate]';

/**
 * Input of {@link waitUntilTicketAnswered}.
 *
 * @example
 * ```ts
 * const input: TicketWaitInput = { id: 123, afterUpdateId: 4567 };
 * ```
 */
export interface TicketWaitInput {
  /** The ticket's id. */
  id: number;
  /**
   * Only updates newer than this one count (an update's id, e.g. of the update you just added).
   * Default: the newest update written by a customer user (`editorType` `USER`).
   */
  afterUpdateId?: number;
}

const TICKET_INPUT = defineOptions('waitUntilTicketAnswered', {
  id: opt.required(opt.positiveInteger('a positive integer id')),
  afterUpdateId: opt.count('a non-negative integer update id'),
} satisfies SpecFor<TicketWaitInput>, 'input');

/** The update that answers the ticket: newer than the baseline and not written by a customer user. */
function answerOf(ticket: Ticket, afterUpdateId: number | undefined): Ticket_Update | undefined {
  const updates = ticket.updates ?? [];
  const baseline = afterUpdateId ?? Math.max(-1, ...updates.filter((update) => update.editorType === 'USER').map((update) => update.id ?? -1));
  return updates.find((update) => (update.id ?? -1) > baseline && update.editorType !== undefined && update.editorType !== 'USER');
}

/**
 * Waits until a ticket is answered: it has an update newer than `afterUpdateId` (default: newer
 * than the customer's own newest update) written by someone other than a customer user
 * (`editorType` other than `USER`: an employee or an automated update), or its status has changed
 * since the first check (e.g. `Open` → `Closed`). Reads `Ticket.getObject` with
 * {@link TICKET_ANSWER_MASK}; a ticket that does not exist is a failure. Default pacing: 30 s,
 * growing to 5 minutes.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param input - `id`, `afterUpdateId`.
 * @returns The success, with the ticket as last read in `value` (the answer among its `updates`).
 * @throws WaiterError on timeout or when the ticket is not found; the signal's reason when aborted.
 * @example
 * ```ts
 * await tickets.updateTicket(123, 'Still failing after the reboot.');
 * const { reason } = await waitUntilTicketAnswered({ client, maxWaitMs: 24 * 3_600_000 }, { id: 123 });
 * console.log(reason); // e.g. 'ticket 123 has an answer (update 4568, EMPLOYEE)'
 * ```
 */
export async function waitUntilTicketAnswered(config: WaiterConfig, input: TicketWaitInput): Promise<WaiterSuccess<Ticket>> {
  const where = 'waitUntilTicketAnswered';
  requireInput(where, input, '{ id, afterUpdateId? }');
  const { id, afterUpdateId } = TICKET_INPUT.check(input, where);
  // The status at the first check: a later change answers the ticket too.
  let firstStatus: string | undefined;
  let checked = false;
  const statusChanged = (ticket: Ticket): boolean => {
    const status = ticket.status?.name;
    if (!checked) {
      checked = true;
      firstStatus = status;
      return false;
    }
    return status !== firstStatus;
  };
  return runNamedWaiter<Ticket>(where, config, { minDelayMs: 30_000, maxDelayMs: 300_000 }, {
    poll: ({ client, signal }) => callApi<Ticket>(client, 'Ticket', 'getObject', { id, mask: TICKET_ANSWER_MASK, signal }),
    acceptors: [
      {
        state: 'success',
        result: (ticket) => answerOf(ticket, afterUpdateId) !== undefined,
        reason: (ticket: Ticket) => {
          const answer = answerOf(ticket, afterUpdateId)!;
          return `ticket ${id} has an answer (update ${String(answer.id)}, ${String(answer.editorType)})`;
        },
      },
      {
        state: 'success',
        result: statusChanged,
        reason: (ticket: Ticket) => `ticket ${id} changed status from ${firstStatus ?? 'none'} to ${ticket.status?.name ?? 'none'}`,
      },
      { state: 'retry', result: () => true, reason: `ticket ${id} has no answer yet` },
      notFound(`ticket ${id}`),
    ],
  });
}
