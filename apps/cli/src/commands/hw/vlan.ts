/**
 * `svc hw vlan-trunkable`, `vlan-add` and `vlan-remove`: the VLANs trunked to a hardware server.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { CommandResult } from '../../output/index.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { defined, listOf } from '../common.js';

/** A VLAN as `NetworkManager.searchForVlan` answers it. */
interface FoundVlan {
  id?: number;
  vlanNumber?: number;
  networkSpace?: string;
}

/** Trunks (or un-trunks) the VLANs named on the command line on the server's components that have a primary IP, public and private apart. */
async function changeTrunks(hw: HardwareManager, id: string, names: readonly string[], client: unknown, add: boolean): Promise<CommandResult> {
  const { NetworkManager } = await import('@svclib/managers');
  const network = new NetworkManager(client as ConstructorParameters<typeof NetworkManager>[0]);
  const server = idOrName(id);
  const vlans = (await network.searchForVlan(names.map((name) => `"${name}"`).join(' '))) as FoundVlan[];
  if (vlans.length === 0) throw new CommandFailure(`No vlans found matching ${names.join(' ')}`);
  const changed: { component: number; space: string; vlans: string }[] = [];
  for (const space of ['public', 'private'] as const) {
    const these = vlans.filter((vlan) => (vlan.networkSpace === 'PUBLIC') === (space === 'public'));
    if (these.length === 0) continue;
    const components = await hw.getNetworkComponents(server, { mask: 'mask[id, name, port, macAddress, primaryIpAddress]', space });
    for (const component of components) {
      if (component.id === undefined || !component.primaryIpAddress) continue;
      const trunks = these.map((vlan) => defined<{ id?: number; vlanNumber?: number }>({ id: vlan.id, vlanNumber: vlan.vlanNumber }));
      await (add ? hw.trunkVlan(component.id, trunks) : hw.removeVlan(component.id, trunks));
      changed.push({ component: component.id, space, vlans: these.map((vlan) => vlan.id).join(',') });
    }
  }
  return listOf(changed, [col('component'), col('space'), col('vlans')]);
}

/** `vlan-trunkable`, `vlan-add`, `vlan-remove`. */
export const VLAN_COMMANDS: readonly CommandSpec<HardwareManager>[] = [
  {
    name: 'vlan-trunkable',
    summary: 'List the VLANs a hardware server can have trunked',
    example: 'svc hw vlan-trunkable bm01',
    args: ['<id>'],
    async run(hw, [id]) {
      const vlans = await hw.getTrunkableVlans(idOrName(id));
      return listOf(vlans, [col('id'), col('vlan', 'fullyQualifiedName'), col('name'), col('space', 'networkSpace')]);
    },
  },
  {
    name: 'vlan-add',
    summary: 'Trunk VLANs (by id, name or number) to a hardware server',
    example: 'svc hw vlan-add bm01 5001 "Public DAL10"',
    args: ['<id>', '<vlans...>'],
    destroys: ([id, ...vlans]) => `trunk VLANs ${vlans.join(', ')} to hardware server ${id}`,
    run: (hw, [id = '', ...vlans], _o, context) => changeTrunks(hw, id, vlans, context.client, true),
  },
  {
    name: 'vlan-remove',
    summary: 'Remove trunked VLANs (by id, name or number; or --all) from a hardware server',
    example: 'svc hw vlan-remove bm01 5001 --yes',
    args: ['<id>', '[vlans...]'],
    options: [{ flags: '--all', description: 'remove every trunked VLAN' }],
    destroys: ([id, ...vlans], o) => `remove ${o.all === true ? 'every trunked VLAN' : `VLANs ${vlans.join(', ')}`} from hardware server ${id}`,
    async run(hw, [id = '', ...vlans], o, context) {
      if (o.all === true) {
        if (vlans.length > 0) throw new UsageError("give VLANs or '--all', not both");
        const cleared = await hw.clearVlan(idOrName(id));
        return listOf(cleared.map((component) => ({ component })), [col('component')]);
      }
      if (vlans.length === 0) throw new UsageError("missing argument 'vlans' (or '--all')");
      return changeTrunks(hw, id, vlans, context.client, false);
    },
  },
];
