/**
 * Type tests of the ServiceMap declarations (checked by `tsc -p packages/managers/tsconfig.json`).
 */
import type { Client, ServiceMethod } from '@svclib/core';
import { expectTypeOf } from 'vitest';
import type { Account, DnsRecord, VirtualGuest } from './index.js';

export function typeTests(client: Client): void {
  // With the managers imported, these services are typed properties: no `!` needed.
  expectTypeOf(client.Account.getObject()).toEqualTypeOf<Promise<Account>>();
  expectTypeOf(client.Vendor_Account.getVirtualGuests({ mask: 'id' })).toEqualTypeOf<Promise<VirtualGuest[]>>();
  expectTypeOf(client.Account.getVirtualGuests({ iter: true })).toEqualTypeOf<AsyncGenerator<VirtualGuest, void, undefined>>();
  expectTypeOf(client.Dns_Domain.getResourceRecords({ id: 1 })).toEqualTypeOf<Promise<DnsRecord[]>>();
  // Core's own entry and an undeclared method of a declared service.
  expectTypeOf(client.User_Customer.getPortalLoginToken()).resolves.toHaveProperty('hash');
  expectTypeOf(client.Account.getBillingInfo).toEqualTypeOf<ServiceMethod | undefined>();
}
