/**
 * DNS zones and records (`Dns_Domain`, `Dns_Domain_ResourceRecord`).
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type { Dns_Domain, Dns_Domain_ResourceRecord } from '@svclib/model';
import type { FilterOperation, ObjectFilter } from './filters.js';
import { queryFilter } from './filters.js';
import { listFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkArgument, checkSpec, iterApi, iterRequest, listApi, listRequest, positiveInteger, REQUEST_OPTIONS,
  requireId, requireString, RESOLVE_OPTIONS,
} from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { resolveIdList, resolveOneId } from './resolve.js';
import type { IdLookup } from './resolve.js';
import type { DnsRecordTemplate } from './types/dns.js';
import {
  CREATE_MX_OPTIONS, CREATE_RECORD_OPTIONS, CREATE_SRV_OPTIONS, CREATE_ZONE_OPTIONS, GET_ZONE_OPTIONS,
  ITER_RECORD_OPTIONS, ITER_ZONE_OPTIONS, LIST_RECORD_OPTIONS, LIST_ZONE_OPTIONS, RECORD_CHANGES, SYNC_HOST_OPTIONS,
  TTL_OPTIONS,
} from './dns-options.js';
import type {
  CreateRecordMxOptions, CreateRecordOptions, CreateRecordPtrOptions, CreateRecordSrvOptions, CreateZoneOptions,
  GetZoneOptions, IterRecordsOptions, IterZonesOptions, ListRecordsOptions, ListZonesOptions, RecordChanges,
  ReverseDomain, SyncHostRecordOptions, SyncPtrRecordOptions, ZoneIdentifier,
} from './dns-options.js';

export type {
  CreateRecordMxOptions, CreateRecordOptions, CreateRecordPtrOptions, CreateRecordSrvOptions, CreateZoneOptions,
  GetZoneOptions, IterRecordsOptions, IterZonesOptions, ListRecordsOptions, ListZonesOptions, RecordChanges,
  ReverseDomain, SyncHostRecordOptions, SyncPtrRecordOptions, ZoneIdentifier,
} from './dns-options.js';
import type { ByMask, MaskArg, Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

/**
 * The SRV record's `complexType`: the service builds an SRV record only when the template says so.
 */
const SRV_TYPE = 'Vendor_Dns_Domain_ResourceRecord_SrvType';

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
  static readonly RECORD_MASK =
    'id, expire, domainId, host, minimum, refresh, retry, mxPriority, ttl, type, data, responsiblePerson';

  /**
   * Time to live of {@link createRecord}, {@link createRecordMx}, {@link createRecordSrv} and
   * {@link createRecordPtr} when none is given (seconds; the reference client's default).
   *
   * @example
   * ```ts
   * await dns.createRecord('example.com', 'www', 'a', '10.0.0.5', DNSManager.DEFAULT_TTL);
   * ```
   */
  static readonly DEFAULT_TTL = 60;

  /**
   * Time to live of {@link syncHostRecord} and {@link syncPtrRecord} when none is given (seconds).
   *
   * @example
   * ```ts
   * await dns.syncHostRecord('example.com', 'web1', '10.0.0.5', { ttl: DNSManager.SYNC_TTL });
   * ```
   */
  static readonly SYNC_TTL = 7200;

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
      // The reference's lookup: the account's zones filtered by name (answer shapes checked by listApi).
      const zones = await listApi<Dns_Domain>(client, 'Account', 'getDomains', {
        filter: { domains: { name: queryFilter(wanted) } }, signal,
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
  listZones<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListZonesOptions, 'Dns_Domain', K, Q>): Promise<NoInfer<ByMask<Dns_Domain[], 'Dns_Domain', typeof DNSManager.ZONE_MASK, K, Q>>>;
  async listZones(options?: ListZonesOptions): Promise<Dns_Domain[]> {
    const o = checkSpec(LIST_ZONE_OPTIONS, options);
    return callApi<Dns_Domain[]>(this.client, 'Account', 'getDomains', listRequest(o, DNSManager.ZONE_MASK, zoneFilter(o)));
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
  iterZones<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterZonesOptions, 'Dns_Domain', K, Q>): AsyncGenerator<NoInfer<ByMask<Dns_Domain, 'Dns_Domain', typeof DNSManager.ZONE_MASK, K, Q>>>;
  iterZones(options?: IterZonesOptions): AsyncGenerator<Dns_Domain> {
    const o = checkSpec(ITER_ZONE_OPTIONS, options);
    return iterApi<Dns_Domain>(this.client, 'Account', 'getDomains', iterRequest(o, DNSManager.ZONE_MASK, zoneFilter(o)));
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
  getZone<const K extends MaskArg = never, const Q extends Selection = never>(zone: ZoneIdentifier, options?: Selecting<GetZoneOptions, 'Dns_Domain', K, Q>): Promise<NoInfer<ByMask<Dns_Domain, 'Dns_Domain', `${typeof DNSManager.ZONE_MASK}, resourceRecords`, K, Q>>>;
  async getZone(zone: ZoneIdentifier, options?: GetZoneOptions): Promise<Dns_Domain> {
    const where = 'DNSManager.getZone';
    const o = checkSpec(GET_ZONE_OPTIONS, options);
    const mask = o.mask ?? ((o.records ?? true) ? `${DNSManager.ZONE_MASK}, resourceRecords` : DNSManager.ZONE_MASK);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    return callApi<Dns_Domain>(this.client, 'Dns_Domain', 'getObject', { id: zoneId, mask, signal: o.signal });
  }

  /**
   * Creates a zone: `Dns_Domain.createObject({ name, serial, resourceRecords: {} })`, the serial
   * `YYYYMMDD01` of today (UTC) unless given, and `resourceRecords` an empty struct, as the
   * reference client sends them.
   *
   * @param name - The domain, e.g. `example.org`.
   * @param options - `serial`, `mask`, `signal`.
   * @returns The created zone.
   * @example
   * ```ts
   * const zone = await dns.createZone('example.org');
   * ```
   */
  async createZone(name: string, options?: CreateZoneOptions): Promise<Dns_Domain> {
    const where = 'DNSManager.createZone';
    const o = checkSpec(CREATE_ZONE_OPTIONS, options);
    requireString(where, 'name', name);
    const template = { name, serial: o.serial ?? defaultSerial(), resourceRecords: {} };
    return callApi<Dns_Domain>(this.client, 'Dns_Domain', 'createObject', { args: [template], mask: o.mask, signal: o.signal });
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
    const o = checkSpec(REQUEST_OPTIONS, options, where);
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
  listRecords<const K extends MaskArg = never, const Q extends Selection = never>(zone: ZoneIdentifier, options?: Selecting<ListRecordsOptions, 'Dns_Domain_ResourceRecord', K, Q>): Promise<NoInfer<ByMask<Dns_Domain_ResourceRecord[], 'Dns_Domain_ResourceRecord', typeof DNSManager.RECORD_MASK, K, Q>>>;
  async listRecords(zone: ZoneIdentifier, options?: ListRecordsOptions): Promise<Dns_Domain_ResourceRecord[]> {
    const where = LIST_RECORD_OPTIONS.where;
    const o = checkSpec(LIST_RECORD_OPTIONS, options);
    const filter = recordFilter(o);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    return callApi<Dns_Domain_ResourceRecord[]>(this.client, 'Dns_Domain', 'getResourceRecords', {
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
  iterRecords<const K extends MaskArg = never, const Q extends Selection = never>(zone: ZoneIdentifier, options?: Selecting<IterRecordsOptions, 'Dns_Domain_ResourceRecord', K, Q>): AsyncGenerator<NoInfer<ByMask<Dns_Domain_ResourceRecord, 'Dns_Domain_ResourceRecord', typeof DNSManager.RECORD_MASK, K, Q>>>;
  iterRecords(zone: ZoneIdentifier, options?: IterRecordsOptions): AsyncGenerator<Dns_Domain_ResourceRecord> {
    const where = ITER_RECORD_OPTIONS.where;
    const o = checkSpec(ITER_RECORD_OPTIONS, options);
    const filter = recordFilter(o);
    const resolve = (): Promise<number> => this.#resolveZone(where, zone, o.signal);
    const client = this.client;
    const pages = async function* (): AsyncGenerator<Dns_Domain_ResourceRecord> {
      const zoneId = await resolve();
      yield* iterApi<Dns_Domain_ResourceRecord>(client, 'Dns_Domain', 'getResourceRecords', {
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
  ): Promise<Dns_Domain_ResourceRecord> {
    const where = 'DNSManager.createRecord';
    const o = checkSpec(CREATE_RECORD_OPTIONS, options);
    requireString(where, 'host', host);
    requireString(where, 'type', type);
    requireString(where, 'data', data);
    checkArgument(where, 'ttl', ttl, positiveInteger, 'a positive integer (seconds)');
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    const template: DnsRecordTemplate = { host, data, ttl, type, domainId: zoneId };
    if (o.mxPriority !== undefined) template.mxPriority = o.mxPriority;
    return this.#create(template, o);
  }

  /**
   * Creates an MX record: `Dns_Domain_ResourceRecord.createObject({ host, data, ttl, type: 'MX',
   * domainId, mxPriority })`.
   *
   * @param zone - Zone id or name.
   * @param host - Host part (`@` for the apex).
   * @param data - The mail server.
   * @param options - `ttl` (default 60), `priority` (default 10), `mask`, `signal`.
   * @returns The created record.
   * @example
   * ```ts
   * await dns.createRecordMx('example.com', '@', 'mail.example.com', { priority: 5 });
   * ```
   */
  async createRecordMx(zone: ZoneIdentifier, host: string, data: string, options?: CreateRecordMxOptions): Promise<Dns_Domain_ResourceRecord> {
    const where = 'DNSManager.createRecordMx';
    const o = checkSpec(CREATE_MX_OPTIONS, options);
    const ttl = recordBasics(where, host, data, o.ttl ?? DNSManager.DEFAULT_TTL);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    return this.#create({ host, data, ttl, type: 'MX', domainId: zoneId, mxPriority: o.priority ?? 10 }, o);
  }

  /**
   * Creates an SRV record: `Dns_Domain_ResourceRecord.createObject({ host, data, ttl, type: 'SRV',
   * domainId, priority, protocol, port, service, weight, complexType:
   * 'Vendor_Dns_Domain_ResourceRecord_SrvType' })` (the service builds an SRV record only with that
   * complex type).
   *
   * @param zone - Zone id or name.
   * @param host - Host part.
   * @param data - The target host.
   * @param options - `protocol`, `port`, `service` (required), `ttl` (60), `priority` (20), `weight` (10), `mask`, `signal`.
   * @returns The created record.
   * @throws TypeError naming a missing `protocol`, `port` or `service`.
   * @example
   * ```ts
   * await dns.createRecordSrv('example.com', '@', 'sip.example.com', { protocol: '_tcp', port: 5060, service: '_sip' });
   * ```
   */
  async createRecordSrv(zone: ZoneIdentifier, host: string, data: string, options: CreateRecordSrvOptions): Promise<Dns_Domain_ResourceRecord> {
    const where = 'DNSManager.createRecordSrv';
    const o = checkSpec(CREATE_SRV_OPTIONS, options);
    const ttl = recordBasics(where, host, data, o.ttl ?? DNSManager.DEFAULT_TTL);
    requireString(where, 'protocol', o.protocol);
    requireString(where, 'service', o.service);
    if (!positiveInteger(o.port)) throw new TypeError(`${where}: port must be a positive integer`);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    return this.#create({
      host, data, ttl, type: 'SRV', domainId: zoneId, priority: o.priority ?? 20, protocol: o.protocol, port: o.port,
      service: o.service, weight: o.weight ?? 10, complexType: SRV_TYPE,
    }, o);
  }

  /**
   * Creates a reverse (PTR) record: `Dns_Domain_ResourceRecord.createObject({ host, data, ttl,
   * type: 'PTR' })`, no zone: the service finds the reverse zone of the address.
   *
   * @param address - The public IP address whose reverse record this is.
   * @param data - The name it points to.
   * @param options - `ttl` (default 60), `mask`, `signal`.
   * @returns The created record.
   * @example
   * ```ts
   * await dns.createRecordPtr('161.100.0.2', 'web1.example.com');
   * ```
   */
  async createRecordPtr(address: string, data: string, options?: CreateRecordPtrOptions): Promise<Dns_Domain_ResourceRecord> {
    const where = 'DNSManager.createRecordPtr';
    const o = checkSpec(TTL_OPTIONS, options, where);
    const ttl = recordBasics(where, address, data, o.ttl ?? DNSManager.DEFAULT_TTL);
    return this.#create({ host: address, data, ttl, type: 'PTR' }, o);
  }

  /**
   * Reads one record (`Dns_Domain_ResourceRecord.getObject`).
   *
   * @param recordId - Record id.
   * @param options - `mask` (default: none, all local fields) and `signal`.
   * @returns The record.
   * @example
   * ```ts
   * const record = await dns.getRecord(500000001);
   * ```
   */
  async getRecord(recordId: number | string, options?: RequestOptions): Promise<Dns_Domain_ResourceRecord> {
    const where = 'DNSManager.getRecord';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Dns_Domain_ResourceRecord>(this.client, 'Dns_Domain_ResourceRecord', 'getObject', {
      id: requireId(where, 'recordId', recordId), mask: o.mask, signal: o.signal,
    });
  }

  #create(template: DnsRecordTemplate, o: RequestOptions): Promise<Dns_Domain_ResourceRecord> {
    return callApi<Dns_Domain_ResourceRecord>(this.client, 'Dns_Domain_ResourceRecord', 'createObject', {
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
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const id = requireId(where, 'recordId', recordId);
    const c = checkSpec(RECORD_CHANGES, changes);
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
    const o = checkSpec(REQUEST_OPTIONS, options, where);
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
    const o = checkSpec(REQUEST_OPTIONS, options, where);
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
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return this.#resolveZone(where, requireString(where, 'name', name), o.signal);
  }

  /**
   * The reference client's `edit_zone`, which sends `Dns_Domain.editObject`: the API has no such
   * method (it is not in the service's own description, and the service answers MethodNotFound), so
   * this checks its arguments and then refuses with a {@link ServiceError} that says what to do
   * instead, sending nothing. A zone's serial moves with its records ({@link DNSManager.editRecord}).
   *
   * @deprecated The API cannot edit a zone itself; edit its records.
   *
   * @param zone - The zone with its `id`.
   * @param options - `mask` and `signal` (checked, unused).
   * @returns Never resolves.
   * @throws TypeError when `zone.id` is missing; ServiceError always otherwise.
   * @example
   * ```ts
   * await dns.editZone({ id: 400001, serial: 2024010102 }); // ServiceError: the API has no Dns_Domain.editObject …
   * ```
   */
  async editZone(zone: Dns_Domain, options?: RequestOptions): Promise<boolean> {
    const where = 'DNSManager.editZone';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    if (typeof zone !== 'object' || zone === null || Array.isArray(zone)) throw new TypeError(`${where}: zone must be an object`);
    requireId(where, 'zone.id', zone.id);
    o.signal?.throwIfAborted();
    return Promise.reject(new ServiceError(
      `${where}: the API has no Dns_Domain.editObject, so a zone cannot be edited itself; edit its records with DNSManager.editRecord`,
    ));
  }

  /**
   * Points `host`'s A (or AAAA) record at `address`: lists the zone's records of that host and
   * type (as {@link listRecords}), creates one when there is none, edits it
   * (`Dns_Domain_ResourceRecord.editObject(record)` with the new `data` and `ttl`) when there is
   * one, and refuses when there are several.
   *
   * @param zone - Zone id or name.
   * @param host - Host part.
   * @param address - The address.
   * @param options - `type` (`a` default, or `aaaa`), `ttl` (default 7200), `signal`.
   * @returns The created record, or `true` when an existing one was edited.
   * @throws ServiceError when more than one record matches.
   * @example
   * ```ts
   * await dns.syncHostRecord('example.com', 'web1', '10.0.0.5');
   * ```
   */
  async syncHostRecord(zone: ZoneIdentifier, host: string, address: string, options?: SyncHostRecordOptions): Promise<Dns_Domain_ResourceRecord | boolean> {
    const where = 'DNSManager.syncHostRecord';
    const o = checkSpec(SYNC_HOST_OPTIONS, options);
    const type = o.type ?? 'a';
    const ttl = recordBasics(where, host, address, o.ttl ?? DNSManager.SYNC_TTL);
    requireString(where, 'type', type);
    const zoneId = await this.#resolveZone(where, zone, o.signal);
    const records = await this.listRecords(zoneId, { host, type, signal: o.signal });
    if (records.length === 0) return this.createRecord(zoneId, host, type, address, ttl, { signal: o.signal });
    const [record] = records;
    if (records.length !== 1 || record === undefined) {
      throw new ServiceError(`${where}: aborting record sync, found ${records.length} records for ${host}`);
    }
    return this.#editWhole({ ...record, data: address, ttl }, o.signal);
  }

  /**
   * Points the reverse record of `address` at `fqdn`: in `reverse` (an element of
   * `getReverseDomainRecords`), the PTR record whose host is the address's last octet is edited
   * (`Dns_Domain_ResourceRecord.editObject(record)`), else one is created in that zone.
   *
   * @param reverse - The reverse zone with its records.
   * @param address - The IPv4 address.
   * @param fqdn - The name it should point to.
   * @param options - `ttl` (default 7200), `signal`.
   * @returns The created record, or `true` when an existing one was edited.
   * @example
   * ```ts
   * const [reverse] = await client.call('Virtual_Guest', 'getReverseDomainRecords', { id: 100001 });
   * await dns.syncPtrRecord(reverse!, '161.100.0.2', 'web1.example.com');
   * ```
   */
  async syncPtrRecord(reverse: ReverseDomain, address: string, fqdn: string, options?: SyncPtrRecordOptions): Promise<Dns_Domain_ResourceRecord | boolean> {
    const where = 'DNSManager.syncPtrRecord';
    const o = checkSpec(TTL_OPTIONS, options, where);
    const ttl = recordBasics(where, address, fqdn, o.ttl ?? DNSManager.SYNC_TTL);
    if (typeof reverse !== 'object' || reverse === null || !Array.isArray(reverse.resourceRecords)) {
      throw new TypeError(`${where}: reverse must be a reverse zone with resourceRecords`);
    }
    const zoneId = requireId(where, 'reverse.id', reverse.id);
    const host = address.split('.').at(-1) ?? address;
    const existing = reverse.resourceRecords.find((record) => (record.host ?? '') === host);
    if (existing) return this.#editWhole({ ...existing, ttl, data: fqdn }, o.signal);
    return this.createRecord(zoneId, host, 'ptr', fqdn, ttl, { signal: o.signal });
  }

  /**
   * The ids a zone identifier stands for (the reference's `resolve_ids`): a number or numeric
   * string is itself; a name is looked up with `Account.getDomains` (filter `domains.name`).
   *
   * @param identifier - Zone id or name.
   * @param options - `signal`.
   * @returns The matching ids (empty when none).
   * @example
   * ```ts
   * const [id] = await dns.resolveIds('example.com');
   * ```
   */
  async resolveIds(identifier: ZoneIdentifier, options?: ResolveOptions): Promise<number[]> {
    const where = 'DNSManager.resolveIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }

  /** `editObject` with a whole record (as read), less `isGatewayAddress`, on the record's id. */
  #editWhole(record: Dns_Domain_ResourceRecord & { isGatewayAddress?: unknown }, signal: AbortSignal | undefined): Promise<boolean> {
    const template: Dns_Domain_ResourceRecord & { isGatewayAddress?: unknown } = { ...record };
    delete template.isGatewayAddress;
    const id = requireId('DNSManager', 'record id', template.id);
    return callApi<boolean>(this.client, 'Dns_Domain_ResourceRecord', 'editObject', { id, args: [template], signal });
  }

  #resolveZone(where: string, zone: ZoneIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'DNS zone', zone, this.#lookup, signal);
  }
}

function zoneFilter(o: ListZonesOptions): ObjectFilter {
  return listFilter('domains', { name: o.name }, o.filter);
}

/** Today's serial, `YYYYMMDD01` (UTC). */
function defaultSerial(): string {
  const now = new Date();
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}01`;
}

/** Checks host, data and ttl of a new record; returns the ttl. */
function recordBasics(where: string, host: string, data: string, ttl: number): number {
  requireString(where, 'host', host);
  requireString(where, 'data', data);
  if (!positiveInteger(ttl)) throw new TypeError(`${where}: ttl must be a positive integer (seconds)`);
  return ttl;
}

const ID_ASCENDING: FilterOperation = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };

function recordFilter(o: ListRecordsOptions): ObjectFilter {
  const type = o.type?.toLowerCase();
  return listFilter('resourceRecords', { id: ID_ASCENDING, ttl: o.ttl, host: o.host, data: o.data, type }, o.filter);
}
