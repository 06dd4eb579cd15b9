/**
 * DNS zones and records (`Dns_Domain`, `Dns_Domain_ResourceRecord`).
 *
 * @module
 */
import type { ObjectFilter } from './filters.js';
import { listFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkOptions, checkType, isNonEmptyString, ITER_KEYS, iterApi, iterRequest, LIST_KEYS, listApi, listRequest,
  positiveInteger, REQUEST_KEYS, requireId, requireString,
} from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions, ResolveOptions } from './options.js';
import { resolveOneId } from './resolve.js';
import type { IdLookup } from './resolve.js';
import type { DnsRecord, DnsZone } from './types.js';

/**
 * A DNS zone given by id (number or numeric string) or by name (`example.com`).
 *
 * @example
 * ```ts
 * await dns.getZone('example.com');
 * await dns.getZone(9001);
 * ```
 */
export type ZoneIdentifier = number | string;

/**
 * Options of {@link DNSManager.listZones} (filter group `domains`).
 *
 * @example
 * ```ts
 * await dns.listZones({ name: '*.example.com' });
 * ```
 */
export interface ListZonesOptions extends ListOptions {
  /** Zone name, through `queryFilter`. */
  name?: string;
}

/**
 * Options of {@link DNSManager.iterZones}.
 *
 * @example
 * ```ts
 * for await (const zone of dns.iterZones({ chunk: 50 })) console.log(zone.name);
 * ```
 */
export interface IterZonesOptions extends ListZonesOptions, IterOptions {}

/**
 * Options of {@link DNSManager.getZone}.
 *
 * @example
 * ```ts
 * const zone = await dns.getZone('example.com', { records: false });
 * ```
 */
export interface GetZoneOptions extends RequestOptions {
  /** Include the zone's resource records (default true). Ignored when `mask` is given. */
  records?: boolean;
}

/**
 * Options of {@link DNSManager.createZone}.
 *
 * @example
 * ```ts
 * await dns.createZone('example.org', { serial: 2024010101 });
 * ```
 */
export interface CreateZoneOptions extends RequestOptions {
  /** SOA serial; left to the API when not given. */
  serial?: number;
}

/**
 * Options of {@link DNSManager.listRecords} (filter group `resourceRecords`); each value goes
 * through `queryFilter`.
 *
 * @example
 * ```ts
 * await dns.listRecords('example.com', { type: 'a', host: 'www' });
 * ```
 */
export interface ListRecordsOptions extends ListOptions {
  /** Host part. */
  host?: string;
  /** Record type (`a`, `cname`, …). */
  type?: string;
  /** Record data. */
  data?: string;
  /** Time to live. */
  ttl?: number | string;
}

/**
 * Options of {@link DNSManager.iterRecords}.
 *
 * @example
 * ```ts
 * for await (const record of dns.iterRecords('example.com', { type: 'txt' })) console.log(record.data);
 * ```
 */
export interface IterRecordsOptions extends ListRecordsOptions, IterOptions {}

/**
 * Options of {@link DNSManager.createRecord}.
 *
 * @example
 * ```ts
 * await dns.createRecord('example.com', '@', 'mx', 'mail.example.com.', 3600, { mxPriority: 10 });
 * ```
 */
export interface CreateRecordOptions extends RequestOptions {
  /** MX priority (for `mx` records). */
  mxPriority?: number;
}

/**
 * The changes of {@link DNSManager.editRecord}; at least one must be given.
 *
 * @example
 * ```ts
 * await dns.editRecord(501, { data: '10.0.0.9', ttl: 300 });
 * ```
 */
export interface RecordChanges {
  /** New host part. */
  host?: string;
  /** New type. */
  type?: string;
  /** New data. */
  data?: string;
  /** New time to live. */
  ttl?: number;
  /** New MX priority. */
  mxPriority?: number;
}

/**
 * The template of `Dns_Domain_ResourceRecord.createObject`.
 *
 * @example
 * ```ts
 * const template: DnsRecordTemplate = { domainId: 9001, host: 'www', type: 'a', data: '10.0.0.5', ttl: 3600 };
 * ```
 */
export interface DnsRecordTemplate {
  /** Zone id. */
  domainId: number;
  /** Host part. */
  host: string;
  /** Record type. */
  type: string;
  /** Record data. */
  data: string;
  /** Time to live. */
  ttl: number;
  /** MX priority. */
  mxPriority?: number;
}

const LIST_RECORD_KEYS = [...LIST_KEYS, 'host', 'type', 'data', 'ttl'] as const;

/**
 * DNS zones and records in one call each. Zones are given by id or by name.
 *
 * @example
 * ```ts
 * const dns = new DNSManager(client);
 * await dns.createRecord('example.com', 'www', 'a', '10.0.0.5', 3600);
 * console.log(await dns.dumpZone('example.com'));
 * ```
 */
export class DNSManager {
  /**
   * Mask of `listZones`/`iterZones` and of `getZone` with `records: false`.
   *
   * @example
   * ```ts
   * await dns.listZones({ mask: `${DNSManager.ZONE_MASK}, resourceRecords` });
   * ```
   */
  static readonly ZONE_MASK = 'id, name, serial, updateDate';

  /**
   * Mask of `listRecords`/`iterRecords` unless the caller gives one.
   *
   * @example
   * ```ts
   * await dns.listRecords('example.com', { mask: DNSManager.RECORD_MASK });
   * ```
   */
  static readonly RECORD_MASK = 'id, domainId, host, type, data, ttl, mxPriority';

  /**
   * Time to live of {@link createRecord} when none is given (seconds).
   *
   * @example
   * ```ts
   * await dns.createRecord('example.com', 'www', 'a', '10.0.0.5', DNSManager.DEFAULT_TTL);
   * ```
   */
  static readonly DEFAULT_TTL = 7200;

  /** The client every call goes through. */
  readonly client: ManagerClient;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const dns = new DNSManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
    this.#lookup = async (name, signal) => {
      const wanted = name.replace(/\.$/, '');
      const zones = await listApi<DnsZone>(client, 'Dns_Domain', 'getByDomainName', {
        args: [wanted], mask: 'id, name', signal,
      });
      const ids: number[] = [];
      for (const zone of zones) {
        if (typeof zone.id === 'number' && typeof zone.name === 'string' && zone.name.toLowerCase() === wanted.toLowerCase() && !ids.includes(zone.id)) {
          ids.push(zone.id);
        }
      }
      return ids;
    };
  }

  /**
   * Lists the account's zones in one request (`Account.getDomains`, filter group `domains`).
   *
   * @param options - `name`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The zones.
   * @example
   * ```ts
   * const zones = await dns.listZones();
   * ```
   */
  async listZones(options?: ListZonesOptions): Promise<DnsZone[]> {
    const where = 'DNSManager.listZones';
    const o = checkOptions(where, options, [...LIST_KEYS, 'name']);
    return callApi<DnsZone[]>(this.client, 'Account', 'getDomains', listRequest(o, DNSManager.ZONE_MASK, zoneFilter(o)));
  }

  /**
   * The paging twin of {@link listZones}.
   *
   * @param options - As {@link listZones}, plus `chunk` and `concurrency`.
   * @returns An async generator of zones.
   * @example
   * ```ts
   * for await (const zone of dns.iterZones()) console.log(zone.id, zone.name);
   * ```
   */
  iterZones(options?: IterZonesOptions): AsyncGenerator<DnsZone> {
    const where = 'DNSManager.iterZones';
    const o = checkOptions(where, options, [...ITER_KEYS, 'name']);
    return iterApi<DnsZone>(this.client, 'Account', 'getDomains', iterRequest(o, DNSManager.ZONE_MASK, zoneFilter(o)));
  }

  /**
   * Reads one zone (`Dns_Domain.getObject`), with its records unless `records: false`.
   *
   * @param zone - Zone id or name.
   * @param options - `records`, `mask`, `signal`.
   * @returns The zone.
   * @throws NameResolutionError when no zone (or more than one) has that name.
   * @example
   * ```ts
   * const zone = await dns.getZone('example.com');
   * console.log(zone.resourceRecords?.length);
   * ```
   */
  async getZone(zone: ZoneIdentifier, options?: GetZoneOptions): Promise<DnsZone> {
    const where = 'DNSManager.getZone';
    const o = checkOptions(where, options, [...REQUEST_KEYS, 'records']);
    const mask = o.mask ?? ((o.records ?? true) ? `${DNSManager.ZONE_MASK}, resourceRecords` : DNSManager.ZONE_MASK);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    return callApi<DnsZone>(this.client, 'Dns_Domain', 'getObject', { id: zoneId, mask, signal: o.signal });
  }

  /**
   * Creates a zone (`Dns_Domain.createObject({ name, resourceRecords: [] })`, plus `serial` when given).
   *
   * @param name - The domain, e.g. `example.org`.
   * @param options - `serial`, `mask`, `signal`.
   * @returns The created zone.
   * @example
   * ```ts
   * const zone = await dns.createZone('example.org');
   * ```
   */
  async createZone(name: string, options?: CreateZoneOptions): Promise<DnsZone> {
    const where = 'DNSManager.createZone';
    const o = checkOptions(where, options, [...REQUEST_KEYS, 'serial']);
    requireString(where, 'name', name);
    checkType(where, 'serial', o.serial, positiveInteger, 'a positive integer');
    const template: Record<string, unknown> = { name, resourceRecords: [] };
    if (o.serial !== undefined) template.serial = o.serial;
    return callApi<DnsZone>(this.client, 'Dns_Domain', 'createObject', { args: [template], mask: o.mask, signal: o.signal });
  }

  /**
   * Deletes a zone and its records (`Dns_Domain.deleteObject`).
   *
   * @param zone - Zone id or name.
   * @param options - `mask` and `signal`.
   * @returns The API's answer (`true` on success).
   * @example
   * ```ts
   * await dns.deleteZone('example.org');
   * ```
   */
  async deleteZone(zone: ZoneIdentifier, options?: RequestOptions): Promise<boolean> {
    const where = 'DNSManager.deleteZone';
    const o = checkOptions(where, options, REQUEST_KEYS);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    return callApi<boolean>(this.client, 'Dns_Domain', 'deleteObject', { id: zoneId, mask: o.mask, signal: o.signal });
  }

  /**
   * Lists a zone's records in one request (`Dns_Domain.getResourceRecords`, filter group
   * `resourceRecords`).
   *
   * @param zone - Zone id or name.
   * @param options - `host`, `type`, `data`, `ttl`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The records.
   * @example
   * ```ts
   * const records = await dns.listRecords('example.com', { type: 'a', ttl: '<= 300' });
   * ```
   */
  async listRecords(zone: ZoneIdentifier, options?: ListRecordsOptions): Promise<DnsRecord[]> {
    const where = 'DNSManager.listRecords';
    const o = checkOptions(where, options, LIST_RECORD_KEYS);
    const filter = recordFilter(o);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    return callApi<DnsRecord[]>(this.client, 'Dns_Domain', 'getResourceRecords', {
      id: zoneId, ...listRequest(o, DNSManager.RECORD_MASK, filter),
    });
  }

  /**
   * The paging twin of {@link listRecords}. A zone name is resolved when iteration starts.
   *
   * @param zone - Zone id or name.
   * @param options - As {@link listRecords}, plus `chunk` and `concurrency`.
   * @returns An async generator of records.
   * @example
   * ```ts
   * for await (const record of dns.iterRecords(9001, { chunk: 100 })) console.log(record.host, record.data);
   * ```
   */
  iterRecords(zone: ZoneIdentifier, options?: IterRecordsOptions): AsyncGenerator<DnsRecord> {
    const where = 'DNSManager.iterRecords';
    const o = checkOptions(where, options, [...LIST_RECORD_KEYS, ...ITER_KEYS]);
    const filter = recordFilter(o);
    const resolve = (): Promise<number> => this.#resolveZone(where, zone, o.signal);
    const client = this.client;
    const pages = async function* (): AsyncGenerator<DnsRecord> {
      const zoneId = await resolve();
      yield* iterApi<DnsRecord>(client, 'Dns_Domain', 'getResourceRecords', {
        id: zoneId, ...iterRequest(o, DNSManager.RECORD_MASK, filter),
      });
    };
    return pages();
  }

  /**
   * Creates a record (`Dns_Domain_ResourceRecord.createObject({ domainId, host, type, data, ttl })`).
   *
   * @param zone - Zone id or name.
   * @param host - Host part (`@` for the apex).
   * @param type - Record type (`a`, `aaaa`, `cname`, `mx`, `txt`, …).
   * @param data - Record data.
   * @param ttl - Time to live in seconds (default {@link DNSManager.DEFAULT_TTL}).
   * @param options - `mxPriority`, `mask`, `signal`.
   * @returns The created record.
   * @example
   * ```ts
   * const record = await dns.createRecord('example.com', 'www', 'a', '10.0.0.5', 3600);
   * ```
   */
  async createRecord(
    zone: ZoneIdentifier,
    host: string,
    type: string,
    data: string,
    ttl: number = DNSManager.DEFAULT_TTL,
    options?: CreateRecordOptions,
  ): Promise<DnsRecord> {
    const where = 'DNSManager.createRecord';
    const o = checkOptions(where, options, [...REQUEST_KEYS, 'mxPriority']);
    requireString(where, 'host', host);
    requireString(where, 'type', type);
    requireString(where, 'data', data);
    checkType(where, 'ttl', ttl, positiveInteger, 'a positive integer (seconds)');
    checkType(where, 'mxPriority', o.mxPriority, (value) => Number.isSafeInteger(value) && Number(value) >= 0,
      'an integer >= 0');
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    const template: DnsRecordTemplate = { domainId: zoneId, host, type, data, ttl };
    if (o.mxPriority !== undefined) template.mxPriority = o.mxPriority;
    return callApi<DnsRecord>(this.client, 'Dns_Domain_ResourceRecord', 'createObject', {
      args: [template], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Changes a record (`Dns_Domain_ResourceRecord.editObject(changes)` on that record).
   *
   * @param recordId - Record id.
   * @param changes - At least one of `host`, `type`, `data`, `ttl`, `mxPriority`.
   * @param options - `mask` and `signal`.
   * @returns `true` when the API accepted the edit.
   * @throws TypeError when nothing is to change.
   * @example
   * ```ts
   * await dns.editRecord(501, { data: '10.0.0.9' });
   * ```
   */
  async editRecord(recordId: number | string, changes: RecordChanges, options?: RequestOptions): Promise<boolean> {
    const where = 'DNSManager.editRecord';
    const o = checkOptions(where, options, REQUEST_KEYS);
    const id = requireId(where, 'recordId', recordId);
    const c = checkOptions(`${where} changes`, changes, ['host', 'type', 'data', 'ttl', 'mxPriority']);
    for (const key of ['host', 'type', 'data'] as const) checkType(where, key, c[key], isNonEmptyString, 'a non-empty string');
    checkType(where, 'ttl', c.ttl, positiveInteger, 'a positive integer (seconds)');
    checkType(where, 'mxPriority', c.mxPriority, (value) => Number.isSafeInteger(value) && Number(value) >= 0,
      'an integer >= 0');
    const template = Object.fromEntries(Object.entries(c).filter(([, value]) => value !== undefined));
    if (Object.keys(template).length === 0) {
      throw new TypeError(`${where}: nothing to change: give host, type, data, ttl or mxPriority`);
    }
    return callApi<boolean>(this.client, 'Dns_Domain_ResourceRecord', 'editObject', {
      id, args: [template], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Deletes a record (`Dns_Domain_ResourceRecord.deleteObject`).
   *
   * @param recordId - Record id.
   * @param options - `mask` and `signal`.
   * @returns The API's answer (`true` on success).
   * @example
   * ```ts
   * await dns.deleteRecord(501);
   * ```
   */
  async deleteRecord(recordId: number | string, options?: RequestOptions): Promise<boolean> {
    const where = 'DNSManager.deleteRecord';
    const o = checkOptions(where, options, REQUEST_KEYS);
    return callApi<boolean>(this.client, 'Dns_Domain_ResourceRecord', 'deleteObject', {
      id: requireId(where, 'recordId', recordId), mask: o.mask, signal: o.signal,
    });
  }

  /**
   * The zone as a BIND zone file (`Dns_Domain.getZoneFileContents`).
   *
   * @param zone - Zone id or name.
   * @param options - `mask` and `signal`.
   * @returns The zone file text.
   * @example
   * ```ts
   * await writeFile('example.com.zone', await dns.dumpZone('example.com'));
   * ```
   */
  async dumpZone(zone: ZoneIdentifier, options?: RequestOptions): Promise<string> {
    const where = 'DNSManager.dumpZone';
    const o = checkOptions(where, options, REQUEST_KEYS);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    return callApi<string>(this.client, 'Dns_Domain', 'getZoneFileContents', { id: zoneId, mask: o.mask, signal: o.signal });
  }

  /**
   * The id of the zone with this name (`Dns_Domain.getByDomainName` with the name, a trailing dot
   * removed, then an exact, case-insensitive match on the results' `name`).
   *
   * @param name - The zone name.
   * @param options - `signal`.
   * @returns The zone id.
   * @throws NameResolutionError (kind `DNS zone`) naming the zone when none, or several, match.
   * @example
   * ```ts
   * const id = await dns.resolveZoneId('example.com');
   * ```
   */
  async resolveZoneId(name: string, options?: ResolveOptions): Promise<number> {
    const where = 'DNSManager.resolveZoneId';
    const o = checkOptions(where, options, ['signal']);
    return this.#resolveZone(where, requireString(where, 'name', name), o.signal);
  }

  #resolveZone(where: string, zone: ZoneIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'DNS zone', zone, this.#lookup, signal);
  }
}

function zoneFilter(o: ListZonesOptions): ObjectFilter {
  return listFilter('domains', { name: o.name }, o.filter);
}

function recordFilter(o: ListRecordsOptions): ObjectFilter {
  return listFilter('resourceRecords', { host: o.host, type: o.type, data: o.data, ttl: o.ttl }, o.filter);
}
