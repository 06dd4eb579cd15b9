/**
 * Section 7: creating an hourly virtual server with `VirtualServerManager.createInstance`.
 *
 * @module
 */

import { VirtualServerManager } from '@svclib/managers';

import { cell, listAnswer, recordAnswer } from '../answers.js';
import type { SampleContext, Section } from '../context.js';

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
    const created = recordAnswer(await manager.createInstance({ ...template, signal }), 'VirtualServerManager.createInstance');
    printer.line();
    printer.fields([
      ['id', cell(created.id)],
      ['hostname', cell(created.fullyQualifiedDomainName) ?? `${String(cell(created.hostname) ?? '?')}.${String(cell(created.domain) ?? '?')}`],
      ['cpus', cell(created.startCpus) ?? cell(created.maxCpu)],
      ['memory', cell(created.maxMemory)],
      ['hourly billing', String(cell(created.hourlyBillingFlag) ?? '-')],
    ]);
    const found = listAnswer(await manager.listInstances({ hostname, signal }), 'VirtualServerManager.listInstances');
    printer.line();
    printer.line(
      found.some((guest) => guest.id === created.id)
        ? `listInstances({ hostname: '${hostname}' }) finds it: id ${String(cell(created.id) ?? '?')}`
        : `WARNING: listInstances({ hostname: '${hostname}' }) does not find the new server`,
    );
  },
};
