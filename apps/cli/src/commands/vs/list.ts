/**
 * `svc vs list`: the virtual servers of the account, filtered.
 *
 * @module
 */

import type { VirtualServerManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { PAGING, defined, listOf } from '../common.js';
import { SERVER_COLUMNS, SERVER_FILTERS, serverFilters } from '../servers.js';

const VS_COLUMNS: readonly Column[] = [
  ...SERVER_COLUMNS.slice(0, 3),
  col('cpu', 'maxCpu'),
  col('memory', 'maxMemory'),
  ...SERVER_COLUMNS.slice(3),
];

const trueOrFalse = (value: string): boolean => oneOf(['true', 'false'])(value.toLowerCase()) === 'true';

/** Mask of `vs list --search` results' guests (the list columns). */
const SEARCH_MASK =
  'id, globalIdentifier, hostname, domain, fullyQualifiedDomainName, primaryIpAddress, primaryBackendIpAddress, maxCpu, maxMemory, ' +
  'datacenter, activeTransaction.transactionStatus[friendlyName, name], tagReferences.tag.name';

/** `svc vs list`. */
export const LIST_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'list',
  summary: 'List virtual servers (or find them with the search service: --search)',
  example: 'svc vs list --datacenter dal10 --hostname "web*" --tag prod --sortby hostname',
  options: [
    ...SERVER_FILTERS,
    { flags: '-c, --cpu <n>', description: 'number of CPUs', parse: positiveInt },
    { flags: '-m, --memory <mb>', description: 'memory in MB', parse: positiveInt },
    { flags: '-n, --network <mbps>', description: 'network port speed (as --nic-speed)', parse: positiveInt },
    { flags: '--hourly', description: 'only hourly-billed servers' },
    { flags: '--monthly', description: 'only monthly-billed servers' },
    { flags: '--transient <bool>', description: 'true: only transient servers; false: none', parse: trueOrFalse },
    { flags: '--search [term]', description: 'find through the search service (hostname, domain, datacenter and tags are added to the query)' },
    ...PAGING,
  ],
  async run(vs, _args, o, context) {
    if (o.search !== undefined) {
      const term = o.search === true ? '' : (o.search as string);
      const guests = await vs.searchInstances(term, defined({
        hostname: o.hostname, domain: o.domain, datacenter: o.datacenter, tags: o.tag,
        mask: `mask[resource(Vendor_Virtual_Guest)[${(o.mask as string | undefined) ?? SEARCH_MASK}]]`,
      }));
      return listOf(guests, VS_COLUMNS);
    }
    const hourlyOnly = o.hourly === true && o.monthly !== true;
    const monthlyOnly = o.monthly === true && o.hourly !== true;
    const options = defined({
      ...serverFilters(o), cpus: o.cpu, memory: o.memory, transient: o.transient, nicSpeed: o.nicSpeed ?? o.network,
      ...(hourlyOnly ? { monthly: false } : {}), ...(monthlyOnly ? { hourly: false } : {}),
    });
    return context.stream(vs.iterInstances(options), 'virtual servers', VS_COLUMNS);
  },
};
