/**
 * Section 8: a 2.x-style call through `@svclib/compat-v2`, with its deprecation warning.
 *
 * @module
 */

import { Client as LegacyClient } from '@svclib/compat-v2';

import { recordAnswer } from '../answers.js';
import type { SampleContext, Section } from '../context.js';

/**
 * Section 8: `new Client({ serviceName: 'Account', username, apiKey, endpointUrl })` from
 * `@svclib/compat-v2`, `setObjectMask('mask[companyName]')`, `await client.getObject()`. The
 * `DeprecationWarning` it emits is caught with a `process` `'warning'` listener and printed here,
 * with the 3.x replacement it names; Node also prints it on stderr, as it would for your code.
 * The warning is emitted once per process, so a second run in one process shows none.
 *
 * @example
 * ```ts
 * await compatV2Section.run(context);
 * ```
 */
export const compatV2Section: Section = {
  title: '2.x compatibility — @svclib/compat-v2',
  async run({ printer, username, apiKey, endpointUrl }: SampleContext): Promise<void> {
    const warnings: Error[] = [];
    const onWarning = (warning: Error): void => {
      if (warning.name === 'DeprecationWarning') warnings.push(warning);
    };
    process.on('warning', onWarning);
    let company: string | undefined;
    try {
      printer.line(`code:   const client = new Client({ serviceName: 'Account', username, apiKey, endpointUrl });`);
      printer.line(`        client.setObjectMask('mask[companyName]');`);
      printer.line(`        await client.getObject();`);
      const client = new LegacyClient({ serviceName: 'Account', username, apiKey, endpointUrl });
      client.setObjectMask('mask[companyName]');
      // 2.x code calls remote methods as properties of the client; under `noUncheckedIndexedAccess`
      // TypeScript types such a property as possibly undefined, hence the `!`.
      const account = recordAnswer(await client.getObject!(), 'Account.getObject (2.x client)');
      company = typeof account.companyName === 'string' ? account.companyName : undefined;
      // Warnings are delivered on the next tick; let them arrive.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    printer.line(`result: companyName ${company ?? '-'}`);
    printer.line();
    if (warnings.length === 0) {
      printer.line('no DeprecationWarning this time (each is emitted once per process)');
      return;
    }
    printer.line(`${warnings.length} DeprecationWarning(s), each naming the 3.x replacement (Node also prints them on stderr):`);
    for (const warning of warnings) {
      const code = (warning as Error & { code?: unknown }).code;
      printer.line(`  DeprecationWarning${typeof code === 'string' ? ` [${code}]` : ''}: ${warning.message}`);
    }
  },
};
