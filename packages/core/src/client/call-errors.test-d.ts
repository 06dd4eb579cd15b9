/**
 * Type tests of the messages of a misspelt call (checked by `tsc -p packages/core/tsconfig.json`;
 * never run). The messages the compiler prints for each mistake: `test/typed-calls/call-errors.test.ts`.
 */
import type { Account, Virtual_Guest } from '@svclib/model';
import { expectTypeOf } from 'vitest';
import type { Client, KnownMethod, KnownService } from '../index.js';
import type {
  DidYouMean,
  MethodArgument,
  Nearest,
  OptionNames,
  ServiceArgument,
  SingleCallOptionName,
  UnknownOption,
} from '../wire.js';

export async function callErrorTests(client: Client): Promise<void> {
  // The nearest names: another case, a shared prefix (those one edit away first), one edit.
  expectTypeOf<Nearest<'mask' | 'select' | 'limit', 'maks'>>().toEqualTypeOf<'mask'>();
  expectTypeOf<Nearest<'mask' | 'select' | 'limit', 'MASK'>>().toEqualTypeOf<'mask'>();
  expectTypeOf<Nearest<'getObject' | 'getObjectTypes' | 'getObjectsByCredential', 'getObjet'>>().toEqualTypeOf<'getObject'>();
  expectTypeOf<Nearest<'hostname' | 'host', 'hostn'>>().toEqualTypeOf<'hostname'>();
  expectTypeOf<Nearest<'mask' | 'select', 'xyzzy'>>().toEqualTypeOf<never>();
  expectTypeOf<DidYouMean<'filter' | 'limit', 'filtr'>>().toEqualTypeOf<"; did you mean 'filter'?">();
  expectTypeOf<DidYouMean<'filter' | 'limit', 'xyzzy'>>().toEqualTypeOf<''>();

  // The parameter types: the name itself when right, else the message.
  expectTypeOf<ServiceArgument<'Account', 'Account'>>().toEqualTypeOf<'Account'>();
  expectTypeOf<ServiceArgument<KnownService, 'Acount'>>().toEqualTypeOf<"unknown service 'Acount'; did you mean 'Account'?">();
  expectTypeOf<ServiceArgument<KnownService, 'Vendor_Acount'>>().toEqualTypeOf<"unknown service 'Vendor_Acount'; did you mean 'Vendor_Account'?">();
  expectTypeOf<MethodArgument<'Account', 'getObject', 'getObject'>>().toEqualTypeOf<'getObject'>();
  expectTypeOf<MethodArgument<'Account', KnownMethod<'Account'>, 'getObjet'>>().toEqualTypeOf<"unknown method 'getObjet' of Account; did you mean 'getObject'?">();
  expectTypeOf<UnknownOption<'limt', SingleCallOptionName>>().toEqualTypeOf<"unknown call option 'limt'; did you mean 'limit'?">();
  expectTypeOf<UnknownOption<'chunk', SingleCallOptionName>>().toEqualTypeOf<"'chunk' is a paging option: give it with iter: true, or call iterCall">();
  expectTypeOf<OptionNames<'mask' | 'maks', SingleCallOptionName>>().toEqualTypeOf<{
    mask?: unknown;
    maks?: "unknown call option 'maks'; did you mean 'mask'?";
  }>();

  // Right calls keep their types.
  expectTypeOf(client.call('Account', 'getObject')).toEqualTypeOf<Promise<Account>>();
  expectTypeOf(client.service('Virtual_Guest').call('getObject', { id: 1 })).toEqualTypeOf<Promise<Virtual_Guest>>();
  const options = { id: 1, limit: 10 };
  expectTypeOf(client.call('Virtual_Guest', 'getObject', options)).toEqualTypeOf<Promise<Virtual_Guest>>();

  // Each mistake of the README's table is a compile error.
  // @ts-expect-error unknown call option 'maks'; did you mean 'mask'?
  await client.call('Account', 'getObject', { maks: 'id' });
  // @ts-expect-error unknown call option 'filtr'; did you mean 'filter'?
  await client.call('Account', 'getVirtualGuests', { filtr: { virtualGuests: {} } });
  // @ts-expect-error unknown call option 'limt'; did you mean 'limit'?
  await client.call('Account', 'getVirtualGuests', { limt: 10 });
  // @ts-expect-error unknown call option 'selcet'; did you mean 'select'?
  await client.Account.getObject({ selcet: { id: true } });
  // @ts-expect-error unknown call option 'chnk'; did you mean 'chunk'?
  client.iterCall('Account', 'getVirtualGuests', { chnk: 50 });
  // @ts-expect-error 'chunk' is a paging option: give it with iter: true, or call iterCall
  await client.call('Account', 'getVirtualGuests', { chunk: 50 });
  // @ts-expect-error unknown method 'getObjet' of Account; did you mean 'getObject'?
  await client.call('Account', 'getObjet');
  // @ts-expect-error unknown method 'getVirtualGuets' of Account; did you mean 'getVirtualGuests'?
  client.iterCall('Account', 'getVirtualGuets');
  // @ts-expect-error unknown method 'getObjet' of Account; did you mean 'getObject'?
  await client.Account.call('getObjet');
  // @ts-expect-error Property 'getObjet' does not exist on type 'TypedServiceHandle<"Account">'. Did you mean 'getObject'?
  void client.Account.getObjet;
  // @ts-expect-error unknown method 'frobnicate' of Account (one newer than the model is called through client.untyped)
  await client.call('Account', 'frobnicate');
  // @ts-expect-error unknown service 'Acount'; did you mean 'Account'?
  await client.call('Acount', 'getObject');
  // @ts-expect-error unknown service 'Vendor_Acount'; did you mean 'Vendor_Account'?
  await client.call('Vendor_Acount', 'getObject');
  // @ts-expect-error unknown service 'Virtual_Gest'; did you mean 'Virtual_Guest'?
  client.service('Virtual_Gest');
  // @ts-expect-error Property 'Acount' does not exist on type 'Client'. Did you mean 'Account'?
  void client.Acount;
  // @ts-expect-error unknown service 'Frobnicator' (one newer than the model is called through client.untyped)
  await client.call('Frobnicator', 'getObject');
  // @ts-expect-error Type 'string' is not assignable to type 'number'.
  await client.call('Account', 'getVirtualGuests', { limit: '10' });
  // @ts-expect-error Type 'number' is not assignable to type 'string'.
  await client.call('Virtual_Guest', 'setTags', { id: 1, args: [1] });
  // @ts-expect-error Property 'args' is missing
  await client.call('Virtual_Guest', 'setTags', { id: 1 });
  // @ts-expect-error Property 'id' is missing
  await client.call('Virtual_Guest', 'getObject', { mask: 'id' });
  // @ts-expect-error Expected 3 arguments, but got 2.
  await client.call('Virtual_Guest', 'getObject');
  // @ts-expect-error Expected 2-3 arguments, but got 4.
  await client.call('Account', 'getObject', {}, {});
  // @ts-expect-error give either 'mask' or 'select', not both
  await client.call('Account', 'getObject', { mask: 'id', select: { id: true } });
  // @ts-expect-error unknown property 'companyNme' in Account; did you mean 'companyName'?
  await client.call('Account', 'getObject', { mask: 'id, companyNme' });
  // @ts-expect-error unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?
  await client.call('Virtual_Guest', 'getObject', { id: 1, select: { hostnme: true } });
  // @ts-expect-error 'hostnme' does not exist in type 'ObjectFilterFor<Virtual_Guest, 4>'. Did you mean to write 'hostname'?
  await client.call('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostnme: { operation: 'web1' } } } });
  // @ts-expect-error Expected 2 type arguments, but got 1.
  await client.call<{ companyName: string }>('Account', 'getObject');
}
