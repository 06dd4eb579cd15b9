/**
 * Type tests of typed selection in the managers (checked by `tsc -p packages/managers/tsconfig.json`;
 * never run): results typed by the default masks, a caller's mask or select narrowing instead, the
 * errors. (Every default mask is checked against the record it is sent for in `default-masks.test.ts`.)
 */
import type { Client } from '@svclib/core';
import type { Virtual_Guest } from '@svclib/model';
import { DNSManager } from './dns-manager.js';
import { TicketManager } from './ticket-manager.js';
import { UserManager } from './user-manager.js';
import { VirtualServerManager } from './virtual-server-manager.js';

/** `true` when `A` and `B` are the same type (the compiler's identity check). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** A compile error unless `A` and `B` are the same type. */
declare function same<A, B>(...mismatch: Equal<A, B> extends true ? [] : [mismatch: never]): void;
/** A compile error unless the type of `value` is `B`: `typeIs<B>()(value)`. */
declare function typeIs<B>(): <A>(value: A, ...mismatch: Equal<A, B> extends true ? [] : [mismatch: never]) => void;

export async function managerSelection(client: Client, text: string): Promise<void> {
  const vs = new VirtualServerManager(client);
  // The default mask types the result: what LIST_MASK selects is there…
  const guests = await vs.listInstances();
  for (const guest of guests) {
    void [guest.hostname, guest.maxMemory, guest.datacenter?.name, guest.powerState?.keyName, guest.lastKnownPowerState?.name];
    void guest.activeTransaction?.transactionStatus?.friendlyName;
    // @ts-expect-error billingItem is not in VirtualServerManager.LIST_MASK
    void guest.billingItem;
    // @ts-expect-error LIST_MASK names locals: the others are not sent
    void guest.notes;
  }
  for await (const guest of vs.iterInstances({ chunk: 10 })) {
    void guest.primaryIpAddress;
    // @ts-expect-error tagReferences is not in LIST_MASK
    void guest.tagReferences;
  }
  const guest = await vs.getInstance(1);
  void guest.billingItem?.orderItem?.order?.userRecord?.username;
  void guest.operatingSystem?.passwords?.[0]?.password;
  // @ts-expect-error accountId is not in GET_MASK
  void guest.accountId;

  // A caller's literal mask or select narrows instead.
  same<Awaited<ReturnType<typeof vs.listInstances<'id, hostname'>>>, { id?: number; hostname?: string }[]>();
  typeIs<{ id?: number; hostname?: string; datacenter?: { id?: number; name?: string } }[]>()(
    await vs.listInstances({ mask: 'id, hostname, datacenter.name', datacenter: 'dal13' }),
  );
  typeIs<{ id?: number; hostname?: string; billingItem?: { id?: number; recurringFee?: string } }>()(
    await vs.getInstance(1, { select: { hostname: true, billingItem: { recurringFee: true } } }),
  );
  // A mask that is not a literal, or an object mask: the whole record.
  same<Awaited<ReturnType<typeof vs.getInstance<string>>>, Virtual_Guest>();
  typeIs<Virtual_Guest>()(await vs.getInstance(1, { mask: text }));
  typeIs<Virtual_Guest>()(await vs.getInstance(1, { mask: { id: {}, hostname: {} } }));

  // Other managers: the default masks type their results too.
  const tickets = await new TicketManager(client).listTickets();
  void tickets[0]?.assignedUser?.firstName;
  // @ts-expect-error the ticket list mask does not select the updates
  void tickets[0]?.updates;
  const zone = await new DNSManager(client).getZone('example.com');
  void zone.resourceRecords?.[0]?.host;
  const users = await new UserManager(client).listUsers();
  void users[0]?.userStatus?.name;
  // @ts-expect-error the user list mask selects the status's name only
  void users[0]?.userStatus?.keyName;

  // Errors: the caller's mask and select are checked against the record.
  // @ts-expect-error unknown property 'hostnme' in Virtual_Guest
  void vs.listInstances({ mask: 'id, hostnme' });
  // @ts-expect-error unknown property at a nested level
  void vs.getInstance(1, { mask: 'datacenter[nam]' });
  // @ts-expect-error select: unknown property
  void vs.getInstance(1, { select: { hostnme: true } });
  // @ts-expect-error mask and select together
  void vs.getInstance(1, { mask: 'id', select: { hostname: true } });
  // @ts-expect-error a misspelt ticket property through another manager
  void new TicketManager(client).getTicket(1, { mask: 'updatez' });
}
