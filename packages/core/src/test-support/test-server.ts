/**
 * Test helper (not shipped): a small `node:http` server on 127.0.0.1 whose replies each test writes
 * by hand, recording what it received and how many connections were opened.
 *
 * @module
 */

import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach } from 'vitest';

/** One request as the server received it. */
export interface ReceivedRequest {
  /** HTTP method. */
  method: string;
  /** Request target as sent (a path, or an absolute URI when sent to a proxy). */
  url: string;
  /** Request headers (lower-case names). */
  headers: IncomingHttpHeaders;
  /** Request body. */
  body: Buffer;
}

/** A running test server. */
export interface TestServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** The port. */
  port: number;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  /** Number of TCP connections accepted so far. */
  connections(): number;
  /** Stops the server and destroys open connections. */
  close(): Promise<void>;
}

/** Writes the reply to one request; may leave it unanswered. */
export type TestHandler = (
  request: ReceivedRequest,
  response: ServerResponse,
  raw: IncomingMessage,
) => void | Promise<void>;

/**
 * Starts a server on 127.0.0.1 (port 0) that reads each request body, records it, then calls
 * `handler` to reply.
 *
 * @example
 * ```ts
 * const server = await startTestServer((_request, response) => response.end('ok'));
 * await server.close();
 * ```
 */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((raw, response) => {
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      const received: ReceivedRequest = {
        method: raw.method ?? '',
        url: raw.url ?? '',
        headers: raw.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(received);
      Promise.resolve(handler(received, response, raw)).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    port,
    requests,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 with nothing listening on it (bound, then released). */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * For a test file: returns a `serve(handler)` that starts a {@link startTestServer} server and
 * closes every server it started after each test. Call it once, at the top level of the file.
 *
 * @example
 * ```ts
 * const serve = useTestServers();
 * it('replies', async () => {
 *   const server = await serve((_request, response) => response.end('ok'));
 *   expect(await (await fetch(server.url)).text()).toBe('ok');
 * });
 * ```
 */
export function useTestServers(): (handler: TestHandler) => Promise<TestServer> {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (handler) => {
    const server = await startTestServer(handler);
    servers.push(server);
    return server;
  };
}

/**
 * Writes the chunks `next()` returns for as long as the client reads them (waiting for `drain`
 * when the socket's buffer is full), then ends the response when `next()` returns `undefined`.
 * Stops writing when the client goes away.
 *
 * @example
 * ```ts
 * let written = 0;
 * writeWhileRead(response, () => (written++ < 64 ? chunk : undefined));
 * ```
 */
export function writeWhileRead(response: ServerResponse, next: () => string | Buffer | undefined): void {
  const write = (): void => {
    for (;;) {
      const chunk = next();
      if (chunk === undefined) {
        response.end();
        return;
      }
      if (!response.write(chunk)) {
        response.once('drain', write);
        return;
      }
    }
  };
  response.on('close', () => response.removeAllListeners('drain'));
  write();
}
