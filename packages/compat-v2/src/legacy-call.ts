/**
 * How a compat client's kept 2.x state joins the options of one call, on every call path
 * (`client.<method>()`, `client.call(…)`, `client[Name].<method>()`, `iterCall`), and the 2.x
 * spelling of call options (`raw_headers`, 2.x string masks).
 *
 * @module
 */

import { ServiceError } from '@svclib/core';
import { fullServiceName, initParametersHeader, MASK_HEADER, objectMaskHeader } from '@svclib/core/wire';
import { warnDeprecated } from './deprecation.js';
import { toCallOptions } from './legacy-state.js';
import type { LegacyState } from './legacy-state.js';
import { ownCopy } from './own-copy.js';

/** Call options as a compat client receives them (unchecked: core validates them). */
type Options = Record<string, unknown>;

function isPlainRecord(value: unknown): value is Options {
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]';
}

function hasOwn(options: Options, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(options, key) && options[key] !== undefined;
}

/**
 * A string mask as 2.x formatted it: `mask.a.b` → `mask[a.b]`; `mask[…]` as written (trimmed);
 * any other text starting with `mask` is malformed (`ServiceError('Malformed Mask: …')`, as 2.x);
 * everything else is left to core (which wraps it as `mask[…]`).
 */
export function formatLegacyMask(mask: string): string {
  const text = mask.trim();
  if (!text.startsWith('mask')) return mask;
  const rest = text.slice(4);
  if (rest.startsWith('.') && rest.length > 1) return `mask[${rest.slice(1)}]`;
  if (rest.startsWith('[') && rest.endsWith(']')) return text;
  throw new ServiceError(`Malformed Mask: ${rest === '' ? '(nothing after "mask")' : rest}`);
}

/** Renames the 2.x option `raw_headers` to `rawHeaders` (both given: `TypeError`). */
function renameLegacyOptions(options: Options): Options {
  if (!Object.prototype.hasOwnProperty.call(options, 'raw_headers')) return options;
  warnDeprecated('SVCLIB_DEP_RAW_HEADERS_OPTION');
  const { raw_headers: rawHeaders, ...rest } = options;
  if (hasOwn(rest, 'rawHeaders')) {
    throw new TypeError('Call options "raw_headers" and "rawHeaders" cannot both be given (use rawHeaders)');
  }
  return { ...rest, rawHeaders };
}

/** A record from two layers: `over` wins; either may be absent. */
function layered(under: Options | undefined, over: unknown): unknown {
  if (under === undefined) return over;
  if (over === undefined) return { ...under };
  if (!isPlainRecord(over)) return over; // core rejects it with a TypeError naming the option
  const merged: Options = {};
  for (const source of [under, over]) {
    for (const [key, value] of Object.entries(source)) {
      Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return merged;
}

/**
 * The kept state rendered for a call of `service`. The kept id and object mask belong to the bound
 * service (or, on a client bound to none, to the called one): for a call of that service they are
 * the `id` and `mask` options; for any other service they travel as the 2.x headers named after
 * the bound service (`<Bound>InitParameters`, `<Bound>ObjectMask`), exactly as 2.x kept them.
 */
function keptFor(state: LegacyState, service: string): Options {
  const owner = state.serviceName ?? service;
  const kept = ownCopy(toCallOptions(state, []));
  delete kept.args;
  if (fullServiceName(owner) === fullServiceName(service)) return kept;
  const headers: Options = isPlainRecord(kept.headers) ? { ...kept.headers } : {};
  if (kept.id !== undefined) headers[initParametersHeader(owner)] = { id: kept.id };
  if (isPlainRecord(kept.mask)) headers[objectMaskHeader(owner)] = { mask: kept.mask };
  else if (typeof kept.mask === 'string') headers[MASK_HEADER] = { mask: kept.mask };
  const rest: Options = { ...kept };
  delete rest.id;
  delete rest.mask;
  delete rest.headers;
  return ownCopy(Object.keys(headers).length > 0 ? { ...rest, headers } : rest);
}

/** How much of the kept state a call takes. */
export type KeptScope = 'call' | 'paging' | 'login';

/** Is this the password login call (`User_Customer.getPortalLoginToken`)? */
export function isLoginCall(service: unknown, method: unknown): boolean {
  return typeof service === 'string' && fullServiceName(service) === 'Vendor_User_Customer' && method === 'getPortalLoginToken';
}

/**
 * The options of one call of `service` on a compat client: the caller's options over the kept
 * state. Per option, what the call gives wins: `id`, `mask`, `limit` (with `offset`) replace the
 * kept ones; `headers` and `rawHeaders` are merged over the kept ones, name by name. Scope
 * `paging` (an `iterCall`) leaves out the kept result limit: paging sets limit and offset. Scope
 * `login` (the password login call) takes the kept HTTP headers only, as 2.x's
 * `authenticate_with_password` did: a kept mask or limit must not shape the token it returns.
 * Anything that is not an options object is returned unchanged for core to reject.
 */
export function withKeptState(state: LegacyState, service: unknown, options: unknown, scope: KeptScope = 'call'): unknown {
  if (options !== undefined && !isPlainRecord(options)) return options;
  // Own properties only (copies without a prototype): an option absent from the call or the kept
  // state is absent, whatever other code put on `Object.prototype`.
  const given = ownCopy(renameLegacyOptions(options ?? {}));
  const all = typeof service === 'string' ? keptFor(state, service) : ownCopy({});
  const kept = scope === 'login' ? ownCopy({ rawHeaders: all.rawHeaders }) : all;
  const result: Options = { ...given };

  if (typeof given.mask === 'string') result.mask = formatLegacyMask(given.mask);
  const explicitMask = hasOwn(given, 'mask');
  const keptHeaders = isPlainRecord(kept.headers) ? { ...kept.headers } : undefined;
  // A mask the call gives replaces a kept string mask that travels as a header.
  if (explicitMask && keptHeaders !== undefined) delete keptHeaders[MASK_HEADER];
  if (!explicitMask && kept.mask !== undefined) result.mask = kept.mask;
  if (!hasOwn(given, 'id') && kept.id !== undefined) result.id = kept.id;
  if (scope === 'call' && !hasOwn(given, 'limit') && kept.limit !== undefined) {
    result.limit = kept.limit;
    if (!hasOwn(given, 'offset')) result.offset = kept.offset;
  }
  const headers = layered(keptHeaders, given.headers);
  if (headers !== undefined) result.headers = headers;
  const rawHeaders = layered(kept.rawHeaders as Options | undefined, given.rawHeaders);
  if (rawHeaders !== undefined) result.rawHeaders = rawHeaders;
  return result;
}
