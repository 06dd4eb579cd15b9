/**
 * Turning names into ids, written once for every manager. Internal.
 *
 * @module
 */
import { NameResolutionError } from './errors.js';
import type { ObjectFilter } from './filters.js';
import type { ManagerClient } from './manager-client.js';
import { listApi, parseId, show } from './manager-support.js';

/** Looks a name up and resolves every matching id. */
export type IdLookup = (name: string, signal: AbortSignal | undefined) => Promise<number[]>;

/**
 * The ids an identifier stands for: a number or numeric string is the id itself (no request);
 * anything else goes through `lookup`.
 *
 * @throws TypeError for something that is neither a positive integer nor a non-empty string.
 */
export async function resolveIdList(
  where: string,
  identifier: unknown,
  lookup: IdLookup,
  signal: AbortSignal | undefined,
): Promise<number[]> {
  const id = parseId(identifier);
  if (id !== undefined) return [id];
  if (typeof identifier !== 'string' || identifier.trim() === '') {
    throw new TypeError(
      `${where}: expected a positive integer id or a name, got ${show(identifier)}`,
    );
  }
  return lookup(identifier.trim(), signal);
}

/**
 * Exactly one id for an identifier.
 *
 * @throws NameResolutionError when a name matches nothing or several objects.
 */
export async function resolveOneId(
  where: string,
  kind: string,
  identifier: unknown,
  lookup: IdLookup,
  signal: AbortSignal | undefined,
): Promise<number> {
  const ids = await resolveIdList(where, identifier, lookup, signal);
  if (ids.length !== 1) throw new NameResolutionError(kind, String(identifier), ids);
  return ids[0]!;
}

/** The distinct `id`s of a list result, in order. */
export function idsOf(records: readonly { id?: unknown }[]): number[] {
  const ids: number[] = [];
  for (const record of records) {
    if (typeof record.id === 'number' && !ids.includes(record.id)) ids.push(record.id);
  }
  return ids;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f]*:[0-9a-f:.]*$/i;

/** Whether a name looks like an IPv4 or IPv6 address. */
export function looksLikeIp(name: string): boolean {
  return IPV4.test(name) || IPV6.test(name);
}

/** The ids of a list method's results that match `filter` (mask `id`). */
export async function idsMatching(
  client: ManagerClient,
  method: string,
  filter: ObjectFilter,
  signal: AbortSignal | undefined,
): Promise<number[]> {
  return idsOf(await listApi<{ id?: unknown }>(client, 'Account', method, { mask: 'id', filter, signal }));
}

/**
 * Lookup for servers (virtual or hardware): an IP address matches `primaryIpAddress`, then
 * `primaryBackendIpAddress`; any other name matches `hostname`, then `fullyQualifiedDomainName`.
 * Each comparison is an exact, case-insensitive `_=`; the first step that finds anything wins.
 */
export function serverLookup(client: ManagerClient, method: string, group: string): IdLookup {
  return async (name, signal) => {
    const fields = looksLikeIp(name)
      ? ['primaryIpAddress', 'primaryBackendIpAddress']
      : ['hostname', 'fullyQualifiedDomainName'];
    for (const field of fields) {
      const ids = await idsMatching(client, method, { [group]: { [field]: { operation: `_= ${name}` } } }, signal);
      if (ids.length > 0) return ids;
    }
    return [];
  };
}
