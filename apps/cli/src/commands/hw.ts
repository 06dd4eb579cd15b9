/**
 * `svc hw …`: hardware (bare metal) servers, on `HardwareManager`.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import { col } from '../output.js';
import type { Column } from '../output.js';
import type { GroupSpec } from '../spec.js';
import { PAGING, defined, listOf } from './common.js';
import { SERVER_COLUMNS, SERVER_DETAIL, SERVER_FILTERS, detailCommand, serverCommands, serverFilters } from './servers.js';

const HW_DETAIL: readonly Column[] = [
  ...SERVER_DETAIL,
  col('status', 'hardwareStatus.status'),
  col('cores', 'processorPhysicalCoreAmount'),
  col('memory', 'memoryCapacity'),
];

/** The `svc hw` group. @example `GROUPS.find((g) => g.name === 'hw')` */
export const HW_GROUP: GroupSpec<HardwareManager> = {
  name: 'hw',
  summary: 'Hardware servers: list, detail, edit, reload, cancel',
  manager: (m, client) => new m.HardwareManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List hardware servers',
      example: 'svc hw list --datacenter dal10 --columns id,hostname,primary_ip',
      options: [...SERVER_FILTERS, ...PAGING],
      run: async (hw, _args, o, context) =>
        listOf(await context.collect(hw.iterHardware(serverFilters(o)), 'hardware servers'), SERVER_COLUMNS),
    },
    detailCommand<HardwareManager>('hw', 'hardware server', HW_DETAIL, (hw, id, mask) => hw.getHardware(id, defined({ mask }))),
    ...serverCommands<HardwareManager>({
      noun: 'hardware server',
      group: 'hw',
      edit: (hw, id, changes) => hw.editHardware(id, changes),
      reload: (hw, id, options) => hw.reloadHardware(id, options),
      cancel: (hw, id) => hw.cancelHardware(id),
    }),
  ],
};
