import { createServer } from 'node:http';
import type { Server } from 'node:http';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, endpointRunner, svc } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

/** Characters a terminal acts on that XML 1.0 lets through: C1 CSI and NEL, CR, tab, a bidi override. */
const HOSTILE_HOST = 'web\u009b2J\u0085one\rTWO\tx\u202etxt.exe';

/**
 * A purpose-built XML-RPC server: every call answers a list of two guests whose host names carry
 * terminal control characters (a real server is not bound by the fake server's encoder), or, for
 * `getObject`, a fault whose text carries them.
 */
function hostileServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const text = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('\r', '&#13;');
  const guest = (id: number, hostname: string): string =>
    `<value><struct><member><name>id</name><value><int>${id}</int></value></member>` +
    `<member><name>hostname</name><value><string>${text(hostname)}</string></value></member>` +
    `<member><name>maxMemory</name><value><int>-5</int></value></member></struct></value>`;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      response.setHeader('content-type', 'text/xml');
      if (body.includes('<methodName>getObject</methodName>')) {
        response.end('<?xml version="1.0"?><methodResponse><fault><value><struct>' +
          '<member><name>faultCode</name><value><string>Vendor_Exception_Public</string></value></member>' +
          `<member><name>faultString</name><value><string>${text(`no such thing\u009b2J\rok`)}</string></value></member>` +
          '</struct></value></fault></methodResponse>');
        return;
      }
      response.end(`<?xml version="1.0"?><methodResponse><params><param><value><array><data>${guest(1, HOSTILE_HOST)}${guest(2, 'plain')}</data></array></value></param></params></methodResponse>`);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/xmlrpc/v3.1`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** Any character a terminal would act on, other than the line feed. */
const TERMINAL_CONTROL = (text: string): string[] =>
  [...text].filter((c) => {
    const n = c.codePointAt(0) ?? 0;
    return (n < 0x20 && c !== '\n') || (n >= 0x7f && n <= 0x9f) || (n >= 0x202a && n <= 0x202e) || (n >= 0x2066 && n <= 0x2069);
  });

describe('table output neutralises control characters from server data', () => {
  let hostile: Awaited<ReturnType<typeof hostileServer>>;
  beforeAll(async () => {
    hostile = await hostileServer();
  });
  afterAll(async () => {
    await hostile.close();
  });
  const run = (args: string[]) => svc(['--endpoint', hostile.url, ...args], { env: { ...DEMO_ENV } });

  it('tables (list and detail views), messages and errors show them as visible \\x escapes', async () => {
    const list = await run(['vs', 'list', '--format', 'table', '--columns', 'id,hostname,memory']);
    expect(list.code).toBe(0);
    expect(TERMINAL_CONTROL(list.stdout)).toEqual([]);
    expect(list.stdout).toContain('web\\x9b2J\\x85one\\x0dTWO\\x09x\\u{202e}txt.exe');
    const called = await run(['call-api', 'Account', 'getVirtualGuests', '--format', 'table']);
    expect(TERMINAL_CONTROL(called.stdout)).toEqual([]);
    expect(called.stdout).toContain('web\\x9b2J');
    const fault = await run(['vs', 'detail', '1', '--format', 'table']);
    expect(fault.code).toBe(1);
    expect(TERMINAL_CONTROL(fault.stderr)).toEqual([]);
    expect(fault.stderr).toContain('no such thing\\x9b2J\\x0dok');
  });

  it('JSON keeps the data exact (escaped by JSON itself); CSV keeps it too, quoted', async () => {
    const json = await run(['vs', 'list', '--format', 'json', '--columns', 'hostname']);
    expect((JSON.parse(json.stdout) as { hostname: string }[])[0]?.hostname).toBe(HOSTILE_HOST);
    const csv = await run(['vs', 'list', '--format', 'csv', '--columns', 'id,hostname,memory']);
    expect(csv.stdout.split('\n')[1]).toBe(`1,"${HOSTILE_HOST}",-5`);
  });
});

describe('CSV cells that a spreadsheet would run are neutralised (OWASP)', () => {
  let server: FakeServer;
  const { run } = endpointRunner(() => server.url);
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("text beginning with =, +, -, @, tab or CR gets a leading '; numbers (also negative) stay numbers", async () => {
    const formulas = ['=HYPERLINK("http://evil.test","x")', '+1+cmd|calc', '-2+3', '@SUM(A1:A9)', '\tTAB', '\rCR'];
    const guests = server.state.data.virtualGuests.slice(0, formulas.length);
    guests.forEach((guest, i) => {
      guest.notes = formulas[i] ?? '';
      guest.maxMemory = -(i + 1);
    });
    guests[0]!.domain = '-5';
    const ids = guests.map((g) => g.id);
    const csv = await run(['vs', 'list', '--mask', 'id,notes,maxMemory,domain', '--format', 'csv', '--columns', 'id,notes,memory,domain', '--sortby', 'id']);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.split('\n');
    const row = (id: number): string | undefined => lines.find((l) => l.startsWith(`${id},`));
    expect(row(ids[0]!)).toBe(`${ids[0]},"'=HYPERLINK(""http://evil.test"",""x"")",-1,-5`);
    expect(row(ids[1]!)).toBe(`${ids[1]},'+1+cmd|calc,-2,${guests[1]!.domain}`);
    expect(row(ids[2]!)).toBe(`${ids[2]},'-2+3,-3,${guests[2]!.domain}`);
    expect(row(ids[3]!)).toBe(`${ids[3]},'@SUM(A1:A9),-4,${guests[3]!.domain}`);
    expect(row(ids[4]!)).toBe(`${ids[4]},'\tTAB,-5,${guests[4]!.domain}`);
    expect(csv.stdout).toContain(`${ids[5]},"'\rCR",-6,${guests[5]!.domain}`);
    // JSON is data, not a spreadsheet: unchanged.
    const json = await run(['vs', 'list', '--mask', 'id,notes', '--format', 'json', '--columns', 'id,notes', '--sortby', 'id']);
    expect((JSON.parse(json.stdout) as { notes: string }[]).slice(0, formulas.length).map((r) => r.notes)).toEqual(formulas);
  });
});
