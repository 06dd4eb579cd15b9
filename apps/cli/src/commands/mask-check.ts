/**
 * `svc call-api --mask`: the mask checked against the model's catalog before it is sent — a property
 * the result's record (at that level) does not have, a cast to a record that does not extend it, a
 * sub-mask under a property that holds no record, or text that does not parse each get a warning,
 * with a did-you-mean where a name is close. The call is still made: the service is the judge (the
 * model's snapshot may lack a newer property).
 *
 * @module
 */
import { maskPaths } from '@svclib/core/wire';
import { closestName } from '@svclib/core/options';
import type { CatalogModule } from './api.js';

/** The result types that are not records (a mask does not apply to them). */
const PRIMITIVE = /^(?:string|int|unsignedInt|unsignedLong|decimal|float|boolean|dateTime|base64Binary|enum|json|void)$/;

/** `name` without `Vendor_`. */
const bare = (name: string): string => (name.startsWith('Vendor_') ? name.slice('Vendor_'.length) : name);

/** The parent path of `path` (`''` for a top-level name) and its last step. */
function split(path: string): [parent: string, step: string] {
  const at = path.lastIndexOf('.');
  return at < 0 ? ['', path] : [path.slice(0, at), path.slice(at + 1)];
}

/** Whether record `type` is `ancestor` or extends it along `base`. */
function extendsType(catalog: CatalogModule, type: string, ancestor: string): boolean {
  for (let at: string | undefined = type, seen = 0; at !== undefined && seen < 64; seen++) {
    if (at === ancestor) return true;
    at = catalog.getType(at)?.base;
  }
  return false;
}

/** ` (under a.b)` for a nested level. */
const under = (path: string): string => (path === '' ? '' : ` (under ${path})`);

/**
 * The warnings about `mask` for a call of `service.method` (none when the model does not know the
 * method: its own warning says so; none for a result that is not a record).
 *
 * @param catalog - `@svclib/model/catalog`.
 * @param service - The service as given (with or without `Vendor_`).
 * @param method - The method.
 * @param mask - The mask as given.
 * @returns One message per problem, in the order of the mask.
 * @example
 * ```ts
 * maskWarnings(await import('@svclib/model/catalog'), 'Virtual_Guest', 'getObject', 'id, hostnme');
 * // ["the API model has no property 'hostnme' in Vendor_Virtual_Guest (did you mean hostname?); sending the mask anyway"]
 * ```
 */
export function maskWarnings(catalog: CatalogModule, service: string, method: string, mask: string): string[] {
  const info = catalog.getMethod(bare(service), method);
  if (info === undefined || PRIMITIVE.test(info.type)) return [];
  let paths: string[];
  try {
    paths = maskPaths(mask);
  } catch (error) {
    return [`the mask does not parse (${(error as Error).message}); sending it anyway`];
  }
  const warnings: string[] = [];
  // The record types of each level read so far: the declared one first, then its casts.
  const levels = new Map<string, string[]>([['', [info.type]]]);
  const unknown = new Set<string>();
  for (const path of paths) {
    const [parent, step] = split(path);
    if (unknown.has(parent)) {
      unknown.add(path);
      continue;
    }
    const types = levels.get(parent);
    if (types === undefined) {
      // The parent holds no record: say so once, for its first sub-name.
      warnings.push(`'${split(parent)[1]}'${under(split(parent)[0])} holds no record, so it takes no sub-mask ('${step}'); sending the mask anyway`);
      unknown.add(parent);
      unknown.add(path);
      continue;
    }
    const declared = types[0]!;
    if (step.startsWith('(')) {
      const cast = step.slice(1, -1);
      if (catalog.getType(cast) === undefined) {
        warnings.push(`the API model has no type Vendor_${cast} (a cast${under(parent)}); sending the mask anyway`);
      } else if (!extendsType(catalog, cast, declared)) {
        warnings.push(`the cast to Vendor_${cast}${under(parent)} names a type that does not extend Vendor_${declared}; sending the mask anyway`);
      } else {
        types.push(cast);
      }
      continue;
    }
    const property = types.map((type) => catalog.getProperty(type, step)).find((p) => p !== undefined);
    if (property === undefined) {
      const known = [...new Set(types.flatMap((type) => [...catalog.getProperties(type).keys()]))];
      const near = closestName(step, known);
      warnings.push(
        `the API model has no property '${step}' in Vendor_${declared}${under(parent)}${near === undefined ? '' : ` (did you mean ${near}?)`}; sending the mask anyway`,
      );
      unknown.add(path);
      continue;
    }
    if (!PRIMITIVE.test(property.type)) levels.set(path, [property.type]);
  }
  return warnings;
}
