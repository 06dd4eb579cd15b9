/**
 * The small record types the others are built from: {@link Present} (the fields a fake record
 * always stores), the datacenter and the tag reference, which both the server records
 * (`records.ts`) and the network records (`network-records.ts`) hold.
 *
 * @module
 */
import type { Location as Datacenter, Tag_Reference as TagReference } from '@svclib/model';

/**
 * The fields `K` of `T`, present and not `undefined` (what the fake server always stores).
 *
 * @example
 * ```ts
 * type Named = Present<Vlan, 'id' | 'name'>; // { id: number; name: string }
 * ```
 */
export type Present<T, K extends keyof T> = { [P in K]-?: Exclude<T[P], undefined> };

/**
 * A datacenter (relation `datacenter`).
 *
 * @example
 * ```ts
 * const dc: FakeDatacenter = { id: 1_854_895, name: 'dal10', longName: 'Dallas 10' };
 * ```
 */
export type FakeDatacenter = Present<Datacenter, 'id' | 'name' | 'longName'>;

/**
 * A tag reference (`tagReferences[]`), whose relation `tag` carries the name.
 *
 * @example
 * ```ts
 * const ref: FakeTagReference = { id: 1, tagId: 11, tag: { id: 11, name: 'production' } };
 * ```
 */
export interface FakeTagReference extends Present<TagReference, 'id' | 'tagId'> {
  /** The tag. */
  tag: Present<NonNullable<TagReference['tag']>, 'id' | 'name'>;
}
