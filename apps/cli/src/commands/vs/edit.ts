/**
 * `svc vs upgrade` and `svc vs edit`: changing a virtual server.
 *
 * @module
 */

import { readFile } from 'node:fs/promises';

import type { UpgradeInstanceOptions, VirtualServerManager } from '@svclib/managers';
import { InvalidArgumentError } from 'commander';

import { UsageError, fileError } from '../../errors.js';
import { idOrName, oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec, Options } from '../../spec.js';
import { defined, message, objectOf } from '../common.js';
import { collect } from './shared.js';

/** `--memory` in MB (as `vs create` takes it) to the GB an upgrade names. */
function memoryGb(mb: number | undefined): number | undefined {
  if (mb === undefined) return undefined;
  if (mb % 1024 !== 0) throw new UsageError(`option '--memory <mb>': ${mb} is not a whole number of GB (a multiple of 1024)`);
  return mb / 1024;
}

/** The upgrade options from the command line; usage errors for nothing to do and the reference CLI's rules. */
function upgradeOptions(o: Options): UpgradeInstanceOptions {
  const options = defined<UpgradeInstanceOptions>({
    cpus: o.cpu, memory: memoryGb(o.memory as number | undefined), nicSpeed: o.network, public: o.private === true ? false : undefined,
    preset: o.flavor, test: o.test === true ? true : undefined,
    disk: o.addDisk === undefined && o.resizeDisk === undefined ? undefined
      : [...((o.addDisk as number[] | undefined) ?? []).map((capacity) => ({ capacity })), ...((o.resizeDisk as { capacity: number; number: number }[] | undefined) ?? [])],
  });
  if (['cpus', 'memory', 'nicSpeed', 'preset', 'disk'].every((key) => !(key in options))) {
    throw new UsageError('nothing to upgrade: give --cpu, --memory, --network, --flavor, --add-disk or --resize-disk');
  }
  // The reference CLI's rule: cores on a dedicated (private) host are ordered by count, so --private needs --cpu.
  if (o.private === true && o.cpu === undefined) throw new UsageError("option '--private' needs '--cpu <n>' (cores on a dedicated host are ordered by count)");
  return options;
}

/**
 * A `--resize-disk` value: the reference's two values `GB DISK` (`--resize-disk 100 2`, joined by a
 * space), or `GB:DISK`.
 */
function resizeDisk(value: string): { capacity: number; number: number } {
  const match = /^(\d+)(?: +|:)(\d+)$/.exec(value.trim());
  if (!match) throw new InvalidArgumentError('Expected two values, GB and the disk number, e.g. --resize-disk 100 2 (or 100:2).');
  return { capacity: positiveInt(match[1]!), number: positiveInt(match[2]!) };
}

/** `svc vs upgrade`. */
export const UPGRADE_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'upgrade',
  summary: 'Upgrade a virtual server (cores, memory, port speed, flavor, added or resized disks); asks first',
  example: 'svc vs upgrade web1 --cpu 4 --memory 8192 --yes',
  args: ['<id>'],
  options: [
    { flags: '-c, --cpu <n>', description: 'number of CPUs', parse: positiveInt },
    { flags: '-m, --memory <mb>', description: 'memory in MB (a multiple of 1024)', parse: positiveInt },
    { flags: '-n, --network <mbps>', description: 'public port speed', parse: positiveInt },
    { flags: '--private', description: 'CPUs on a private (dedicated) host' },
    { flags: '--flavor <preset>', description: 'flavor (preset) key name, instead of --cpu/--memory' },
    { flags: '--add-disk <gb>', description: 'add a disk of this size in GB (repeat for more)', parse: collect(positiveInt) },
    {
      flags: '--resize-disk <gb> <disk>', description: 'resize disk number DISK to GB, e.g. --resize-disk 100 2 (or 100:2; repeat for more)',
      values: 2, parse: (v, p) => [...((p as unknown[] | undefined) ?? []), resizeDisk(v)],
    },
    { flags: '--test', description: 'only verify the upgrade order (verifyOrder); nothing changes' },
  ],
  // Checked before the question too, so a bad combination is refused without asking.
  destroys: ([id], o) => {
    upgradeOptions(o);
    return `upgrade virtual server ${id}`;
  },
  async run(vs, [id], o) {
    const options = upgradeOptions(o);
    const result = await vs.upgrade(idOrName(id), options);
    if (o.test === true) return objectOf(result, []);
    const orderId = (result as { orderId?: number } | undefined)?.orderId;
    return message(`Upgrade of virtual server ${id} ordered (order ${String(orderId)}).`, result);
  },
};

/** `svc vs edit`. */
export const EDIT_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'edit',
  summary: "Edit a virtual server's host name, domain, notes, user data, tags or port speeds",
  example: 'svc vs edit web1 --tag prod --tag web --public-speed 100',
  args: ['<id>'],
  options: [
    { flags: '-H, --hostname <name>', description: 'new host name' },
    { flags: '-D, --domain <domain>', description: 'new domain' },
    { flags: '--notes <text>', description: 'new notes' },
    { flags: '-u, --userdata <text>', description: 'new user metadata' },
    { flags: '-F, --userfile <file>', description: 'read the new user metadata from a file' },
    { flags: '-g, --tag <tags>', description: 'replace the tags (comma-separated or repeated; "" removes them all)', parse: (v, p) => [...((p as string[] | undefined) ?? []), v] },
    { flags: '--public-speed <mbps>', description: 'public port speed', parse: (v) => Number(oneOf(['0', '10', '100', '1000', '10000'])(v)) },
    { flags: '--private-speed <mbps>', description: 'private port speed', parse: (v) => Number(oneOf(['0', '10', '100', '1000', '10000'])(v)) },
  ],
  async run(vs, [id], o) {
    if (o.userdata !== undefined && o.userfile !== undefined) throw new UsageError("option '--userdata' is not allowed with '--userfile'");
    let userdata = o.userdata as string | undefined;
    if (o.userfile !== undefined) {
      const file = o.userfile as string;
      userdata = await readFile(file, 'utf8').catch((error: unknown) => {
        throw fileError("option '--userfile <file>'", 'read', file, error);
      });
    }
    const tags = (o.tag as string[] | undefined)?.join(',');
    const changes = defined({ hostname: o.hostname, domain: o.domain, notes: o.notes, userdata, tags });
    const speeds = o.publicSpeed !== undefined || o.privateSpeed !== undefined;
    if (Object.keys(changes).length === 0 && !speeds) {
      throw new UsageError('nothing to change: give --hostname, --domain, --notes, --userdata, --userfile, --tag, --public-speed or --private-speed');
    }
    const guestId = await vs.resolveId(idOrName(id));
    const done: string[] = [];
    if (Object.keys(changes).length > 0) {
      await vs.editInstance(guestId, changes);
      done.push(...Object.keys(changes));
    }
    if (o.publicSpeed !== undefined && (await vs.changePortSpeed(guestId, true, o.publicSpeed as number))) done.push('public speed');
    if (o.privateSpeed !== undefined && (await vs.changePortSpeed(guestId, false, o.privateSpeed as number))) done.push('private speed');
    return message(done.map((what) => `The ${what} of virtual server ${String(guestId)} was updated.`).join('\n'), done);
  },
};
