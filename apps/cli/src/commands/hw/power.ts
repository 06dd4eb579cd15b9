/**
 * `svc hw power-on`, `power-off`, `power-cycle`, `reboot` and `rescue`.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec, OptionSpec, Options } from '../../spec.js';
import { defined, message } from '../common.js';
import { FORCE } from './shared.js';

/** A power command: confirmation (unless `--force` where the reference CLI has it), then one call. */
function powerCommand(name: string, summary: string, what: string, options: readonly OptionSpec[],
  job: (hw: HardwareManager, id: number | string, o: Options) => Promise<boolean>): CommandSpec<HardwareManager> {
  return {
    name,
    summary,
    example: `svc hw ${name} bm01 --yes`,
    args: ['<id>'],
    options,
    destroys: ([id], o) => (o.force === true ? undefined : `${what} hardware server ${id}`),
    run: async (hw, [id], o) => message(`${summary.replace(/ a hardware server.*$/, '')}: hardware server ${id}.`, await job(hw, idOrName(id), o)),
  };
}

/** `power-off`, `power-on`, `power-cycle`, `reboot`. */
export const POWER_COMMANDS: readonly CommandSpec<HardwareManager>[] = [
  powerCommand('power-off', 'Power off a hardware server', 'power off', [FORCE], (hw, id) => hw.powerOff(id)),
  powerCommand('power-on', 'Power on a hardware server', 'power on', [FORCE], (hw, id) => hw.powerOn(id)),
  powerCommand('power-cycle', 'Power cycle a hardware server (off, then on)', 'power cycle', [], (hw, id) => hw.powerCycle(id)),
  powerCommand('reboot', 'Reboot a hardware server (soft, then hard if that fails, unless --hard or --soft)', 'reboot', [
    { flags: '--hard', description: 'hard reboot (power cycle)' },
    { flags: '--soft', description: 'soft reboot (from the operating system)' },
  ], (hw, id, o) => {
    if (o.hard === true && o.soft === true) throw new UsageError("options '--hard' and '--soft' cannot be used together");
    return hw.reboot(id, defined({ hard: o.hard === true ? true : o.soft === true ? false : undefined }));
  }),
];

/** `svc hw rescue`. */
export const RESCUE_COMMAND: CommandSpec<HardwareManager> = {
  name: 'rescue',
  summary: 'Reboot a hardware server into the rescue kernel',
  example: 'svc hw rescue bm01 --yes',
  args: ['<id>'],
  destroys: ([id]) => `reboot hardware server ${id} into the rescue kernel`,
  run: async (hw, [id]) => message(`Hardware server ${id} is rebooting into rescue.`, await hw.rescue(idOrName(id))),
};
