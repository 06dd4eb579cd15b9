/**
 * `svc user create`, `edit`, `edit-details`, `delete` and `apikey`: adding, changing and removing users.
 *
 * @module
 */

import type { NewUserTemplate, UserManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { MASKED_PASSWORD, defined, message, objectOf } from '../common.js';
import { USER_DETAIL } from './shared.js';

/** `User_Customer_Status` id of a user being removed (`CANCEL_PENDING`), as the reference CLI's `user delete` sets it. */
const CANCEL_PENDING_STATUS = 1021;

/**
 * The fields `user create` copies from its base user (the current user, or `--from-user`), as the
 * reference CLI's mask names them.
 */
const CREATE_TEMPLATE_MASK = 'id, firstName, lastName, email, companyName, address1, city, country, postalCode, state, userStatusId, timezoneId';

/** A `--template` JSON object (a `User_Customer` template), or a usage error naming the option. */
function templateOption(text: unknown): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(String(text));
  } catch (error) {
    throw new UsageError(`option '--template <json>': not JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError("option '--template <json>': expects a JSON object, e.g. '{\"firstName\": \"Test\"}'");
  }
  return value as Record<string, unknown>;
}

/** `svc user edit`. */
export const EDIT_COMMAND: CommandSpec<UserManager> = {
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
};

/** `svc user edit-details`. */
export const EDIT_DETAILS_COMMAND: CommandSpec<UserManager> = {
  name: 'edit-details',
  summary: "Edit a user's details from a JSON User_Customer template (as the reference CLI's `user edit-details`)",
  example: `svc user edit-details alice --template '{"firstName": "Test", "lastName": "Testerson"}'`,
  args: ['<id>'],
  options: [{ flags: '-t, --template <json>', description: 'JSON object of User_Customer properties to change', required: true }],
  async run(users, [id], o) {
    const ok = await users.editUser(idOrName(id), templateOption(o.template));
    if (!ok) throw new CommandFailure(`failed to update user ${id}`);
    return message(`Updated user ${id}.`, ok);
  },
};

/** `svc user delete`. */
export const DELETE_COMMAND: CommandSpec<UserManager> = {
  name: 'delete',
  summary: "Delete a user: sets the status to CANCEL_PENDING, which disables the user at once; the user is removed later",
  example: 'svc user delete carol --yes',
  args: ['<id>'],
  destroys: ([id]) => `delete user ${id}`,
  async run(users, [id]) {
    const ok = await users.editUser(idOrName(id), { userStatusId: CANCEL_PENDING_STATUS });
    if (!ok) throw new CommandFailure(`failed to delete user ${id}`);
    return message(`Deleted user ${id}.`, ok);
  },
};

/** `svc user create`. */
export const CREATE_COMMAND: CommandSpec<UserManager> = {
  name: 'create',
  summary: 'Create a user; the password is asked for (not echoed on a terminal), never taken from the command line',
  example: 'svc user create carol --email carol@example.com --first-name Carol --last-name Ng',
  args: ['<username>'],
  options: [
    { flags: '-e, --email <address>', description: 'email address', required: true },
    { flags: '--first-name <name>', description: 'first name' },
    { flags: '--last-name <name>', description: 'last name' },
    { flags: '--company <name>', description: 'company name' },
    { flags: '-u, --from-user <id>', description: 'copy name, email, company, address, status and time zone from this user (id or name; default: you)' },
    { flags: '-t, --template <json>', description: 'JSON object of more User_Customer properties (over the copied ones, under the flags)' },
  ],
  async run(users, [username = ''], o, context) {
    const extra = o.template === undefined ? {} : templateOption(o.template);
    // As the reference CLI: start from the current user's fields, or from --from-user's.
    const base: Record<string, unknown> = {
      ...await (o.fromUser === undefined
        ? users.getCurrentUser({ mask: CREATE_TEMPLATE_MASK })
        : users.getUser(idOrName(o.fromUser as string), { mask: CREATE_TEMPLATE_MASK })),
    };
    // The service refuses a template with an id.
    delete base.id;
    const template = {
      ...base, ...extra,
      ...defined({ username, email: o.email, firstName: o.firstName, lastName: o.lastName, companyName: o.company }),
    } as NewUserTemplate;
    const password = context.dryRun ? MASKED_PASSWORD : await context.prompt(`Password for ${username}: `, { secret: true });
    if (password === '') throw new UsageError('no password given: type one at the prompt (or pipe it on stdin)');
    return objectOf(await users.createUser(template, password), USER_DETAIL);
  },
};

/** `svc user apikey`. */
export const APIKEY_COMMAND: CommandSpec<UserManager> = {
  name: 'apikey',
  summary: "Add, remove or refresh (remove, then add) a user's API key; the new key is shown only with --show-key",
  example: 'svc user apikey alice --refresh --show-key',
  args: ['<id>'],
  options: [
    { flags: '--add', description: 'create an API key (a user has at most one)' },
    { flags: '--remove', description: "remove the user's API key" },
    { flags: '--refresh', description: 'remove the API key, then create a new one' },
    { flags: '--show-key', description: 'print the new key (default: masked)' },
  ],
  // Asks only when the one action given removes a key (a usage error comes first otherwise).
  destroys: ([id], o) => (o.add !== true && (o.remove === true) !== (o.refresh === true) ? `remove the API key of user ${id}` : undefined),
  async run(users, [id], o) {
    const chosen = (['add', 'remove', 'refresh'] as const).filter((flag) => o[flag] === true);
    if (chosen.length === 0) throw new UsageError('give one of --add, --remove, --refresh');
    if (chosen.length > 1) throw new UsageError(`give only one of --add, --remove, --refresh (got --${chosen.join(', --')})`);
    const user = idOrName(id);
    if (o.add !== true) await users.removeApiAuthenticationKey(user);
    if (o.remove === true) return message(`Removed the API key of user ${id}.`, true);
    const key = await users.addApiAuthenticationKey(user);
    const shown = o.showKey === true && typeof key === 'string' ? key : MASKED_PASSWORD;
    return objectOf({ user: id, apiKey: shown, removed: o.refresh === true }, [col('user'), col('api_key', 'apiKey'), col('removed')]);
  },
};
