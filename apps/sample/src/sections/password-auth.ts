/**
 * Section 6: password authentication — `authenticateWithPassword`, then calls on the token.
 *
 * @module
 */

import { Client } from '@svclib/core';

import { cell, recordAnswer } from '../answers.js';
import type { SampleContext, Section } from '../context.js';

/**
 * Section 6: a client without credentials calls `authenticateWithPassword(username, password)`,
 * which fetches a portal login token (`User_Customer.getPortalLoginToken`) and switches the client
 * to token authentication; a call then runs on the token. The user id is printed, never the token.
 * On a real endpoint it needs `SVC_PASSWORD`.
 *
 * @example
 * ```ts
 * await passwordAuthSection.run(context);
 * ```
 */
export const passwordAuthSection: Section = {
  title: 'Password authentication — authenticateWithPassword, then a call on the token',
  async run({ printer, username, password, endpointUrl, timeout, signal }: SampleContext): Promise<void> {
    if (password === undefined) {
      printer.line('skipped: set SVC_PASSWORD to the portal password of SVC_USERNAME to run it');
      return;
    }
    printer.addSecret(password);
    const client = new Client({ endpointUrl, timeout });
    printer.line(`before: ${String(client)}`);
    printer.line(`call:   client.authenticateWithPassword('${username}', '***')`);
    const [userId, hash] = await client.authenticateWithPassword(username, password);
    printer.addSecret(hash);
    printer.line(`token:  received for user id ${userId} (the token itself is not shown)`);
    printer.line(`after:  ${String(client)}`);
    const account = recordAnswer(await client.call('Account', 'getObject', { mask: 'companyName', signal }), 'Account.getObject');
    printer.line(`call on the token: Account.getObject → companyName ${String(cell(account.companyName) ?? '-')}`);
  },
};
