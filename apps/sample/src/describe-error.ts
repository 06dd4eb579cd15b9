/**
 * One-line text of an error as the sample prints it.
 *
 * @module
 */

import { ServiceAPIError } from '@svclib/core';

/**
 * The error's kind and message: an API fault as `Name(faultCode): faultString` (its own text form),
 * anything else as `Name: message`. Never includes the stack.
 *
 * @example
 * ```ts
 * describeError(new ServiceAPIError('Vendor_Exception_ObjectNotFound', 'Unable to find object'));
 * // 'ServiceAPIError(Vendor_Exception_ObjectNotFound): Unable to find object'
 * ```
 */
export function describeError(error: unknown): string {
  if (error instanceof ServiceAPIError) return String(error);
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `thrown value: ${String(error)}`;
}
