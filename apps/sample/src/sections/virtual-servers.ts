/**
 * Section 2: `VirtualServerManager.listInstances` with a domain filter.
 *
 * @module
 */

import { VirtualServerManager } from '@svclib/managers';

import { cell, listAnswer, nested, OddAnswerError } from '../answers.js';
import type { SampleContext, Section } from '../context.js';

/** Rows shown at most; the rest are counted. */
const SHOWN = 8;

/**
 * Section 2: picks the domain of the account's first virtual server, then lists the servers in that
 * domain with `new VirtualServerManager(client).listInstances({ domain })`.
 *
 * @example
 * ```ts
 * await virtualServersSection.run(context);
 * ```
 */
export const virtualServersSection: Section = {
  title: 'Virtual servers — VirtualServerManager.listInstances({ domain })',
  async run({ client, printer, signal }: SampleContext): Promise<void> {
    const [first] = listAnswer(await client.call('Account', 'getVirtualGuests', { mask: 'id, domain', limit: 1, signal }), 'Account.getVirtualGuests');
    if (first !== undefined && typeof first.domain !== 'string') throw new OddAnswerError('Account.getVirtualGuests', 'a server with a domain name', first.domain);
    const domain = first?.domain as string | undefined;
    if (domain === undefined) {
      printer.line('The account has no virtual servers: nothing to filter.');
      return;
    }
    const manager = new VirtualServerManager(client);
    printer.line(`call: new VirtualServerManager(client).listInstances({ domain: '${domain}' })`);
    printer.line();
    const guests = listAnswer(await manager.listInstances({ domain, signal }), 'VirtualServerManager.listInstances');
    printer.table(
      [
        { header: 'id', align: 'right' },
        { header: 'hostname' },
        { header: 'domain' },
        { header: 'cpus', align: 'right' },
        { header: 'memory', align: 'right' },
        { header: 'datacenter' },
        { header: 'public ip' },
        { header: 'power' },
      ],
      guests
        .slice(0, SHOWN)
        .map((guest) => [
          cell(guest.id),
          cell(guest.hostname),
          cell(guest.domain),
          cell(guest.maxCpu),
          cell(guest.maxMemory),
          cell(nested(guest.datacenter)?.name),
          cell(guest.primaryIpAddress),
          cell(nested(guest.powerState)?.name ?? nested(guest.powerState)?.keyName),
        ]),
    );
    const others = guests.filter((guest) => guest.domain !== domain).length;
    const more = guests.length > SHOWN ? `, first ${SHOWN} shown` : '';
    printer.line(`${guests.length} servers in domain ${domain}${more}${others > 0 ? ` (${others} NOT in it!)` : ''}`);
  },
};
