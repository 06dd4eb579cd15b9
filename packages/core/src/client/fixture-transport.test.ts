// core's Client with @svclib/testing's fixture transport: the documented seam for canned results.
import { createFixtureTransport, FixtureNotFoundError } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { Client } from './client.js';
import { ServiceAPIError } from '../errors/errors.js';

describe('Client with a fixture transport', () => {
  it('answers calls from the fixtures and shows the request record to them', async () => {
    const transport = createFixtureTransport({
      'Account.getObject': { companyName: 'Example Ltd.' },
      'Ticket.getObject': (request) => ({ id: request.identifier, mask: request.mask }),
      'Ticket.addUpdate': () => {
        throw new ServiceAPIError('Vendor_Exception_NotFound', 'no ticket');
      },
    });
    const client = new Client({ username: 'u', apiKey: 'k', transport });

    await expect(client.Account.getObject()).resolves.toEqual({ companyName: 'Example Ltd.' });
    await expect(client.call('Ticket', 'getObject', { id: 7, mask: 'updates' })).resolves.toEqual({
      id: 7,
      mask: 'updates',
    });
    await expect(client.call('Ticket', 'addUpdate', { id: 7, args: [{ entry: 'x' }] })).rejects.toBeInstanceOf(ServiceAPIError);
    await expect(client.untyped.call('Ticket', 'getUpdates')).rejects.toBeInstanceOf(FixtureNotFoundError);
    expect(transport.requests.map((r) => `${r.service}.${r.method}`)).toEqual([
      'Vendor_Account.getObject',
      'Vendor_Ticket.getObject',
      'Vendor_Ticket.addUpdate',
      'Vendor_Ticket.getUpdates',
    ]);
  });
});
