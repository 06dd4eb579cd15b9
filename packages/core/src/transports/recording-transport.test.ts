import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Client } from '../client/client.js';
import { ServiceError } from '../errors/errors.js';
import { createRecordingTransport } from './recording-transport.js';
import { fixtureTransport } from '../test-support/test-transport.js';

const KEY = 'recording-api-key-0a1b2c3d';
const TOKEN = 'recording-token-9f8e7d6c';
const PASSWORD = 'recording-password-5544';

describe('createRecordingTransport', () => {
  it('records each call with secrets redacted and passes results through', async () => {
    const inner = fixtureTransport((request) =>
      request.method === 'getPortalLoginToken' ? { userId: 5, hash: TOKEN } : [{ id: 1 }],
    );
    const recorder = createRecordingTransport(inner.transport);
    const client = new Client({ transport: recorder.transport, username: 'alice', apiKey: KEY, proxy: 'http://user:proxypass@127.0.0.1:3128' });
    await expect(client.call('Account', 'getVirtualGuests', { mask: 'id', rawHeaders: { Authorization: 'Bearer xyz-secret' } })).resolves.toEqual([{ id: 1 }]);
    await client.authenticateWithPassword('alice', PASSWORD, 1, 'answer-secret');
    await client.call('Account', 'getObject');

    expect(recorder.records).toHaveLength(3);
    const [list, login, token] = recorder.records;
    expect(list).toMatchObject({
      outcome: 'ok',
      result: [{ id: 1 }],
      request: {
        service: 'Vendor_Account',
        method: 'getVirtualGuests',
        proxy: 'http://REDACTED:REDACTED@127.0.0.1:3128/',
        mask: 'id',
        headers: { authenticate: { username: 'alice', apiKey: '[REDACTED]' } },
        transportHeaders: { Authorization: '[REDACTED]' },
      },
    });
    expect(login?.request.args).toEqual(['alice', '[REDACTED]', 1, '[REDACTED]']);
    expect(login?.result).toEqual({ userId: 5, hash: '[REDACTED]' });
    expect(token?.request.headers.authenticate).toEqual({ complexType: 'PortalLoginToken', userId: 5, authToken: '[REDACTED]' });
    expect('signal' in list!.request).toBe(false);
    // What was sent was not redacted:
    expect(inner.requests[0]?.headers.authenticate).toEqual({ username: 'alice', apiKey: KEY });

    const dump = inspect(recorder.records, { depth: 20 }) + JSON.stringify(recorder.records);
    for (const secret of [KEY, TOKEN, PASSWORD, 'answer-secret', 'proxypass', 'xyz-secret']) expect(dump).not.toContain(secret);
  });

  it('records failures and rethrows them', async () => {
    const recorder = createRecordingTransport(() => Promise.reject(new ServiceError('boom')));
    const client = new Client({ transport: recorder.transport });
    await expect(client.call('Account', 'getObject')).rejects.toThrowError(new ServiceError('boom'));
    expect(recorder.records[0]).toMatchObject({ outcome: 'error', error: new ServiceError('boom') });
    expect(recorder.records[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });
});
