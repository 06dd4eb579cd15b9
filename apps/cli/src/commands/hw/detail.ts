/**
 * `svc hw detail` and `svc hw components`: one hardware server and its parts.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { SHOW_SECRETS, defined, listOf, maskPasswords, showsSecrets } from '../common.js';
import { SERVER_DETAIL, detailCommand } from '../servers.js';

const HW_DETAIL: readonly Column[] = [
  ...SERVER_DETAIL,
  col('status', 'hardwareStatus.status'),
  col('cores', 'processorPhysicalCoreAmount'),
  col('memory', 'memoryCapacity'),
];

const COMPONENT_MASK =
  'id, hardwareComponentModel[longDescription, firmwares[version, createDate], hardwareGenericComponentModel[hardwareComponentType[keyName]]]';

/** The newest of a component's firmwares (the API sorts them, but only when asked to). */
function newestFirmware(firmwares: unknown): { version?: string; createDate?: string } | undefined {
  if (!Array.isArray(firmwares)) return undefined;
  return (firmwares as { version?: string; createDate?: string }[])
    .reduce<{ version?: string; createDate?: string } | undefined>((newest, f) =>
      (newest === undefined || String(f.createDate ?? '') > String(newest.createDate ?? '') ? f : newest), undefined);
}

/** `user: password` pairs of a list of credentials. */
function credentialText(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  return (list as { username?: string; password?: string }[]).map((c) => `${String(c.username)}: ${String(c.password)}`).join(', ');
}

/** `hw detail`: the shared detail, passwords masked unless `--passwords` (or an alias, {@link SHOW_SECRETS}), plus slcli's `--price` and `--components`. */
export const HW_DETAIL_COMMAND: CommandSpec<HardwareManager> = (() => {
  const base = detailCommand<HardwareManager>('hw', 'hardware server', HW_DETAIL, (hw, id, mask) => hw.getHardware(id, defined({ mask })));
  return {
    ...base,
    options: [
      ...(base.options ?? []),
      // As slcli: --passwords adds the operating system and IPMI passwords, in clear.
      ...SHOW_SECRETS,
      { flags: '--price', description: 'show the next invoice\'s recurring amount' },
      { flags: '--components', description: 'show the hardware components (Hardware_Server.getComponents)' },
    ],
    async run(hw, args, o, context) {
      const result = await base.run(hw, args, o, context);
      if (result.kind !== 'object') return result;
      const shown = showsSecrets(o);
      const value = { ...(shown ? result.value : maskPasswords(result.value)) };
      const columns = [...result.columns];
      if (shown) {
        columns.push(col('os_passwords', 'operatingSystem.passwords', credentialText), col('ipmi_passwords', 'remoteManagementAccounts', credentialText));
      }
      if (o.price === true) columns.push(col('price', 'billingItem.nextInvoiceTotalRecurringAmount'));
      if (o.components === true) {
        value.components = await hw.getComponents(idOrName(args[0]), { mask: COMPONENT_MASK });
        columns.push(col('components', 'components', (list) => (Array.isArray(list)
          ? (list as { hardwareComponentModel?: { longDescription?: string } }[]).map((c) => c.hardwareComponentModel?.longDescription).join('; ')
          : undefined)));
      }
      return { ...result, value, columns };
    },
  };
})();

/** `svc hw components`. */
export const COMPONENTS_COMMAND: CommandSpec<HardwareManager> = {
  name: 'components',
  summary: 'List the hardware components of a server with their newest firmware',
  example: 'svc hw components bm01',
  args: ['<id>'],
  run: async (hw, [id]) => listOf(await hw.getComponents(idOrName(id), { mask: COMPONENT_MASK }), [
    col('id'), col('type', 'hardwareComponentModel.hardwareGenericComponentModel.hardwareComponentType.keyName'),
    col('description', 'hardwareComponentModel.longDescription'),
    col('firmware', 'hardwareComponentModel.firmwares', (f) => newestFirmware(f)?.version),
    col('firmware_date', 'hardwareComponentModel.firmwares', (f) => newestFirmware(f)?.createDate),
  ]),
};
