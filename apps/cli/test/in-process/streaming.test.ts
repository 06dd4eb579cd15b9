/**
 * Streaming output (issue 30 item 6): `--format jsonl` and `csv` write each page's rows as they
 * arrive. A proxy in front of the fake server holds every page after the first until the first line
 * has been written, so a run that waited for all pages would never write it. In process, through
 * `run(argv, io)`.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { run } from '../../src/program.js';

const GUESTS = 250;
let server: FakeServer;
let proxy: Server;
let proxyUrl = '';
/** Pages of getVirtualGuests answered so far, and the gate the later pages wait at. */
let answered = 0;
let asked = 0;
let open: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

function body(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: GUESTS } });
  const target = new URL(server.url);
  proxy = createServer((incoming, outgoing) => {
    void (async () => {
      const sent = await body(incoming);
      const page = sent.includes('getVirtualGuests');
      if (page && ++asked > 1) await gate;
      const forwarded = request({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
        void body(answer).then((received) => {
          outgoing.writeHead(answer.statusCode ?? 500, answer.headers).end(received);
          if (page) answered++;
        });
      });
      forwarded.end(sent);
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}${target.pathname}`;
});
afterAll(async () => {
  open();
  await new Promise((resolve) => proxy.close(resolve));
  await server.close();
});

/**
 * Runs `svc` through the proxy; `pagesAtFirstWrite` is how many pages were answered when stdout was
 * first written. With `hold`, every page after the first waits until then.
 */
async function streamed(args: readonly string[], hold = true): Promise<{ code: number; stdout: string; stderr: string; pagesAtFirstWrite: number | undefined }> {
  answered = 0;
  asked = 0;
  gate = hold ? new Promise((resolve) => {
    open = resolve;
  }) : Promise.resolve();
  let stdout = '';
  let stderr = '';
  let pagesAtFirstWrite: number | undefined;
  process.env.SVC_API_KEY = FAKE_API_KEY;
  try {
    const code = await run(['--endpoint', proxyUrl, '--username', FAKE_USERNAME, ...args], {
      stdout: {
        write: (text: string) => {
          if (pagesAtFirstWrite === undefined) {
            pagesAtFirstWrite = answered;
            // The first line is out: let the held pages go.
            open();
          }
          stdout += text;
          return true;
        },
      },
      stderr: { write: (text: string) => (stderr += text) },
      stdin: Readable.from([]),
    });
    return { code, stdout, stderr, pagesAtFirstWrite };
  } finally {
    delete process.env.SVC_API_KEY;
    open();
  }
}

describe('streamed lists', () => {
  it('jsonl: the first page\'s rows are written before the second page is answered', async () => {
    const result = await streamed(['vs', 'list', '--format', 'jsonl']);
    expect(result.code).toBe(0);
    expect(result.pagesAtFirstWrite).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(GUESTS);
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: expect.any(Number) as unknown, hostname: expect.any(String) as unknown });
  });

  it('csv: the header comes with the first row, before the second page; --columns applies', async () => {
    const result = await streamed(['vs', 'list', '--format', 'csv', '--columns', 'id,hostname,datacenter.name']);
    expect(result.code).toBe(0);
    expect(result.pagesAtFirstWrite).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toBe('id,hostname,datacenter.name');
    expect(lines).toHaveLength(GUESTS + 1);
    expect(lines[1]).toMatch(/^\d+,[\w-]+,\w+$/);
  });

  it('is the same text as the collected list would be', async () => {
    const streamedText = (await streamed(['vs', 'list', '--format', 'csv'])).stdout;
    // --sortby needs every row: collected, then rendered whole (no page is held: it would wait for ever).
    const sorted = await streamed(['vs', 'list', '--format', 'csv', '--sortby', 'id'], false);
    expect(sorted.pagesAtFirstWrite).toBeGreaterThan(1);
    expect(sorted.stdout).toBe(streamedText);
  });

  it('an empty list still prints the CSV header', async () => {
    const result = await streamed(['vs', 'list', '--format', 'csv', '--datacenter', 'nowhere00']);
    expect(result).toMatchObject({ code: 0, stdout: 'id,hostname,domain,cpu,memory,datacenter,primary_ip,backend_ip,action\n' });
  });
});
