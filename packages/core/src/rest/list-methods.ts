/**
 * Which remote methods return lists — the one question the REST transport asks about the API
 * itself: a list method asked for one item (`resultLimit=<offset>,1`) may answer a bare object,
 * which the transport wraps back into a list.
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
 * What the REST transport reads of the model's catalog (`@svclib/model/catalog`'s `getMethod`),
 * written out so that not even a type import ties the call path to the catalog statically.
 */
interface CatalogModule {
  getMethod(service: string, method: string): { readonly array: boolean } | undefined;
}

/** The model's catalog, loaded on the first one-item list answer (never on any other path). */
let catalog: Promise<CatalogModule | undefined> | undefined;

/**
 * The default answer: the model's catalog (`@svclib/model/catalog`, loaded lazily, the first time
 * a limited call is answered by a bare object) says whether the method's result is a list; for a
 * method the catalog does not have (newer than its snapshot), {@link returnsListByName} decides.
 *
 * @example
 * ```ts
 * await returnsListByCatalog('Vendor_Account', 'getVirtualGuests'); // true
 * ```
 */
export async function returnsListByCatalog(service: string, method: string): Promise<boolean> {
  catalog ??= (import('@svclib/model/catalog') as Promise<CatalogModule>).catch(() => undefined);
  const info = (await catalog)?.getMethod(service, method);
  return info === undefined ? returnsListByName(service, method) : info.array;
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
