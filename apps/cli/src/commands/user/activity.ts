/**
 * `svc user logins` and `svc user events`: what a user did.
 *
 * @module
 */

import type { UserManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { defined, listOf } from '../common.js';

const SINCE = { flags: '--since <date>', description: 'only since this date, e.g. 2026-11-01 (default: 30 days ago)' };

/** `svc user logins`. */
export const LOGINS_COMMAND: CommandSpec<UserManager> = {
  name: 'logins',
  summary: 'List the login attempts of a user',
  example: 'svc user logins alice --since 2026-11-01',
  args: ['<id>'],
  options: [SINCE],
  run: async (users, [id], o) => listOf(await users.getLogins(idOrName(id), defined({ startDate: o.since })), [
    col('date', 'createDate'), col('ip', 'ipAddress'), col('success', 'successFlag'),
  ]),
};

/** `svc user events`. */
export const EVENTS_COMMAND: CommandSpec<UserManager> = {
  name: 'events',
  summary: 'List the audit-log events of a user',
  example: 'svc user events alice --since 2026-11-01',
  args: ['<id>'],
  options: [SINCE],
  run: async (users, [id], o) => listOf(await users.getEvents(idOrName(id), defined({ startDate: o.since })), [
    col('date', 'eventCreateDate'), col('event', 'eventName'), col('object', 'objectName'), col('label'), col('ip', 'ipAddress'),
  ]),
};
