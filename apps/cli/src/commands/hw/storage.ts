/**
 * `svc hw credentials`, `storage` and `authorize-storage`: a hardware server's OS users and storage.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { MASKED_PASSWORD, SHOW_SECRETS, listOf, message, showsSecrets } from '../common.js';

/** `svc hw credentials`. */
export const CREDENTIALS_COMMAND: CommandSpec<HardwareManager> = {
  name: 'credentials',
  summary: 'List the software credentials of a hardware server (passwords masked unless --passwords)',
  example: 'svc hw credentials bm01 --passwords',
  args: ['<id>'],
  options: [...SHOW_SECRETS],
  async run(hw, [id], o) {
    // The passwords are read only when they are to be shown.
    const shown = showsSecrets(o);
    const software = await hw.getSoftwareComponents(idOrName(id), {
      mask: `mask[id, softwareLicense[softwareDescription[name, version]], passwords[id, username${shown ? ', password' : ''}]]`,
    });
    const rows = software.flatMap((component) => (component.passwords ?? []).map((password) => ({
      software: component.softwareLicense?.softwareDescription?.name,
      version: component.softwareLicense?.softwareDescription?.version,
      username: password.username,
      password: shown ? password.password : MASKED_PASSWORD,
    })));
    return listOf(rows, [col('software'), col('version'), col('username'), col('password')]);
  },
};

/** `svc hw storage`. */
export const STORAGE_COMMAND: CommandSpec<HardwareManager> = {
  name: 'storage',
  summary: 'List the network storage of a type attached to a hardware server',
  example: 'svc hw storage bm01 --type NAS',
  args: ['<id>'],
  options: [{ flags: '-t, --type <nas-type>', description: 'storage type: ISCSI (default) or NAS', defaultValue: 'ISCSI' }],
  run: async (hw, [id], o) => listOf(await hw.getStorageDetails(idOrName(id), String(o.type)), [
    col('id'), col('username'), col('capacity_gb', 'capacityGb'), col('type', 'nasType'), col('target', 'serviceResourceBackendIpAddress'), col('notes'),
  ]),
};

/** `svc hw authorize-storage`. */
export const AUTHORIZE_STORAGE_COMMAND: CommandSpec<HardwareManager> = {
  name: 'authorize-storage',
  summary: 'Authorize a hardware server to use a network storage volume',
  example: 'svc hw authorize-storage bm01 --username-storage SL01SEL3000001-1',
  args: ['<id>'],
  options: [{ flags: '-u, --username-storage <name>', description: 'the volume\'s user name, see `svc hw storage`', required: true }],
  run: async (hw, [id], o) =>
    message(`Authorized hardware server ${id} to use ${String(o.usernameStorage)}.`, await hw.authorizeStorage(idOrName(id), String(o.usernameStorage))),
};
