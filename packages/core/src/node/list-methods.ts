/**
 * The Node.js entry's answer to "does this method return a list?" for the REST transport: the
 * model's catalog (`@svclib/model/catalog`), loaded the first time a limited call is answered by a
 * bare object — never on any other path, and never in a browser bundle (only the Node entry
 * imports this module).
 *
 * @module
 */
import { returnsListByName } from '../transports/rest/list-methods.js';

/** What this module reads of the catalog (its `getMethod`). */
interface CatalogModule {
  getMethod(service: string, method: string): { readonly array: boolean } | undefined;
}

let catalog: Promise<CatalogModule | undefined> | undefined;

/**
 * Whether `service.method` returns a list, by the model's catalog; a method the catalog does not
 * have (newer than its snapshot) is decided by name.
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
