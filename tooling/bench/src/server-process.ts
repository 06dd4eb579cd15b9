/**
 * The parent side of {@link ./server.ts}: starts the fake server in its own process and asks it
 * for its CPU time.
 *
 * @module
 */
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { FakeServerOptions } from '@svclib/testing';
import { benchScript, spawnNode } from './node-process.js';
import type { PageServerOptions } from './page-server.js';
import type { ServerReply, ServerRequest } from './server-protocol.js';

/** CPU time and RSS of the server process at one moment. */
export interface ServerUsage {
  /** User + system CPU time since the server started, in microseconds. */
  readonly cpuMicros: number;
  /** Resident set size in bytes. */
  readonly rssBytes: number;
}

/** A fake server running in a child process. */
export interface ServerProcess {
  /** Endpoint URL, `http://127.0.0.1:PORT/xmlrpc/v3.1`. */
  readonly url: string;
  /** The port it listens on. */
  readonly port: number;
  /** Its CPU time and RSS now. */
  usage(): Promise<ServerUsage>;
  /** Stops the server and waits for the process to exit. */
  close(): Promise<void>;
}

/** How {@link startServerProcess} runs the server. */
export interface ServerProcessOptions {
  /** Run the pre-encoded page server of `page-server.ts` instead of the fake server. */
  readonly preEncodedPages?: PageServerOptions;
  /** Extra Node flags of the server process (`--cpu-prof`, …). */
  readonly nodeFlags?: readonly string[];
  /**
   * Path of another copy of `@svclib/testing`'s `src/index.ts` to run the fake server from (a
   * before/after comparison against an older tree); default: the workspace's.
   */
  readonly fakeServerModule?: string;
}

/**
 * Starts `startFakeServer(options)` in a child process and resolves once it listens; with
 * `preEncodedPages`, the pre-encoded page server of `page-server.ts` instead.
 */
export async function startServerProcess(options: FakeServerOptions = {}, how: ServerProcessOptions = {}): Promise<ServerProcess> {
  const args = [
    JSON.stringify(options),
    how.preEncodedPages === undefined ? '' : JSON.stringify(how.preEncodedPages),
    how.fakeServerModule ?? '',
  ];
  const child: ChildProcess = spawnNode(benchScript('server.ts'), args, { ipc: true, nodeFlags: how.nodeFlags ?? [] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    if (child.stdout === null) {
      reject(new Error('server process has no stdout'));
      return;
    }
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server process exited early with code ${String(code)}`)));
  });
  const pending = new Map<number, (reply: ServerReply) => void>();
  let nextId = 0;
  child.on('message', (reply: ServerReply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  return {
    url,
    port: Number(new URL(url).port),
    usage: () =>
      new Promise<ServerUsage>((resolve) => {
        const id = nextId++;
        pending.set(id, (reply) => resolve({ cpuMicros: reply.cpuMicros, rssBytes: reply.rssBytes }));
        const request: ServerRequest = { type: 'usage', id };
        child.send(request);
      }),
    close: async () => {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
