/**
 * Child process: runs `@svclib/testing`'s fake server so that its CPU time and memory are not
 * mixed into the measured client process. Started by {@link startServerProcess} with the server
 * options as JSON in argv[2]; prints one JSON line `{ "url": … }` on stdout once it listens. With
 * argv[3] a JSON {@link PageServerOptions} it runs the pre-encoded page server of `page-server.ts`
 * instead (the paging suite's ceiling). A non-empty argv[4] is the path of another copy of
 * `@svclib/testing`'s `src/index.ts` to start the fake server from (before/after comparisons).
 *
 * Over the IPC channel it answers `{ type: 'usage' }` with its CPU time and RSS, and clears the
 * fake server's request log every second (it records every request, which would otherwise grow
 * for the whole run). It exits when the parent disconnects.
 *
 * @module
 */
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { startFakeServer as workspaceFakeServer, type FakeServerOptions } from '@svclib/testing';
import { startPreEncodedPageServer, type PageServerOptions } from './page-server.js';
import type { ServerReply, ServerRequest } from './server-protocol.js';

const options = JSON.parse(process.argv[2] ?? '{}') as FakeServerOptions;
const pageOptions = (process.argv[3] ?? '') === '' ? undefined : (JSON.parse(process.argv[3]!) as PageServerOptions);
const otherModule = process.argv[4] ?? '';
const startFakeServer = otherModule === ''
  ? workspaceFakeServer
  : ((await import(pathToFileURL(otherModule).href)) as { startFakeServer: typeof workspaceFakeServer }).startFakeServer;
const fake = pageOptions === undefined ? await startFakeServer(options) : undefined;
const server = fake ?? (await startPreEncodedPageServer(pageOptions ?? { items: 0, chunk: 1, latencyMs: 0 }));

const clearLog = setInterval(() => {
  if (fake !== undefined) fake.state.requests.length = 0;
}, 1000);

function reply(message: ServerReply): void {
  process.send?.(message);
}

process.on('message', (message: ServerRequest) => {
  if (message.type === 'usage') {
    const cpu = process.cpuUsage();
    reply({ type: 'usage', id: message.id, cpuMicros: cpu.user + cpu.system, rssBytes: process.memoryUsage.rss() });
  }
});

process.once('disconnect', () => {
  clearInterval(clearLog);
  void server.close().then(() => process.exit(0));
});

process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
