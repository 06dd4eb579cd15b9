/**
 * Section 10: the same calls over both wire formats — XML-RPC and REST — and bearer-token
 * authentication.
 *
 * @module
 */

import { BearerAuthentication, Client, totalItems } from '@svclib/core';
import { type TransportName } from '@svclib/core/wire';

import { cell, idAnswer, listAnswer, recordAnswer } from '../answers.js';
import type { SampleContext, Section } from '../context.js';
import { formatMs } from '../format.js';

/** What one transport answered, and how long it took. */
interface Outcome {
  transport: TransportName;
  endpoint: string;
  companyName: string;
  ids: number[];
  total: number | undefined;
  ms: number;
}

/**
 * Section 10: `new Client({ transport: 'xmlrpc' })` and `new Client({ transport: 'rest' })` read the
 * account and a page of 100 virtual servers; both must answer the same. Against the fake server, a
 * `BearerAuthentication` client then calls over each transport with a token the server issued, and
 * gets a new one through `refresh` once the first is expired.
 *
 * @example
 * ```ts
 * await transportsSection.run(context);
 * ```
 */
export const transportsSection: Section = {
  title: 'Transports — the same calls over XML-RPC and REST; bearer tokens',
  async run(context: SampleContext): Promise<void> {
    const { printer, username, apiKey, timeout, signal } = context;
    const endpoints: Record<TransportName, string | undefined> = { xmlrpc: context.endpointUrl, rest: context.restEndpointUrl };
    const outcomes: Outcome[] = [];
    for (const transport of ['xmlrpc', 'rest'] as const) {
      const endpoint = endpoints[transport];
      if (endpoint === undefined) continue;
      const client = new Client({ username, apiKey, endpointUrl: endpoint, timeout, transport });
      const started = performance.now();
      const account = recordAnswer(await client.call('Account', 'getObject', { mask: 'companyName', signal }), `Account.getObject over ${transport}`);
      const answer: unknown = await client.call('Account', 'getVirtualGuests', { mask: 'id', limit: 100, signal });
      const page = listAnswer(answer, `Account.getVirtualGuests over ${transport}`);
      const ids = page.map((guest) => idAnswer(guest.id, `Account.getVirtualGuests over ${transport}`));
      outcomes.push({ transport, endpoint, companyName: String(cell(account.companyName) ?? '-'), ids, total: totalItems(answer), ms: performance.now() - started });
    }
    printer.line("new Client({ transport: 'xmlrpc' | 'rest' }) — account and the first 100 virtual servers:");
    printer.table(
      [{ header: 'transport' }, { header: 'endpoint' }, { header: 'company' }, { header: 'servers', align: 'right' }, { header: 'total', align: 'right' }, { header: 'time', align: 'right' }],
      outcomes.map((outcome) => [outcome.transport, outcome.endpoint, outcome.companyName, outcome.ids.length, outcome.total ?? '?', formatMs(outcome.ms)]),
    );
    const [first, second] = outcomes;
    if (first !== undefined && second !== undefined) {
      const same = first.companyName === second.companyName && first.ids.join() === second.ids.join() && first.total === second.total;
      if (!same) throw new Error('XML-RPC and REST answered differently');
      printer.line('Both transports answered the same.');
    }

    const { issueAccessToken, expireAccessToken } = context;
    if (issueAccessToken === undefined || expireAccessToken === undefined) return;
    printer.line();
    let token = issueAccessToken();
    let refreshes = 0;
    const auth = new BearerAuthentication(token, {
      refresh: () => {
        refreshes += 1;
        token = issueAccessToken();
        return token;
      },
    });
    printer.line(`auth: ${String(auth)} (Authorization: Bearer …, the token is never shown)`);
    for (const transport of ['xmlrpc', 'rest'] as const) {
      const endpoint = endpoints[transport];
      if (endpoint === undefined) continue;
      const client = new Client({ auth, endpointUrl: endpoint, timeout, transport });
      expireAccessToken(token);
      const account = recordAnswer(await client.call('Account', 'getObject', { mask: 'companyName', signal }), `Account.getObject over ${transport} (bearer)`);
      printer.line(`${transport.padEnd(6)} ${String(cell(account.companyName) ?? '-')} — the expired token was refreshed (${String(refreshes)} refresh so far)`);
    }
  },
};
