import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, endpointRunner, svcTty } from './svc.js';

// Each test starts several `svc` processes one after another; on a loaded machine that takes long,
// and no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);
const calls = (method: string) => server.state.requests.filter((r) => r.method === method);

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('vs upgrade --private', () => {
  it('without --cpu is a usage error (exit 2) naming both options, before any question or call', async () => {
    const before = server.state.requests.length;
    for (const args of [['--private', '--memory', '8192'], ['--private', '--memory', '8192', '--yes'], ['--private', '--network', '1000', '--yes']]) {
      const refused = await run(['vs', 'upgrade', 'web01', ...args], 'y\n');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toBe("svc: error: option '--private' needs '--cpu <n>' (cores on a dedicated host are ordered by count)\n");
      expect(refused.stderr).not.toContain('Continue?');
    }
    expect(server.state.requests.slice(before)).toEqual([]);
    const dry = await run(['--dry-run', 'vs', 'upgrade', 'web01', '--private', '--memory', '8192']);
    expect(dry.code).toBe(2);
    expect(calls('placeOrder')).toHaveLength(0);
    // With --cpu it is an order of dedicated cores.
    const verified = await json<{ prices: unknown[] }>(['vs', 'upgrade', 'web01', '--private', '--cpu', '2', '--test', '--yes']);
    expect(verified.prices.length).toBeGreaterThan(0);
  });
});

describe('vs upgrade --resize-disk SIZE DISK (slcli\'s two values)', () => {
  it('orders the disks in the order given, each in its disk\'s category, then port speed, cores and memory (as the reference)', async () => {
    const before = calls('placeOrder').length;
    const result = await run(['vs', 'upgrade', '--resize-disk', '25', '2', '--resize-disk=10', '1', 'web01', '--network', '1000', '--cpu', '4', '--memory', '8192', '--yes']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(calls('placeOrder')).toHaveLength(before + 1);
    const [order] = calls('placeOrder').at(-1)!.args as [{ virtualGuests: unknown; prices: { id: number; categories?: { id: number }[] }[] }];
    expect(order.virtualGuests).toEqual([{ id: 100001 }]);
    // The fake's disk categories: 82 `Second Disk`, 81 `First Disk`.
    expect(order.prices.map((price) => price.categories?.map((category) => category.id))).toEqual([[82], [81], undefined, undefined, undefined]);
    // The upgrade prices the guest offers for 25 GB and 10 GB, in that order.
    const offered = await json<{ id: number; item: { capacity: string; units?: string }; categories: { categoryCode: string }[] }[]>(
      ['call-api', 'Virtual_Guest', 'getUpgradeItemPrices', 'true', '--json-args', '--id', '100001', '--mask', 'id, item[capacity, units], categories[categoryCode]'],
    );
    const diskPrice = (gb: string): number | undefined =>
      offered.find((price) => price.item.capacity === gb && price.categories.some((category) => category.categoryCode.startsWith('guest_disk')))?.id;
    expect(order.prices.slice(0, 2).map((price) => price.id)).toEqual([diskPrice('25'), diskPrice('10')]);
  });
});

describe('vs ready / hw ready', () => {
  it('exit 1 with "not ready" on stderr when the server is not ready; 0 and "true" when it is', async () => {
    const guest = server.state.data.virtualGuests.find((g) => g.hostname === 'web01');
    const hardware = server.state.data.hardware.find((h) => h.hostname === 'bm02');
    expect(await json(['vs', 'ready', 'web01'])).toBe(true);
    expect(await json(['hw', 'ready', 'bm02'])).toBe(true);
    delete (guest as { provisionDate?: unknown }).provisionDate;
    delete (hardware as { provisionDate?: unknown }).provisionDate;
    const vs = await run(['vs', 'ready', 'web01']);
    expect(vs).toEqual({ code: 1, stdout: '', stderr: 'svc: error: Virtual server web01 is not ready\n' });
    const hw = await run(['hw', 'ready', 'bm02', '--wait', '1', '--poll', '1']);
    expect(hw).toEqual({ code: 1, stdout: '', stderr: 'svc: error: Hardware server bm02 is not ready after 1 s\n' });
  });
});

describe('ticket create / update: the body from stdin', () => {
  // Several hundred KB of text with lines, quotes, tabs and non-ASCII characters.
  const body = Array.from({ length: 6000 }, (_, i) => `line ${i}\t"quoted" — ünïcode ${'x'.repeat(60)}`).join('\n');

  it('reads stdin when --body is absent and stdin is piped, or with --body -', async () => {
    expect(body.length).toBeGreaterThan(400_000);
    const created = await run(['ticket', 'create', '--title', 'From stdin', '--subject', '1021', '--format', 'json'], body);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const [create] = calls('createStandardTicket');
    expect(JSON.stringify(create?.args)).toContain(JSON.stringify(body).slice(1, -1));
    const id = (JSON.parse(created.stdout) as { id: number }).id;
    const updated = await run(['ticket', 'update', String(id), '--body', '-', '--format', 'table'], `${body}\nupdate`);
    expect(updated).toEqual({ code: 0, stdout: `Updated ticket ${id}.\n`, stderr: '' });
    expect(calls('addUpdate').at(-1)?.args).toEqual([{ entry: `${body}\nupdate` }]);
    // --body TEXT wins over stdin.
    const given = await run(['ticket', 'update', String(id), '--body', 'short'], 'ignored');
    expect(given.code).toBe(0);
    expect(calls('addUpdate').at(-1)?.args).toEqual([{ entry: 'short' }]);
  });

  it('on a terminal without --body: a usage error saying how to give the text (no editor is opened)', async () => {
    const before = calls('createStandardTicket').length;
    const { code, stdout } = await svcTty(['--endpoint', server.url, 'ticket', 'create', '--title', 'x', '--subject', '1021'], { env: { ...DEMO_ENV } });
    expect(code).toBe(2);
    expect(stdout).toContain("svc: error: option '--body <text>' is required (or pipe the text on stdin, or give --body -)");
    expect(calls('createStandardTicket')).toHaveLength(before);
  });

  it('an empty stdin is a usage error; nothing is sent', async () => {
    const before = calls('addUpdate').length;
    const empty = await run(['ticket', 'update', '300001'], '');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toBe("svc: error: option '--body <text>': the text is empty\n");
    expect(calls('addUpdate')).toHaveLength(before);
  });
});

describe('dns zone-import', () => {
  it('continuation lines, quoted ; in TXT, default TTL; a record the server refuses gives a failed row and exit 1', async () => {
    server.inject({
      service: 'Dns_Domain_ResourceRecord', method: 'createObject', times: 1,
      when: (request) => (request.args[0] as { host?: string } | undefined)?.host === 'refused',
      failure: { kind: 'fault', faultCode: 'Vendor_Exception_Dns_InvalidRecord', faultString: 'Invalid data for an A record' },
    });
    const zone = [
      '$ORIGIN habits.example.',
      '@ IN SOA ns1.habits.example. root.habits.example. (',
      '     2024010101 ; serial',
      '     7200 600 1728000 43200 )',
      'www 300 IN A 10.2.0.1',
      '    IN A 10.2.0.2',
      '@ IN TXT "v=spf1 include:_spf.example.net; ~all" ; comment',
      'refused IN A 10.2.0.3',
      'last IN A 10.2.0.4',
    ].join('\n');
    const result = await run(['dns', 'zone-import', '-', '--format', 'json'], zone);
    expect(result.code).toBe(1);
    const rows = JSON.parse(result.stdout) as { line: number; result: string; host?: string; data?: string; ttl?: number }[];
    expect(rows.map((r) => [r.line, r.result.replace(/:.*/s, ''), r.host, r.data, r.ttl])).toEqual([
      [2, 'skipped', undefined, expect.stringContaining('SOA'), undefined],
      [5, 'created', 'www', '10.2.0.1', 300],
      [6, 'created', 'www', '10.2.0.2', 300],
      [7, 'created', '@', 'v=spf1 include:_spf.example.net; ~all', 300],
      [8, 'failed', 'refused', '10.2.0.3', 300],
      [9, 'created', 'last', '10.2.0.4', 300],
    ]);
    expect(rows[4]?.result).toContain('Invalid data for an A record');
    const domain = server.state.data.domains.find((d) => d.name === 'habits.example');
    expect(domain?.resourceRecords.map((r) => r.host).sort()).toEqual(['@', 'last', 'www', 'www']);
    expect(domain?.resourceRecords.some((r) => r.host === 'IN')).toBe(false);
  });
});

describe('--sortby', () => {
  it('sorts names naturally (web2 before web10), numbers numerically, blanks last, in every format', async () => {
    const guests = server.state.data.virtualGuests.slice(0, 5);
    ['web10', 'web2', 'Web1', 'web02b', 'web100'].forEach((name, i) => {
      const guest = guests[i];
      if (guest !== undefined) guest.hostname = name;
    });
    const args = ['vs', 'list', '--hostname', '*eb*', '--sortby', 'hostname', '--columns', 'hostname'];
    const rows = await json<{ hostname: string }[]>(args);
    const mine = (n: string): boolean => ['web10', 'web2', 'Web1', 'web02b', 'web100'].includes(n);
    const names = rows.map((r) => r.hostname).filter(mine);
    expect(names).toEqual(['Web1', 'web2', 'web02b', 'web10', 'web100']);
    const csv = await run([...args, '--format', 'csv']);
    expect(csv.stdout.split('\n').filter(mine)).toEqual(['Web1', 'web2', 'web02b', 'web10', 'web100']);
    const ids = await json<{ id: number }[]>(['vs', 'list', '--sortby', 'id', '--columns', 'id']);
    expect(ids.map((r) => r.id)).toEqual([...ids.map((r) => r.id)].sort((a, b) => a - b));
  });
});
