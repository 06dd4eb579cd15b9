/**
 * One service table entry from the specs of several areas. Areas of the fake server (network,
 * hardware, account, …) each add the methods and records they need to a shared service such as
 * `Vendor_Billing_Item`; registering a name twice would let the later spec silently replace the
 * earlier one, so the table is built from a list and every name that appears more than once is
 * combined here.
 *
 * @module
 */
import type { Dataset } from '../data/dataset.js';
import type { AnyRecord } from '../data/record-types.js';
import type { CallContext, MethodSpec, ServiceSpec } from './service-spec.js';

/** The spec whose collection holds `record`, else the first. */
function ownerOf(specs: readonly ServiceSpec[], data: Dataset, record: AnyRecord | undefined): ServiceSpec {
  return (record === undefined ? undefined : specs.find((spec) => spec.collection?.(data).includes(record))) ?? specs[0]!;
}

/**
 * The specs of `name` as one: the union of their collections and methods. A method that several
 * specs define on an object (`needsObject`) is answered by the spec whose collection holds the
 * addressed object; any other method defined twice is an error, since nothing tells which answer
 * is meant — fold such methods by hand.
 *
 * @example
 * ```ts
 * const billing = combineServices('Vendor_Billing_Item', [accountBillingItems, networkBillingItems]);
 * ```
 */
export function combineServices(name: string, specs: readonly ServiceSpec[]): ServiceSpec {
  const [first, ...rest] = specs;
  if (first === undefined) throw new Error(`No spec for ${name}`);
  if (rest.length === 0) return first;
  if (specs.some((spec) => spec.singleton !== undefined)) throw new Error(`${name}: a singleton service cannot be combined`);
  const methods: Record<string, MethodSpec> = {};
  const names = new Set(specs.flatMap((spec) => Object.keys(spec.methods)));
  for (const method of names) {
    const defining = specs.filter((spec) => Object.hasOwn(spec.methods, method));
    if (defining.length === 1) {
      methods[method] = defining[0]!.methods[method]!;
      continue;
    }
    if (!defining.every((spec) => spec.methods[method]!.needsObject === true)) {
      throw new Error(`${name}::${method} is defined by ${defining.length} areas without an object to choose by; fold it into one`);
    }
    methods[method] = {
      needsObject: true,
      run: (context: CallContext) => {
        const owner = ownerOf(defining, context.data, context.object);
        return owner.methods[method]!.run(context);
      },
    };
  }
  const collection = (data: Dataset): object[] => [...new Set(specs.flatMap((spec) => spec.collection?.(data) ?? []))];
  const remove = (data: Dataset, record: AnyRecord): void => {
    const owner = ownerOf(specs, data, record);
    if (owner.remove) owner.remove(data, record);
    else {
      const list = owner.collection?.(data);
      const index = list?.indexOf(record) ?? -1;
      if (list && index >= 0) list.splice(index, 1);
    }
  };
  return {
    ...first,
    // The record type with declared relations, where one of the areas has it.
    type: specs.find((spec) => spec.type !== 'Generic')?.type ?? first.type,
    collection,
    remove,
    deletable: specs.some((spec) => spec.deletable === true),
    // `editObject` only where one of the areas has it (the API's `Billing_Item` has none).
    editable: specs.some((spec) => spec.editable !== undefined) ? [...new Set(specs.flatMap((spec) => spec.editable ?? []))] : undefined,
    methods,
  };
}

/**
 * The service table from `[name, spec]` entries, combining the specs of a name given more than
 * once ({@link combineServices}).
 *
 * @example
 * ```ts
 * const table = serviceTable([['Vendor_Account', accountService]]);
 * ```
 */
export function serviceTable(entries: ReadonlyArray<readonly [string, ServiceSpec]>): ReadonlyMap<string, ServiceSpec> {
  const grouped = new Map<string, ServiceSpec[]>();
  for (const [name, spec] of entries) grouped.set(name, [...(grouped.get(name) ?? []), spec]);
  return new Map([...grouped].map(([name, specs]) => [name, combineServices(name, specs)]));
}
