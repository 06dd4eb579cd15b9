/**
 * `--export <file>` and `--template <file>` (src/template-file.ts) through the real binary against
 * one fake server: an exported file orders what the direct command line orders, the command line
 * wins over the file, and a bad file is a usage error naming the file and line.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FAKE_API_KEY, startFakeServer } from '@svclib/testing';
import type { FakeServer, RecordedRequest } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { STACK_LINE, endpointRunner } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run } = endpointRunner(() => server.url);
const dir = mkdtempSync(join(tmpdir(), 'svc-template-'));
const ORDERS = ['generateOrderTemplate', 'verifyOrder', 'placeOrder'];

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

/** Runs svc and returns its result and the calls the server received meanwhile (service, method, args). */
async function recorded(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; calls: Pick<RecordedRequest, 'service' | 'method' | 'args'>[] }> {
  const before = server.state.requests.length;
  const result = await run(args);
  const calls = server.state.requests.slice(before).map(({ service, method, args: a }) => ({ service, method, args: a }));
  return { ...result, calls };
}

const CASES = [
  {
    name: 'vs create',
    direct: ['--yes', 'vs', 'create', '-H', 'web9', '-D', 'example.com', '-c', '2', '-m', '4096', '-d', 'dal10', '--os', 'UBUNTU_LATEST',
      '--disk', '25', '--disk', '100', '--tag', 'a,b', '--private', '--network', '100', '--test'],
    lines: ['hostname=web9', 'cpu=2', 'memory=4096', 'disk=25,100', 'tag=a,b', 'private=True', 'network=100'],
  },
  {
    name: 'hw create',
    direct: ['--yes', 'hw', 'create', '-H', 'db1', '-D', 'example.com', '-s', 'S1270_32GB_1X1TBSATA_NORAID', '-o', 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT',
      '-d', 'dal10', '--port-speed', '1000', '--no-public', '-k', '1201', '--test'],
    lines: ['hostname=db1', 'size=S1270_32GB_1X1TBSATA_NORAID', 'no_public=True', 'key=1201', 'port_speed=1000'],
  },
  {
    name: 'vs host-create',
    direct: ['vs', 'host-create', '-H', 'host1', '-D', 'example.com', '-d', 'dal10', '-f', '56_CORES_X_242_RAM_X_1_4_TB', '--billing', 'monthly', '--verify'],
    lines: ['hostname=host1', 'flavor=56_CORES_X_242_RAM_X_1_4_TB', 'billing=monthly', 'datacenter=dal10'],
  },
];

describe('--export, then --template', () => {
  for (const { name, direct, lines } of CASES) {
    it(`${name}: the export orders nothing, and the template orders what the direct command line orders`, async () => {
      const file = join(dir, `${name.replace(' ', '-')}.template`);
      const exported = await recorded([...direct.filter((a) => a !== '--test' && a !== '--verify'), '--export', file]);
      expect(exported.stderr).toBe('');
      expect(exported.code).toBe(0);
      expect(exported.stdout).toContain('Successfully exported options to a template file.');
      expect(exported.calls).toEqual([]);
      const text = readFileSync(file, 'utf8');
      for (const line of lines) expect(text.split('\n')).toContain(line);
      expect(text).not.toMatch(/^(test|verify|export|template|wait)=/m);
      expect(text).not.toContain(FAKE_API_KEY);

      const straight = await recorded(direct);
      expect(straight.code).toBe(0);
      expect(straight.calls.some((c) => ORDERS.includes(c.method))).toBe(true);
      const fromFile = await recorded([...direct.slice(0, direct.indexOf(name.split(' ')[1]!) + 1), '--template', file, direct.at(-1)!]);
      expect(fromFile.stderr).toBe('');
      expect(fromFile.code).toBe(0);
      expect(fromFile.calls).toEqual(straight.calls);
    });
  }

  it('the command line wins over the file, and the file over the defaults', async () => {
    const file = join(dir, 'wins.template');
    writeFileSync(file, '# a comment\n\nhostname: fromfile\ndomain example.com\ndatacenter = dal10\nflavor=56_CORES_X_242_RAM_X_1_4_TB\nbilling=monthly\n');
    const { code, calls } = await recorded(['vs', 'host-create', '--template', file, '-H', 'fromline', '--verify']);
    expect(code).toBe(0);
    const order = calls.find((c) => c.method === 'verifyOrder')?.args[0] as { hardware: { hostname: string }[]; useHourlyPricing: boolean };
    expect(order.hardware[0]!.hostname).toBe('fromline');
    expect(order.useHourlyPricing).toBe(false);
  });
});

describe('a bad template file is a usage error naming the file and line; nothing is called', () => {
  const BAD: [string, string, RegExp][] = [
    ['no value', 'hostname=web9\ndomain=example.com\ncpu\n', /:3: expected 'key=value'|:3: 'cpu' has no value/],
    ['unknown key', 'hostname=web9\nhostnme=typo\n', /:2: unknown option 'hostnme'/],
    ['bad value', 'hostname=web9\n\ncpu=lots\n', /:3: 'cpu': .*positive integer/i],
    ['twice', 'hostname=a\nhostname=b\n', /:2: 'hostname' is given twice/],
    ['a flag that is not true or false', 'private=maybe\n', /:1: 'private': expected true or false/],
    ['export inside a template', 'export=/tmp/x\n', /:1: unknown option 'export'/],
  ];
  for (const [what, text, error] of BAD) {
    it(what, async () => {
      const file = join(dir, `bad-${what.replaceAll(' ', '-')}.template`);
      writeFileSync(file, text);
      const result = await recorded(['--yes', 'vs', 'create', '--template', file, '-D', 'example.com', '-d', 'dal10', '--os', 'UBUNTU_LATEST', '-c', '1', '-m', '1024', '--test']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(file);
      expect(result.stderr).toMatch(error);
      expect(result.stderr).not.toMatch(STACK_LINE);
      expect(result.calls).toEqual([]);
    });
  }

  it('a missing file names the file; a template lacking a required option names the option', async () => {
    const missing = join(dir, 'nope.template');
    const gone = await recorded(['vs', 'host-create', '--template', missing, '--verify']);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain(missing);
    expect(gone.stderr).toContain('ENOENT');
    const file = join(dir, 'partial.template');
    writeFileSync(file, 'hostname=h\ndomain=example.com\n');
    const partial = await recorded(['vs', 'host-create', '--template', file, '--verify']);
    expect(partial.code).toBe(2);
    expect(partial.stderr).toContain("required option '-d, --datacenter <name>' not specified");
    expect([...gone.calls, ...partial.calls]).toEqual([]);
  });
});
