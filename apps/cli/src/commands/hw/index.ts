/**
 * `svc hw …`: hardware (bare metal) servers, on `HardwareManager`.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import type { GroupSpec } from '../../spec.js';
import { CREATE_COMMAND, CREATE_OPTIONS_COMMAND } from './create.js';
import { COMPONENTS_COMMAND, HW_DETAIL_COMMAND } from './detail.js';
import { REFLASH_FIRMWARE_COMMAND, UPDATE_FIRMWARE_COMMAND } from './firmware.js';
import { CANCEL_REASONS_COMMAND, EDIT_RELOAD_CANCEL, READY_COMMAND } from './lifecycle.js';
import { LIST_COMMAND } from './list.js';
import { MORE_COMMANDS } from './manage.js';
import { BANDWIDTH_COMMAND, NOTIFICATION_ADD_COMMAND, NOTIFICATION_DELETE_COMMAND, NOTIFICATIONS_COMMAND, SENSOR_COMMAND } from './monitoring.js';
import { POWER_COMMANDS, RESCUE_COMMAND } from './power.js';
import { AUTHORIZE_STORAGE_COMMAND, CREDENTIALS_COMMAND, STORAGE_COMMAND } from './storage.js';
import { VLAN_COMMANDS } from './vlan.js';

/** The `svc hw` group. @example `GROUPS.find((g) => g.name === 'hw')` */
export const HW_GROUP: GroupSpec<HardwareManager> = {
  name: 'hw',
  summary: 'Hardware servers: list, detail, edit, reload, cancel, firmware, sensors, notifications, …',
  manager: (m, client) => new m.HardwareManager(client),
  commands: [
    LIST_COMMAND,
    CREATE_COMMAND,
    HW_DETAIL_COMMAND,
    ...EDIT_RELOAD_CANCEL,
    CANCEL_REASONS_COMMAND,
    CREATE_OPTIONS_COMMAND,
    CREDENTIALS_COMMAND,
    COMPONENTS_COMMAND,
    BANDWIDTH_COMMAND,
    SENSOR_COMMAND,
    STORAGE_COMMAND,
    AUTHORIZE_STORAGE_COMMAND,
    NOTIFICATIONS_COMMAND,
    NOTIFICATION_ADD_COMMAND,
    NOTIFICATION_DELETE_COMMAND,
    RESCUE_COMMAND,
    UPDATE_FIRMWARE_COMMAND,
    REFLASH_FIRMWARE_COMMAND,
    READY_COMMAND,
    ...POWER_COMMANDS,
    ...MORE_COMMANDS,
    ...VLAN_COMMANDS,
  ],
};
