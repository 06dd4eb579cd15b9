/**
 * Type tests (checked by `tsc -p packages/testing/tsconfig.json`): every record of the fake dataset
 * is a record of the API as `@svclib/model` generates it, so what the fake serves is what the
 * service sends and what the managers read.
 */
import type {
  Account, Dns_Domain, Dns_Domain_ResourceRecord, Hardware_Server, Location, Network_Subnet, Network_Subnet_IpAddress, Network_Vlan, Ticket,
  Ticket_Subject, Ticket_Update, User_Customer, Virtual_Guest, Virtual_Guest_Block_Device_Template_Group,
} from '@svclib/model';
import { expectTypeOf } from 'vitest';
import type { FakeDataset } from './dataset.js';

export function typeTests(data: FakeDataset): void {
  expectTypeOf(data.account).toExtend<Account>();
  expectTypeOf(data.datacenters).toExtend<Location[]>();
  expectTypeOf(data.virtualGuests).toExtend<Virtual_Guest[]>();
  expectTypeOf(data.hardware).toExtend<Hardware_Server[]>();
  expectTypeOf(data.tickets).toExtend<Ticket[]>();
  expectTypeOf(data.tickets[0]!.updates).toExtend<Ticket_Update[]>();
  expectTypeOf(data.ticketSubjects).toExtend<Ticket_Subject[]>();
  expectTypeOf(data.users).toExtend<User_Customer[]>();
  expectTypeOf(data.domains).toExtend<Dns_Domain[]>();
  expectTypeOf(data.domains[0]!.resourceRecords).toExtend<Dns_Domain_ResourceRecord[]>();
  expectTypeOf(data.networkVlans).toExtend<Network_Vlan[]>();
  expectTypeOf(data.subnets).toExtend<Network_Subnet[]>();
  expectTypeOf(data.ipAddresses).toExtend<Network_Subnet_IpAddress[]>();
  expectTypeOf(data.images).toExtend<Virtual_Guest_Block_Device_Template_Group[]>();
  // A field the API does not have may not be declared with a type of its own: the dataset cannot
  // claim a number where the service sends a decimal string.
  // @ts-expect-error -- `recurringFee` is a decimal, sent as a string
  expectTypeOf(data.virtualGuests[0]!.billingItem.recurringFee).toEqualTypeOf<number>();
}
