/**
 * The default transport's connection pool on Node.js: a burst of concurrent calls shares a bounded
 * number of keep-alive connections instead of opening one connection per call (which overflowed
 * the server's listen backlog and ended in `read ECONNRESET`).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Client } from '../node.js';
import { MAX_CONNECTIONS_PER_ORIGIN } from './pool.js';

const RESPONSE = '<?xml version="1.0"?><methodResponse><params><param><value><int>1</int></value></param></params></methodResponse>';

/** A server that answers every call after `delayMs`, listening with the given backlog. */
async function startServer(backlog: number, delayMs: number) {
  let connections = 0;
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        response.setHeader('content-type', 'text/xml');
        response.end(RESPONSE);
      }, delayMs);
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', backlog, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/xmlrpc/v3.1`,
    connections: () => connections,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the default transport on Node.js', () => {
  it(`sends 1,000 concurrent calls over at most ${String(MAX_CONNECTIONS_PER_ORIGIN)} keep-alive connections`, async () => {
    const server = await startServer(511, 1);
    try {
      const client = new Client({ endpointUrl: server.url });
      const results = await Promise.all(Array.from({ length: 1000 }, () => client.untyped.call('Account', 'getObject')));
      expect(results.every((result) => result === 1)).toBe(true);
      expect(server.requests()).toBe(1000);
      expect(server.connections()).toBeGreaterThan(1);
      expect(server.connections()).toBeLessThanOrEqual(MAX_CONNECTIONS_PER_ORIGIN);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('does not overflow a small listen backlog with a burst of calls (no ECONNRESET)', async () => {
    // Before the pool, 1,000 calls against a backlog of 8 took ~110 s and ~250 failed with read ECONNRESET.
    const server = await startServer(8, 0);
    try {
      const client = new Client({ endpointUrl: server.url });
      const started = performance.now();
      const results = await Promise.allSettled(Array.from({ length: 400 }, () => client.call('Account', 'getObject')));
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(failures).toEqual([]);
      expect(performance.now() - started).toBeLessThan(20_000);
    } finally {
      await server.close();
    }
  }, 60_000);
});
