/**
 * `DNSZoneNotFound`, the error of the older (2.x) DNS helpers.
 *
 * @module
 */

import { ServiceError } from '@svclib/core';
import type { ServiceErrorOptions } from '@svclib/core/wire';
import { warnDeprecated } from './deprecation.js';

/**
 * A DNS zone was not found (older version only; carries no fault data). It extends `ServiceError`,
 * so code that catches `ServiceError` catches it too. Constructing one emits the
 * `SVCLIB_DEP_DNS_ZONE_NOT_FOUND` deprecation warning.
 *
 * @deprecated Catch `ServiceError` instead (3.x reports an unknown zone as `ServiceError`, see
 * `DNSManager.resolveZoneId` in `@svclib/managers`).
 * @example
 * ```ts
 * try { await findZone('example.com'); }
 * catch (error) { if (error instanceof DNSZoneNotFound) console.error(error.message); }
 * ```
 */
export class DNSZoneNotFound extends ServiceError {
  /**
   * @param message - What was not found (default `'DNS zone not found'`).
   * @param options - `cause`, passed through.
   */
  constructor(message = 'DNS zone not found', options?: ServiceErrorOptions) {
    warnDeprecated('SVCLIB_DEP_DNS_ZONE_NOT_FOUND');
    super(message, options);
  }

  static {
    this.prototype.name = 'DNSZoneNotFound';
  }
}
