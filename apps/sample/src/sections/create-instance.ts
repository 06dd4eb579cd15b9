/**
 * Section 7: creating an hourly virtual server with `VirtualServerManager.createInstance`.
 *
 * @module
 */

import { VirtualServerManager } from '@svclib/managers';

import type { SampleContext, Section } from '../context.js';

interface Guest {
  id?: number;
  hostname?: string;
  domain?: string;
  fullyQualifiedDomainName?: string;
  startCpus?: number;
  maxCpu?: number;
  maxMemory?: number;
  hourlyBillingFlag?: boolean | string;
  datacenter?: { name?: string };
}

/**
 * Section 7: `createInstance({ hostname, domain, cpus: 1, memory: 1024, hourly: true, osCode })`,
 * then finds the new server again with `listInstances({ hostname })`. An hourly server on a real
 * endpoint is billable, so there it runs only with `--create`.
 *
 * @example
 * ```ts
 * await createInstanceSection.run(context);
 * ```
 */
export const createInstanceSection: Section = {
  title: 'Create — an hourly virtual server with VirtualServerManager.createInstance',
  async run({ client, printer, allowChanges, fake, signal }: SampleContext): Promise<void> {
    if (!allowChanges) {
      printer.line('skipped: an hourly virtual server on a real endpoint is BILLABLE (pass --create to run it)');
      return;
    }
    if (!fake) printer.line('note: this creates a BILLABLE hourly virtual server; cancel it when done.');
    const hostname = `sample-${Date.now().toString(36)}`;
    const template = { hostname, domain: 'sample.example', cpus: 1, memory: 1024, hourly: true, osCode: 'UBUNTU_LATEST' };
    printer.line(`call: new VirtualServerManager(client).createInstance(${JSON.stringify(template)})`);
    const manager = new VirtualServerManager(client);
    const created = (await manager.createInstance({ ...template, signal })) as Guest;
    printer.line();
    printer.fields([
      ['id', created.id],
      ['hostname', created.fullyQualifiedDomainName ?? `${created.hostname ?? '?'}.${created.domain ?? '?'}`],
      ['cpus', created.startCpus ?? created.maxCpu],
      ['memory', created.maxMemory],
      ['hourly billing', String(created.hourlyBillingFlag ?? '-')],
    ]);
    const found = (await manager.listInstances({ hostname, signal })) as Guest[];
    printer.line();
    printer.line(
      found.some((guest) => guest.id === created.id)
        ? `listInstances({ hostname: '${hostname}' }) finds it: id ${created.id ?? '?'}`
        : `WARNING: listInstances({ hostname: '${hostname}' }) does not find the new server`,
    );
  },
};
