/**
 * `Vendor_Search::advancedSearch` over the virtual guests: the query the reference's
 * `search_instances` builds (`_objectType:Vendor_Virtual_Guest *term* hostname: *h* domain: *d*
 * datacenter.longName: *dc* tagReferences.tag.name: "t"`), each term matched case-insensitively
 * (`*x*` anywhere, a bare or quoted value exactly).
 *
 * @module
 */
import type { FakeVirtualGuest } from '../data/records.js';
import { output, type CallContext } from './service-spec.js';
import type { AnyRecord } from '../data/record-types.js';

const TERM = /([A-Za-z.]+):\s*("[^"]*"|\S+)|(\S+)/g;

/** Whether `value` matches a search term: `*x*` contains, `x*` starts, `*x` ends, else equal (case-insensitive). */
function matches(value: string | undefined, term: string): boolean {
  const text = (value ?? '').toLowerCase();
  const wanted = term.replace(/^"(.*)"$/s, '$1').toLowerCase();
  const core = wanted.replace(/^\*/, '').replace(/\*$/, '');
  if (wanted.startsWith('*') && wanted.endsWith('*') && wanted.length > 1) return text.includes(core);
  if (wanted.endsWith('*')) return text.startsWith(core);
  if (wanted.startsWith('*')) return text.endsWith(core);
  return text === wanted;
}

function fieldOf(guest: FakeVirtualGuest, field: string): (string | undefined)[] {
  switch (field) {
    case 'hostname': return [guest.hostname];
    case 'domain': return [guest.domain];
    case 'fullyQualifiedDomainName': return [guest.fullyQualifiedDomainName];
    case 'datacenter.longName': return [guest.datacenter.longName];
    case 'datacenter.name': return [guest.datacenter.name];
    case 'tagReferences.tag.name': return guest.tagReferences.map((reference) => reference.tag?.name);
    case 'primaryIpAddress': return [guest.primaryIpAddress];
    default: return [];
  }
}

/** The search results (`{ relevanceScore, resourceType, resource }`) of the guests matching `terms`. */
export function searchGuests(context: CallContext, terms: string): AnyRecord[] {
  const checks: ((guest: FakeVirtualGuest) => boolean)[] = [];
  for (const [, field, value, bare] of terms.matchAll(TERM)) {
    if (bare !== undefined) {
      checks.push((guest) => [guest.hostname, guest.domain, guest.fullyQualifiedDomainName, guest.primaryIpAddress, guest.primaryBackendIpAddress,
        guest.notes].some((text) => matches(text, bare)));
    } else if (field !== undefined && value !== undefined) {
      checks.push((guest) => fieldOf(guest, field).some((text) => matches(text, value)));
    }
  }
  return context.data.virtualGuests
    .filter((guest) => checks.every((check) => check(guest)))
    .map((guest) => output(context, { relevanceScore: '1', resourceType: 'Vendor_Virtual_Guest', resource: guest }, 'Generic'));
}
