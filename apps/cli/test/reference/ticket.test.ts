import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { referenceTable } from '../reference-table.js';

// slcli's fixture ids (ticket 1 or 100, hardware 100, user 12345) become the fake server's: ticket
// 300001, hardware 200001, virtual server 100001, subject 1001, the caller demo (7001).
const TICKET = 300001;
const ME = 7001;
const files = mkdtempSync(join(tmpdir(), 'svc-ref-ticket-'));
const ATTACHMENT = join(files, 'attachment_upload');
writeFileSync(ATTACHMENT, 'kernel: oops\n');

const LIST_MASK = 'mask[id, serviceProviderResourceId, title, assignedUser[firstName, lastName], priority, createDate, lastEditDate, accountId, status, updateCount]';

referenceTable('ticket (slcli tests/CLI/modules/ticket_tests.py)', [
  {
    // slcli: open tickets (`--open / --closed`, open by default), at most --limit (100) of them in one call.
    test: 'test_list',
    args: ['ticket', 'list'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getOpenTickets', mask: LIST_MASK, resultLimit: { limit: 100, offset: 0 } }],
    notCalled: ['Account.getTickets', 'Account.getClosedTickets'],
  },
  {
    test: 'test_list (--open)',
    args: ['ticket', 'list', '--open'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getOpenTickets', mask: LIST_MASK, resultLimit: { limit: 100, offset: 0 } }],
    notCalled: ['Account.getTickets', 'Account.getClosedTickets'],
  },
  {
    test: 'test_list (--closed)',
    args: ['ticket', 'list', '--closed'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getClosedTickets', mask: LIST_MASK, resultLimit: { limit: 100, offset: 0 } }],
    notCalled: ['Account.getTickets', 'Account.getOpenTickets'],
  },
  {
    test: 'test_list (--open --closed: one or the other)',
    args: ['ticket', 'list', '--open', '--closed'],
    exit: 2,
    stderr: "options '--open' and '--closed' cannot be used together",
    notCalled: ['Account.getTickets', 'Account.getOpenTickets', 'Account.getClosedTickets'],
  },
  {
    test: 'test_list_limit',
    args: ['ticket', 'list', '--limit', '1'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getOpenTickets', resultLimit: { limit: 1, offset: 0 } }],
    notCalled: ['Account.getTickets'],
  },
  {
    // --all pages through the open (or, with --closed, the closed) tickets, --limit (100) per call.
    test: 'test_list_all_open',
    args: ['ticket', 'list', '--all'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getOpenTickets', mask: LIST_MASK, resultLimit: { limit: 100, offset: 0 } }],
    notCalled: ['Account.getTickets', 'Account.getClosedTickets'],
  },
  {
    test: 'test_list_all_open (--closed -a --limit 1: one ticket per call, every page)',
    args: ['ticket', 'list', '--closed', '-a', '--limit', '1'],
    exit: 0,
    calls: [
      { service: 'Account', method: 'getClosedTickets', resultLimit: { limit: 1, offset: 0 } },
      { service: 'Account', method: 'getClosedTickets', resultLimit: { limit: 1, offset: 1 } },
    ],
    notCalled: ['Account.getTickets', 'Account.getOpenTickets'],
  },
  { test: 'test_detail', args: ['ticket', 'detail', String(TICKET)], exit: 0, calls: [{ service: 'Ticket', method: 'getObject', id: TICKET }] },
  {
    test: 'test_ticket_json',
    args: ['--format=json', 'ticket', 'detail', String(TICKET), '--count', '1'],
    exit: 0,
    stdout: /"priority"/,
    calls: [{ service: 'Ticket', method: 'getObject', id: TICKET }],
  },
  {
    test: 'test_create',
    args: ['ticket', 'create', '--title=Test', '--subject-id=1001', '--body=ticket body'],
    exit: 0,
    calls: [
      { service: 'Account', method: 'getCurrentUser' },
      { service: 'Ticket', method: 'createStandardTicket', args: [{ subjectId: 1001, assignedUserId: ME, title: 'Test' }, 'ticket body'] },
    ],
  },
  {
    test: 'test_create_with_priority',
    args: ['ticket', 'create', '--title=Test', '--subject-id=1001', '--body=ticket body', '--priority=1'],
    exit: 0,
    calls: [{
      service: 'Ticket', method: 'createStandardTicket',
      args: [{ subjectId: 1001, assignedUserId: ME, title: 'Test', priority: 1 }, 'ticket body'],
    }],
  },
  {
    test: 'test_create_with_priority (out of range)',
    args: ['ticket', 'create', '--title=Test', '--subject-id=1001', '--body=ticket body', '--priority=5'],
    exit: 2,
    notCalled: ['Ticket.createStandardTicket'],
  },
  {
    test: 'test_create_and_attach',
    args: ['ticket', 'create', '--title=Test', '--subject-id=1001', '--body=ticket body', '--hardware=200001', '--virtual=100001', '--format', 'json'],
    exit: 0,
    calls: [
      { service: 'Ticket', method: 'createStandardTicket', args: [{ subjectId: 1001, assignedUserId: ME, title: 'Test' }, 'ticket body'] },
      { service: 'Ticket', method: 'addAttachedHardware', args: [200001] },
      { service: 'Ticket', method: 'addAttachedVirtualGuest', args: [100001] },
    ],
  },
  {
    // slcli opens an editor on a terminal; svc asks for --body there (the binary's stdin here is a pipe).
    test: 'test_create_no_body_stdin',
    args: ['ticket', 'create', '--title=Test', '--subject-id=1001'],
    input: 'ticket body',
    exit: 0,
    calls: [{ service: 'Ticket', method: 'createStandardTicket', args: [{ subjectId: 1001, assignedUserId: ME, title: 'Test' }, 'ticket body'] }],
  },
  {
    test: 'test_create_no_body',
    args: ['ticket', 'create', '--title=Test', '--subject-id=1001'],
    input: '',
    exit: 2,
    notCalled: ['Ticket.createStandardTicket'],
  },
  { test: 'test_subjects', args: ['ticket', 'subjects'], exit: 0, calls: [{ service: 'Ticket_Subject', method: 'getAllObjects' }] },
  { test: 'test_attach_no_identifier', args: ['ticket', 'attach', String(TICKET)], exit: 2, notCalled: ['Ticket.addAttachedHardware'] },
  {
    test: 'test_attach_two_identifiers',
    args: ['ticket', 'attach', String(TICKET), '--hardware=200001', '--virtual=100001'],
    exit: 2,
    notCalled: ['Ticket.addAttachedHardware', 'Ticket.addAttachedVirtualGuest'],
  },
  {
    test: 'test_ticket_attach_hardware',
    args: ['ticket', 'attach', String(TICKET), '--hardware=200001'],
    exit: 0,
    calls: [{ service: 'Ticket', method: 'addAttachedHardware', id: TICKET, args: [200001] }],
  },
  {
    test: 'test_ticket_attach_virtual_server',
    args: ['ticket', 'attach', String(TICKET), '--virtual=100001'],
    exit: 0,
    calls: [{ service: 'Ticket', method: 'addAttachedVirtualGuest', id: TICKET, args: [100001] }],
  },
  { test: 'test_detach_no_identifier', args: ['ticket', 'detach', String(TICKET)], exit: 2, notCalled: ['Ticket.removeAttachedHardware'] },
  {
    test: 'test_detach_two_identifiers',
    args: ['ticket', 'detach', String(TICKET), '--hardware=200001', '--virtual=100001'],
    exit: 2,
    notCalled: ['Ticket.removeAttachedHardware', 'Ticket.removeAttachedVirtualGuest'],
  },
  {
    test: 'test_ticket_detach_hardware',
    args: ['ticket', 'detach', String(TICKET), '--hardware=200001'],
    exit: 0,
    calls: [{ service: 'Ticket', method: 'removeAttachedHardware', id: TICKET, args: [200001] }],
  },
  {
    test: 'test_ticket_detach_virtual_server',
    args: ['ticket', 'detach', String(TICKET), '--virtual=100001'],
    exit: 0,
    calls: [{ service: 'Ticket', method: 'removeAttachedVirtualGuest', id: TICKET, args: [100001] }],
  },
  { test: 'test_ticket_upload_no_path', args: ['ticket', 'upload', String(TICKET)], exit: 2, notCalled: ['Ticket.addAttachedFile'] },
  {
    test: 'test_ticket_upload_invalid_path',
    args: ['ticket', 'upload', String(TICKET), `--path=${join(files, 'missing')}`, '--name=a_file_name'],
    exit: 2,
    notCalled: ['Ticket.addAttachedFile'],
  },
  {
    test: 'test_ticket_upload_no_name',
    args: ['ticket', 'upload', String(TICKET), `--path=${ATTACHMENT}`],
    exit: 0,
    calls: [{ service: 'Ticket', method: 'addAttachedFile', id: TICKET, args: [{ filename: 'attachment_upload', data: new Uint8Array(Buffer.from('kernel: oops\n')) }] }],
  },
  {
    test: 'test_ticket_upload',
    args: ['ticket', 'upload', String(TICKET), `--path=${ATTACHMENT}`, '--name=a_file_name'],
    exit: 0,
    calls: [{ service: 'Ticket', method: 'addAttachedFile', id: TICKET, args: [{ filename: 'a_file_name', data: new Uint8Array(Buffer.from('kernel: oops\n')) }] }],
  },
  {
    test: 'test_init_ticket_results',
    args: ['ticket', 'detail', String(TICKET)],
    exit: 0,
    calls: [{ service: 'Ticket', method: 'getObject', id: TICKET }],
  },
  {
    test: 'test_ticket_summary',
    args: ['ticket', 'summary'],
    exit: 0,
    calls: [{
      service: 'Account', method: 'getObject',
      mask: 'openTicketCount, closedTicketCount, openBillingTicketCount, openOtherTicketCount, openSalesTicketCount, ' +
        'openSupportTicketCount, openAccountingTicketCount',
    }],
  },
  {
    test: 'test_ticket_update',
    args: ['ticket', 'update', String(TICKET), '--body=Testing'],
    exit: 0,
    calls: [{ service: 'Ticket', method: 'addUpdate', id: TICKET, args: [{ entry: 'Testing' }] }],
  },
  {
    test: 'test_ticket_update_no_body_stdin',
    args: ['ticket', 'update', String(TICKET)],
    input: 'TEST TICKET BODY',
    exit: 0,
    calls: [{ service: 'Ticket', method: 'addUpdate', id: TICKET, args: [{ entry: 'TEST TICKET BODY' }] }],
  },
  { test: 'test_ticket_update_no_body', args: ['ticket', 'update', String(TICKET)], input: '', exit: 2, notCalled: ['Ticket.addUpdate'] },
]);
