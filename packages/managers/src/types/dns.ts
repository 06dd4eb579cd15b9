/**
 * Templates of DNS records, as `DNSManager` sends them to `Dns_Domain_ResourceRecord.createObject`.
 *
 * @module
 */
import type { Dns_Domain_ResourceRecord, Dns_Domain_ResourceRecord_SrvType } from '@svclib/model';

/**
 * The template of a new record: `host`, `data`, `ttl`, `type`, then `domainId` (absent for a
 * reverse record) and, per type, `mxPriority` (MX) or the SRV fields with
 * `complexType: 'Vendor_Dns_Domain_ResourceRecord_SrvType'`.
 *
 * The generated record `Dns_Domain_ResourceRecord_SrvType` of `@svclib/model`, with `host`, `data`, `ttl` and
 * `type` required.
 *
 * @example
 * ```ts
 * const template: DnsRecordTemplate = { host: 'www', data: '10.0.0.5', ttl: 60, type: 'A', domainId: 12345 };
 * ```
 */
export type DnsRecordTemplate = Required<Pick<Dns_Domain_ResourceRecord, 'host' | 'data' | 'ttl' | 'type'>> & Dns_Domain_ResourceRecord_SrvType & {
  /** The XML-RPC complex type the service needs to build an SRV record (a wire tag, not a property of the record). */
  complexType?: string;
};
