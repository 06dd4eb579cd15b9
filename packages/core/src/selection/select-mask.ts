/**
 * The `select` call option at run time: the object form of a mask, turned into the equivalent mask
 * string (SPEC §13). Its type-level check and narrowing live in `selection.ts`.
 *
 * @module
 */
import { isRecord } from '../util/records.js';
import type { Selection } from './selection.js';

/** A property or type name as the mask grammar reads it. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Deepest `select` nesting accepted (the fake server's mask depth limit). */
const MAX_DEPTH = 32;

/** One level of a selection as the inside of a mask bracket (`id,datacenter[name]`). */
function level(select: Record<string, unknown>, path: string, depth: number): string {
  if (depth > MAX_DEPTH) throw new TypeError(`Call option "select" is nested deeper than ${MAX_DEPTH} levels at ${path}`);
  const items: string[] = [];
  for (const [name, value] of Object.entries(select)) {
    if (name === '$cast' || value === undefined) continue;
    const at = `${path}.${name}`;
    if (!NAME.test(name)) throw new TypeError(`Call option "select" has a property name that is not an identifier at ${path}: ${JSON.stringify(name)}`);
    if (value === true) {
      items.push(name);
      continue;
    }
    if (!isRecord(value)) {
      throw new TypeError(`Call option "select" must map each property to true or to the selection of its record, got ${describe(value)} at ${at}`);
    }
    const cast = castOf(value, at);
    const inner = level(value, at, depth + 1);
    items.push(`${name}${cast}${inner === '' ? '' : `[${inner}]`}`);
  }
  return items.join(',');
}

/** `(Vendor_Type)` for a level with `$cast`, else nothing. */
function castOf(select: Record<string, unknown>, path: string): string {
  const cast = select.$cast;
  if (cast === undefined) return '';
  if (typeof cast !== 'string' || !NAME.test(cast)) {
    throw new TypeError(`Call option "select" has a "$cast" that is not a type name at ${path}: ${describe(cast)}`);
  }
  return `(${cast.startsWith('Vendor_') ? cast : `Vendor_${cast}`})`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? JSON.stringify(value) : typeof value;
}

/**
 * The mask string equivalent to a `select` object: `{ id: true, datacenter: { name: true } }` →
 * `mask[id,datacenter[name]]`; `$cast` on the top level → `mask(Vendor_Type)[…]`, on a relation →
 * `relation(Vendor_Type)[…]`; a relation given as `{}` is named bare.
 *
 * @param select - The selection.
 * @returns The mask string.
 * @throws TypeError when `select` is not an object of `true`s and nested selections (naming where),
 *   names a property or type that is not an identifier, or selects nothing.
 * @example
 * ```ts
 * selectionMask({ id: true, hostname: true, datacenter: { name: true } }); // 'mask[id,hostname,datacenter[name]]'
 * ```
 */
export function selectionMask(select: Selection): string {
  if (!isRecord(select)) throw new TypeError(`Call option "select" must be an object of property names, got ${describe(select)}`);
  const cast = castOf(select, 'select');
  const inner = level(select, 'select', 1);
  if (inner === '') throw new TypeError('Call option "select" selects no property');
  return `mask${cast}[${inner}]`;
}
