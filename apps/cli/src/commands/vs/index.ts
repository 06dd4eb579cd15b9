/**
 * `svc vs …`: virtual servers, on `VirtualServerManager`.
 *
 * @module
 */

import type { VirtualServerManager } from '@svclib/managers';

import type { GroupSpec } from '../../spec.js';
import { CAPACITY_GROUP } from './capacity.js';
import { CREATE_COMMAND, CREATE_OPTIONS_COMMAND, OS_AVAILABLE_COMMAND } from './create.js';
import { HOST_COMMANDS } from './dedicated-host.js';
import { DETAIL_COMMAND } from './detail.js';
import { EDIT_COMMAND, UPGRADE_COMMAND } from './edit.js';
import { CAPTURE_COMMAND, DNS_SYNC_COMMAND, MIGRATE_COMMAND, READY_COMMAND, RELOAD_CANCEL_COMMANDS } from './lifecycle.js';
import { LIST_COMMAND } from './list.js';
import { ACCESS_COMMAND, MONITORING_COMMAND, NOTIFICATION_ADD_COMMAND, NOTIFICATION_DELETE_COMMAND, NOTIFICATIONS_COMMAND } from './monitoring.js';
import { PLACEMENT_GROUP } from './placement.js';
import { PAUSE_COMMAND, POWER_OFF_COMMAND, POWER_ON_COMMAND, REBOOT_COMMAND, RESCUE_COMMAND, RESUME_COMMAND } from './power.js';
import { AUTHORIZE_STORAGE_COMMAND, CREDENTIALS_COMMAND, STORAGE_COMMAND } from './storage.js';
import { BANDWIDTH_COMMAND, BILLING_COMMAND, USAGE_COMMAND } from './usage.js';

/** The `svc vs` group. @example `GROUPS.find((g) => g.name === 'vs')` */
export const VS_GROUP: GroupSpec<VirtualServerManager> = {
  name: 'vs',
  summary: 'Virtual servers: list, detail, create, upgrade, edit, power, reload, cancel, capture, storage, usage, migrate, …',
  manager: (m, client) => new m.VirtualServerManager(client),
  commands: [
    LIST_COMMAND,
    DETAIL_COMMAND,
    CREATE_COMMAND,
    CREATE_OPTIONS_COMMAND,
    UPGRADE_COMMAND,
    EDIT_COMMAND,
    ...RELOAD_CANCEL_COMMANDS,
    READY_COMMAND,
    POWER_ON_COMMAND,
    POWER_OFF_COMMAND,
    REBOOT_COMMAND,
    PAUSE_COMMAND,
    RESUME_COMMAND,
    RESCUE_COMMAND,
    CAPTURE_COMMAND,
    DNS_SYNC_COMMAND,
    BANDWIDTH_COMMAND,
    BILLING_COMMAND,
    STORAGE_COMMAND,
    USAGE_COMMAND,
    CREDENTIALS_COMMAND,
    AUTHORIZE_STORAGE_COMMAND,
    MIGRATE_COMMAND,
    ACCESS_COMMAND,
    MONITORING_COMMAND,
    NOTIFICATIONS_COMMAND,
    NOTIFICATION_ADD_COMMAND,
    NOTIFICATION_DELETE_COMMAND,
    OS_AVAILABLE_COMMAND,
    ...HOST_COMMANDS,
  ],
  groups: [CAPACITY_GROUP, PLACEMENT_GROUP] as GroupSpec<unknown>['groups'],
};
