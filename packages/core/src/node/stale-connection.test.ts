/**
 * An idle pooled connection that the server closed while this process's event loop was busy must
 * not fail the next call: the request went out on a dead socket, never reached the server, and is
 * sent again on a fresh connection (issue 13). The server runs in its own process, so it closes the
 * idle socket while this process is blocked and cannot notice.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../node.js';

/**
 * The server: answers every call with its running request count, and closes every idle keep-alive
 * socket when the test asks it to (by writing the trigger file, which the server polls), without
 * announcing it (as servers and proxies closing idle connections do; like Node's own idle timeout,
 * it destroys the socket, so a request written to it later is never read). Closing on request,
 * not on an idle timer, keeps the test independent of the machine's speed: a timer could also fire
 * while the client is writing (a race no client can win), which is not what is tested here.
 */
const SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const [openFile, triggerFile] = process.argv.slice(1);
let requests = 0, connections = 0, open = 0;
const sockets = new Set();
const server = http.createServer((request, response) => {
  requests += 1;
  request.socket.busy = true;
  request.resume();
  request.on('end', () => {
    response.on('finish', () => { request.socket.busy = false; });
    if (request.url.endsWith('/stats')) { response.end(JSON.stringify({ requests, connections })); return; }
    response.setHeader('content-type', 'text/xml');
    response.end('<?xml version="1.0"?><methodResponse><params><param><value><int>' + requests + '</int></value></param></params></methodResponse>');
  });
});
server.keepAliveTimeout = 0;
// The number of open connections, written where the blocked test process can read it synchronously.
const report = () => fs.writeFileSync(openFile, String(open));
server.on('connection', (socket) => {
  connections += 1; open += 1; sockets.add(socket); report();
  socket.on('close', () => { open -= 1; sockets.delete(socket); report(); });
});
let trigger = '';
setInterval(() => {
  let now = '';
  try { now = fs.readFileSync(triggerFile, 'utf8'); } catch {}
  if (now === trigger) return;
  trigger = now;
  for (const socket of sockets) if (!socket.busy) socket.destroy();
}, 2);
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

let child: ChildProcess;
let url = '';
const directory = mkdtempSync(join(tmpdir(), 'svclib-stale-'));
const openFile = join(directory, 'open');
const triggerFile = join(directory, 'trigger');

beforeAll(async () => {
  child = spawn(process.execPath, ['-e', SERVER, openFile, triggerFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  url = `http://127.0.0.1:${line.toString('utf8').trim()}/xmlrpc/v3.1`;
});

afterAll(() => {
  child.kill();
  rmSync(directory, { recursive: true, force: true });
});

/**
 * Asks the server to close every idle connection, then blocks this thread (timers, sockets and all)
 * for at least 50 ms and until the server has closed them all, as its report file says (read
 * synchronously), or 10 s have passed: the closes happen while this process cannot see them.
 */
function blockWhileServerClosesAll(round: string): void {
  writeFileSync(triggerFile, round);
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; waited < 10_000; waited += 10) {
    if (waited >= 50 && readFileSync(openFile, 'utf8') === '0') return;
    Atomics.wait(cell, 0, 0, 10);
  }
}

async function stats(): Promise<{ requests: number; connections: number }> {
  return (await (await fetch(url.replace('/xmlrpc/v3.1', '/stats'))).json()) as { requests: number; connections: number };
}

const CALLS = 4;
const ROUNDS = 5;

describe('pooled connections closed by the server while the event loop was busy', () => {
  it.each(['getObject', 'createObject'])('do not fail the next calls (%s): they go out on fresh connections', async (method) => {
    const client = new Client({ endpointUrl: url });
    const before = await stats();
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Several calls at once, so the pool holds several keep-alive connections…
      await Promise.all(Array.from({ length: CALLS }, () => client.untyped.call('Account', method)));
      // …which the server closes while this process cannot see it; without care, the next calls
      // are written to those dead sockets as soon as the block ends.
      blockWhileServerClosesAll(`${method}-${String(round)}`);
      const results = await Promise.allSettled(Array.from({ length: CALLS }, () => client.untyped.call('Account', method)));
      for (const result of results) if (result.status === 'rejected') failures.push(String(result.reason));
    }
    const after = await stats();
    expect(failures).toEqual([]);
    // Every call reached the server exactly once (the lost writes never did), plus one stats request.
    expect(after.requests).toBe(before.requests + 2 * CALLS * ROUNDS + 1);
  });
});
