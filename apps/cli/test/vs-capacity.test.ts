/**
 * `svc vs capacity …`, `svc vs placementgroup …`, `svc vs host-list` and `svc vs host-create`
 * through the real binary against one fake server: what they print, what they change on the
 * server, their refusals, and the sub-groups in help and completion.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { endpointRunner, STACK_LINE, svc } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);
const calls = (service: string, method: string) => server.state.requests.filter((r) => r.service === `Vendor_${service}` && r.method === method);

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('sub-groups in help and completion', () => {
  it('svc vs --help lists the sub-groups and host commands; a sub-group alone prints its help with status 2', async () => {
    const vs = await svc(['vs', '--help']);
    expect(vs.code).toBe(0);
    expect(vs.stdout).toMatch(/capacity\s+Reserved capacity/);
    expect(vs.stdout).toMatch(/placementgroup\s+Placement groups/);
    expect(vs.stdout).toMatch(/host-create \[options\]\s+Order a dedicated host/);
    const capacity = await svc(['vs', 'capacity', '--help']);
    expect(capacity.stdout).toContain('Usage: svc vs capacity');
    expect(capacity.stdout).toMatch(/create-guest \[options\]\s+Order a monthly virtual guest/);
    expect(capacity.stdout).toContain('Example:\n  svc vs capacity list');
    const bare = await svc(['vs', 'placementgroup']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage: svc vs placementgroup');
  });

  it('bash completes a sub-group\'s commands and their options; fish offers them after the group', async () => {
    const { stdout } = await svc(['completion', 'bash']);
    const file = join(mkdtempSync(join(tmpdir(), 'svc-capacity-completion-')), 'svc.bash');
    writeFileSync(file, stdout);
    const complete = (line: string): string[] => {
      const words = line.split(' ');
      const script = `source ${JSON.stringify(file)}\nCOMP_WORDS=(${words.map((w) => JSON.stringify(w)).join(' ')})\nCOMP_CWORD=${words.length - 1}\n_svc_complete\nprintf '%s\\n' "\${COMPREPLY[@]}"`;
      return execFileSync('bash', ['-c', script], { encoding: 'utf8' }).split('\n').filter((w) => w !== '');
    };
    expect(complete('svc vs ').filter((w) => !w.startsWith('-'))).toEqual(expect.arrayContaining(['capacity', 'placementgroup', 'host-list', 'host-create']));
    expect(complete('svc vs capacity cr')).toEqual(['create', 'create-guest', 'create-options']);
    expect(complete('svc vs capacity create --ins')).toEqual(['--instances']);
    expect(complete('svc --format json vs placementgroup delete --p')).toEqual(['--purge', '--profile']);
    expect(complete('svc vs host-create --bil')).toEqual(['--billing']);
    const fish = await svc(['completion', 'fish']);
    expect(fish.stdout).toContain("complete -c svc -n '__fish_seen_subcommand_from vs; and not __fish_seen_subcommand_from");
    expect(fish.stdout).toContain("complete -c svc -n '__fish_seen_subcommand_from vs; and __fish_seen_subcommand_from capacity; and not __fish_seen_subcommand_from list detail create create-guest create-options' -a create-guest");
    expect(fish.stdout).toContain("'__fish_seen_subcommand_from vs; and __fish_seen_subcommand_from capacity; and __fish_seen_subcommand_from create' -l instances -r");
  });
});

describe('svc vs capacity', () => {
  it('list draws # per occupied and - per free instance; create-guest fills one', async () => {
    const before = await run(['vs', 'capacity', 'list', '--format', 'csv']);
    expect(before.stdout).toBe('id,name,capacity,flavor,location,created\n3103,test-capacity,#--,B1.1x2 (1 Year Term),bcr01a.dal10,2024-03-01T00:00:00Z\n');
    const guest = await json<{ id: number; description: string; order_id: number }[]>(
      ['--yes', 'vs', 'capacity', 'create-guest', '--capacity-id', '3103', '-H', 'rc1', '-D', 'example.com', '-o', 'UBUNTU_LATEST', '--ipv6']);
    expect(guest.map((row) => row.description)).toEqual(expect.arrayContaining(['1 IPv6 Address']));
    expect(guest[0]!.order_id).toEqual(expect.any(Number));
    const order = calls('Product_Order', 'placeOrder').at(-1)!.args[0] as Record<string, unknown>;
    expect(order).toMatchObject({ reservedCapacityId: 3103, complexType: 'Vendor_Container_Product_Order_Virtual_Guest', useHourlyPricing: false });
    const after = await run(['vs', 'capacity', 'list', '--format', 'csv', '--columns', 'id,capacity']);
    expect(after.stdout).toBe('id,capacity\n3103,##-\n');
    const detail = await json<{ hostname: string }[]>(['vs', 'capacity', 'detail', '3103']);
    expect(detail.map((row) => row.hostname)).toEqual([expect.any(String), 'rc1', '-']);
  });

  it('create --test shows the location, contract and hourly total; create orders a new group', async () => {
    const test = await json(['vs', 'capacity', 'create', '-n', 'pool', '-b', '803', '-f', 'B1_2X4_1_YEAR_TERM', '-i', '3', '--test']);
    expect(test).toEqual({ name: 'pool', location: 'Washington 7', contract: 'B1.2x4 (1 Year Term)', hourly_total: '0.064' });
    const placed = await json(['--yes', 'vs', 'capacity', 'create', '-n', 'pool', '-b', '803', '-f', 'B1_2X4_1_YEAR_TERM', '-i', '3']);
    expect(placed).toMatchObject({ status: 'PENDING_AUTO_APPROVAL', hourly_total: '0.064' });
    expect(typeof placed.order_id).toBe('number');
    const list = await run(['vs', 'capacity', 'list', '--format', 'csv', '--columns', 'capacity,location']);
    expect(list.stdout).toContain('---,bcr01a.wdc07');
  });

  it('create-options: plans by term with their default hourly price, then one row per pod', async () => {
    const rows = await json<Record<string, unknown>[]>(['vs', 'capacity', 'create-options']);
    const plans = rows.filter((row) => row.type === 'plan');
    expect(plans.map((row) => row.term)).toEqual(['12', '12', '36', '36']);
    expect(plans[0]).toMatchObject({ key_name: 'B1_1X2_1_YEAR_TERM', hourly_price: '0.0320' });
    expect(rows.filter((row) => row.type === 'location').map((row) => row.backend_router_id)).toEqual([801, 803, 805, 807]);
  });

  it('refusals: a missing option, a wrong disk size, an unknown router (the API\'s fault, no stack)', async () => {
    const missing = await run(['vs', 'capacity', 'create', '-n', 'x', '-f', 'B1_1X2_1_YEAR_TERM', '-i', '1']);
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining("'-b, --backend-router-id <id>'") as unknown });
    const disk = await run(['vs', 'capacity', 'create-guest', '--capacity-id', '3103', '-H', 'a', '-D', 'b.com', '--primary-disk', '50']);
    expect(disk.code).toBe(2);
    expect(disk.stderr).toContain('--primary-disk');
    const router = await run(['vs', 'capacity', 'create', '-n', 'x', '-b', '999', '-f', 'B1_1X2_1_YEAR_TERM', '-i', '1', '--test']);
    expect(router.code).toBe(1);
    expect(router.stderr).toContain('backendRouterId 999 is not a backend router');
    expect(router.stderr).not.toMatch(STACK_LINE);
  });
});

describe('svc vs placementgroup', () => {
  it('create resolves the router and rule by name; detail shows the guests; delete refuses a group with guests', async () => {
    const created = await run(['vs', 'placementgroup', 'create', '--name', 'db', '-b', 'BCR01A.FRA02', '-r', 'spread', '--format', 'table']);
    expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Successfully created placement group: ID: \d+, Name: db\n$/) as unknown });
    expect(calls('Virtual_PlacementGroup', 'createObject').at(-1)!.args).toEqual([{ name: 'db', backendRouterId: 805, ruleId: 1 }]);
    const detail = await json(['vs', 'placementgroup', 'detail', 'web-spread']);
    expect(detail).toMatchObject({ id: 1234, name: 'web-spread', rule: { name: 'SPREAD' } });
    const table = await run(['vs', 'placementgroup', 'detail', 'web-spread', '--format', 'csv']);
    expect(table.stdout).toMatch(/guests,"?web01\.example\.com \(100001\), /);
    const busy = await run(['--yes', 'vs', 'placementgroup', 'delete', 'web-spread']);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('must be empty');
    const unknownRule = await run(['vs', 'placementgroup', 'create', '--name', 'x', '-b', '801', '-r', 'pack']);
    expect(unknownRule).toMatchObject({ code: 2, stderr: expect.stringContaining("rule 'pack': no match") as unknown });
    const unknownGroup = await run(['vs', 'placementgroup', 'detail', 'nope']);
    expect(unknownGroup.code).toBe(2);
  });

  it('delete --purge cancels each guest, then the empty group can be deleted', async () => {
    const purged = await json<{ status: string }[]>(['--yes', 'vs', 'placementgroup', 'delete', 'web-spread', '--purge']);
    expect(purged.map((row) => row.status)).toEqual(['Cancelled', 'Cancelled']);
    const deleted = await run(['--yes', 'vs', 'placementgroup', 'delete', 'web-spread', '--format', 'table']);
    expect(deleted).toMatchObject({ code: 0, stdout: 'Placement Group web-spread has been cancelled.\n' });
    const names = await json<{ name: string }[]>(['vs', 'placementgroup', 'list']);
    expect(names.map((row) => row.name)).not.toContain('web-spread');
  });
});

describe('svc vs host-list / host-create', () => {
  it('host-list shows allocated/total sizes; filters go to the server', async () => {
    const list = await run(['vs', 'host-list', '--format', 'csv']);
    expect(list.stdout).toMatch(/^id,name,datacenter,router,cpu,memory,disk,guests\n600101,dedicated-host-1,dal10,bcr01a\.dal10,\d+\/56,\d+\/242,50\/1200,2\n$/);
    await run(['vs', 'host-list', '--tag', 'prod,web', '--owner', 'alice', '--order', '6000000']);
    expect(calls('Account', 'getDedicatedHosts').at(-1)!.headers.Vendor_AccountObjectFilter).toEqual({
      dedicatedHosts: {
        tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['prod', 'web'] }] } } },
        billingItem: { orderItem: { order: { id: { operation: 6_000_000 }, userRecord: { username: { operation: '_= alice' } } } } },
      },
    });
  });

  it('host-create --verify prints the cost; without it, asks, orders, and the host is listed', async () => {
    const args = ['vs', 'host-create', '-H', 'host2', '-D', 'example.com', '-d', 'fra02', '-f', '56_CORES_X_242_RAM_X_1_4_TB'];
    const verified = await json([...args, '--billing', 'monthly', '--verify']);
    expect(verified).toMatchObject({ total_monthly_cost: '2099.00' });
    const no = await run(args, 'n\n');
    expect(no.code).toBe(2);
    expect(calls('Product_Order', 'placeOrder').filter((c) => (c.args[0] as { hardware?: { hostname: string }[] }).hardware?.[0]?.hostname === 'host2')).toEqual([]);
    const placed = await run([...args, '--format', 'json'], 'y\n');
    expect(placed.code).toBe(0);
    const receipt = JSON.parse(placed.stdout) as Record<string, unknown>;
    expect(receipt).toMatchObject({ total_hourly_cost: '3.16' });
    expect(typeof receipt.id).toBe('number');
    const hosts = await json<{ name: string; datacenter: { name: string } }[]>(['vs', 'host-list', '--datacenter', 'fra02']);
    expect(hosts.map((host) => host.name)).toEqual(['host2.example.com']);
    const badFlavor = await run([...args.slice(0, -1), 'NOPE', '--verify']);
    expect(badFlavor).toMatchObject({ code: 1, stderr: expect.stringContaining("Could not find valid item for: 'NOPE'") as unknown });
  });
});
