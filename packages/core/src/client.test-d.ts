/**
 * Type tests (checked by `tsc -p packages/core/tsconfig.json`; never run).
 */
import { expectTypeOf } from 'vitest';
import type {
  AuthPlugin,
  CallRequest,
  Client,
  IterCallOptions,
  PortalLoginToken,
  ServiceHandle,
  ServiceMethod,
  SingleCallOptions,
  TimedCall,
  TimedClient,
} from './index.js';

/** The shape managers ask of a client (see @svclib/managers' ManagerClient). */
interface ManagerLike {
  call<T = unknown>(service: string, method: string, options?: SingleCallOptions): Promise<T>;
  iterCall<T = unknown>(service: string, method: string, options?: IterCallOptions): AsyncGenerator<T>;
}

export function typeTests(client: Client, timed: TimedClient): void {
  // call: a promise of T (default unknown); with iter: true, the async generator.
  expectTypeOf(client.call('Account', 'getObject')).toEqualTypeOf<Promise<unknown>>();
  expectTypeOf(client.call<{ id: number }>('Account', 'getObject', { mask: 'id' })).toEqualTypeOf<Promise<{ id: number }>>();
  expectTypeOf(client.call('Account', 'getVirtualGuests', { iter: true, chunk: 10 })).toEqualTypeOf<
    AsyncGenerator<unknown, void, undefined>
  >();
  expectTypeOf(client.iterCall<{ id: number }>('Account', 'getVirtualGuests')).toEqualTypeOf<
    AsyncGenerator<{ id: number }, void, undefined>
  >();

  // client[Name] for names starting with an upper-case letter (possibly undefined under
  // noUncheckedIndexedAccess, which this repo enables).
  expectTypeOf(client.Account).toEqualTypeOf<ServiceHandle | undefined>();
  expectTypeOf(client.service('Account')).toEqualTypeOf<ServiceHandle>();
  expectTypeOf(client.service('Account').name).toEqualTypeOf<string>();
  expectTypeOf(client.service('Account').getObject).toEqualTypeOf<ServiceMethod | undefined>();
  expectTypeOf(client.service('Account').call('getObject')).toEqualTypeOf<Promise<unknown>>();
  expectTypeOf(client.service('Account').call('getObject', { iter: true })).toEqualTypeOf<
    AsyncGenerator<unknown, void, undefined>
  >();

  // Typed services of ServiceMap: present with no `!`, declared results typed, the rest untyped.
  expectTypeOf(client.User_Customer.getPortalLoginToken()).toEqualTypeOf<Promise<{ userId: number | string; hash: string }>>();
  expectTypeOf(client.Vendor_User_Customer.getPortalLoginToken).toEqualTypeOf(client.User_Customer.getPortalLoginToken);
  expectTypeOf(client.User_Customer.getUndeclared).toEqualTypeOf<ServiceMethod | undefined>();
  expectTypeOf(client.User_Customer).toMatchTypeOf<ServiceHandle>();
  expectTypeOf(client.User_Customer.name).toEqualTypeOf<string>();
  // Declaration merging by users and packages is tested in @svclib/managers (service-map.test-d.ts).

  // Credentials and auth.
  expectTypeOf(client.username).toEqualTypeOf<string | undefined>();
  expectTypeOf(client.auth).toEqualTypeOf<AuthPlugin | null>();
  expectTypeOf(client.length).toEqualTypeOf<0>();
  expectTypeOf(client.authenticateWithPassword('u', 'p')).toEqualTypeOf<Promise<PortalLoginToken>>();

  // TimedClient.
  expectTypeOf(timed.getLastCalls()).toEqualTypeOf<TimedCall[]>();
  expectTypeOf(timed).toMatchTypeOf<Client>();

  // A Client fits what managers ask of a client.
  expectTypeOf(client).toMatchTypeOf<ManagerLike>();

  // Transports and auth plugins.
  expectTypeOf<(request: CallRequest) => Promise<unknown>>().toMatchTypeOf<NonNullable<ConstructorParameters<typeof Client>[0]>['transport']>();

  // @ts-expect-error -- unknown call options are refused
  void client.call('Account', 'getObject', { bogus: 1 });
  // @ts-expect-error -- limit is a number
  void client.call('Account', 'getObject', { limit: '10' });
  // @ts-expect-error -- lower-case properties are not service handles
  void client.account;
  // @ts-expect-error -- iterCall has no iter option
  void client.iterCall('Account', 'getVirtualGuests', { iter: true });
}
