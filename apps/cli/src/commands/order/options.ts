/**
 * The options several `svc order` commands share: the package argument, the order container type
 * and extra order fields.
 *
 * @module
 */

import { UsageError } from '../../errors.js';

/** The package argument of the order commands (a package key name). @example `args: [PACKAGE_ARG]` */
export const PACKAGE_ARG = '<package>';

/** Prefix of order container types; `--complex-type Hardware_Server` is short for the full name. */
export const CONTAINER_PREFIX = 'Vendor_Container_Product_Order';

/** `--complex-type`: a container type, the `Vendor_Container_Product_Order_` prefix optional. @example `complexType('Hardware_Server')` */
export function complexType(value: string): string {
  return value.startsWith('Vendor_') ? value : `${CONTAINER_PREFIX}_${value}`;
}

/**
 * `--extras`: a JSON object of more order fields.
 *
 * @throws UsageError when the text is not JSON or not an object.
 * @example `extras('{"quantity": 2}')`
 */
export function extras(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw new UsageError(`option '--extras <json>' is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError("option '--extras <json>' expects a JSON object, e.g. '{\"hardware\":[{\"hostname\":\"db1\",\"domain\":\"example.com\"}]}'");
  }
  return parsed as Record<string, unknown>;
}
