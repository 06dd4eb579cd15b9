/**
 * Section 9: the error path — faults arrive as typed errors.
 *
 * @module
 */

import { Client, ServiceAPIError, Unauthenticated } from '@svclib/core';

import type { SampleContext, Section } from '../context.js';
import { describeError } from '../describe-error.js';

/**
 * An id no ticket has.
 *
 * @example
 * ```ts
 * await client.call('Ticket', 'getObject', { id: MISSING_TICKET_ID }); // rejects: ObjectNotFound
 * ```
 */
export const MISSING_TICKET_ID = 999_999_999;

async function expectFailure(
  printer: SampleContext['printer'],
  label: string,
  call: () => Promise<unknown>,
  check: (error: unknown) => boolean,
): Promise<void> {
  try {
    await call();
    printer.line(`${label}\n  → no error (unexpected)`);
  } catch (error) {
    printer.line(label);
    printer.line(`  → ${describeError(error)}`);
    if (!check(error)) throw error;
  }
}

/**
 * Section 9: a `getObject` on a missing ticket id (a fault: `ServiceAPIError(<fault code>): …`), a
 * call with a wrong API key (`Unauthenticated`), and a misspelt call option (a `TypeError` raised
 * before any request is sent).
 *
 * @example
 * ```ts
 * await errorsSection.run(context);
 * ```
 */
export const errorsSection: Section = {
  title: 'Errors — faults as typed errors',
  async run({ client, printer, username, endpointUrl, timeout, signal }: SampleContext): Promise<void> {
    await expectFailure(
      printer,
      `client.call('Ticket', 'getObject', { id: ${MISSING_TICKET_ID} })`,
      () => client.call('Ticket', 'getObject', { id: MISSING_TICKET_ID, signal }),
      (error) => error instanceof ServiceAPIError,
    );
    const wrongKey = 'not-the-right-key-0000';
    printer.addSecret(wrongKey);
    const badClient = new Client({ username, apiKey: wrongKey, endpointUrl, timeout });
    await expectFailure(
      printer,
      `new Client({ username: '${username}', apiKey: '<a wrong key>' }).call('Account', 'getObject')`,
      () => badClient.call('Account', 'getObject', { signal }),
      (error) => error instanceof Unauthenticated,
    );
    const misspelt: Record<string, unknown> = { maks: 'id' };
    await expectFailure(
      printer,
      `client.call('Account', 'getObject', { maks: 'id' })   // misspelt option`,
      () => client.call('Account', 'getObject', misspelt),
      (error) => error instanceof TypeError,
    );
  },
};
