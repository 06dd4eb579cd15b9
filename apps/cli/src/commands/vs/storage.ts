/**
 * `svc vs storage`, `credentials` and `authorize-storage`: a virtual server's disks, storage and OS users.
 *
 * @module
 */

import type { VirtualServerManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import { idOrName, positiveInt } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { MASKED_PASSWORD, SHOW_SECRETS, listOf, message, showsSecrets } from '../common.js';
import { localDiskRows } from './shared.js';

/** `svc vs storage`. */
export const STORAGE_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'storage',
  summary: 'The storage of a virtual server: iSCSI and file volumes, portable storage, local disks and the iSCSI credential (its password masked unless --passwords)',
  example: 'svc vs storage web1',
  args: ['<id>'],
  options: [...SHOW_SECRETS],
  async run(vs, [id], o) {
    const guestId = await vs.resolveId(idOrName(id));
    const iscsi = await vs.getStorageDetails(guestId, 'ISCSI');
    const nas = await vs.getStorageDetails(guestId, 'NAS');
    const credential = await vs.getStorageCredentials(guestId);
    const portable = await vs.getPortableStorage(guestId);
    const disks = await vs.getLocalDisks(guestId);
    const volume = (kind: string) => (v: (typeof iscsi)[number]): Record<string, unknown> => ({
      kind, name: v.username, capacity: v.capacityGb, target: v.serviceResourceBackendIpAddress,
      location: v.allowedVirtualGuests?.[0]?.datacenter?.longName ?? v.allowedVirtualGuests?.[0]?.datacenter?.name, notes: v.notes,
    });
    const rows: Record<string, unknown>[] = [];
    if (credential?.credential) {
      rows.push({
        kind: 'iscsi credential', name: credential.credential.username, target: credential.name,
        password: showsSecrets(o) ? credential.credential.password : MASKED_PASSWORD,
      });
    }
    rows.push(...iscsi.map(volume('iscsi')), ...nas.map(volume('file')));
    rows.push(...portable.map((p) => ({ kind: 'portable', name: p.description, capacity: p.capacity })));
    rows.push(...localDiskRows(disks).map((d) => ({ kind: `local ${String(d.type).toLowerCase()}`, name: d.name, target: d.drive, capacity: d.capacity })));
    return listOf(rows, [col('kind'), col('name'), col('capacity'), col('target'), col('location'), col('notes'), col('password')]);
  },
};

/** `svc vs credentials`. */
export const CREDENTIALS_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'credentials',
  summary: 'The operating system users of a virtual server (passwords masked unless --passwords)',
  example: 'svc vs credentials web1 --passwords',
  args: ['<id>'],
  options: [...SHOW_SECRETS],
  async run(vs, [id], o) {
    const guest = await vs.getInstance(idOrName(id));
    const description = guest.operatingSystem?.softwareLicense?.softwareDescription;
    const rows = (guest.operatingSystem?.passwords ?? []).map((entry) => ({
      username: entry.username, password: showsSecrets(o) ? entry.password : MASKED_PASSWORD,
      software: description?.referenceCode, version: description?.version,
    }));
    return listOf(rows, [col('username'), col('password'), col('software'), col('version')]);
  },
};

/** `svc vs authorize-storage`. */
export const AUTHORIZE_STORAGE_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'authorize-storage',
  summary: 'Let a virtual server reach a block or file volume (--username-storage) or attach portable storage (--portable-id)',
  example: 'svc vs authorize-storage web1 --username-storage SL02SEV307_1',
  args: ['<id>'],
  options: [
    { flags: '-u, --username-storage <name>', description: "the volume's user name" },
    { flags: '--portable-id <id>', description: 'portable storage (disk image) id', parse: positiveInt },
  ],
  async run(vs, [id], o) {
    if (o.usernameStorage === undefined && o.portableId === undefined) throw new UsageError("give '--username-storage <name>' or '--portable-id <id>'");
    const lines: string[] = [];
    const value: Record<string, unknown> = {};
    if (o.usernameStorage !== undefined) {
      value.authorized = await vs.authorizeStorage(idOrName(id), o.usernameStorage as string);
      lines.push(`Virtual server ${id} may now reach volume ${o.usernameStorage as string}.`);
    }
    if (o.portableId !== undefined) {
      value.attached = await vs.attachPortableStorage(idOrName(id), o.portableId as number);
      lines.push(`Portable storage ${o.portableId as number} is being attached to virtual server ${id}.`);
    }
    return message(lines.join('\n'), value);
  },
};
