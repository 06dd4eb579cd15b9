/**
 * `svc hw update-firmware` and `svc hw reflash-firmware`.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { idOrName, list } from '../../parse.js';
import type { CommandSpec, Options } from '../../spec.js';
import { message } from '../common.js';

const FIRMWARE_PARTS = ['ipmi', 'raid-controller', 'bios', 'hard-drive', 'network'] as const;

/** The reference CLI's one-letter part flags of `update-firmware`: short flag, part. */
const FIRMWARE_FLAGS = [['-i', 'ipmi'], ['-r', 'raid-controller'], ['-b', 'bios'], ['-d', 'hard-drive'], ['-n', 'network']] as const;

/** The parts `update-firmware`/`reflash-firmware` touch: all of `parts`, or only those named by `--only`. */
function firmwareParts(o: Options, parts: readonly string[]): Record<string, boolean> {
  const flagged = FIRMWARE_FLAGS.filter(([, part]) => parts.includes(part) && o[part.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] === true)
    .map(([, part]) => part);
  const only = flagged.length > 0 ? [...(o.only as string[] | undefined ?? []), ...flagged] : o.only as string[] | undefined;
  const unknown = only?.filter((part) => !parts.includes(part)) ?? [];
  if (unknown.length > 0) {
    throw new UsageError(`option '--only <parts>' expects some of ${parts.join(', ')}, got '${unknown.join(',')}'`);
  }
  const camel = (part: string): string => part.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
  return Object.fromEntries(parts.map((part) => [camel(part), only === undefined || only.includes(part)]));
}

function firmwareCommand(name: 'update-firmware' | 'reflash-firmware', parts: readonly string[],
  job: (hw: HardwareManager, id: number | string, options: Record<string, boolean>) => Promise<boolean>): CommandSpec<HardwareManager> {
  const verb = name === 'update-firmware' ? 'Update' : 'Reflash';
  return {
    name,
    summary: `${verb} the firmware of a hardware server (${parts.join(', ')}; all unless --only); the server reboots`,
    example: `svc hw ${name} bm01 --only bios,ipmi --yes`,
    args: ['<id>'],
    options: [
      { flags: '--only <parts>', description: `comma-separated parts: ${parts.join(', ')}`, parse: list },
      ...(name === 'update-firmware' ? FIRMWARE_FLAGS.map(([flag, part]) => ({ flags: `${flag}, --${part}`, description: `only this part (with the other part flags): ${part}` })) : []),
    ],
    destroys: ([id], o) => `${verb.toLowerCase()} the firmware (${Object.entries(firmwareParts(o, parts)).filter(([, v]) => v).map(([k]) => k).join(', ')}) of hardware server ${id}, which reboots it`,
    run: async (hw, [id], o) => message(`${verb} of the firmware of hardware server ${id} started.`, await job(hw, idOrName(id), firmwareParts(o, parts))),
  };
}

/** `svc hw update-firmware`. */
export const UPDATE_FIRMWARE_COMMAND: CommandSpec<HardwareManager> = firmwareCommand('update-firmware', FIRMWARE_PARTS, (hw, id, parts) => hw.updateFirmware(id, parts));

/** `svc hw reflash-firmware`. */
export const REFLASH_FIRMWARE_COMMAND: CommandSpec<HardwareManager> = firmwareCommand('reflash-firmware', FIRMWARE_PARTS.slice(0, 3), (hw, id, parts) => hw.reflashFirmware(id, parts));
