/**
 * Type tests of the generated model (checked by `tsc -p packages/model/tsconfig.json`; never run).
 * `call` below is the shape a client types its calls with (the README's "Typed calls").
 */
import { expectTypeOf } from 'vitest';
import type {
  Account, FilterFor, FilterOperation, Hardware, Hardware_Server, Item, Location, MethodName, MethodSpec, NeedsId,
  ObjectFilterFor, ObjectMethod, Params, Result, ServiceMap, ServiceName, StaticMethod, Tag_Reference, Virtual_Guest,
} from './index.js';

/** A client's typed call: the id is required exactly where the method acts on one object. */
declare function call<S extends ServiceName, M extends MethodName<S>>(
  service: S,
  method: M,
  ...rest: NeedsId<S, M> extends true
    ? [options: { id: number; filter?: FilterFor<S, M> }, ...args: Params<S, M>]
    : [options?: { filter?: FilterFor<S, M> }, ...args: Params<S, M>]
): Promise<Result<S, M>>;

/** A client's paging call: yields the item type of a list method. */
declare function iterCall<S extends ServiceName, M extends MethodName<S>>(service: S, method: M): AsyncGenerator<Item<S, M>>;

/** The one untyped form for a service or method newer than the snapshot. */
declare function callUnknown(service: string, method: string, ...args: unknown[]): Promise<unknown>;

export async function typeTests(): Promise<void> {
  // Records: named without Vendor_, extending their base, every property optional, primitives as sent.
  expectTypeOf<Hardware_Server>().toMatchTypeOf<Hardware>();
  expectTypeOf<Virtual_Guest['hostname']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<Virtual_Guest['maxMemory']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<Virtual_Guest['createDate']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<Virtual_Guest['datacenter']>().toEqualTypeOf<Location | undefined>();
  expectTypeOf<Virtual_Guest['tagReferences']>().toEqualTypeOf<Tag_Reference[] | undefined>();
  expectTypeOf<Account['virtualGuestCount']>().toEqualTypeOf<number | undefined>();
  const empty: Virtual_Guest = {};
  void empty;

  // Results, list items, ids.
  expectTypeOf(await call('Account', 'getVirtualGuests')).toEqualTypeOf<Virtual_Guest[]>();
  expectTypeOf(await call('Account', 'getObject')).toEqualTypeOf<Account>();
  expectTypeOf(await call('Virtual_Guest', 'getObject', { id: 1 })).toEqualTypeOf<Virtual_Guest>();
  expectTypeOf(await call('Virtual_Guest', 'setTags', { id: 1 }, 'web, prod')).toEqualTypeOf<boolean>();
  expectTypeOf(await call('Hardware_Server', 'getObject', { id: 1 })).toEqualTypeOf<Hardware_Server>();
  expectTypeOf<Item<'Account', 'getVirtualGuests'>>().toEqualTypeOf<Virtual_Guest>();
  expectTypeOf<Item<'Virtual_Guest', 'getObject'>>().toEqualTypeOf<Virtual_Guest>();
  for await (const guest of iterCall('Account', 'getHardware')) expectTypeOf(guest).toEqualTypeOf<Hardware>();
  expectTypeOf<NeedsId<'Virtual_Guest', 'getObject'>>().toEqualTypeOf<true>();
  expectTypeOf<NeedsId<'Account', 'getVirtualGuests'>>().toEqualTypeOf<false>();
  expectTypeOf<NeedsId<'Virtual_Guest', 'createObject'>>().toEqualTypeOf<false>();
  expectTypeOf<Params<'Virtual_Guest', 'setTags'>>().toEqualTypeOf<[tags: string]>();
  expectTypeOf<MethodSpec<'Account', 'getVirtualGuests'>>().toEqualTypeOf<StaticMethod<[], Virtual_Guest[], 'virtualGuests', 'Virtual_Guest'>>();
  expectTypeOf<MethodSpec<'Virtual_Guest', 'getObject'>>().toEqualTypeOf<ObjectMethod<[], Virtual_Guest, never, 'Virtual_Guest'>>();
  // Inherited along base: Hardware_Server answers Hardware's declared methods.
  expectTypeOf<MethodName<'Hardware'>>().toMatchTypeOf<MethodName<'Hardware_Server'>>();
  expectTypeOf<keyof ServiceMap>().toEqualTypeOf<ServiceName>();

  // Parameters: positional, optional where the description gives a default.
  await call('Virtual_Guest', 'createObject', {}, { hostname: 'web1', domain: 'example.com', startCpus: 1, maxMemory: 1024 });
  await call('Virtual_Guest', 'createObject', undefined, { hostname: 'web1' });

  // @ts-expect-error a misspelt method of a known service
  await call('Account', 'getVirtualGuest');
  // @ts-expect-error a misspelt service
  await call('Acount', 'getObject');
  // @ts-expect-error a wrong argument type (a list where the method takes a string)
  await call('Virtual_Guest', 'setTags', { id: 1 }, ['web']);
  // @ts-expect-error a missing argument
  await call('Virtual_Guest', 'setTags', { id: 1 });
  // @ts-expect-error a non-static method without an id
  await call('Virtual_Guest', 'getObject', {});
  // @ts-expect-error a non-static method without options at all
  await call('Virtual_Guest', 'getObject');
  // @ts-expect-error a property the record does not have, in createObject's template
  await call('Virtual_Guest', 'createObject', {}, { hostnmae: 'web1' });

  // Filters: the group key of an implied getter, nested relations, operation leaves.
  await call('Account', 'getVirtualGuests', {
    filter: {
      virtualGuests: {
        hostname: { operation: '^= web' },
        datacenter: { name: { operation: 'dal13' } },
        tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['prod', 'web'] }] } } },
        createDate: {
          operation: 'betweenDate',
          options: [{ name: 'startDate', value: ['01/01/2024 00:00:00'] }, { name: 'endDate', value: ['02/01/2024 00:00:00'] }],
        },
        id: { operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }] },
      },
    },
  });
  // getObject: keyed by the object's own properties.
  await call('Virtual_Guest', 'getObject', { id: 1, filter: { hostname: { operation: 'web1' } } });
  // @ts-expect-error a misspelt filter key
  await call('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostnmae: { operation: 'x' } } } });
  // @ts-expect-error a misspelt key nested in a relation
  await call('Account', 'getVirtualGuests', { filter: { virtualGuests: { datacenter: { nmae: { operation: 'x' } } } } });
  // @ts-expect-error a list method's filter needs its group key
  await call('Account', 'getVirtualGuests', { filter: { hostname: { operation: 'x' } } });
  // @ts-expect-error a leaf must be an operation
  await call('Virtual_Guest', 'getObject', { id: 1, filter: { hostname: 'web1' } });

  // The filter shapes the managers build (mutable options arrays) are accepted.
  const managersLeaf: { operation: string | number; options?: { name: string; value: unknown[] }[] } = { operation: '_= web1' };
  const typed: ObjectFilterFor<Virtual_Guest> = { hostname: managersLeaf, datacenter: { name: managersLeaf } };
  expectTypeOf(managersLeaf).toMatchTypeOf<FilterOperation>();
  void typed;
  // Deep filters: the item's properties and four relations below them are checked, then nothing is.
  const deep: FilterFor<'Account', 'getVirtualGuests'> = {
    virtualGuests: { datacenter: { locationAddresses: { location: { locationAddresses: { location: { anything: { operation: 1 } } } } } } },
  };
  const checked: FilterFor<'Account', 'getVirtualGuests'> = {
    // @ts-expect-error the fourth relation down is still checked
    virtualGuests: { datacenter: { locationAddresses: { location: { locationAddresses: { nowhere: { operation: 1 } } } } } },
  };
  void deep;
  void checked;

  // Newer than the snapshot: one documented untyped form, an unknown result, no cast.
  expectTypeOf(await callUnknown('Brand_New_Service', 'brandNewMethod', 1)).toEqualTypeOf<unknown>();
}
