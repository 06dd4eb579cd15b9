/**
 * Every manager command group of `svc`, in help order.
 *
 * @module
 */

import { ACCOUNT_GROUP } from './commands/account/index.js';
import { DNS_GROUP } from './commands/dns/index.js';
import { HW_GROUP } from './commands/hw/index.js';
import { IMAGE_GROUP } from './commands/image/index.js';
import { NETWORK_GROUP } from './commands/network/index.js';
import { ORDER_GROUP } from './commands/order/index.js';
import { SSHKEY_GROUP } from './commands/sshkey/index.js';
import { BLOCK_GROUP, FILE_GROUP } from './commands/storage/groups.js';
import { TICKET_GROUP } from './commands/ticket/index.js';
import { USER_GROUP } from './commands/user/index.js';
import { VS_GROUP } from './commands/vs/index.js';
import type { AnyGroup } from './spec.js';

/**
 * The manager groups: `svc vs|hw|image|sshkey|ticket|dns|network|user|account|order|block|file …`.
 *
 * @example
 * ```ts
 * GROUPS.map((g) => g.name); // ['vs', 'hw', 'image', 'sshkey', 'ticket', 'dns', 'network', 'user', 'account', 'order', 'block', 'file']
 * ```
 */
export const GROUPS: readonly AnyGroup[] = [
  VS_GROUP,
  HW_GROUP,
  IMAGE_GROUP,
  SSHKEY_GROUP,
  TICKET_GROUP,
  DNS_GROUP,
  NETWORK_GROUP,
  USER_GROUP,
  ACCOUNT_GROUP,
  ORDER_GROUP,
  BLOCK_GROUP,
  FILE_GROUP,
] as readonly AnyGroup[];
