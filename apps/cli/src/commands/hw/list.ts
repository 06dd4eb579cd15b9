/**
 * `svc hw list`: the hardware servers of the account, filtered.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import { positiveInt } from '../../parse.js';
import type { CommandSpec, OptionSpec, Options } from '../../spec.js';
import { PAGING, defined, listOf } from '../common.js';
import { SERVER_COLUMNS, SERVER_FILTERS, serverFilters } from '../servers.js';

/** Filters of `hw list` beyond those it shares with `vs list` (the reference CLI's names). */
const HW_FILTERS: readonly OptionSpec[] = [
  { flags: '-c, --cpu <cores>', description: 'physical cores' },
  { flags: '-m, --memory <gb>', description: 'memory in GB' },
  { flags: '-n, --network <mbps>', description: 'network port speed (as --nic-speed)', parse: positiveInt },
  { flags: '--owner <username>', description: 'username of whoever ordered the server' },
  { flags: '--primary-ip <ip>', description: 'primary public IP address (as --public-ip)' },
  { flags: '--backend-ip <ip>', description: 'primary private IP address (as --private-ip)' },
];

/** The manager filters of `hw list`: the shared ones plus cores, memory, owner and the reference CLI's aliases. */
function hwFilters(o: Options): Record<string, unknown> {
  return defined({
    ...serverFilters(o),
    cpus: o.cpu, memory: o.memory, owner: o.owner,
    nicSpeed: o.network ?? o.nicSpeed, publicIp: o.primaryIp ?? o.publicIp, privateIp: o.backendIp ?? o.privateIp,
  });
}

/** `svc hw list`. */
export const LIST_COMMAND: CommandSpec<HardwareManager> = {
  name: 'list',
  summary: 'List hardware servers',
  example: 'svc hw list --datacenter dal10 --columns id,hostname,primary_ip',
  options: [...SERVER_FILTERS, ...HW_FILTERS, ...PAGING,
    { flags: '--search [text]', description: 'use the search API (Search.advancedSearch), with --hostname, --domain, --datacenter and --tag as terms' }],
  async run(hw, _args, o, context) {
    if (o.search !== undefined) {
      const search = o.search === true ? '' : o.search as string;
      const found = await hw.searchHardware(search, defined({ hostname: o.hostname, domain: o.domain, datacenter: o.datacenter, tags: o.tag }));
      return listOf(found, SERVER_COLUMNS);
    }
    return context.stream(hw.iterHardware(hwFilters(o)), 'hardware servers', SERVER_COLUMNS);
  },
};
