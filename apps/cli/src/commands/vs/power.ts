/**
 * `svc vs power-on`, `power-off`, `reboot`, `pause`, `resume` and `rescue`.
 *
 * @module
 */

import type { VirtualServerManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec, Options } from '../../spec.js';
import { message } from '../common.js';

/** A command on one guest whose only job is one manager call and a message. */
function guestAction(name: string, summary: string, job: (vs: VirtualServerManager, id: number | string, o: Options) => Promise<unknown>,
  done: (id: string) => string, extra: Partial<CommandSpec<VirtualServerManager>> = {}): CommandSpec<VirtualServerManager> {
  return {
    name, summary, example: `svc vs ${name} web1${extra.destroys ? ' --yes' : ''}`, args: ['<id>'], ...extra,
    run: async (vs, [id], o) => message(done(String(id)), await job(vs, idOrName(id), o)),
  };
}

/** `--soft`/`--hard` of `vs reboot`: `default` when neither is given. */
function rebootMode(o: Options): 'default' | 'soft' | 'hard' {
  if (o.hard === true && o.soft === true) throw new UsageError("options '--hard' and '--soft' cannot be used together");
  return o.hard === true ? 'hard' : o.soft === true ? 'soft' : 'default';
}

/** `svc vs power-on`. */
export const POWER_ON_COMMAND: CommandSpec<VirtualServerManager> = guestAction('power-on', 'Power on a virtual server', (vs, id) => vs.powerOn(id), (id) => `Virtual server ${id} is powering on.`);

/** `svc vs power-off`. */
export const POWER_OFF_COMMAND: CommandSpec<VirtualServerManager> = guestAction('power-off', 'Power off a virtual server (soft: the OS shuts down; --hard: at once); asks first',
  (vs, id, o) => vs.powerOff(id, { hard: o.hard === true }), (id) => `Virtual server ${id} is powering off.`, {
    options: [{ flags: '--hard', description: 'cut the power at once' }, { flags: '--soft', description: 'ask the OS to shut down (the default)' }],
    destroys: ([id], o) => `power off virtual server ${id}${o.hard === true ? ' at once (hard)' : ''}`,
  });

/** `svc vs reboot`. */
export const REBOOT_COMMAND: CommandSpec<VirtualServerManager> = guestAction('reboot', 'Reboot a virtual server (default: soft, then hard; or --soft/--hard); asks first',
  (vs, id, o) => vs.reboot(id, { mode: rebootMode(o) }), (id) => `Virtual server ${id} is rebooting.`, {
    options: [{ flags: '--hard', description: 'hard reboot (power cycle)' }, { flags: '--soft', description: 'soft reboot (through the OS)' }],
    destroys: ([id], o) => `reboot virtual server ${id} (${rebootMode(o)})`,
  });

/** `svc vs pause`. */
export const PAUSE_COMMAND: CommandSpec<VirtualServerManager> = guestAction('pause', 'Pause a running virtual server; asks first', (vs, id) => vs.pause(id), (id) => `Virtual server ${id} is paused.`, {
  destroys: ([id]) => `pause virtual server ${id}`,
});

/** `svc vs resume`. */
export const RESUME_COMMAND: CommandSpec<VirtualServerManager> = guestAction('resume', 'Resume a paused virtual server', (vs, id) => vs.resume(id), (id) => `Virtual server ${id} is resuming.`);

/** `svc vs rescue`. */
export const RESCUE_COMMAND: CommandSpec<VirtualServerManager> = guestAction('rescue', 'Reboot a virtual server into the rescue kernel; asks first', (vs, id) => vs.rescue(id),
  (id) => `Virtual server ${id} is rebooting into rescue.`, { destroys: ([id]) => `reboot virtual server ${id} into the rescue kernel` });
