/**
 * Section 1: the account record through `Account.getObject` with an object mask, and the XML-RPC
 * request that carried it.
 *
 * @module
 */

import { Client, createRecordingTransport } from '@svclib/core';
import { headerStruct } from '@svclib/core/wire';
import { encodeMethodCall } from '@svclib/xmlrpc';

import { cell, recordAnswer } from '../answers.js';
import type { SampleContext, Section } from '../context.js';
import type { Cell } from '../format.js';
import { indentXml } from '../indent-xml.js';

/**
 * The account fields the section asks for (a mask of local properties).
 *
 * @example
 * ```ts
 * await client.call('Account', 'getObject', { mask: ACCOUNT_MASK });
 * ```
 */
export const ACCOUNT_MASK = 'id, companyName, firstName, lastName, email, city, country';

/**
 * Section 1: `client.call('Account', 'getObject', { mask })` and the account's fields. The call
 * goes through core's recording transport, whose redacted record of the request is re-encoded with
 * `@svclib/xmlrpc`'s `encodeMethodCall` to show the XML-RPC body (its header struct derived from
 * the record with `headerStruct`; the API key appears as `[REDACTED]`).
 *
 * @example
 * ```ts
 * await accountSection.run(context);
 * ```
 */
export const accountSection: Section = {
  title: 'Account — Account.getObject with a mask',
  async run({ printer, username, apiKey, endpointUrl, timeout, signal }: SampleContext): Promise<void> {
    const recorder = createRecordingTransport();
    const client = new Client({ username, apiKey, endpointUrl, timeout, transport: recorder.transport });
    printer.line(`client: ${String(client)}`);
    printer.line(`call:   client.call('Account', 'getObject', { mask: '${ACCOUNT_MASK}' })`);
    printer.line();
    const account = recordAnswer(await client.call('Account', 'getObject', { mask: ACCOUNT_MASK, signal }), 'Account.getObject');
    const pairs: [string, Cell][] = ACCOUNT_MASK.split(',')
      .map((name) => name.trim())
      .filter((name) => Object.prototype.hasOwnProperty.call(account, name))
      .map((name) => [name, cell(account[name])]);
    printer.fields(pairs);

    const [record] = recorder.records;
    if (record === undefined) return;
    const { request } = record;
    printer.line();
    printer.line(`on the wire (recording transport, re-encoded with @svclib/xmlrpc; ${record.durationMs.toFixed(1)} ms):`);
    printer.line(`POST ${request.endpoint}/${request.service}`);
    printer.line(indentXml(encodeMethodCall(request.method, [{ headers: headerStruct(request) }, ...request.args])));
  },
};
