/**
 * `svc network ip-lookup`, `ip-list` and `ip-edit`: IP addresses.
 *
 * @module
 */

import type { NetworkManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { numericId, positiveInt } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';

const IP_COLUMNS: readonly Column[] = [
  col('id'),
  col('ip', 'ipAddress'),
  col('subnet', 'subnetId'),
  col('virtual_server', 'virtualGuest.hostname'),
  col('hardware', 'hardware.hostname'),
  col('note'),
];

/** `ip-lookup` (slcli's `subnet lookup`, also `subnet-lookup`). */
export const IP_LOOKUP: CommandSpec<NetworkManager> = {
      name: 'ip-lookup',
      summary: 'Find an IP address and what it is assigned to',
      example: 'svc network ip-lookup 10.0.0.5',
      args: ['<address>'],
      async run(network, [address = '']) {
        const found = await network.ipLookup(address);
        if (found === undefined) throw new UsageError(`argument '<address>': ${address} is not an address of this account`);
        return objectOf(found, [...IP_COLUMNS, col('subnet_identifier', 'subnet.networkIdentifier')]);
      },
    };

/** `ip-edit` (slcli's `subnet edit-ip`, also `subnet-edit-ip`): by id or by address. */
export const IP_EDIT: CommandSpec<NetworkManager> = {
      name: 'ip-edit',
      summary: 'Set the note of an IP address (by its id, see `svc network ip-list`, or by the address)',
      example: 'svc network ip-edit 10000002 --note "gateway of the lab"',
      args: ['<id>'],
      options: [{ flags: '--note <text>', description: 'the note', required: true }],
      async run(network, [id = ''], o) {
        let ipId: number;
        if (/^\d+$/.test(id)) ipId = numericId(id, '<id>');
        else {
          const found = await network.getIpByAddress(id);
          if (found?.id === undefined) throw new UsageError(`argument '<id>': ${id} is not an address of this account`);
          ipId = found.id;
        }
        return message(`Edited IP address ${ipId}.`, await network.setSubnetIpAddressNote(ipId, String(o.note)));
      },
    };

/** `svc network subnet-lookup`. */
export const SUBNET_LOOKUP_COMMAND: CommandSpec<NetworkManager> = { ...IP_LOOKUP, name: 'subnet-lookup', summary: 'Find an IP address and what it is assigned to (slcli\'s `subnet lookup`; same as ip-lookup)', example: 'svc network subnet-lookup 10.0.0.5' };

/** `svc network ip-list`. */
export const IP_LIST_COMMAND: CommandSpec<NetworkManager> = {
  name: 'ip-list',
  summary: 'List IP addresses',
  example: 'svc network ip-list --subnet 300',
  options: [
    { flags: '--ip <address>', description: 'IP address' },
    { flags: '--subnet <id>', description: 'subnet id', parse: positiveInt },
    ...PAGING,
  ],
  run: async (network, _args, o, context) =>
    listOf(await context.collect(network.iterIpAddresses(defined({ ipAddress: o.ip, subnetId: o.subnet, ...paging(o) })),
      'IP addresses'), IP_COLUMNS),
};

/** `svc network subnet-edit-ip`. */
export const SUBNET_EDIT_IP_COMMAND: CommandSpec<NetworkManager> = { ...IP_EDIT, name: 'subnet-edit-ip', summary: 'Set the note of an IP address (slcli\'s `subnet edit-ip`; same as ip-edit)', example: 'svc network subnet-edit-ip 10.0.0.5 --note "gateway of the lab"' };
