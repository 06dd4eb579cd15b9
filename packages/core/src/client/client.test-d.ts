/**
 * Type tests (checked by `tsc -p packages/core/tsconfig.json`; never run).
 */
import type { Account, Container_User_Customer_Portal_Token, Ticket_Update, Virtual_Guest } from '@svclib/model';
import { expectTypeOf } from 'vitest';
import type {
  AuthPlugin, CallRequest, Client, Page, ServiceHandle, TimedCall, TimedClient, TypedServiceHandle, UntypedCalls,
} from '../index.js';
import type { PortalLoginToken, ServiceMethod } from '../wire.js';

export async function typeTests(client: Client, timed: TimedClient, service: string, method: string): Promise<void> {
  // client.call: the result type of the model, no type argument; static methods need no id.
  expectTypeOf(client.call('Account', 'getObject')).toEqualTypeOf<Promise<Account>>();
  expectTypeOf(client.call('Vendor_Account', 'getObject', { mask: 'companyName' })).toEqualTypeOf<Promise<{ id?: number; companyName?: string }>>();
  expectTypeOf(client.call('Account', 'getVirtualGuests', { mask: 'id' })).toEqualTypeOf<Promise<{ id?: number }[]>>();
  expectTypeOf(client.call('Account', 'getVirtualGuests', { mask: String('id') })).toEqualTypeOf<Promise<Virtual_Guest[]>>();
  expectTypeOf(client.call('Virtual_Guest', 'getObject', { id: 1 })).toEqualTypeOf<Promise<Virtual_Guest>>();
  expectTypeOf(client.call('Virtual_Guest', 'setTags', { id: 1, args: ['web, prod'] })).toEqualTypeOf<Promise<boolean>>();
  expectTypeOf(client.call('Ticket', 'addUpdate', { id: 1, args: [{ entry: 'text' }] })).toEqualTypeOf<Promise<Ticket_Update[]>>();
  // Arguments with defaults may be left out; readonly tuples are accepted.
  void client.call('Virtual_Guest', 'createObject', { args: [{ hostname: 'web1', domain: 'example.com' }] });
  const tags = ['web'] as const;
  void client.call('Virtual_Guest', 'setTags', { id: 1, args: tags });
  // Typed filters: group key of a list getter, nested relations, operation leaves.
  void client.call('Account', 'getVirtualGuests', {
    filter: {
      virtualGuests: {
        hostname: { operation: '^= web' },
        datacenter: { name: { operation: 'dal13' } },
        tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['prod'] }] } } },
        id: { operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }] },
      },
    },
  });
  void client.call('Virtual_Guest', 'getObject', { id: 1, filter: { hostname: { operation: 'web1' } } });

  // iter: true → the iterCall generator over the list's items.
  expectTypeOf(client.call('Account', 'getVirtualGuests', { iter: true, chunk: 10 })).toEqualTypeOf<
    AsyncGenerator<Virtual_Guest, void, undefined>
  >();
  expectTypeOf(client.call('Account', 'getObject', { iter: false })).toEqualTypeOf<Promise<Account>>();

  // iterCall and iterPages yield the list's item type.
  expectTypeOf(client.iterCall('Account', 'getVirtualGuests')).toEqualTypeOf<AsyncGenerator<Virtual_Guest, void, undefined>>();
  expectTypeOf(client.iterCall('Vendor_Account', 'getVirtualGuests', { chunk: 50, concurrency: 4 })).toEqualTypeOf<
    AsyncGenerator<Virtual_Guest, void, undefined>
  >();
  expectTypeOf(client.iterPages('Account', 'getVirtualGuests', { chunk: 50 })).toEqualTypeOf<
    AsyncGenerator<Page<Virtual_Guest>, void, undefined>
  >();
  for await (const guest of client.iterCall('Account', 'getHardware', { mask: 'id, hostname' })) expectTypeOf(guest.hostname).toEqualTypeOf<string | undefined>();

  // Handles: client.<Svc>, client.Vendor_<Svc>, client.service(name); present with no `!`.
  expectTypeOf(client.Account).toEqualTypeOf<TypedServiceHandle<'Account'>>();
  expectTypeOf(client.Account.getObject()).toEqualTypeOf<Promise<Account>>();
  expectTypeOf(client.Vendor_Account.getVirtualGuests({ mask: 'id' })).toEqualTypeOf<Promise<{ id?: number }[]>>();
  expectTypeOf(client.Account.getVirtualGuests({ iter: true })).toEqualTypeOf<AsyncGenerator<Virtual_Guest, void, undefined>>();
  expectTypeOf(client.Virtual_Guest.getObject({ id: 1 })).toEqualTypeOf<Promise<Virtual_Guest>>();
  expectTypeOf(client.service('Virtual_Guest').getObject({ id: 1 })).toEqualTypeOf<Promise<Virtual_Guest>>();
  expectTypeOf(client.service('Vendor_Virtual_Guest')).toEqualTypeOf<TypedServiceHandle<'Vendor_Virtual_Guest'>>();
  expectTypeOf(client.Account.call('getObject')).toEqualTypeOf<Promise<Account>>();
  expectTypeOf(client.Account.call('getVirtualGuests', { iter: true })).toEqualTypeOf<AsyncGenerator<Virtual_Guest, void, undefined>>();
  expectTypeOf(client.Account.iterCall('getVirtualGuests', { chunk: 5 })).toEqualTypeOf<AsyncGenerator<Virtual_Guest, void, undefined>>();
  expectTypeOf(client.Account.iterPages('getVirtualGuests')).toEqualTypeOf<AsyncGenerator<Page<Virtual_Guest>, void, undefined>>();
  expectTypeOf(client.Account.name).toEqualTypeOf<string>();
  expectTypeOf(client.User_Customer.getPortalLoginToken({ args: ['u', 'p'] })).toEqualTypeOf<
    Promise<Container_User_Customer_Portal_Token>
  >();

  // The untyped form: plain strings, unknown results, no cast.
  expectTypeOf(client.untyped).toEqualTypeOf<UntypedCalls>();
  expectTypeOf(client.untyped.call(service, method, { id: 1, args: [1, 'two'] })).toEqualTypeOf<Promise<unknown>>();
  expectTypeOf(client.untyped.call('Brand_New_Service', 'getThing', { iter: true })).toEqualTypeOf<AsyncGenerator<unknown, void, undefined>>();
  expectTypeOf(client.untyped.iterCall(service, method)).toEqualTypeOf<AsyncGenerator<unknown, void, undefined>>();
  expectTypeOf(client.untyped.iterPages(service, method)).toEqualTypeOf<AsyncGenerator<Page, void, undefined>>();
  expectTypeOf(client.untyped.service('Brand_New_Service')).toEqualTypeOf<ServiceHandle>();
  expectTypeOf(client.untyped.service(service).getThing).toEqualTypeOf<ServiceMethod | undefined>();
  expectTypeOf(client.untyped.service(service).call('getThing')).toEqualTypeOf<Promise<unknown>>();
  void client.untyped.call('Account', 'getVirtualGuests', { filter: { anything: { operation: 1 } } });

  // Credentials and auth.
  expectTypeOf(client.username).toEqualTypeOf<string | undefined>();
  expectTypeOf(client.auth).toEqualTypeOf<AuthPlugin | null>();
  expectTypeOf(client.length).toEqualTypeOf<0>();
  expectTypeOf(client.authenticateWithPassword('u', 'p')).toEqualTypeOf<Promise<PortalLoginToken>>();

  // TimedClient.
  expectTypeOf(timed.getLastCalls()).toEqualTypeOf<TimedCall[]>();
  expectTypeOf(timed).toMatchTypeOf<Client>();
  expectTypeOf(timed.Account.getObject()).toEqualTypeOf<Promise<Account>>();

  // Transports and auth plugins.
  expectTypeOf<(request: CallRequest) => Promise<unknown>>().toMatchTypeOf<NonNullable<ConstructorParameters<typeof Client>[0]>['transport']>();

  // @ts-expect-error -- a misspelt method of a known service
  void client.call('Account', 'getVirtualGuestz');
  // @ts-expect-error -- a misspelt method through a handle
  void client.Account.getVirtualGuestz;
  // @ts-expect-error -- a misspelt method through iterCall
  void client.iterCall('Account', 'getVirtualGuestz');
  // @ts-expect-error -- a misspelt service
  void client.call('Acount', 'getObject');
  // @ts-expect-error -- a misspelt service with the Vendor_ prefix
  void client.call('Vendor_Acount', 'getObject');
  // @ts-expect-error -- a misspelt service handle with the Vendor_ prefix
  void client.Vendor_Acount;
  // @ts-expect-error -- a misspelt service handle
  void client.Acount;
  // @ts-expect-error -- a misspelt service through service(name)
  void client.service('Vendor_Acount');
  // @ts-expect-error -- a service or method only known at run time goes through client.untyped
  void client.call(service, method);
  // @ts-expect-error -- wrong argument type (setTags takes a string)
  void client.call('Virtual_Guest', 'setTags', { id: 1, args: [42] });
  // @ts-expect-error -- too many arguments
  void client.call('Virtual_Guest', 'setTags', { id: 1, args: ['web', 'extra'] });
  // @ts-expect-error -- a required argument left out
  void client.call('Virtual_Guest', 'setTags', { id: 1 });
  // @ts-expect-error -- a non-static method without id
  void client.call('Virtual_Guest', 'getObject');
  // @ts-expect-error -- a non-static method without id (options given)
  void client.call('Virtual_Guest', 'getObject', { mask: 'id' });
  // @ts-expect-error -- a non-static method without id, through a handle
  void client.Virtual_Guest.getObject();
  // @ts-expect-error -- a non-static method without id, through iterCall
  void client.iterCall('Ticket', 'getUpdates');
  // @ts-expect-error -- a misspelt filter key (top level: the group key)
  void client.call('Account', 'getVirtualGuests', { filter: { virtualGuest: { hostname: { operation: 'web1' } } } });
  // @ts-expect-error -- a misspelt filter key (a property of the record)
  void client.call('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostnme: { operation: 'web1' } } } });
  // @ts-expect-error -- a misspelt filter key (nested relation)
  void client.call('Account', 'getVirtualGuests', { filter: { virtualGuests: { datacenter: { nme: { operation: 'dal13' } } } } });
  // @ts-expect-error -- a misspelt filter key through iterCall
  void client.iterCall('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostnme: { operation: 'web1' } } } });
  // @ts-expect-error -- a misspelt filter key through a handle
  void client.Account.getVirtualGuests({ filter: { virtualGuests: { hostnme: { operation: 'web1' } } } });
  // @ts-expect-error -- unknown call options are refused
  void client.call('Account', 'getObject', { bogus: 1 });
  // @ts-expect-error -- limit is a number
  void client.call('Account', 'getObject', { limit: '10' });
  // @ts-expect-error -- lower-case properties are not service handles
  void client.account;
  // @ts-expect-error -- iterCall has no iter option
  void client.iterCall('Account', 'getVirtualGuests', { iter: true });
  // @ts-expect-error -- the untyped form resolves unknown: no property access without narrowing
  void (await client.untyped.call('Account', 'getObject')).companyName;
}
