/**
 * Waiting for a DNS record to be present in a zone with the expected data.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Dns_Domain_ResourceRecord } from '@svclib/model';
import { callApi } from '../manager-support.js';
import { notFound, requireInput, runNamedWaiter, type WaiterSuccess } from './named-waiter.js';
import type { WaiterConfig } from './wait-until.js';

/**
 * Input of {@link waitUntilDnsRecordPresent}.
 *
 * @example
 * ```ts
 * const input: DnsRecordWaitInput = { zoneId: 9001, host: 'www', type: 'a', data: '10.0.0.5' };
 * ```
 */
export interface DnsRecordWaitInput {
  /** The zone's id (`Dns_Domain`). */
  zoneId: number;
  /** The host part, as the zone holds it (`www`, `@` for the apex); case-insensitive. */
  host: string;
  /** The record type (`a`, `aaaa`, `cname`, `mx`, `txt`, …); case-insensitive. */
  type: string;
  /**
   * The data the record must hold; without it any data will do. Names and addresses compare
   * case-insensitively and without a trailing dot; `TXT` data compares exactly.
   */
  data?: string;
}

const DNS_INPUT = defineOptions('waitUntilDnsRecordPresent', {
  zoneId: opt.required(opt.positiveInteger('a positive integer zone id')),
  host: opt.required(opt.nonEmptyString()),
  type: opt.required(opt.nonEmptyString()),
  data: opt.nonEmptyString(),
} satisfies SpecFor<DnsRecordWaitInput>, 'input');

/** Record data as compared: trimmed; except for TXT, lower case and without a trailing dot. */
function dataKey(type: string, data: string): string {
  const text = data.trim();
  return type.toUpperCase() === 'TXT' ? text : text.toLowerCase().replace(/\.$/, '');
}

/**
 * Waits until a zone holds a record of `host` and `type` (and, when given, `data`): a new record
 * or a changed one has reached the zone. Each check reads `Dns_Domain.getResourceRecords` of the
 * zone, filtered by host and type (mask `id, host, type, data, ttl`); a zone that does not exist
 * is a failure. Default pacing: 2 s, growing to 30 s.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param input - `zoneId`, `host`, `type`, `data`.
 * @returns The success, with the matching record in `value`.
 * @throws WaiterError on timeout or when the zone is not found; the signal's reason when aborted.
 * @example
 * ```ts
 * const zoneId = await dns.resolveZoneId('example.com');
 * await dns.createRecord(zoneId, 'www', 'a', '10.0.0.5', 900);
 * const { value: record } = await waitUntilDnsRecordPresent({ client, maxWaitMs: 120_000 }, { zoneId, host: 'www', type: 'a', data: '10.0.0.5' });
 * ```
 */
export async function waitUntilDnsRecordPresent(config: WaiterConfig, input: DnsRecordWaitInput): Promise<WaiterSuccess<Dns_Domain_ResourceRecord>> {
  const where = 'waitUntilDnsRecordPresent';
  requireInput(where, input, '{ zoneId, host, type, data? }');
  const { zoneId, host, type, data } = DNS_INPUT.check(input, where);
  const wanted = `${host} ${type.toUpperCase()}${data === undefined ? '' : ` ${data}`}`;
  const matches = (record: Dns_Domain_ResourceRecord): boolean =>
    record.host?.toLowerCase() === host.toLowerCase() &&
    record.type?.toUpperCase() === type.toUpperCase() &&
    (data === undefined || (record.data !== undefined && dataKey(type, record.data) === dataKey(type, data)));
  const result = await runNamedWaiter<Dns_Domain_ResourceRecord[]>(where, config, { minDelayMs: 2_000, maxDelayMs: 30_000 }, {
    poll: ({ client, signal }) =>
      callApi<Dns_Domain_ResourceRecord[]>(client, 'Dns_Domain', 'getResourceRecords', {
        id: zoneId,
        mask: 'id, host, type, data, ttl',
        filter: { resourceRecords: { host: { operation: `_= ${host}` }, type: { operation: `_= ${type}` } } },
        signal,
      }),
    acceptors: [
      { state: 'success', result: (records) => Array.isArray(records) && records.some(matches), reason: `zone ${zoneId} has ${wanted}` },
      { state: 'retry', result: () => true, reason: `zone ${zoneId} has no ${wanted} yet` },
      notFound(`DNS zone ${zoneId}`),
    ],
  });
  return { ...result, value: result.value.find(matches)! };
}
