/**
 * Section 4: adding an update to a ticket by id (`Ticket.addUpdate` with `id`).
 *
 * @module
 */

import { TicketManager } from '@svclib/managers';

import { cell, idAnswer, kindOfAnswer, listAnswer, nested, recordAnswer, records } from '../answers.js';
import type { SampleContext, Section } from '../context.js';
import { formatDate } from '../format.js';

/**
 * Section 4: takes the account's first ticket, calls
 * `client.service('Ticket').call('addUpdate', { id, args: [{ entry }] })`,
 * then reads the ticket back with `TicketManager.getTicket(id)` to show the new update. Changes
 * data, so on a real endpoint it runs only with `--create`.
 *
 * @example
 * ```ts
 * await ticketUpdateSection.run(context);
 * ```
 */
export const ticketUpdateSection: Section = {
  title: 'Ticket update — Ticket.addUpdate by id',
  async run({ client, printer, allowChanges, signal }: SampleContext): Promise<void> {
    if (!allowChanges) {
      printer.line('skipped: adds an update to a real ticket (pass --create to run it)');
      return;
    }
    const [first] = listAnswer(await client.call('Account', 'getTickets', { mask: 'id, title', limit: 1, signal }), 'Account.getTickets');
    if (first === undefined) {
      printer.line('The account has no tickets: nothing to update.');
      return;
    }
    const id = idAnswer(first.id, 'Account.getTickets');
    const entry = `Update from the svclib sample app at ${new Date().toISOString()}`;
    printer.line(`ticket: #${id} ${String(cell(first.title) ?? '')}`.trimEnd());
    printer.line(`call:   client.service('Ticket').call('addUpdate', { id: ${id}, args: [{ entry: '…' }] })`);
    const result: unknown = await client.service('Ticket').call('addUpdate', { id, args: [{ entry }], signal });
    const added = nested(Array.isArray(result) ? (result[0] as unknown) : result);
    printer.line(`result: ${added !== undefined ? `update #${String(cell(added.id) ?? '?')}` : String(cell(result) ?? kindOfAnswer(result))}`);
    printer.line();
    const ticket = recordAnswer(await new TicketManager(client).getTicket(id, { signal }), 'TicketManager.getTicket');
    const updates = records(ticket.updates);
    printer.line(`TicketManager.getTicket(${id}) now has ${updates.length} updates; the latest:`);
    printer.table(
      [{ header: 'update', align: 'right' }, { header: 'created' }, { header: 'entry', maxWidth: 64 }],
      updates.slice(-3).map((update) => [cell(update.id), formatDate(update.createDate), cell(update.entry)]),
    );
    const found = updates.some((update) => update.entry === entry);
    printer.line(found ? 'the new update is there' : 'WARNING: the new update is not in the ticket');
  },
};
