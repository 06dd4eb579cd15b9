/**
 * Issue 19, point 4: the managers take their records from `@svclib/model`. A manager may narrow a
 * generated record (`Pick`, `NarrowRecord`, `IdOf`, `OrNull`), never declare one by hand: every
 * exported interface here is an options object, or a shape the manager itself builds (listed below
 * with the reason), and none is named like a record of the model.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { getType } from '@svclib/model/catalog';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Exported interfaces that are not records of the API, and why. */
const NOT_RECORDS: Readonly<Record<string, string>> = {
  BandwidthAllocation: 'the allotment and the usage of a cycle, put together by getBandwidthAllocation',
  CreateOptionsQuery: 'the options of getCreateOptions',
  HardwareCreateOptionsQuery: 'the options of HardwareManager.getCreateOptions',
  HardwareCreateOption: 'one row of create-options, built from package items',
  VirtualServerCreateOption: 'one row of create-options, built from package items',
  ManagerClient: 'the client the managers call through',
  NetworkDatacenterSummary: 'counts per datacenter, computed by summaryByDatacenter',
  NetworkHost: 'the manager as the parts of NetworkManager (network/) see it: its client and the methods they call',
  OrderPackage: 'the parts of a package an order reads, fetched by four calls',
  ReadyState: 'the verdict of a readiness check',
  UpgradeDisk: 'an option of upgradeInstance',
  UserPermissionDepartment: 'User_Permission_Department is not in the snapshot of the API description',
  WithComplexType: 'the wire member naming a struct\'s type, not a record',
  TicketFile: 'the bytes and name of a file to attach, before they become Container_Utility_File_Attachment',
  NamedKey: 'a display name and the key an order names, read off datacenters and items by the dedicated-host manager',
  CancelledGuest: 'one row of cancelGuests: a guest and whether its cancellation went through',
  // The waiters: their configuration, inputs, checks and results.
  WaiterConfig: 'the options every waiter takes',
  WaiterSettings: 'a waiter\'s options once checked',
  WaiterPacing: 'a named waiter\'s default pauses',
  WaiterClock: 'the clock a wait runs on (injectable for tests)',
  WaiterCheck: 'a waiter\'s read and its acceptors',
  WaiterPollContext: 'what one check of a wait gets',
  ResultAcceptor: 'a waiter acceptor of an answer',
  ErrorAcceptor: 'a waiter acceptor of an error',
  WaiterResult: 'how a wait ended',
  WaiterSuccess: 'the success a named waiter resolves',
  ServerWaitInput: 'the input of the server waiters',
  OrderWaitInput: 'the input of waitUntilOrderProvisioned (a placeOrder receipt)',
  OrderedServer: 'a server an order names, with its provision date once it has one',
  OrderProvisioning: 'what waitUntilOrderProvisioned reads: an order\'s status and its servers\' provision dates',
  ImageWaitInput: 'the input of waitUntilImageActive',
  DnsRecordWaitInput: 'the input of waitUntilDnsRecordPresent',
  TicketWaitInput: 'the input of waitUntilTicketAnswered',
  StorageWaitInput: 'the input of waitUntilStorageModified',
  DuplicateConversionStatus: 'Container_Network_Storage_DuplicateConversionStatusInformation is not in the snapshot of the API description',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$|^test-/.test(entry.name) ? [path] : [];
  });
}

const declared = sources(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^export interface (\w+)/gm)].map((match) => ({ name: match[1]!, file: file.slice(SRC.length) })),
);

describe('one model: the managers declare no record by hand', () => {
  it('finds the exported interfaces', () => {
    expect(declared.length).toBeGreaterThan(50);
  });

  it('every exported interface is an options object or a shape the manager builds', () => {
    const strays = declared.filter(({ name }) => !/Options$/.test(name) && !Object.hasOwn(NOT_RECORDS, name));
    expect(strays).toEqual([]);
  });

  it('no exported interface is named like a record of the model', () => {
    expect(declared.filter(({ name }) => getType(name) !== undefined)).toEqual([]);
  });
});
