/**
 * Which remote methods return lists — the one question the REST transport asks about the API
 * itself: a list method asked for one item (`resultLimit=<offset>,1`) may answer a bare object,
 * which the transport wraps back into a list.
 *
 * @module
 */
import { getPlatform } from '../../config/platform.js';

/**
 * Answers whether `service.method` returns a list (`service` with the `Vendor_` prefix).
 *
 * @example
 * ```ts
 * const returnsList: ListMethodResolver = (service, method) => method === 'getVirtualGuests';
 * ```
 */
export type ListMethodResolver = (service: string, method: string) => boolean | Promise<boolean>;

/**
 * The default answer: the platform's (the Node.js entry asks the model's catalog, loaded lazily the
 * first time a limited call is answered by a bare object; the browser-safe default decides by name,
 * so that no bundle of core carries the catalog).
 *
 * @example
 * ```ts
 * await returnsListByPlatform('Vendor_Account', 'getVirtualGuests'); // true
 * ```
 */
export function returnsListByPlatform(service: string, method: string): boolean | Promise<boolean> {
  return getPlatform().returnsList(service, method);
}

/**
 * The answer by name alone, for methods the catalog does not know: a getter whose name is a plural
 * (`getVirtualGuests`, `getAllObjects`, `getRecords`) returns a list; `getObject`, `getStatus` and
 * other singular getters do not.
 *
 * @example
 * ```ts
 * returnsListByName('Vendor_Account', 'getVirtualGuests'); // true
 * ```
 */
export function returnsListByName(_service: string, method: string): boolean {
  if (/^getAll[A-Z]/.test(method)) return true;
  return /^get[A-Z]\w*s$/.test(method) && !/(?:Status|Address|Access|Class|Process|Progress|Business|Alias|Bios|Os)$/.test(method);
}
