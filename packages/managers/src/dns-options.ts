/**
 * Options of `DNSManager`: option interfaces and their specs.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import {
  A_NON_EMPTY_STRING, KEYWORD, LIST_OPTIONS, PAGING, positiveInteger, REQUEST_OPTIONS,
} from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions } from './options.js';
import type { Dns_Domain, Dns_Domain_ResourceRecord } from '@svclib/model';

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
  /** SOA serial; default today's date and `01` (`YYYYMMDD01`, UTC), as the reference client sends it. */
  serial?: number | string;
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
 * The changes of {@link DNSManager.editRecord}; at least one must be given. Narrowed from the generated record
 * `Dns_Domain_ResourceRecord` of `@svclib/model`.
 *
 * @example
 * ```ts
 * await dns.editRecord(501, { data: '10.0.0.9', ttl: 300 });
 * ```
 */
export type RecordChanges = Pick<Dns_Domain_ResourceRecord, 'host' | 'type' | 'data' | 'ttl' | 'mxPriority'>;

/**
 * Options of {@link DNSManager.createRecordMx}.
 *
 * @example
 * ```ts
 * await dns.createRecordMx('example.com', '@', 'mail.example.com', { priority: 5 });
 * ```
 */
export interface CreateRecordMxOptions extends RequestOptions {
  /** Time to live in seconds (default 60). */
  ttl?: number;
  /** MX priority (default 10). */
  priority?: number;
}

/**
 * Options of {@link DNSManager.createRecordSrv}: `protocol`, `port` and `service` are required.
 *
 * @example
 * ```ts
 * await dns.createRecordSrv('example.com', '@', 'sip.example.com', { protocol: '_tcp', port: 5060, service: '_sip' });
 * ```
 */
export interface CreateRecordSrvOptions extends RequestOptions {
  /** Protocol, usually `_tcp` or `_udp`. */
  protocol: string;
  /** Port of the service. */
  port: number;
  /** Symbolic name of the service, e.g. `_sip`. */
  service: string;
  /** Time to live in seconds (default 60). */
  ttl?: number;
  /** Priority (default 20). */
  priority?: number;
  /** Weight among records of the same priority (default 10). */
  weight?: number;
}

/**
 * Options of {@link DNSManager.createRecordPtr}.
 *
 * @example
 * ```ts
 * await dns.createRecordPtr('10.0.0.5', 'web1.example.com', { ttl: 3600 });
 * ```
 */
export interface CreateRecordPtrOptions extends RequestOptions {
  /** Time to live in seconds (default 60). */
  ttl?: number;
}

/**
 * Options of {@link DNSManager.syncHostRecord}.
 *
 * @example
 * ```ts
 * await dns.syncHostRecord('example.com', 'web1', '2001:db8::5', { type: 'aaaa', ttl: 3600 });
 * ```
 */
export interface SyncHostRecordOptions extends RequestOptions {
  /** `a` (default) or `aaaa`. */
  type?: string;
  /** Time to live in seconds (default 7200). */
  ttl?: number;
}

/**
 * Options of {@link DNSManager.syncPtrRecord}.
 *
 * @example
 * ```ts
 * await dns.syncPtrRecord(reverse, '10.0.0.5', 'web1.example.com', { ttl: 3600 });
 * ```
 */
export interface SyncPtrRecordOptions extends RequestOptions {
  /** Time to live in seconds (default 7200). */
  ttl?: number;
}

/**
 * The reverse zone of an address, as `Virtual_Guest.getReverseDomainRecords` or
 * `Hardware_Server.getReverseDomainRecords` answer it (one element of that list): the generated record `Dns_Domain`
 * of `@svclib/model` with its id and PTR records present.
 *
 * @example
 * ```ts
 * const [reverse] = await client.call('Virtual_Guest', 'getReverseDomainRecords', { id: 100001 });
 * ```
 */
export type ReverseDomain = Required<Pick<Dns_Domain, 'id'>> & Pick<Dns_Domain, 'name'> & {
  /** Its PTR records. */
  resourceRecords: Dns_Domain_ResourceRecord[];
};


/** The options of {@link DNSManager.listRecords}, tied to {@link ListRecordsOptions}. */
export const LIST_RECORD_OPTIONS = LIST_OPTIONS.extend('DNSManager.listRecords', {
  host: KEYWORD,
  type: KEYWORD,
  data: KEYWORD,
  ttl: KEYWORD,
} satisfies SpecFor<Omit<ListRecordsOptions, keyof ListOptions>>);
/** The options of {@link DNSManager.iterRecords}. */
export const ITER_RECORD_OPTIONS = LIST_RECORD_OPTIONS.extend('DNSManager.iterRecords', PAGING);
/** The options of {@link DNSManager.listZones}, tied to {@link ListZonesOptions}. */
export const LIST_ZONE_OPTIONS = LIST_OPTIONS.extend('DNSManager.listZones', {
  name: KEYWORD,
} satisfies SpecFor<Omit<ListZonesOptions, keyof ListOptions>>);
/** The options of {@link DNSManager.iterZones}. */
export const ITER_ZONE_OPTIONS = LIST_ZONE_OPTIONS.extend('DNSManager.iterZones', PAGING);
/** The options of {@link DNSManager.getZone}, tied to {@link GetZoneOptions} (`records` is used as a flag). */
export const GET_ZONE_OPTIONS = REQUEST_OPTIONS.extend('DNSManager.getZone', {
  records: opt.anything<boolean>('a boolean'),
} satisfies SpecFor<Omit<GetZoneOptions, keyof RequestOptions>>);
/** The options of {@link DNSManager.createZone}, tied to {@link CreateZoneOptions}. */
export const CREATE_ZONE_OPTIONS = REQUEST_OPTIONS.extend('DNSManager.createZone', {
  serial: opt.nonNull(opt.checker<number | string>('a positive integer or a string of digits',
    (value) => positiveInteger(value) || (typeof value === 'string' && /^\d+$/.test(value)))),
} satisfies SpecFor<Omit<CreateZoneOptions, keyof RequestOptions>>);
/** An integer >= 0 (`null` is a wrong value). */
export const NON_NEGATIVE = opt.nonNull(opt.checker<number>('an integer >= 0', nonNegativeInteger));
/** A time to live: `recordBasics` checks it (after its default), so any value passes here. */
export const TTL = opt.anything<number>('a positive integer (seconds)');
/** The options of {@link DNSManager.createRecord}, tied to {@link CreateRecordOptions}. */
export const CREATE_RECORD_OPTIONS = REQUEST_OPTIONS.extend('DNSManager.createRecord', {
  mxPriority: NON_NEGATIVE,
} satisfies SpecFor<Omit<CreateRecordOptions, keyof RequestOptions>>);
/** The options of {@link DNSManager.createRecordMx}, tied to {@link CreateRecordMxOptions}. */
export const CREATE_MX_OPTIONS = REQUEST_OPTIONS.extend('DNSManager.createRecordMx', {
  ttl: TTL,
  priority: NON_NEGATIVE,
} satisfies SpecFor<Omit<CreateRecordMxOptions, keyof RequestOptions>>);
/** The options of {@link DNSManager.createRecordSrv}, tied to {@link CreateRecordSrvOptions} (the method checks the required ones). */
export const CREATE_SRV_OPTIONS = REQUEST_OPTIONS.extend('DNSManager.createRecordSrv', {
  protocol: opt.nonNull(opt.anything<string>('a non-empty string')),
  port: opt.nonNull(opt.anything<number>('a positive integer')),
  service: opt.nonNull(opt.anything<string>('a non-empty string')),
  ttl: TTL,
  priority: NON_NEGATIVE,
  weight: NON_NEGATIVE,
} satisfies SpecFor<Omit<CreateRecordSrvOptions, keyof RequestOptions>>);
/** The options of {@link DNSManager.createRecordPtr} and {@link DNSManager.syncPtrRecord} (each names itself). */
export const TTL_OPTIONS = REQUEST_OPTIONS.extend('DNSManager.createRecordPtr', {
  ttl: TTL,
} satisfies SpecFor<Omit<CreateRecordPtrOptions & SyncPtrRecordOptions, keyof RequestOptions>>);
/** The options of {@link DNSManager.syncHostRecord}, tied to {@link SyncHostRecordOptions} (the method checks `type` after its default). */
export const SYNC_HOST_OPTIONS = REQUEST_OPTIONS.extend('DNSManager.syncHostRecord', {
  type: opt.anything<string>('a non-empty string'),
  ttl: TTL,
} satisfies SpecFor<Omit<SyncHostRecordOptions, keyof RequestOptions>>);
/** The changes of {@link DNSManager.editRecord}, tied to {@link RecordChanges}. */
export const RECORD_CHANGES = defineOptions('DNSManager.editRecord changes', {
  host: A_NON_EMPTY_STRING,
  type: A_NON_EMPTY_STRING,
  data: A_NON_EMPTY_STRING,
  ttl: opt.nonNull(opt.checker<number>('a positive integer (seconds)', positiveInteger)),
  mxPriority: NON_NEGATIVE,
} satisfies SpecFor<RecordChanges>);

function nonNegativeInteger(value: unknown): boolean {
  return Number.isSafeInteger(value) && Number(value) >= 0;
}
