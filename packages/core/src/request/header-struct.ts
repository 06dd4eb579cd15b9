/**
 * The XML-RPC header names of the Vendor API, the object-mask text form, and the header struct a
 * request record stands for. The one place these are known: the transport derives the header struct
 * here when it sends, and compat-v2 and the CLI import the names instead of knowing them again.
 *
 * @module
 */

import { setOwn } from '../util/records.js';
import type { CallRequest, XmlRpcHeaders } from './call-request.js';

/**
 * The service prefix: a service name that does not start with it gets it.
 *
 * @example
 * ```ts
 * `${SERVICE_PREFIX}Account`; // 'Vendor_Account'
 * ```
 */
export const SERVICE_PREFIX = 'Vendor_';

/**
 * The header of a string object mask (an object mask goes under {@link objectMaskHeader}).
 *
 * @example
 * ```ts
 * headers[MASK_HEADER] = { mask: formatObjectMask('id, hostname') };
 * ```
 */
export const MASK_HEADER = 'Vendor_ObjectMask';

/**
 * The header of the `limit`/`offset` options: `{ limit, offset }`.
 *
 * @example
 * ```ts
 * headers[RESULT_LIMIT_HEADER] = { limit: 10, offset: 0 };
 * ```
 */
export const RESULT_LIMIT_HEADER = 'resultLimit';

/**
 * The header the auth plugins set (`{ username, apiKey }` or a portal login token).
 *
 * @example
 * ```ts
 * const { [AUTHENTICATE_HEADER]: auth, ...rest } = request.headers;
 * ```
 */
export const AUTHENTICATE_HEADER = 'authenticate';

/**
 * The full service name: `name`, with `Vendor_` added when it does not start with it.
 *
 * @example
 * ```ts
 * fullServiceName('Account'); // 'Vendor_Account'
 * ```
 */
export function fullServiceName(name: string): string {
  return name.startsWith(SERVICE_PREFIX) ? name : `${SERVICE_PREFIX}${name}`;
}

/**
 * The header of the `id` option: `<Service>InitParameters` (full service name).
 *
 * @example
 * ```ts
 * initParametersHeader('Ticket'); // 'Vendor_TicketInitParameters'
 * ```
 */
export function initParametersHeader(service: string): string {
  return `${fullServiceName(service)}InitParameters`;
}

/**
 * The header of an object (not string) mask: `<Service>ObjectMask` (full service name).
 *
 * @example
 * ```ts
 * objectMaskHeader('Account'); // 'Vendor_AccountObjectMask'
 * ```
 */
export function objectMaskHeader(service: string): string {
  return `${fullServiceName(service)}ObjectMask`;
}

/**
 * The header of the `filter` option: `<Service>ObjectFilter` (full service name).
 *
 * @example
 * ```ts
 * objectFilterHeader('Account'); // 'Vendor_AccountObjectFilter'
 * ```
 */
export function objectFilterHeader(service: string): string {
  return `${fullServiceName(service)}ObjectFilter`;
}

/**
 * A string mask as sent: trimmed, and wrapped as `mask[…]` unless it already starts with `mask`,
 * `[` or `filteredMask` (the reference client's transport keeps all three as written).
 *
 * @example
 * ```ts
 * formatObjectMask(' id, hostname '); // 'mask[id, hostname]'
 * formatObjectMask('mask[id]');       // 'mask[id]'
 * ```
 */
export function formatObjectMask(mask: string): string {
  const trimmed = mask.trim();
  return /^(?:mask|\[|filteredMask)/.test(trimmed) ? trimmed : `mask[${trimmed}]`;
}

/**
 * The XML-RPC header struct a request record stands for, as the transport sends it (SPEC §2): the
 * headers derived from the record's fields — `<Service>InitParameters` from `identifier`, the mask
 * header from `mask`, `<Service>ObjectFilter` from `filter`, `resultLimit` from `limit` and
 * `offset` — and then the record's `headers` (the caller's and the auth plugin's) over them. So a
 * plugin or a custom transport that changes a field changes the wire.
 *
 * @example
 * ```ts
 * const transport: Transport = async (request) => {
 *   console.log(headerStruct(request)); // { Vendor_ObjectMask: { mask: 'mask[id]' }, authenticate: { … } }
 *   return inner(request);
 * };
 * ```
 */
export function headerStruct(
  request: Pick<CallRequest, 'service' | 'identifier' | 'mask' | 'filter' | 'limit' | 'offset' | 'headers'>,
): XmlRpcHeaders {
  const { service, identifier, mask, filter, limit } = request;
  if (identifier === undefined && mask === undefined && filter === undefined && limit === undefined) return request.headers;
  const headers: XmlRpcHeaders = {};
  if (identifier !== undefined) setOwn(headers, initParametersHeader(service), { id: identifier });
  if (typeof mask === 'string') setOwn(headers, MASK_HEADER, { mask: formatObjectMask(mask) });
  else if (mask !== undefined) setOwn(headers, objectMaskHeader(service), { mask });
  if (filter !== undefined) setOwn(headers, objectFilterHeader(service), filter);
  if (limit !== undefined) setOwn(headers, RESULT_LIMIT_HEADER, { limit, offset: request.offset ?? 0 });
  for (const name of Object.keys(request.headers)) setOwn(headers, name, request.headers[name]);
  return headers;
}
