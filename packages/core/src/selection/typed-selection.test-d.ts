/**
 * Type tests of typed selection through every call form (checked by `tsc -p
 * packages/core/tsconfig.json`; never run): `client.call` (and `iter: true`), `iterCall`,
 * `iterPages`, the handles (`client.Virtual_Guest`, `client.service(name)`, `handle.call`, …), string
 * masks and `select`, and each error with `@ts-expect-error`.
 */
import type { Account, Hardware, Virtual_Guest } from '@svclib/model';
import type { Client, Page } from '../index.js';
import { typeIs } from './test-types.js';

/** What `'id, hostname, datacenter.name'` selects of a guest. */
interface Guest {
  id?: number;
  hostname?: string;
  datacenter?: { id?: number; name?: string };
}

export async function callForms(client: Client, text: string): Promise<void> {
  const id = 123;
  // client.call: the result narrowed by a literal mask; lists stay lists.
  typeIs<Promise<Guest>>()(client.call('Virtual_Guest', 'getObject', { id, mask: 'id, hostname, datacenter.name' }));
  typeIs<Promise<Guest>>()(client.call('Vendor_Virtual_Guest', 'getObject', { id, mask: 'mask[id,hostname,datacenter[name]]' }));
  typeIs<Promise<Guest[]>>()(client.call('Account', 'getVirtualGuests', { mask: 'id, hostname, datacenter.name', limit: 10 }));
  // select: the same narrowing.
  typeIs<Promise<Guest>>()(client.call('Virtual_Guest', 'getObject', { id, select: { hostname: true, datacenter: { name: true } } }));
  typeIs<Promise<Guest[]>>()(client.call('Account', 'getVirtualGuests', { select: { id: true, hostname: true, datacenter: { name: true } } }));
  // iter: true, iterCall, iterPages yield narrowed items.
  typeIs<AsyncGenerator<Guest, void, undefined>>()(client.call('Account', 'getVirtualGuests', { iter: true, mask: 'hostname, datacenter.name' }));
  typeIs<AsyncGenerator<Guest, void, undefined>>()(client.iterCall('Account', 'getVirtualGuests', { chunk: 50, mask: 'hostname, datacenter.name' }));
  typeIs<AsyncGenerator<Guest, void, undefined>>()(client.iterCall('Account', 'getVirtualGuests', { select: { hostname: true, datacenter: { name: true } } }));
  typeIs<AsyncGenerator<Page<Guest>, void, undefined>>()(client.iterPages('Account', 'getVirtualGuests', { mask: 'hostname, datacenter.name' }));
  // Handles: client.<Svc>, client.Vendor_<Svc>, client.service(name), handle.call / iterCall / iterPages.
  typeIs<Promise<Guest>>()(client.Virtual_Guest.getObject({ id, mask: 'hostname, datacenter.name' }));
  typeIs<Promise<Guest>>()(client.Vendor_Virtual_Guest.getObject({ id, select: { hostname: true, datacenter: { name: true } } }));
  typeIs<Promise<Guest>>()(client.service('Virtual_Guest').getObject({ id, mask: 'hostname, datacenter.name' }));
  typeIs<Promise<Guest[]>>()(client.Account.getVirtualGuests({ mask: 'hostname, datacenter.name' }));
  typeIs<AsyncGenerator<Guest, void, undefined>>()(client.Account.getVirtualGuests({ iter: true, mask: 'hostname, datacenter.name' }));
  typeIs<Promise<Guest[]>>()(client.Account.call('getVirtualGuests', { mask: 'hostname, datacenter.name' }));
  typeIs<AsyncGenerator<Guest, void, undefined>>()(client.Account.call('getVirtualGuests', { iter: true, mask: 'hostname, datacenter.name' }));
  typeIs<AsyncGenerator<Guest, void, undefined>>()(client.Account.iterCall('getVirtualGuests', { mask: 'hostname, datacenter.name' }));
  typeIs<
    AsyncGenerator<Page<Guest>, void, undefined>
  >()(client.Account.iterPages('getVirtualGuests', { select: { hostname: true, datacenter: { name: true } } }));
  typeIs<AsyncGenerator<Guest, void, undefined>>()(client.service('Account').iterCall('getVirtualGuests', { mask: 'hostname, datacenter.name' }));

  // Literals through constants: `as const`, template literals of literals.
  const BASE = 'id, hostname';
  const MASKS = { guest: 'id, hostname, datacenter.name' } as const;
  typeIs<Promise<Guest>>()(client.call('Virtual_Guest', 'getObject', { id, mask: MASKS.guest }));
  typeIs<Promise<Guest>>()(client.call('Virtual_Guest', 'getObject', { id, mask: `${BASE}, datacenter.name` }));
  const SELECT = { hostname: true, datacenter: { name: true } } as const;
  typeIs<Promise<Guest>>()(client.call('Virtual_Guest', 'getObject', { id, select: SELECT }));

  // Casts narrow with the subtype's properties.
  typeIs<
    Promise<{ id?: number; hostname?: string; activeTransaction?: { id?: number } }[]>
  >()(client.call('Account', 'getHardware', { mask: '[mask[id, hostname], mask(Vendor_Hardware_Server)[activeTransaction[id]]]' }));
  typeIs<
    Promise<{ id?: number; hostname?: string; activeTransaction?: { id?: number } }[]>
  >()(client.call('Account', 'getHardware', { select: { $cast: 'Hardware_Server', hostname: true, activeTransaction: { id: true } } }));

  // (The helper fails on a difference.)
  // @ts-expect-error a narrowed result is not the whole record
  typeIs<Promise<Virtual_Guest>>()(client.call('Virtual_Guest', 'getObject', { id, mask: 'id, hostname' }));

  // What a script reads compiles when it selected it…
  const guest = await client.call('Virtual_Guest', 'getObject', { id, mask: 'id, hostname, datacenter.name' });
  console.log(guest.hostname, guest.datacenter?.name);
  for await (const item of client.iterCall('Account', 'getVirtualGuests', { mask: 'hostname, billingItem.recurringFee' })) console.log(item.billingItem?.recurringFee);
  // …and does not when it did not.
  // @ts-expect-error maxMemory was not selected
  console.log(guest.maxMemory);
  // @ts-expect-error the datacenter's longName was not selected
  console.log(guest.datacenter?.longName);
  for await (const item of client.iterCall('Account', 'getVirtualGuests', { mask: 'hostname' })) {
    // @ts-expect-error primaryIpAddress was not selected
    console.log(item.primaryIpAddress);
  }
  const selected = await client.Virtual_Guest.getObject({ id, select: { hostname: true } });
  // @ts-expect-error domain was not selected
  console.log(selected.domain);

  // Fallbacks: a non-literal mask, an object mask or no mask keep the whole record.
  typeIs<Promise<Virtual_Guest>>()(client.call('Virtual_Guest', 'getObject', { id, mask: text }));
  typeIs<Promise<Virtual_Guest>>()(client.call('Virtual_Guest', 'getObject', { id, mask: { id: {}, hostname: {} } }));
  typeIs<Promise<Virtual_Guest>>()(client.call('Virtual_Guest', 'getObject', { id }));
  typeIs<Promise<Account>>()(client.call('Account', 'getObject'));
  typeIs<Promise<Hardware[]>>()(client.Account.getHardware());
  // A method that returns no record takes any mask and keeps its result.
  typeIs<Promise<boolean>>()(client.call('Virtual_Guest', 'setTags', { id, args: ['web'], mask: 'any[thing' }));
}

export function selectionErrors(client: Client): void {
  const id = 123;
  // @ts-expect-error unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?
  void client.call('Virtual_Guest', 'getObject', { id, mask: 'mask[id, hostnme]' });
  // @ts-expect-error unknown property at a nested level (dotted path)
  void client.call('Virtual_Guest', 'getObject', { id, mask: 'id, datacenter.nam' });
  // @ts-expect-error unknown property at a nested level (brackets)
  void client.call('Account', 'getVirtualGuests', { mask: 'tagReferences[tag[nmae]]' });
  // @ts-expect-error a count misspelt
  void client.call('Account', 'getObject', { mask: 'virtualGuestCnt' });
  // @ts-expect-error a sub-mask under a local property
  void client.call('Virtual_Guest', 'getObject', { id, mask: 'hostname[id]' });
  // @ts-expect-error a cast to a record that does not extend the result
  void client.call('Account', 'getHardware', { mask: 'mask(Vendor_Virtual_Guest)[id]' });
  // @ts-expect-error a cast to an unknown record
  void client.call('Account', 'getHardware', { mask: 'mask(Vendor_Hardwar_Server)[id]' });
  // @ts-expect-error a property of the subtype without the cast
  void client.call('Account', 'getHardware', { mask: 'activeTransaction' });
  // @ts-expect-error a syntax error: unclosed bracket
  void client.call('Virtual_Guest', 'getObject', { id, mask: 'mask[id, hostname' });
  // @ts-expect-error a syntax error: an empty name
  void client.call('Virtual_Guest', 'getObject', { id, mask: 'id,,hostname' });
  // @ts-expect-error a misspelt property through a template literal of literals
  void client.call('Virtual_Guest', 'getObject', { id, mask: `${'id'}, hostnme` });
  // @ts-expect-error through iter: true
  void client.call('Account', 'getVirtualGuests', { iter: true, mask: 'hostnme' });
  // @ts-expect-error through iterCall
  void client.iterCall('Account', 'getVirtualGuests', { mask: 'hostnme' });
  // @ts-expect-error through iterPages
  void client.iterPages('Account', 'getVirtualGuests', { mask: 'hostnme' });
  // @ts-expect-error through a handle
  void client.Virtual_Guest.getObject({ id, mask: 'hostnme' });
  // @ts-expect-error through a handle with iter: true
  void client.Account.getVirtualGuests({ iter: true, mask: 'hostnme' });
  // @ts-expect-error through service(name)
  void client.service('Virtual_Guest').getObject({ id, mask: 'hostnme' });
  // @ts-expect-error through handle.call
  void client.Account.call('getVirtualGuests', { mask: 'hostnme' });
  // @ts-expect-error through handle.iterCall
  void client.Account.iterCall('getVirtualGuests', { mask: 'hostnme' });
  // @ts-expect-error through handle.iterPages
  void client.Account.iterPages('getVirtualGuests', { mask: 'hostnme' });
  // @ts-expect-error select: an unknown property
  void client.call('Virtual_Guest', 'getObject', { id, select: { hostnme: true } });
  // @ts-expect-error select: an unknown property at a nested level
  void client.call('Virtual_Guest', 'getObject', { id, select: { datacenter: { nam: true } } });
  // @ts-expect-error select: a cast that does not extend the result
  void client.call('Account', 'getHardware', { select: { $cast: 'Virtual_Guest', id: true } });
  // @ts-expect-error select through a handle
  void client.Account.getVirtualGuests({ select: { hostnme: true } });
  // @ts-expect-error select through iterCall
  void client.iterCall('Account', 'getVirtualGuests', { select: { hostnme: true } });
  // @ts-expect-error mask and select together
  void client.call('Virtual_Guest', 'getObject', { id, mask: 'id', select: { hostname: true } });
  // @ts-expect-error mask and select together, through a handle
  void client.Virtual_Guest.getObject({ id, mask: 'id', select: { hostname: true } });
  // @ts-expect-error unknown call options are still refused next to a mask
  void client.call('Virtual_Guest', 'getObject', { id, mask: 'id', bogus: 1 });
  // @ts-expect-error a non-static method still needs its id with a mask
  void client.call('Virtual_Guest', 'getObject', { mask: 'id' });
}
