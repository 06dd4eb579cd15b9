/**
 * Section 2: `VirtualServerManager.listInstances` with a domain filter.
 *
 * @module
 */

import { VirtualServerManager } from '@svclib/managers';

import type { SampleContext, Section } from '../context.js';

/** Rows shown at most; the rest are counted. */
const SHOWN = 8;

interface Guest {
  id?: number;
  hostname?: string;
  domain?: string;
  maxCpu?: number;
  maxMemory?: number;
  primaryIpAddress?: string;
  datacenter?: { name?: string };
  powerState?: { name?: string; keyName?: string };
}

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
    const [first] = await client.call('Account', 'getVirtualGuests', { mask: 'id, domain', limit: 1, signal });
    const domain = first?.domain;
    if (domain === undefined) {
      printer.line('The account has no virtual servers: nothing to filter.');
      return;
    }
    const manager = new VirtualServerManager(client);
    printer.line(`call: new VirtualServerManager(client).listInstances({ domain: '${domain}' })`);
    printer.line();
    const guests = (await manager.listInstances({ domain, signal })) as Guest[];
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
          guest.id,
          guest.hostname,
          guest.domain,
          guest.maxCpu,
          guest.maxMemory,
          guest.datacenter?.name,
          guest.primaryIpAddress,
          guest.powerState?.name ?? guest.powerState?.keyName,
        ]),
    );
    const others = guests.filter((guest) => guest.domain !== domain).length;
    const more = guests.length > SHOWN ? `, first ${SHOWN} shown` : '';
    printer.line(`${guests.length} servers in domain ${domain}${more}${others > 0 ? ` (${others} NOT in it!)` : ''}`);
  },
};
