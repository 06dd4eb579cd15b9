/**
 * Type tests of `mockClient()` and the matchers of `@svclib/testing/vitest` (checked by
 * `tsc -p packages/testing/tsconfig.json`; never run): service, method, options and answers are
 * checked against `ServiceMap` of `@svclib/model`, so a wrong one is a compile error.
 */
import type { Virtual_Guest } from '@svclib/model';
import { expect, expectTypeOf } from 'vitest';
import './vitest.js';
import { mockClient, type MockCall } from './index.js';

export function typeTests(): void {
  const mock = mockClient();

  // Right: service with or without the prefix, a method of it, options of the call, the result type.
  mock.on('Virtual_Guest', 'getObject', { id: 1 }).resolves({ hostname: 'web1' });
  mock.on('Vendor_Virtual_Guest', 'getObject', { id: 1, mask: 'id, hostname' }).resolves({ id: 1 });
  mock.on('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostname: { operation: '^= web' } } } }).resolves([{ id: 1 }]);
  mock.on('Virtual_Guest', 'setTags', { id: 1, args: ['web'] }).resolves(true);
  mock.on('Virtual_Guest', 'createObject', { args: [{ datacenter: { name: 'dal10' } }] }).resolvesOnce({ id: 2 }).rejects(new Error('x'));
  mock.on('Virtual_Guest', 'getObject').callsFake((call) => {
    expectTypeOf(call.args).toEqualTypeOf<Readonly<[]>>();
    return { id: Number(call.id) };
  });
  mock.on('Virtual_Guest', 'setTags', (call) => call.args[0] === 'web').resolves(true);

  // @ts-expect-error `Virtual_Guests` is not a service of the model
  mock.on('Virtual_Guests', 'getObject');
  // @ts-expect-error `getObjects` is not a method of Virtual_Guest
  mock.on('Virtual_Guest', 'getObjects');
  // @ts-expect-error the answer of getObject is a Virtual_Guest, not a list
  mock.on('Virtual_Guest', 'getObject').resolves([{ id: 1 }]);
  // @ts-expect-error `hostName` is not a property of Virtual_Guest
  mock.on('Virtual_Guest', 'getObject').resolves({ hostName: 'web1' });
  // @ts-expect-error setTags answers a boolean
  mock.on('Virtual_Guest', 'setTags').resolves('yes');
  // @ts-expect-error setTags takes a string
  mock.on('Virtual_Guest', 'setTags', { args: [42] });
  // @ts-expect-error `ids` is not a call option
  mock.on('Virtual_Guest', 'getObject', { ids: 1 });
  // @ts-expect-error the filter names a property Virtual_Guest lacks
  mock.on('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostName: { operation: 'web' } } } });
  // @ts-expect-error a fake answers the method's result type
  mock.on('Virtual_Guest', 'getObject').callsFake(() => 'web1');

  // History: typed per method.
  const calls = mock.calls('Virtual_Guest', 'setTags');
  expectTypeOf(calls).toEqualTypeOf<MockCall<'Virtual_Guest', 'setTags'>[]>();
  expectTypeOf(calls[0]!.args[0]).toEqualTypeOf<string>();
  const answer: Virtual_Guest | undefined = undefined;
  void answer;

  // Matchers, from `import '@svclib/testing/vitest'`.
  expect(mock).toHaveBeenCalledRemote('Virtual_Guest', 'setTags', { id: 1, args: ['web'] });
  expect(mock).toHaveBeenCalledRemoteTimes('Virtual_Guest', 'getObject', 2);
  expect(mock).toHaveBeenCalledRemoteInOrder([['Account', 'getVirtualGuests'], ['Virtual_Guest', 'setTags', { id: 1 }]]);
  expect(mock).not.toHaveBeenCalledRemote('Virtual_Guest', 'deleteObject');
  // @ts-expect-error `getObjects` is not a method of Virtual_Guest
  expect(mock).toHaveBeenCalledRemote('Virtual_Guest', 'getObjects');
  // @ts-expect-error setTags takes a string
  expect(mock).toHaveBeenCalledRemote('Virtual_Guest', 'setTags', { args: [1] });
  // @ts-expect-error `Virtual_Guests` is not a service of the model
  expect(mock).toHaveBeenCalledRemoteTimes('Virtual_Guests', 'getObject', 1);
  // @ts-expect-error `setTag` is not a method of Virtual_Guest
  expect(mock).toHaveBeenCalledRemoteInOrder([['Account', 'getObject'], ['Virtual_Guest', 'setTag']]);
  // @ts-expect-error `ids` is not a call option
  expect(mock).toHaveBeenCalledRemoteInOrder([['Virtual_Guest', 'getObject', { ids: 1 }]]);
}
