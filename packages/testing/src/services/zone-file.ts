/**
 * BIND zone text of a DNS zone, as `Dns_Domain.getZoneFileContents` returns it.
 *
 * @module
 */
import type { FakeDomain } from '../data/records.js';

/** The zone file: `$ORIGIN`, `$TTL`, the SOA, then one `host ttl IN TYPE data` line per record. */
export function zoneFileContents(domain: FakeDomain): string {
  const origin = `${domain.name}.`;
  const lines = [
    `$ORIGIN ${origin}`,
    '$TTL 86400',
    `@ 86400 IN SOA ns1.fake-dns.example. root.${origin} ${domain.serial} 7200 600 1728000 43200`,
  ];
  for (const record of domain.resourceRecords) {
    const data = record.type.toUpperCase() === 'TXT' && !record.data.startsWith('"') ? JSON.stringify(record.data) : record.data;
    const priority = record.type.toUpperCase() === 'MX' ? `${record.mxPriority ?? 10} ` : '';
    lines.push(`${record.host} ${record.ttl} IN ${record.type.toUpperCase()} ${priority}${data}`);
  }
  return `${lines.join('\n')}\n`;
}
