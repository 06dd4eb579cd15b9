/**
 * The named waiters against the fake server on 127.0.0.1: each on a fake clock, the server's state
 * changed during a pause as time would change it (and the order waiter once in real time, with the
 * fake server's `provisionDelayMs`); success, the failure acceptors (an object gone, an order
 * cancelled), timeouts and aborts as `WaiterError` or the caller's reason.
 */
import { SEEDED_STORAGE } from '@svclib/testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { Container_Product_Order_Receipt } from '@svclib/model';
import { BlockStorageManager } from '../block-storage-manager.js';
import { DNSManager } from '../dns-manager.js';
import { TicketManager } from '../ticket-manager.js';
import { useFixture, type Fixture } from '../test-fixture.js';
import { VirtualServerManager } from '../virtual-server-manager.js';
import {
  isWaiterError, waitUntilDnsRecordPresent, waitUntilHardwareReady, waitUntilHardwareTransactionDone, waitUntilImageActive,
  waitUntilOrderProvisioned, waitUntilStorageModified, waitUntilTicketAnswered, waitUntilVirtualServerReady, waitUntilVirtualServerTransactionDone,
  WaiterError,
} from './index.js';
import { fakeClock } from './test-clock.js';

let fx: Fixture;
useFixture((started) => {
  fx = started;
}, { provisionDelayMs: 300 });
afterEach(() => fx.server.clearInjections());

const MISSING = 987_654_321;
/** The error a waiter rejected with. */
async function failure(waiting: Promise<unknown>): Promise<WaiterError> {
  const error: unknown = await waiting.then(() => undefined, (thrown: unknown) => thrown);
  expect(isWaiterError(error), String(error)).toBe(true);
  return error as WaiterError;
}

describe('server waiters', () => {
  it('waitUntilVirtualServerReady: resolves once provisioned, with the guest; reasons on the way', async () => {
    const guest = fx.server.state.data.virtualGuests[0]!;
    const date = guest.provisionDate;
    delete guest.provisionDate;
    const { clock, sleeps } = fakeClock((pause) => {
      if (pause === 2) guest.provisionDate = date;
    });
    const result = await waitUntilVirtualServerReady({ client: fx.client, maxWaitMs: 3_600_000, clock }, { id: guest.id });
    expect(result).toMatchObject({ state: 'success', attempts: 3, reason: `virtual server ${guest.id} is ready`, value: { id: guest.id } });
    // The reference's 10 s at first, then growing (jitter drawn at 0.5).
    expect(sleeps).toEqual([10_000, 15_000]);
    const reads = fx.calls().filter((call) => call.method === 'getObject');
    expect(reads[0]!.headers).toMatchObject({ Vendor_ObjectMask: { mask: `mask[${VirtualServerManager.READY_MASK}]` } });
  });

  it('waitUntilVirtualServerReady: a reload in progress is not ready; a timeout is a WaiterError naming it', async () => {
    const guest = fx.server.state.data.virtualGuests.find((candidate) => candidate.provisionDate && !candidate.activeTransaction)!;
    guest.activeTransaction = { id: 5, transactionStatus: { name: 'RELOAD_OS' } } as never;
    const { clock } = fakeClock();
    const error = await failure(waitUntilVirtualServerReady({ client: fx.client, maxWaitMs: 60_000, clock }, { id: guest.id }));
    expect(error.state).toBe('timeout');
    expect(error.message).toMatch(new RegExp(`^waitUntilVirtualServerReady: gave up after 60000 ms and \\d+ checks; last: virtual server ${guest.id}: transaction RELOAD_OS active$`));
    expect(error.result.value).toMatchObject({ id: guest.id });
    expect(error).toBeInstanceOf(WaiterError);
  });

  it('waitUntilVirtualServerTransactionDone: waits for any transaction (pending), then resolves', async () => {
    const guest = fx.server.state.data.virtualGuests.find((candidate) => candidate.provisionDate && !candidate.activeTransaction)!;
    guest.activeTransaction = { id: 6, transactionStatus: { name: 'CLOUD_CONFIGURE' } } as never;
    const { clock } = fakeClock((pause) => {
      if (pause === 1) delete guest.activeTransaction;
    });
    // Ready already (the transaction is no reload)…
    expect((await waitUntilVirtualServerReady({ client: fx.client, maxWaitMs: 0 }, { id: guest.id })).attempts).toBe(1);
    // …but not idle.
    const done = await waitUntilVirtualServerTransactionDone({ client: fx.client, maxWaitMs: 3_600_000, clock }, { id: guest.id });
    expect(done).toMatchObject({ state: 'success', attempts: 2, reason: `virtual server ${guest.id} is idle` });
  });

  it('a server that does not exist is a failure (not found), with the API error as the cause', async () => {
    const error = await failure(waitUntilVirtualServerReady({ client: fx.client, maxWaitMs: 3_600_000 }, { id: MISSING }));
    expect(error).toMatchObject({ state: 'failure', reason: `virtual server ${MISSING} not found`, waiter: 'waitUntilVirtualServerReady' });
    expect(error.result.attempts).toBe(1);
    expect(String((error.cause as Error).message)).toMatch(/Unable to find object/);
    const hardware = await failure(waitUntilHardwareReady({ client: fx.client, maxWaitMs: 3_600_000 }, { id: MISSING }));
    expect(hardware.reason).toBe(`hardware server ${MISSING} not found`);
  });

  it('waitUntilHardwareReady and waitUntilHardwareTransactionDone', async () => {
    const server = fx.server.state.data.hardware[3]!;
    const date = server.provisionDate;
    delete server.provisionDate;
    const ready = fakeClock((pause) => {
      if (pause === 1) server.provisionDate = date;
    });
    expect(await waitUntilHardwareReady({ client: fx.client, maxWaitMs: 3_600_000, clock: ready.clock }, { id: server.id })).toMatchObject({
      state: 'success', attempts: 2, value: { id: server.id },
    });
    server.activeTransaction = { id: 77 } as never;
    const idle = fakeClock((pause) => {
      if (pause === 3) delete server.activeTransaction;
    });
    const done = await waitUntilHardwareTransactionDone({ client: fx.client, maxWaitMs: 3_600_000, clock: idle.clock }, { id: server.id });
    expect(done.attempts).toBe(4);
  });

  it('an abort mid-poll rejects with the caller\'s reason (not a WaiterError)', async () => {
    fx.server.inject({ method: 'getObject', failure: { kind: 'slowHeaders', delayMs: 3_600_000 } });
    const controller = new AbortController();
    const waiting = waitUntilHardwareReady({ client: fx.client, maxWaitMs: 3_600_000, signal: controller.signal }, { id: fx.server.state.data.hardware[0]!.id });
    for (let waited = 0; fx.calls().length === 0 && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('user pressed ^C'));
    await expect(waiting).rejects.toThrow('user pressed ^C');
    await expect(waiting).rejects.not.toBeInstanceOf(WaiterError);
  });

  it('checks its input', async () => {
    const config = { client: fx.client, maxWaitMs: 1 };
    await expect(waitUntilVirtualServerReady(config, { id: 0 })).rejects.toThrow(/waitUntilVirtualServerReady option "input.id" must be a positive integer id, got 0/);
    await expect(waitUntilHardwareReady(config, { id: 1, pending: 'yes' as never })).rejects.toThrow(/waitUntilHardwareReady option "input.pending" must be a boolean/);
    await expect(waitUntilVirtualServerReady(config, 7 as never)).rejects.toThrow(/the input must be an object \{ id \}, got number/);
    await expect(waitUntilVirtualServerReady({ client: fx.client } as never, { id: 1 })).rejects.toThrow(/waitUntilVirtualServerReady option "maxWaitMs"/);
    expect(fx.calls()).toEqual([]);
  });
});

describe('waitUntilOrderProvisioned', () => {
  it('waits for the servers a receipt names (real time, provisionDelayMs 300 ms)', async () => {
    const vs = new VirtualServerManager(fx.client);
    const receipt = await vs.orderGuest({ hostname: 'wait1', domain: 'example.com', flavor: 'B1_2X4X25', osCode: 'DEBIAN_LATEST' }) as Container_Product_Order_Receipt;
    const guestId = receipt.orderDetails!.virtualGuests![0]!.id!;
    const started = Date.now();
    const result = await waitUntilOrderProvisioned({ client: fx.client, maxWaitMs: 10_000, minDelayMs: 50, maxDelayMs: 100 }, receipt);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(result.value).toMatchObject({ orderId: receipt.orderId, status: 'PENDING_AUTO_APPROVAL', servers: [{ kind: 'virtual', id: guestId }] });
    expect(result.value.servers[0]!.provisionDate).toEqual(expect.any(String));
    expect(result.attempts).toBeGreaterThan(1);
    // A provisioned server is read once; the order on every check.
    const reads = fx.calls().filter((call) => call.method === 'getObject');
    expect(reads.filter((call) => call.service === 'Vendor_Billing_Order')).toHaveLength(result.attempts);
    expect(reads.filter((call) => call.service === 'Vendor_Virtual_Guest')).toHaveLength(result.attempts);
  });

  it('an order naming no server is done when its billing order is APPROVED; CANCELLED is a failure', async () => {
    const vs = new VirtualServerManager(fx.client);
    const { orderId } = await vs.orderGuest({ hostname: 'wait2', domain: 'example.com', flavor: 'B1_2X4X25', osCode: 'DEBIAN_LATEST' }) as Container_Product_Order_Receipt;
    const answer = (status: string): void => fx.server.inject({
      service: 'Billing_Order', method: 'getObject', times: 1, failure: { kind: 'result', value: { id: orderId, status } },
    });
    const approving = fakeClock((pause) => {
      if (pause === 2) answer('APPROVED');
    });
    const done = await waitUntilOrderProvisioned({ client: fx.client, maxWaitMs: 3_600_000, clock: approving.clock }, { orderId: orderId! });
    expect(done).toMatchObject({ state: 'success', attempts: 3, value: { orderId, status: 'APPROVED', servers: [] } });

    const cancelling = fakeClock((pause) => {
      if (pause === 1) answer('CANCELLED');
    });
    const error = await failure(waitUntilOrderProvisioned({ client: fx.client, maxWaitMs: 3_600_000, clock: cancelling.clock }, { orderId: orderId! }));
    expect(error).toMatchObject({ state: 'failure', reason: `order ${orderId} is CANCELLED` });
  });

  it('an order that does not exist is a failure; bad input is a TypeError', async () => {
    const error = await failure(waitUntilOrderProvisioned({ client: fx.client, maxWaitMs: 60_000 }, { orderId: MISSING }));
    expect(error.reason).toBe(`order ${MISSING} or one of its servers not found`);
    await expect(waitUntilOrderProvisioned({ client: fx.client, maxWaitMs: 1 }, {})).rejects.toThrow(/option "input.orderId"/);
  });
});

describe('waitUntilImageActive', () => {
  it('waits while the image or one of its copies has a transaction, then resolves', async () => {
    const image = fx.server.state.data.images.find((candidate) => (candidate.children?.length ?? 0) > 0)!;
    const copy = image.children![0]!;
    Object.assign(image, { transaction: { id: 1, transactionStatus: { name: 'CLONE_IMAGE' } } });
    Object.assign(copy, { transaction: { id: 2, transactionStatus: { name: 'COPY_TO_LOCATION' } } });
    const busy = await failure(waitUntilImageActive({ client: fx.client, maxWaitMs: 10_000, clock: fakeClock().clock }, { id: image.id }));
    expect(busy.state).toBe('timeout');
    expect(busy.reason).toMatch(new RegExp(`last: image ${image.id}: transaction CLONE_IMAGE active$`));
    const { clock } = fakeClock((pause) => {
      if (pause === 1) delete (image as { transaction?: unknown }).transaction;
      if (pause === 2) delete (copy as { transaction?: unknown }).transaction;
    });
    const result = await waitUntilImageActive({ client: fx.client, maxWaitMs: 3_600_000, clock }, { id: image.id });
    expect(result).toMatchObject({ state: 'success', attempts: 3, reason: `image ${image.id} is active`, value: { id: image.id } });
  });

  it('a deleted image is a failure (the failure acceptor of an error)', async () => {
    const image = fx.server.state.data.images.find((candidate) => !candidate.publicFlag)!;
    Object.assign(image, { transaction: { id: 1 } });
    const { clock } = fakeClock((pause) => {
      if (pause === 1) fx.server.state.data.images.splice(fx.server.state.data.images.indexOf(image), 1);
    });
    const error = await failure(waitUntilImageActive({ client: fx.client, maxWaitMs: 3_600_000, clock }, { id: image.id }));
    expect(error).toMatchObject({ state: 'failure', reason: `image ${image.id} not found` });
    expect(error.result.attempts).toBe(2);
  });
});

describe('waitUntilDnsRecordPresent', () => {
  it('waits until the zone holds the record with the expected data', async () => {
    const dns = new DNSManager(fx.client);
    const zone = await dns.createZone('waiter.example');
    await dns.createRecord(zone.id!, 'www', 'a', '10.0.0.4', 900);
    const { clock } = fakeClock(async (pause) => {
      if (pause === 2) await dns.createRecord(zone.id!, 'WWW', 'A', '10.0.0.5', 900);
    });
    const result = await waitUntilDnsRecordPresent({ client: fx.client, maxWaitMs: 600_000, clock }, { zoneId: zone.id!, host: 'www', type: 'a', data: '10.0.0.5' });
    expect(result).toMatchObject({ state: 'success', attempts: 3, reason: `zone ${zone.id} has www A 10.0.0.5`, value: { host: 'WWW', data: '10.0.0.5' } });
    const read = fx.calls().filter((call) => call.method === 'getResourceRecords').at(-1)!;
    expect(read.headers).toMatchObject({ Vendor_Dns_DomainObjectFilter: { resourceRecords: { host: { operation: '_= www' }, type: { operation: '_= a' } } } });
  });

  it('without data any record of the host and type will do; names compare without a trailing dot', async () => {
    const dns = new DNSManager(fx.client);
    const zone = await dns.createZone('waiter2.example');
    await dns.createRecord(zone.id!, 'docs', 'cname', 'Web.Example.com.', 900);
    const config = { client: fx.client, maxWaitMs: 0 };
    expect((await waitUntilDnsRecordPresent(config, { zoneId: zone.id!, host: 'docs', type: 'CNAME' })).value.data).toBe('Web.Example.com.');
    expect((await waitUntilDnsRecordPresent(config, { zoneId: zone.id!, host: 'docs', type: 'cname', data: 'web.example.com' })).state).toBe('success');
    const missing = await failure(waitUntilDnsRecordPresent(config, { zoneId: zone.id!, host: 'docs', type: 'cname', data: 'other.example.com' }));
    expect(missing).toMatchObject({ state: 'timeout', reason: `gave up after 0 ms and 1 check; last: zone ${zone.id} has no docs CNAME other.example.com yet` });
  });

  it('a zone that does not exist is a failure', async () => {
    const error = await failure(waitUntilDnsRecordPresent({ client: fx.client, maxWaitMs: 60_000 }, { zoneId: MISSING, host: 'www', type: 'a' }));
    expect(error.reason).toBe(`DNS zone ${MISSING} not found`);
    await expect(waitUntilDnsRecordPresent({ client: fx.client, maxWaitMs: 1 }, { zoneId: 1, host: '', type: 'a' })).rejects.toThrow(/option "input.host"/);
  });
});

describe('waitUntilStorageModified', () => {
  const { enduranceBlockVolumeId: VOLUME } = SEEDED_STORAGE;

  it('waits until the modification\'s transaction is over and the volume has its new size (real time, provisionDelayMs 300 ms)', async () => {
    await new BlockStorageManager(fx.client).orderModifiedVolume(VOLUME, { newSize: 1000 });
    const started = Date.now();
    const result = await waitUntilStorageModified({ client: fx.client, maxWaitMs: 10_000, minDelayMs: 50, maxDelayMs: 100 }, { id: VOLUME, capacityGb: 1000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(result).toMatchObject({ state: 'success', reason: `volume ${VOLUME} is modified`, value: { id: VOLUME, capacityGb: 1000 } });
    expect(result.attempts).toBeGreaterThan(1);
    expect(result.value.activeTransactions ?? []).toEqual([]);
  });

  it('while the transaction runs, or the size is not the new one yet, it is not done', async () => {
    await new BlockStorageManager(fx.client).orderModifiedVolume(VOLUME, { newSize: 1000 });
    const busy = await failure(waitUntilStorageModified({ client: fx.client, maxWaitMs: 0 }, { id: VOLUME }));
    expect(busy.reason).toBe(`gave up after 0 ms and 1 check; last: volume ${VOLUME}: transaction Modifying the volume under way`);
    const { clock } = fakeClock();
    await new Promise((resolve) => setTimeout(resolve, 350));
    const small = await failure(waitUntilStorageModified({ client: fx.client, maxWaitMs: 60_000, clock }, { id: VOLUME, capacityGb: 4000, iops: 1 }));
    expect(small.reason).toMatch(new RegExp(`last: volume ${VOLUME}: 1000 GB, not 4000 GB yet$`));
    const iops = await failure(waitUntilStorageModified({ client: fx.client, maxWaitMs: 0 }, { id: VOLUME, iops: 1 }));
    expect(iops.reason).toMatch(/IOPS, not 1 yet$/);
  });

  it('a volume that does not exist is a failure; bad input is a TypeError', async () => {
    const error = await failure(waitUntilStorageModified({ client: fx.client, maxWaitMs: 60_000 }, { id: MISSING }));
    expect(error.reason).toBe(`volume ${MISSING} not found`);
    await expect(waitUntilStorageModified({ client: fx.client, maxWaitMs: 1 }, { id: VOLUME, capacityGb: -5 })).rejects.toThrow(/option "input.capacityGb"/);
  });
});

describe('waitUntilTicketAnswered', () => {
  /** A new ticket with the customer's first update, and a way to add an employee's answer. */
  async function openTicket(): Promise<{ id: number; answer: (editorType?: string) => number }> {
    const tickets = new TicketManager(fx.client);
    const ticket = await tickets.createTicket({ title: 'Disk failing', body: 'SMART errors', subjectId: fx.server.state.data.ticketSubjects[0]!.id });
    const stored = fx.server.state.data.tickets.find((candidate) => candidate.id === ticket.id)!;
    const answer = (editorType = 'EMPLOYEE'): number => {
      const id = Math.max(...fx.server.state.data.tickets.flatMap((t) => t.updates.map((u) => u.id))) + 1;
      stored.updates.push({ id, ticketId: stored.id, entry: 'We replaced the disk.', editorType, createDate: new Date().toISOString() });
      return id;
    };
    return { id: ticket.id!, answer };
  }

  it('an update by someone other than the customer answers it', async () => {
    const ticket = await openTicket();
    let answerId = 0;
    const { clock, sleeps } = fakeClock((pause) => {
      if (pause === 2) answerId = ticket.answer();
    });
    const result = await waitUntilTicketAnswered({ client: fx.client, maxWaitMs: 24 * 3_600_000, clock }, { id: ticket.id });
    expect(result).toMatchObject({ state: 'success', attempts: 3, reason: `ticket ${ticket.id} has an answer (update ${answerId}, EMPLOYEE)` });
    expect(sleeps).toEqual([30_000, 45_000]);
  });

  it('the customer\'s own newer update does not; an answer before it does not count, one after it does', async () => {
    const ticket = await openTicket();
    ticket.answer();
    await new TicketManager(fx.client).updateTicket(ticket.id, 'Still failing.');
    const { clock } = fakeClock((pause) => {
      if (pause === 1) ticket.answer('USER');
      if (pause === 2) ticket.answer('AUTO');
    });
    const result = await waitUntilTicketAnswered({ client: fx.client, maxWaitMs: 24 * 3_600_000, clock }, { id: ticket.id });
    expect(result.attempts).toBe(3);
    expect(result.reason).toMatch(/AUTO\)$/);
  });

  it('afterUpdateId sets the baseline; a status change answers it too', async () => {
    const ticket = await openTicket();
    const early = ticket.answer();
    const answered = await waitUntilTicketAnswered({ client: fx.client, maxWaitMs: 0 }, { id: ticket.id, afterUpdateId: early - 1 });
    expect(answered.reason).toBe(`ticket ${ticket.id} has an answer (update ${early}, EMPLOYEE)`);
    const stored = fx.server.state.data.tickets.find((candidate) => candidate.id === ticket.id)!;
    const { clock } = fakeClock((pause) => {
      if (pause === 1) Object.assign(stored, { statusId: 1002, status: { id: 1002, name: 'Closed' } });
    });
    const closed = await waitUntilTicketAnswered({ client: fx.client, maxWaitMs: 3_600_000, clock }, { id: ticket.id, afterUpdateId: early });
    expect(closed).toMatchObject({ attempts: 2, reason: `ticket ${ticket.id} changed status from Open to Closed` });
  });

  it('a ticket that does not exist is a failure', async () => {
    const error = await failure(waitUntilTicketAnswered({ client: fx.client, maxWaitMs: 60_000 }, { id: MISSING }));
    expect(error.reason).toBe(`ticket ${MISSING} not found`);
  });
});
