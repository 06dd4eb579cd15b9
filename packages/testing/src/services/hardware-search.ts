/**
 * `Vendor_Search.advancedSearch('_objectType:Vendor_Hardware …')` over the hardware servers, as
 * slcli's `hw list --search` sends it: a free `*term*` (host name, FQDN or an address contains it)
 * and `field: *value*` terms (`hostname`, `domain`, `datacenter.longName`, `cpu`, `memory`,
 * `network`), plus `internalTagReferences.tag.name: a b` (any of the tags). Every term must match.
 *
 * @module
 */
import type { FakeHardware } from '../data/records.js';
import { output, type CallContext } from './service-spec.js';
import type { AnyRecord } from '../data/record-types.js';

const FIELD = /([A-Za-z.]+):\s*(\S+)/g;
const TAGS = /internalTagReferences\.tag\.name:\s*(.*)$/s;

/** The text a `field:` term is matched against. */
function fieldText(server: FakeHardware, field: string): string | undefined {
  switch (field) {
    case 'hostname': return server.hostname;
    case 'domain': return server.domain;
    case 'datacenter.longName': return String(server.datacenter.longName ?? server.datacenter.name);
    case 'cpu': return String(server.processorPhysicalCoreAmount);
    case 'memory': return String(server.memoryCapacity);
    case 'network': return server.networkComponents.map((component) => String(component.maxSpeed)).join(' ');
    default: return undefined;
  }
}

/** `*x*` matches text containing x; anything else the whole text (case-insensitive). */
function matches(text: string, pattern: string): boolean {
  const value = pattern.toLowerCase();
  const stripped = value.replace(/^\*|\*$/g, '');
  return value.startsWith('*') || value.endsWith('*') ? text.toLowerCase().includes(stripped) : text.toLowerCase() === stripped;
}

/**
 * The search results for a hardware query (the text after `_objectType:Vendor_Hardware`).
 *
 * @example
 * ```ts
 * hardwareSearch(context, 'domain: *example*');
 * ```
 */
export function hardwareSearch(context: CallContext, query: string): AnyRecord[] {
  const tagMatch = TAGS.exec(query);
  const tags = tagMatch ? tagMatch[1]!.trim().split(/\s+/).filter((tag) => tag !== '') : [];
  const rest = tagMatch ? query.slice(0, tagMatch.index) : query;
  const fields = [...rest.matchAll(FIELD)].map((m) => [m[1]!, m[2]!] as const);
  const free = rest.replace(FIELD, ' ').trim().split(/\s+/).filter((word) => word !== '');
  const hits = context.data.hardware.filter((server) =>
    free.every((word) => [server.hostname, server.fullyQualifiedDomainName, server.primaryIpAddress, server.primaryBackendIpAddress]
      .some((text) => matches(text, word))) &&
    fields.every(([field, value]) => {
      const text = fieldText(server, field);
      return text !== undefined && matches(text, value);
    }) &&
    (tags.length === 0 || (server.tagReferences ?? []).some((ref) => tags.includes(String(ref.tag?.name)))));
  return hits.map((server) => output(context, { relevanceScore: '1', resourceType: 'Vendor_Hardware', resource: server }, 'Generic'));
}
