/**
 * Templates of DNS records, as `DNSManager` sends them to `Dns_Domain_ResourceRecord.createObject`.
 *
 * @module
 */

/**
 * The template of a new record: `host`, `data`, `ttl`, `type`, then `domainId` (absent for a
 * reverse record) and, per type, `mxPriority` (MX) or the SRV fields with
 * `complexType: 'Vendor_Dns_Domain_ResourceRecord_SrvType'`.
 *
 * @example
 * ```ts
 * const template: DnsRecordTemplate = { host: 'www', data: '10.0.0.5', ttl: 60, type: 'A', domainId: 12345 };
 * ```
 */
export interface DnsRecordTemplate {
  /** Host part (`@` for the apex; the IP address for a PTR record). */
  host: string;
  /** Record data. */
  data: string;
  /** Time to live in seconds. */
  ttl: number;
  /** Record type, e.g. `A`, `MX`, `SRV`, `PTR`. */
  type: string;
  /** Zone id (absent for a reverse record). */
  domainId?: number;
  /** MX priority. */
  mxPriority?: number;
  /** SRV priority. */
  priority?: number;
  /** SRV weight. */
  weight?: number;
  /** SRV port. */
  port?: number;
  /** SRV protocol, e.g. `_tcp`. */
  protocol?: string;
  /** SRV service, e.g. `_sip`. */
  service?: string;
  /** The complex type the service needs to build an SRV record. */
  complexType?: string;
}
