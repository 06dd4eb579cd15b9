/**
 * `svc user …`: customer users, on `UserManager`.
 *
 * @module
 */

import type { UserManager } from '@svclib/managers';

import { UsageError } from '../errors.js';
import { col } from '../output.js';
import type { Column } from '../output.js';
import { idOrName } from '../parse.js';
import type { GroupSpec } from '../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from './common.js';

const USER_COLUMNS: readonly Column[] = [
  col('id'), col('username'), col('email'), col('display_name', 'displayName'), col('status', 'userStatus.name'),
];

const USER_DETAIL: readonly Column[] = [
  ...USER_COLUMNS,
  col('first_name', 'firstName'), col('last_name', 'lastName'), col('company', 'companyName'), col('created', 'createDate'),
];

/** The `svc user` group. @example `GROUPS.find((g) => g.name === 'user')` */
export const USER_GROUP: GroupSpec<UserManager> = {
  name: 'user',
  summary: 'Customer users: list, detail, whoami, edit',
  manager: (m, client) => new m.UserManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List the users of the account',
      example: 'svc user list --columns id,username,email',
      options: [
        { flags: '--username <name>', description: 'user name (wildcards allowed)' },
        { flags: '--email <address>', description: 'email address (wildcards allowed)' },
        ...PAGING,
      ],
      run: async (users, _args, o, context) =>
        listOf(await context.collect(users.iterUsers(defined({ username: o.username, email: o.email, ...paging(o) })), 'users'),
          USER_COLUMNS),
    },
    {
      name: 'detail',
      summary: 'Show a user (by id or user name)',
      example: 'svc user detail demo',
      args: ['<id>'],
      run: async (users, [id]) => objectOf(await users.getUser(idOrName(id)), USER_DETAIL),
    },
    {
      name: 'whoami',
      summary: 'Show the user these credentials belong to',
      example: 'svc user whoami',
      run: async (users) => objectOf(await users.getCurrentUser(), USER_DETAIL),
    },
    {
      name: 'edit',
      summary: "Change a user's name, email or company",
      example: 'svc user edit demo --email ops@example.com',
      args: ['<id>'],
      options: [
        { flags: '--first-name <name>', description: 'first name' },
        { flags: '--last-name <name>', description: 'last name' },
        { flags: '--email <address>', description: 'email address' },
        { flags: '--display-name <name>', description: 'display name' },
        { flags: '--company <name>', description: 'company name' },
      ],
      async run(users, [id], o) {
        const changes = defined({
          firstName: o.firstName, lastName: o.lastName, email: o.email, displayName: o.displayName, companyName: o.company,
        });
        if (Object.keys(changes).length === 0) {
          throw new UsageError('nothing to change: give at least one of --first-name, --last-name, --email, --display-name, --company');
        }
        return message(`Edited user ${id}.`, await users.editUser(idOrName(id), changes));
      },
    },
  ],
};
