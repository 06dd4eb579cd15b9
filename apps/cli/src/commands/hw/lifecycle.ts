/**
 * `svc hw edit`, `reload`, `cancel`, `cancel-reasons` and `ready`: changing a hardware server and ending it.
 *
 * @module
 */

import { readFileSync } from 'node:fs';

import type { HardwareManager } from '@svclib/managers';

import { UsageError, fileError } from '../../errors.js';
import { col } from '../../output/index.js';
import { idOrName, list, numericId, oneOf } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { defined, listOf, message } from '../common.js';
import { readyCommand } from '../servers.js';

const PORT_SPEEDS = ['0', '10', '100', '1000', '10000', '-1'] as const;

/** A user-data file's text (`--userfile`). */
function readUserFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw fileError("option '--userfile <file>'", 'read', file, error);
  }
}

/** `edit`, `reload` and `cancel` with the options the reference CLI's `hw` commands have. */
export const EDIT_RELOAD_CANCEL: readonly CommandSpec<HardwareManager>[] = [
  {
    name: 'edit',
    summary: "Edit a hardware server's host name, domain, notes, user data, tags or port speeds",
    example: 'svc hw edit bm01 --notes "rack 4" --tag db,prod --public-speed 1000 --redundant',
    args: ['<id>'],
    options: [
      { flags: '-H, --hostname <name>', description: 'new host name' },
      { flags: '-D, --domain <domain>', description: 'new domain' },
      { flags: '--notes <text>', description: 'new notes' },
      { flags: '-u, --userdata <text>', description: 'new user metadata' },
      { flags: '-F, --userfile <file>', description: 'new user metadata, read from a file' },
      { flags: '-g, --tag <tags>', description: 'tags to set (comma-separated or repeated; "" removes every tag)', parse: (v, previous) => [...(previous as string[] | undefined ?? []), v] },
      { flags: '--public-speed <mbps>', description: `public port speed: ${PORT_SPEEDS.join(', ')} (-1: the best available)`, parse: oneOf(PORT_SPEEDS) },
      { flags: '--private-speed <mbps>', description: `private port speed: ${PORT_SPEEDS.join(', ')}`, parse: oneOf(PORT_SPEEDS) },
      { flags: '--redundant', description: 'port speed change: redundant interfaces' },
      { flags: '--degraded', description: 'port speed change: degraded interfaces' },
    ],
    async run(hw, [id], o) {
      if (o.userdata !== undefined && o.userfile !== undefined) throw new UsageError("options '--userdata' and '--userfile' cannot be used together");
      const speeds = [[true, o.publicSpeed], [false, o.privateSpeed]].filter(([, speed]) => speed !== undefined) as [boolean, string][];
      const states = [o.redundant === true ? 'redundant' : undefined, o.degraded === true ? 'degraded' : undefined].filter((x) => x !== undefined);
      if (speeds.length > 0 && states.length === 0) throw new UsageError("a port speed change needs '--redundant' or '--degraded'");
      const tags = o.tag === undefined ? undefined : (o.tag as string[]).join(',').split(',').map((t) => t.trim()).filter((t) => t !== '').join(',');
      const changes = defined({
        hostname: o.hostname, domain: o.domain, notes: o.notes,
        userdata: o.userdata ?? (o.userfile === undefined ? undefined : readUserFile(o.userfile as string)), tags,
      });
      const server = idOrName(id);
      let value: unknown = true;
      if (Object.keys(changes).length > 0 || speeds.length === 0) value = await hw.editHardware(server, changes);
      for (const [isPublic, speed] of speeds) {
        for (const redundant of states) value = await hw.changePortSpeed(server, isPublic, Number(speed), { redundant });
      }
      return message(`Edited hardware server ${id}.`, value);
    },
  },
  {
    name: 'reload',
    summary: 'Reload the operating system of a hardware server (erases its disks)',
    example: 'svc hw reload bm01 --key 12 --lvm --yes',
    args: ['<id>'],
    options: [
      { flags: '-i, --postinstall <uri>', description: 'post-install script URI' },
      { flags: '-k, --key <ids>', description: 'SSH key ids (comma-separated or repeated)', parse: list },
      { flags: '-l, --lvm', description: 'use LVM for every logical drive' },
      { flags: '--image <id>', description: 'image template to load instead of the current OS' },
    ],
    destroys: ([id]) => `reload the operating system of hardware server ${id} (its disks are erased)`,
    async run(hw, [id], o) {
      const keys = (o.key as string[] | undefined)?.map((k) => numericId(k, '--key'));
      const value = await hw.reloadHardware(idOrName(id), defined({ postUri: o.postinstall, sshKeys: keys, imageId: o.image, lvm: o.lvm }));
      return message(`Reload of hardware server ${id} started.`, value);
    },
  },
  {
    name: 'cancel',
    summary: 'Cancel a hardware server (at the end of the billing cycle unless --immediate)',
    example: 'svc hw cancel bm01 --reason migrate_larger --comment "moving to a bigger box" --yes',
    args: ['<id>'],
    options: [
      { flags: '--immediate', description: 'cancel now rather than on the billing anniversary' },
      { flags: '--comment <text>', description: 'a comment for the cancellation ticket' },
      { flags: '--reason <key>', description: 'a reason key, see `svc hw cancel-reasons` (default unneeded)' },
    ],
    destroys: ([id], o) => `cancel hardware server ${id}${o.immediate === true ? ' now' : ''}`,
    async run(hw, [id], o) {
      const reason = o.reason as string | undefined;
      if (reason !== undefined && !Object.hasOwn(hw.getCancellationReasons(), reason)) {
        throw new UsageError(`option '--reason <key>' expects one of ${Object.keys(hw.getCancellationReasons()).join(', ')}, got '${reason}'`);
      }
      const value = await hw.cancelHardware(idOrName(id), defined({ reason: o.reason, comment: o.comment, immediate: o.immediate }));
      return message(`Cancelled hardware server ${id}.`, value);
    },
  },
];

/** `svc hw cancel-reasons`. */
export const CANCEL_REASONS_COMMAND: CommandSpec<HardwareManager> = {
  name: 'cancel-reasons',
  summary: 'List the reasons `hw cancel` accepts',
  example: 'svc hw cancel-reasons',
  run: (hw) => Promise.resolve(listOf(Object.entries(hw.getCancellationReasons()).map(([code, reason]) => ({ code, reason })),
    [col('code'), col('reason')])),
};

/** `svc hw ready`. */
export const READY_COMMAND: CommandSpec<HardwareManager> = readyCommand<HardwareManager>('hw', 'hardware server', (hw, id, options) => hw.waitForReady(id, options));
