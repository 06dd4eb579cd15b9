/**
 * The managers' own error: a name (hostname, zone name, username, IP address) that resolves to no
 * object, or to several.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';

/**
 * Why a name could not be turned into one id.
 *
 * @example
 * ```ts
 * if (error instanceof NameResolutionError && error.reason === 'not-found') create();
 * ```
 */
export type NameResolutionReason = 'not-found' | 'ambiguous';

/**
 * A name given in place of an id matched no object (`reason: 'not-found'`) or more than one
 * (`reason: 'ambiguous'`, the ids in `matches`). A `ServiceError` of `@svclib/core`; for DNS
 * zones it is the counterpart of the older version's `DNSZoneNotFound`.
 *
 * @example
 * ```ts
 * try { await vs.getInstance('web1'); }
 * catch (error) {
 *   if (error instanceof NameResolutionError) console.error(error.message); // e.g. 'virtual server "web1" is ambiguous: ids 1, 2'
 * }
 * ```
 */
export class NameResolutionError extends ServiceError {
  /** What kind of object was looked up, e.g. `virtual server`, `DNS zone`. */
  readonly kind: string;
  /** The name as given. */
  readonly identifier: string;
  /** `not-found` or `ambiguous`. */
  readonly reason: NameResolutionReason;
  /** The ids that matched (empty when not found). */
  readonly matches: readonly number[];

  constructor(kind: string, identifier: string, matches: readonly number[]) {
    const reason: NameResolutionReason = matches.length === 0 ? 'not-found' : 'ambiguous';
    super(
      reason === 'not-found'
        ? `${kind} ${JSON.stringify(identifier)} not found`
        : `${kind} ${JSON.stringify(identifier)} is ambiguous: it matches ${matches.length} objects (ids ${matches.join(', ')})`,
    );
    this.kind = kind;
    this.identifier = identifier;
    this.reason = reason;
    this.matches = Object.freeze([...matches]);
  }

  static {
    this.prototype.name = 'NameResolutionError';
  }
}

/**
 * The API answered a manager's request with a value of the wrong shape (for example a struct or a
 * string where a list of records was expected). A `ServiceError` of `@svclib/core`, so that nothing
 * of the wrong shape surfaces as a bare `TypeError` from inside a manager.
 *
 * @example
 * ```ts
 * try { await vs.listInstances(); }
 * catch (error) {
 *   if (error instanceof UnexpectedResponseError) console.error(error.service, error.method, error.message);
 * }
 * ```
 */
export class UnexpectedResponseError extends ServiceError {
  /** The service called. */
  readonly service: string;
  /** The method called. */
  readonly method: string;

  constructor(service: string, method: string, expected: string, got: string) {
    super(`${service}.${method} answered ${got} where ${expected} was expected`);
    this.service = service;
    this.method = method;
  }

  static {
    this.prototype.name = 'UnexpectedResponseError';
  }
}
