import { FAKE_USERNAME } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { collect, maskHeader, useFixture, wireBytes } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';
import { TicketManager } from './ticket-manager.js';

let fx: Fixture;
let tickets: TicketManager;
useFixture((started) => {
  fx = started;
  tickets = new TicketManager(fx.client);
});

describe('TicketManager.listTickets', () => {
  it('picks getTickets, getOpenTickets or getClosedTickets', async () => {
    const all = await tickets.listTickets();
    const open = await tickets.listTickets({ closed: false });
    const closed = await tickets.listTickets({ open: false });
    expect(fx.calls().map((call) => call.method)).toEqual(['getTickets', 'getOpenTickets', 'getClosedTickets']);
    expect(fx.calls()[0]!.headers).toEqual(maskHeader(TicketManager.LIST_MASK));
    const data = fx.server.state.data.tickets;
    expect(all).toHaveLength(data.length);
    expect(open.map((t) => t.id)).toEqual(data.filter((t) => t.status.name === 'Open').map((t) => t.id));
    expect(closed.map((t) => t.id)).toEqual(data.filter((t) => t.status.name === 'Closed').map((t) => t.id));
    expect(all[0]).toHaveProperty('status.name');
    await expect(tickets.listTickets({ open: false, closed: false })).rejects.toThrow(/cannot both be false/);
  });

  it('filters createDate with betweenDate in group tickets', async () => {
    const data = fx.server.state.data.tickets;
    const dates = data.map((t) => new Date(t.createDate).getTime()).sort((a, b) => a - b);
    const start = new Date(dates[1]!);
    const end = new Date(dates.at(-2)!);
    const got = await tickets.listTickets({ createdBetween: [start, end] });
    const pad = (n: number): string => String(n).padStart(2, '0');
    const format = (d: Date): string =>
      `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    expect(fx.calls()[0]!.headers.Vendor_AccountObjectFilter).toEqual({
      tickets: {
        createDate: {
          operation: 'betweenDate',
          options: [
            { name: 'startDate', value: [format(start)] },
            { name: 'endDate', value: [format(end)] },
          ],
        },
      },
    });
    const startSecond = Math.floor(start.getTime() / 1000) * 1000;
    const endSecond = Math.floor(end.getTime() / 1000) * 1000;
    const expected = data.filter((t) => {
      const time = new Date(t.createDate).getTime();
      return time >= startSecond && time <= endSecond + 999;
    });
    expect(got.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    expect(got.length).toBeLessThan(data.length);
  });

  it('pages with iterTickets', async () => {
    const got = await collect(tickets.iterTickets({ chunk: 3, limit: 5 }));
    expect(got.map((t) => t.id)).toEqual(fx.server.state.data.tickets.slice(0, 5).map((t) => t.id));
    expect(fx.calls().map((call) => call.headers.resultLimit)).toEqual([{ limit: 3, offset: 0 }, { limit: 2, offset: 3 }]);
  });
});

describe('TicketManager single tickets', () => {
  it('gets a ticket with updates, assigned user and attached hardware', async () => {
    const target = fx.server.state.data.tickets.find((t) => t.attachedHardware.length > 0) ?? fx.server.state.data.tickets[0]!;
    const ticket = await tickets.getTicket(String(target.id));
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Ticket', method: 'getObject',
        headers: { ...maskHeader(TicketManager.GET_MASK), Vendor_TicketInitParameters: { id: target.id } },
        args: [],
      },
    ]);
    expect(ticket.updates?.map((u) => u.entry)).toEqual(target.updates.map((u) => u.entry));
    expect(ticket.assignedUser?.id).toBe(target.assignedUser.id);
    expect(ticket.attachedHardware?.map((h) => h.datacenter?.name)).toEqual(target.attachedHardware.map((h) => h.datacenter.name));
    // The reference client's fields are in the mask too.
    for (const field of ['id', 'serviceProviderResourceId', 'title', 'status', 'createDate', 'lastEditDate', 'updateCount', 'priority']) {
      expect(TicketManager.GET_MASK).toContain(field);
    }
    expect(ticket).toMatchObject({ id: target.id, title: target.title, updateCount: target.updates.length, lastEditDate: target.lastEditDate });
    await expect(tickets.getTicket('Disk failing')).rejects.toThrow(/id must be a positive integer id, got "Disk failing"/);
  });

  it('creates a ticket assigned to the current user (getCurrentUser, then createStandardTicket(template, body))', async () => {
    const [subject] = await tickets.listSubjects();
    expect(fx.calls()[0]).toEqual({ service: 'Vendor_Ticket_Subject', method: 'getAllObjects', headers: {}, args: [] });
    fx.server.state.requests.length = 0;
    const me = fx.server.state.data.users.find((u) => u.username === FAKE_USERNAME)!;
    const ticket = await tickets.createTicket({ title: 'Disk failing', body: 'SMART errors', subjectId: subject!.id!, priority: 2 });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getCurrentUser', headers: {}, args: [] },
      {
        service: 'Vendor_Ticket', method: 'createStandardTicket', headers: {},
        args: [{ subjectId: subject!.id, assignedUserId: me.id, title: 'Disk failing', priority: 2 }, 'SMART errors'],
      },
    ]);
    expect(ticket).toMatchObject({ title: 'Disk failing', subjectId: subject!.id, assignedUserId: me.id, priority: 2 });
    const stored = fx.server.state.data.tickets.find((t) => t.id === ticket.id)!;
    expect(stored.updates.map((u) => u.entry)).toEqual(['SMART errors']);
  });

  it('assigns to the given user without reading the current one', async () => {
    const other = fx.server.state.data.users.find((u) => u.username !== FAKE_USERNAME)!;
    const subjectId = fx.server.state.data.ticketSubjects[0]!.id;
    const ticket = await tickets.createTicket({ title: 'Quote', body: 'Please', subjectId, assignedUserId: other.id });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Ticket', method: 'createStandardTicket', headers: {},
        args: [{ subjectId, assignedUserId: other.id, title: 'Quote' }, 'Please'],
      },
    ]);
    expect(ticket.assignedUserId).toBe(other.id);
    await expect(tickets.createTicket({ title: 'Quote', body: 'Please', subjectId, priority: 9 })).rejects.toThrow(/option "priority" must be an integer from 1 to 4/);
  });

  it('names missing create fields before any request', async () => {
    await expect(tickets.createTicket({} as never)).rejects.toThrow(
      new TypeError('TicketManager.createTicket: missing required option(s): title, body, subjectId'),
    );
    await expect(tickets.createTicket({ title: 't', body: 'b' } as never)).rejects.toThrow(/missing required option\(s\): subjectId$/);
    expect(fx.calls()).toEqual([]);
  });

  it('adds an update with addUpdate({ entry })', async () => {
    const target = fx.server.state.data.tickets[0]!;
    const updates = await tickets.updateTicket(target.id, 'Rebooted');
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Ticket', method: 'addUpdate', headers: { Vendor_TicketInitParameters: { id: target.id } }, args: [{ entry: 'Rebooted' }] },
    ]);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ entry: 'Rebooted', ticketId: target.id });
    expect(target.updates.at(-1)?.entry).toBe('Rebooted');
    await expect(tickets.updateTicket(target.id, '')).rejects.toThrow(/body must be a non-empty string/);
  });

  it('lists and iterates subjects', async () => {
    const subjects = await tickets.listSubjects({ mask: 'id, name', limit: 2 });
    expect(fx.calls()[0]!.headers).toEqual({ ...maskHeader('id, name'), resultLimit: { limit: 2, offset: 0 } });
    expect(subjects).toEqual(fx.server.state.data.ticketSubjects.slice(0, 2).map(({ id, name }) => ({ id, name })));
    const all = await collect(tickets.iterSubjects({ chunk: 2 }));
    expect(all.map((s) => s.id)).toEqual(fx.server.state.data.ticketSubjects.map((s) => s.id));
  });
});

describe('TicketManager attachments', () => {
  it('uploads a file with addAttachedFile({ filename, data })', async () => {
    const target = fx.server.state.data.tickets[0]!;
    const bytes = new TextEncoder().encode('kernel: oops');
    const file = await tickets.uploadAttachment(target.id, { data: bytes, fileName: 'dmesg.txt' });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Ticket', method: 'addAttachedFile', headers: { Vendor_TicketInitParameters: { id: target.id } },
        args: [{ filename: 'dmesg.txt', data: wireBytes(bytes) }],
      },
    ]);
    expect(file).toMatchObject({ ticketId: target.id, fileName: 'dmesg.txt', fileSize: String(bytes.length) });
    const text = await tickets.uploadAttachment(target.id, { data: 'plain text', fileName: 'notes.txt' });
    expect(fx.calls()[1]!.args).toEqual([{ filename: 'notes.txt', data: wireBytes(new TextEncoder().encode('plain text')) }]);
    expect(text.fileSize).toBe('10');
    await expect(tickets.uploadAttachment(target.id, { data: 5, fileName: 'x' } as never)).rejects.toThrow(/data must be a Uint8Array or a string/);
  });

  it('attaches and detaches hardware and virtual servers', async () => {
    const data = fx.server.state.data;
    const target = data.tickets.find((t) => t.attachedHardware.length === 0)!;
    const server = data.hardware[0]!;
    const guest = data.virtualGuests[0]!;
    const hw = await tickets.attachHardware(target.id, server.id);
    const vs = await tickets.attachVirtualServer(String(target.id), guest.id);
    const init = { Vendor_TicketInitParameters: { id: target.id } };
    expect(hw).toMatchObject({ ticketId: target.id, attachmentId: server.id, hardwareId: server.id });
    expect(vs).toMatchObject({ ticketId: target.id, attachmentId: guest.id, virtualGuestId: guest.id });
    const attached = await fx.client.call('Ticket', 'getObject', { id: target.id, mask: 'attachedHardware.id, attachedVirtualGuests.id' });
    expect(attached.attachedHardware?.map((h) => h.id)).toEqual([server.id]);
    expect(attached.attachedVirtualGuests?.map((g) => g.id)).toEqual([guest.id]);
    fx.server.state.requests.length = 0;
    expect(await tickets.detachHardware(target.id, server.id)).toBe(true);
    expect(await tickets.detachVirtualServer(target.id, guest.id)).toBe(true);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Ticket', method: 'removeAttachedHardware', headers: init, args: [server.id] },
      { service: 'Vendor_Ticket', method: 'removeAttachedVirtualGuest', headers: init, args: [guest.id] },
    ]);
    expect(target.attachedHardware).toEqual([]);
    await expect(tickets.attachHardware(target.id, 'bm01')).rejects.toThrow(/hardwareId must be a positive integer id/);
  });

  it('sends addAttachedHardware and addAttachedVirtualGuest with the device id', async () => {
    const target = fx.server.state.data.tickets[1]!;
    const server = fx.server.state.data.hardware[1]!;
    const guest = fx.server.state.data.virtualGuests[1]!;
    await tickets.attachHardware(target.id, server.id);
    await tickets.attachVirtualServer(target.id, guest.id);
    const init = { Vendor_TicketInitParameters: { id: target.id } };
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Ticket', method: 'addAttachedHardware', headers: init, args: [server.id] },
      { service: 'Vendor_Ticket', method: 'addAttachedVirtualGuest', headers: init, args: [guest.id] },
    ]);
  });
});

describe('TicketManager.getTicketCounts', () => {
  it('reads the counters with Account.getObject and the reference mask', async () => {
    const counts = await tickets.getTicketCounts();
    expect(fx.calls().map((call) => `${call.service}.${call.method}`)).toEqual(['Vendor_Account.getObject']);
    expect(fx.calls()[0]!.headers).toEqual(maskHeader(
      'openTicketCount, closedTicketCount, openBillingTicketCount, openOtherTicketCount, openSalesTicketCount, ' +
        'openSupportTicketCount, openAccountingTicketCount',
    ));
    const data = fx.server.state.data.tickets;
    expect(counts).toMatchObject({
      openTicketCount: data.filter((t) => t.status.name === 'Open').length,
      closedTicketCount: data.filter((t) => t.status.name === 'Closed').length,
    });
    const kinds = ['openBillingTicketCount', 'openOtherTicketCount', 'openSalesTicketCount', 'openSupportTicketCount', 'openAccountingTicketCount'] as const;
    expect(kinds.reduce((sum, kind) => sum + Number(counts[kind]), 0)).toBe(counts.openTicketCount);
  });
});
