import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { Client } from '@svclib/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountManager } from './account-manager.js';
import { DNSManager } from './dns-manager.js';
import { HardwareManager } from './hardware-manager.js';
import { ImageManager } from './image-manager.js';
import { NetworkManager } from './network-manager.js';
import { OrderingManager } from './ordering-manager.js';
import { SshKeyManager } from './ssh-key-manager.js';
import { TicketManager } from './ticket-manager.js';
import { UserManager } from './user-manager.js';
import { VirtualServerManager } from './virtual-server-manager.js';

let server: FakeServer;
let client: Client;
beforeAll(async () => {
  server = await startFakeServer();
  client = new Client({ endpointUrl: server.url, username: FAKE_USERNAME, apiKey: FAKE_API_KEY });
});
afterAll(() => server.close());

/** Runs `run` and expects a TypeError with `message`, before any request reaches the server. */
async function refusedBeforeSending(run: () => Promise<unknown>, message: string | RegExp): Promise<void> {
  const before = server.state.requests.length;
  await expect(run()).rejects.toThrow(TypeError);
  await expect(run()).rejects.toThrow(message);
  expect(server.state.requests.length).toBe(before);
}

describe('each method checks its options with one spec (the keys of its options interface)', () => {
  const unknown: { name: string; run: () => Promise<unknown>; message: string }[] = [
    {
      name: 'VirtualServerManager.capture',
      run: () => new VirtualServerManager(client).capture(1, 'img', { note: 'x' } as never),
      message: 'Unknown VirtualServerManager.capture option(s): note (allowed: mask, select, signal, additionalDisks, notes); did you mean "notes"?',
    },
    {
      name: 'VirtualServerManager.waitForReady',
      run: () => new VirtualServerManager(client).waitForReady(1, { timeout: 5 } as never),
      message: 'Unknown VirtualServerManager.waitForReady option(s): timeout (allowed: mask, select, signal, timeoutMs, pollMs, pending); did you mean "timeoutMs"?',
    },
    {
      name: 'HardwareManager.reflashFirmware',
      run: () => new HardwareManager(client).reflashFirmware(1, { network: false } as never),
      message: 'Unknown HardwareManager.reflashFirmware option(s): network (allowed: ipmi, raidController, bios, signal)',
    },
    {
      name: 'DNSManager.createRecordSrv',
      run: () => new DNSManager(client).createRecordSrv(1, 'h', 'd', { protocol: 'tcp', port: 1, service: 's', weigth: 1 } as never),
      message: 'Unknown DNSManager.createRecordSrv option(s): weigth (allowed: mask, select, signal, protocol, port, service, ttl, priority, weight); did you mean "weight"?',
    },
    {
      name: 'AccountManager.getInvoices',
      run: () => new AccountManager(client).getInvoices({ closd: true } as never),
      message: 'Unknown AccountManager.getInvoices option(s): closd (allowed: mask, select, signal, chunk, concurrency, limit, closed, all); did you mean "closed"?',
    },
    {
      name: 'OrderingManager.getRegions',
      run: () => new OrderingManager(client).getRegions(1, { locaton: 'dal13' } as never),
      message: 'Unknown OrderingManager.getRegions option(s): locaton (allowed: location, signal); did you mean "location"?',
    },
  ];
  it.each(unknown)('$name names the unknown option and every allowed one', async ({ run, message }) => {
    await refusedBeforeSending(run, message);
  });

  const wrong: { name: string; run: () => Promise<unknown>; message: string }[] = [
    {
      name: 'VirtualServerManager.upgrade cpus',
      run: () => new VirtualServerManager(client).upgrade(1, { cpus: 0 }),
      message: 'VirtualServerManager.upgrade option "cpus" must be a positive integer, got 0',
    },
    {
      name: 'VirtualServerManager.editInstance null notes',
      run: () => new VirtualServerManager(client).editInstance(1, { notes: null as never }),
      message: 'VirtualServerManager.editInstance option "notes" must be a string, got null',
    },
    {
      name: 'VirtualServerManager.orderGuest placementId',
      run: () => new VirtualServerManager(client).orderGuest({ cpus: 1, memory: 1024, hostname: 'h', domain: 'd', placementId: -1 }),
      message: 'VirtualServerManager.orderGuest option "placementId" must be a placement group id, got -1',
    },
    {
      name: 'HardwareManager.updateFirmware',
      run: () => new HardwareManager(client).updateFirmware(1, { bios: 'no' as never }),
      message: 'HardwareManager.updateFirmware option "bios" must be a boolean',
    },
    {
      name: 'HardwareManager.getNetworkComponents space',
      run: () => new HardwareManager(client).getNetworkComponents(1, { space: 'both' as never }),
      message: 'HardwareManager.getNetworkComponents option "space" must be \'public\' or \'private\'',
    },
    {
      name: 'DNSManager.editRecord ttl',
      run: () => new DNSManager(client).editRecord(1, { ttl: 0 }),
      message: 'DNSManager.editRecord changes option "ttl" must be a positive integer (seconds), got 0',
    },
    {
      name: 'ImageManager.exportImageToUri key (never shown)',
      run: () => new ImageManager(client).exportImageToUri(1, 'cos://x', { ibmApiKey: 12345 as never }),
      message: 'ImageManager.exportImageToUri option "ibmApiKey" must be a non-empty string, got a number',
    },
    {
      name: 'NetworkManager.cancelItem immediate',
      run: () => new NetworkManager(client).cancelItem(1, { immediate: 'yes' as never }),
      message: 'NetworkManager.cancelItem option "immediate" must be a boolean',
    },
    {
      name: 'SshKeyManager.listKeys label',
      run: () => new SshKeyManager(client).listKeys({ label: 7 as never }),
      message: 'SshKeyManager.listKeys option "label" must be a string',
    },
    {
      name: 'TicketManager.createTicket priority',
      run: () => new TicketManager(client).createTicket({ title: 't', body: 'b', subjectId: 1, priority: 5 }),
      message: 'TicketManager.createTicket option "priority" must be an integer from 1 to 4, got 5',
    },
    {
      name: 'UserManager.createUser vpnPassword (never shown)',
      run: () => new UserManager(client).createUser({ username: 'u' } as never, 'S3cret!pass', { vpnPassword: 42 as never }),
      message: 'UserManager.createUser option "vpnPassword" must be a string, got a number',
    },
    {
      name: 'OrderingManager.generateOrderTemplate quantity',
      run: () => new OrderingManager(client).generateOrderTemplate(1, {}, { quantity: 0 }),
      message: 'OrderingManager.generateOrderTemplate option "quantity" must be a positive integer, got 0',
    },
    {
      name: 'AccountManager.getInvoices limit',
      run: () => new AccountManager(client).getInvoices({ limit: 0 }),
      message: 'AccountManager.getInvoices option "limit" must be a positive integer, got 0',
    },
  ];
  it.each(wrong)('$name is refused in core\'s format', async ({ run, message }) => {
    await refusedBeforeSending(run, message);
  });
});
