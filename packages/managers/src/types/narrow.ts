/**
 * Helpers that derive the managers' input shapes from the generated records of `@svclib/model`, so
 * a template names only properties the API has, with the API's types.
 *
 * @module
 */

/**
 * `N`, checked to narrow the generated record `R`: every key of `N` must be a property of `R` and
 * its type assignable to `R`'s (a misspelt or mistyped property is a compile error).
 *
 * @example
 * ```ts
 * import type { Virtual_Guest } from '@svclib/model';
 * type Where = NarrowRecord<Virtual_Guest, { datacenter: { name: string } }>;
 * ```
 */
export type NarrowRecord<R, N extends { [K in keyof N]: K extends keyof R ? R[K] : never }> = N;

/**
 * A reference to a record by its id: `{ id }` of record `R`, required.
 *
 * @example
 * ```ts
 * import type { Security_Ssh_Key } from '@svclib/model';
 * const key: IdOf<Security_Ssh_Key> = { id: 1201 };
 * ```
 */
export type IdOf<R extends {
  /** The record's id. */
  id?: number;
}> = Required<Pick<R, 'id'>>;

/**
 * The properties of `R`, each required but allowed to be `null` (sent as `<nil/>`): for templates
 * that send an empty value explicitly, as the reference client does.
 *
 * @example
 * ```ts
 * import type { Security_Ssh_Key } from '@svclib/model';
 * const notes: OrNull<Pick<Security_Ssh_Key, 'notes'>> = { notes: null };
 * ```
 */
export type OrNull<R> = { [K in keyof R]-?: Exclude<R[K], undefined> | null };

/**
 * The `complexType` member a struct sends to name its concrete type (e.g.
 * `Vendor_Container_Product_Order_Network_Subnet`): part of the wire, not of a record.
 *
 * @example
 * ```ts
 * const typed: WithComplexType = { complexType: 'Vendor_Product_Item_Price' };
 * ```
 */
export interface WithComplexType {
  /** The full type name, e.g. `Vendor_Container_Product_Order_Network_Subnet`. */
  complexType?: string;
}
