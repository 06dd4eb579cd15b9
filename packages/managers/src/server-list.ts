/**
 * Listing servers, shared by virtual and hardware servers: the keyword filters both list methods
 * accept, their option names and the filter they become.
 *
 * @module
 */
import type { SpecFor } from '@svclib/core/options';
import type { ObjectFilter } from './filters.js';
import { listFilter, tagsFilter } from './list-filter.js';
import type { QueryValue } from './list-filter.js';
import { KEYWORD, LIST_OPTIONS } from './manager-support.js';
import type { ListOptions } from './options.js';

/**
 * Keyword filters every server list method accepts ({@link VirtualServerManager.listInstances},
 * {@link HardwareManager.listHardware}); each value goes through `queryFilter`.
 *
 * @example
 * ```ts
 * const filters: ListServersOptions = { datacenter: 'dal13', hostname: 'web*', tags: ['prod'] };
 * await vs.listInstances(filters);
 * await hw.listHardware(filters);
 * ```
 */
export interface ListServersOptions extends ListOptions {
  /** Servers carrying any of these tags (`tagReferences.tag.name` `in`). */
  tags?: string[];
  /** Host name. */
  hostname?: string;
  /** Domain. */
  domain?: string;
  /** Datacenter name (`datacenter.name`). */
  datacenter?: string;
  /** Port speed (`networkComponents.maxSpeed`). */
  nicSpeed?: number | string;
  /** Public address (`primaryIpAddress`). */
  publicIp?: string;
  /** Private address (`primaryBackendIpAddress`). */
  privateIp?: string;
}

/** The options of a server list ({@link ListServersOptions}); each manager extends them with its own. */
export const LIST_SERVER_OPTIONS = LIST_OPTIONS.extend('servers', {
  tags: KEYWORD,
  hostname: KEYWORD,
  domain: KEYWORD,
  datacenter: KEYWORD,
  nicSpeed: KEYWORD,
  publicIp: KEYWORD,
  privateIp: KEYWORD,
} satisfies SpecFor<Omit<ListServersOptions, keyof ListOptions>>);

/** The option each shared filter path comes from (for error messages). */
const OPTION_OF_PATH: Readonly<Record<string, string>> = {
  'tagReferences.tag.name': 'tags',
  'datacenter.name': 'datacenter',
  'networkComponents.maxSpeed': 'nicSpeed',
  primaryIpAddress: 'publicIp',
  primaryBackendIpAddress: 'privateIp',
};

/**
 * The filter of a server list in `group`: the shared keyword filters plus the manager's `own`
 * fields (sizes, flags), merged over the caller's filter.
 *
 * @throws TypeError for a bad `tags` value.
 */
export function serverListFilter(
  where: string,
  group: string,
  o: ListServersOptions,
  own: Record<string, QueryValue>,
  ownNames: Readonly<Record<string, string>> = {},
): ObjectFilter {
  return listFilter(
    group,
    {
      'tagReferences.tag.name': o.tags === undefined ? undefined : tagsFilter(where, o.tags),
      ...own,
      hostname: o.hostname,
      domain: o.domain,
      'datacenter.name': o.datacenter,
      'networkComponents.maxSpeed': o.nicSpeed,
      primaryIpAddress: o.publicIp,
      primaryBackendIpAddress: o.privateIp,
    },
    o.filter,
    where,
    { ...ownNames, ...OPTION_OF_PATH },
  );
}
