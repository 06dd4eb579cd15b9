/**
 * Which remote methods return lists — the one question the REST transport asks about the API
 * itself: a list method asked for one item (`resultLimit=<offset>,1`) may answer a bare object,
 * which the transport wraps back into a list. The transport takes the answer as its option
 * `returnsList`; left out, it asks the platform's (the model's catalog, registered by the Node.js
 * entry, or {@link returnsListByName} in the browser-safe entry). This module imports nothing, so
 * the platform names the browser-safe answer without an import cycle.
 *
 * @module
 */

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
