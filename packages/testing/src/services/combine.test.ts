import { describe, expect, it } from 'vitest';
import type { Dataset } from '../data/dataset.js';
import type { AnyRecord } from '../data/record-types.js';
import type { CallContext, ServiceSpec } from './service-spec.js';
import { combineServices, serviceTable } from './combine.js';
import { SERVICES } from './index.js';

const a: AnyRecord = { id: 1 };
const b: AnyRecord = { id: 2 };
const data = {} as Dataset;
const spec = (record: AnyRecord, answer: string, extra: Partial<ServiceSpec> = {}): ServiceSpec => ({
  type: 'Generic',
  collection: () => [record],
  methods: { cancel: { needsObject: true, run: () => answer }, [`only${answer}`]: { run: () => answer } },
  ...extra,
});
// A partial context on purpose (`as unknown as`): a combined method reads only `data` and `object`.
const context = (object: AnyRecord): CallContext => ({ data, object }) as unknown as CallContext;

describe('services registered by several areas', () => {
  it('answer an object method from the area whose collection holds the object', () => {
    const combined = combineServices('Vendor_X', [spec(a, 'A'), spec(b, 'B', { type: 'BillingItem' })]);
    expect(combined.methods.cancel!.run(context(a))).toBe('A');
    expect(combined.methods.cancel!.run(context(b))).toBe('B');
    expect(Object.keys(combined.methods).sort()).toEqual(['cancel', 'onlyA', 'onlyB']);
    expect(combined.collection!(data)).toEqual([a, b]);
    expect(combined.type).toBe('BillingItem');
  });

  it('refuse a method defined twice with no object to choose by', () => {
    const clash = (record: AnyRecord): ServiceSpec => ({ type: 'Generic', collection: () => [record], methods: { placeOrder: { run: () => 1 } } });
    expect(() => serviceTable([['Vendor_Y', clash(a)], ['Vendor_Y', clash(b)]])).toThrow(/Vendor_Y::placeOrder is defined by 2 areas/);
  });

  it('leave the shared fake services combined, not replaced (Vendor_Billing_Item answers both areas)', () => {
    const billing = SERVICES.get('Vendor_Billing_Item')!;
    expect(Object.keys(billing.methods)).toEqual(expect.arrayContaining(['cancelItem', 'cancelService']));
  });
});
