/**
 * Section 3: tickets created in a date range (`betweenDate`), with a dotted mask.
 *
 * @module
 */

import { betweenDate, buildFilter } from '@svclib/managers';

import { cell, listAnswer, nested, records } from '../answers.js';
import type { SampleContext, Section } from '../context.js';
import { formatDate } from '../format.js';

/**
 * The mask of the ticket listing: local fields plus a dotted relation.
 *
 * @example
 * ```ts
 * await client.call('Account', 'getTickets', { mask: TICKET_MASK });
 * ```
 */
export const TICKET_MASK = 'id, title, createDate, attachedHardware.datacenter';

/** How far back the listing looks on a real endpoint. */
const DAYS = 90;

/**
 * The range the fake server's seeded tickets fall into partly (they are created from 2024-01-01,
 * one every 53 hours), so the filter visibly leaves some out.
 *
 * @example
 * ```ts
 * const filter = buildFilter({ 'tickets.createDate': betweenDate(...FAKE_TICKET_RANGE) });
 * ```
 */
export const FAKE_TICKET_RANGE: readonly [Date, Date] = [
  new Date(Date.UTC(2024, 0, 1)),
  new Date(Date.UTC(2024, 0, 10, 23, 59, 59)),
];

/** The date range of the listing: fixed on the fake server, the last {@link DAYS} days elsewhere. */
function ticketRange(fake: boolean): readonly [Date, Date] {
  if (fake) return FAKE_TICKET_RANGE;
  const end = new Date();
  return [new Date(end.getTime() - DAYS * 24 * 60 * 60 * 1000), end];
}

/**
 * Section 3: `Account.getTickets` with the filter `buildFilter({ 'tickets.createDate':
 * betweenDate(start, end) })` and the mask {@link TICKET_MASK}. The range is
 * {@link FAKE_TICKET_RANGE} on the fake server and the last 90 days on a real endpoint.
 *
 * @example
 * ```ts
 * await ticketsSection.run(context);
 * ```
 */
export const ticketsSection: Section = {
  title: 'Tickets — created in a date range, with attachedHardware.datacenter',
  async run({ client, printer, fake, signal }: SampleContext): Promise<void> {
    const [start, end] = ticketRange(fake);
    const filter = buildFilter({ 'tickets.createDate': betweenDate(start, end) });
    printer.line(`range:  ${formatDate(start)} .. ${formatDate(end)} (UTC)`);
    printer.line(`filter: ${JSON.stringify(filter)}`);
    printer.line(`mask:   ${TICKET_MASK}`);
    printer.line();
    const tickets = listAnswer(await client.call('Account', 'getTickets', { filter, mask: TICKET_MASK, signal }), 'Account.getTickets');
    printer.table(
      [
        { header: 'id', align: 'right' },
        { header: 'created' },
        { header: 'title', maxWidth: 40 },
        { header: 'attached hardware @ datacenter', maxWidth: 48 },
      ],
      tickets.map((ticket) => [
        cell(ticket.id),
        formatDate(ticket.createDate),
        cell(ticket.title),
        records(ticket.attachedHardware)
          .map((hardware) => `${String(cell(hardware.hostname) ?? '?')} @ ${String(cell(nested(hardware.datacenter)?.name) ?? '?')}`)
          .join(', '),
      ]),
    );
    printer.line(`${tickets.length} tickets created between ${formatDate(start)} and ${formatDate(end)}`);
  },
};
