/**
 * `svc account …`: the account, on `AccountManager`.
 *
 * @module
 */

import type { AccountManager } from '@svclib/managers';

import { col } from '../output.js';
import type { GroupSpec } from '../spec.js';
import { defined, objectOf } from './common.js';

/** The `svc account` group. @example `GROUPS.find((g) => g.name === 'account')` */
export const ACCOUNT_GROUP: GroupSpec<AccountManager> = {
  name: 'account',
  summary: 'The account: detail and summary',
  manager: (m, client) => new m.AccountManager(client),
  commands: [
    {
      name: 'detail',
      summary: 'Show the account (company name, contact)',
      example: 'svc account detail --format json',
      options: [{ flags: '--mask <mask>', description: 'object mask replacing the default' }],
      run: async (account, _args, o) =>
        objectOf(await account.getAccount(defined({ mask: o.mask })), [
          col('id'), col('company', 'companyName'), col('first_name', 'firstName'), col('last_name', 'lastName'),
          col('email'), col('city'), col('state'), col('country'),
        ]),
    },
    {
      name: 'summary',
      summary: 'Count servers, tickets, users and DNS zones of the account',
      example: 'svc account summary',
      run: async (account) =>
        objectOf(await account.getSummary(), [
          col('id'), col('company', 'companyName'), col('virtual_servers', 'virtualGuestCount'),
          col('hardware', 'hardwareCount'), col('tickets', 'ticketCount'), col('open_tickets', 'openTicketCount'),
          col('users', 'userCount'), col('dns_zones', 'domainCount'),
        ]),
    },
  ],
};
