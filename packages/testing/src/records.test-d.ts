/**
 * Type tests (checked by `tsc -p packages/testing/tsconfig.json`): every record of the fake dataset
 * is a record of the managers' types, so what the fake serves is what the managers read.
 */
import type {
  Account, Datacenter, DnsRecord, DnsZone, HardwareServer, IpAddress, Subnet, Ticket, TicketSubject, TicketUpdate, User,
  VirtualGuest, Vlan,
} from '@svclib/managers/types';
import { expectTypeOf } from 'vitest';
import type { FakeDataset } from './dataset.js';

export function typeTests(data: FakeDataset): void {
  expectTypeOf(data.account).toExtend<Account>();
  expectTypeOf(data.datacenters).toExtend<Datacenter[]>();
  expectTypeOf(data.virtualGuests).toExtend<VirtualGuest[]>();
  expectTypeOf(data.hardware).toExtend<HardwareServer[]>();
  expectTypeOf(data.tickets).toExtend<Ticket[]>();
  expectTypeOf(data.tickets[0]!.updates).toExtend<TicketUpdate[]>();
  expectTypeOf(data.ticketSubjects).toExtend<TicketSubject[]>();
  expectTypeOf(data.users).toExtend<User[]>();
  expectTypeOf(data.domains).toExtend<DnsZone[]>();
  expectTypeOf(data.domains[0]!.resourceRecords).toExtend<DnsRecord[]>();
  expectTypeOf(data.networkVlans).toExtend<Vlan[]>();
  expectTypeOf(data.subnets).toExtend<Subnet[]>();
  expectTypeOf(data.ipAddresses).toExtend<IpAddress[]>();
}
