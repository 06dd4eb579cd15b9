/**
 * Options read through the prototype: with the 2.x option names (`id`, `serviceName`, `verbose`, the
 * `authenticate` header members, a hooks writer's `write`, `maxBytes`) set on `Object.prototype`
 * by other code, the compat client sends exactly what it sends without them. Against the fake server
 * on 127.0.0.1.
 */
import type { FakeServer } from '@svclib/testing';
import { withPollutedPrototype } from '@svclib/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Client } from './index.js';
import { captureStdout, lastRequest, useFakeServer, USERS } from './test-support.js';

let server: FakeServer;
useFakeServer((started) => {
  server = started;
});
beforeEach(() => server.state.reset());

const [alice] = USERS;
const leaked: string[] = [];
const POLLUTION = {
  id: 666, serviceName: 'Evil_Service', verbose: true, apiKey: 'evil-key-123', userId: 666, authToken: 'evil-token', complexType: 'PortalLoginToken',
  write: (text: string) => void leaked.push(text), raw_headers: { 'x-evil': '1' }, rawHeaders: { 'x-evil': '1' }, maxBytes: 1,
};

describe('compat-v2 under a polluted Object.prototype', () => {
  it('end to end: the options form takes no id, service, verbose or credentials from the prototype', async () => {
    await withPollutedPrototype(POLLUTION, async () => {
      const client = new Client({ username: alice.username, apiKey: alice.apiKey, endpointUrl: server.url });
      const account = await client.call<{ id: number }>('Account', 'getObject');
      expect(account.id).toBe(284_521);
      const bound = new Client({ serviceName: 'Account', username: alice.username, apiKey: alice.apiKey, endpointUrl: server.url });
      await (bound as unknown as { getObject(): Promise<unknown> }).getObject();
      const positional = new Client('Account', undefined, alice.username, alice.apiKey, server.url);
      await (positional as unknown as { getObject(): Promise<unknown> }).getObject();
    });
    expect(leaked).toEqual([]);
    expect(server.state.requests).toHaveLength(3);
    for (const request of server.state.requests) {
      expect(request.service).toBe('Vendor_Account');
      expect(Object.keys(request.headers)).toEqual(['authenticate']);
      expect(request.headers.authenticate).toEqual({ username: alice.username, apiKey: alice.apiKey });
    }
  });

  it('an authenticate header of { username, other } does not pick an apiKey up from the prototype', async () => {
    await withPollutedPrototype(POLLUTION, async () => {
      const client = new Client({ username: alice.username, apiKey: alice.apiKey, endpointUrl: server.url });
      client.addHeader('authenticate', { username: 'x', other: 'y' });
      await client.call('Account', 'getObject').catch(() => undefined);
    });
    expect(lastRequest(server).headers.authenticate).toEqual({ username: 'x', other: 'y' });
  });

  it('verbose: true prints through its own writer and hooks, taking no write, hooks or maxBytes from the prototype', async () => {
    let output = '';
    await withPollutedPrototype({ ...POLLUTION, beforeRequest: [() => void leaked.push('prototype hook')] }, async () => {
      const client = new Client({ username: alice.username, apiKey: alice.apiKey, endpointUrl: server.url, verbose: true });
      output = await captureStdout(async () => {
        expect((await client.call<{ id: number }>('Account', 'getObject')).id).toBe(284_521);
      });
    });
    expect(output).toMatch(/^<<< 200 OK$/m);
    expect(output).not.toContain(alice.apiKey);
    expect(leaked).toEqual([]);
  });
});
