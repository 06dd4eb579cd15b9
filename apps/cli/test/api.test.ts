import { getProperties, getService, listServices } from '@svclib/model/catalog';
import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { STACK_LINE, endpointRunner, svc } from './svc.js';

// Several `svc` processes per test, on a shared machine: no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

interface ServiceRow { service: string; base: string | null; methods: number; properties: number }
interface Parameter { name: string; type: string; array: boolean; optional: boolean }
interface MethodRow {
  service: string; method: string; parameters: Parameter[]; result: string; list: boolean; needsId: boolean;
  static: boolean; noauth: boolean; maskable: boolean; filterable: boolean; limitable: boolean; implied: boolean;
}
interface Member { kind: 'method' | 'property'; name: string; type: string; array: boolean; form?: string; static?: boolean }

/** `svc api …` with no account and no endpoint (the commands read the model only); piped, so JSON. */
async function api<T>(args: string[]): Promise<T> {
  const { code, stdout, stderr } = await svc(['api', ...args]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return JSON.parse(stdout) as T;
}

describe('svc api list', () => {
  it('lists every service of the model with its base and member counts', async () => {
    const rows = await api<ServiceRow[]>(['list']);
    expect(rows.map((r) => r.service)).toEqual(listServices());
    expect(rows.length).toBeGreaterThan(300);
    const account = rows.find((r) => r.service === 'Account');
    expect(account).toEqual({
      service: 'Account', base: 'Entity', methods: getService('Account')?.methods.size, properties: getProperties('Account').size,
    });
    expect(account?.methods).toBeGreaterThan(400);
  });

  it('filters services: plain text anywhere (any case, Vendor_ or not), a glob on the whole name', async () => {
    const dns = await api<ServiceRow[]>(['list', 'DNS']);
    expect(dns.map((r) => r.service)).toEqual(listServices().filter((s) => s.toLowerCase().includes('dns')));
    expect(dns.length).toBeGreaterThan(3);
    expect(await api<ServiceRow[]>(['list', 'Vendor_Dns'])).toEqual(dns);
    const glob = await api<ServiceRow[]>(['list', 'dns_domain_*']);
    expect(glob.length).toBeGreaterThan(1);
    expect(glob.every((r) => r.service.startsWith('Dns_Domain_'))).toBe(true);
    expect(glob.map((r) => r.service)).not.toContain('Dns_Domain');
    expect(await api<ServiceRow[]>(['list', 'no_such_thing_at_all'])).toEqual([]);
  });

  it('with Service. lists the methods, and a method pattern narrows them', async () => {
    const all = await api<MethodRow[]>(['list', 'Virtual_Guest.']);
    expect(all).toHaveLength(getService('Virtual_Guest')?.methods.size ?? -1);
    expect(all.map((m) => m.method)).toEqual([...(getService('Virtual_Guest')?.methods.keys() ?? [])].sort());
    const create = all.find((m) => m.method === 'createObject');
    expect(create).toMatchObject({ service: 'Virtual_Guest', result: 'Virtual_Guest', static: true, needsId: false });
    const ips = await api<MethodRow[]>(['list', 'vendor_virtual_guest.get*IpAddress*']);
    expect(ips.map((m) => m.method)).toContain('getPrimaryIpAddress');
    expect(ips.every((m) => /^get.*ipaddress/i.test(m.method) && m.service === 'Virtual_Guest')).toBe(true);
    const tags = await api<MethodRow[]>(['list', 'Virtual_Guest.tag']);
    expect(tags.map((m) => m.method)).toContain('setTags');
    expect(tags.every((m) => m.method.toLowerCase().includes('tag'))).toBe(true);
    // A service glob: methods across services.
    const creates = await api<MethodRow[]>(['list', '*.createObjec?']);
    expect(creates.length).toBeGreaterThan(20);
    expect(new Set(creates.map((m) => m.method))).toEqual(new Set(['createObject']));
    expect(creates.map((m) => m.service)).toContain('Virtual_Guest');
  });

  it('renders as a table, CSV and JSON lines, with --columns and --sortby', async () => {
    const table = await svc(['api', 'list', 'Dns_Domain_Resource', '--format', 'table']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/│ service\s+│ base\s+│ methods\s+│ properties\s+│/);
    expect(table.stdout).toMatch(/│ Dns_Domain_ResourceRecord_SrvType\s+│ Dns_Domain_ResourceRecord\s+│ \d+\s+│ \d+\s+│/);
    const csv = await svc(['api', 'list', 'Virtual_Guest.setTags', '--format', 'csv']);
    expect(csv.stdout).toBe('service,method,parameters,result,init_id,flags\nVirtual_Guest,setTags,tags: string,boolean,required,\n');
    const sorted = await svc(['api', 'list', 'dns', '--format', 'jsonl', '--columns', 'service,methods', '--sortby', 'methods']);
    const lines = sorted.stdout.trim().split('\n').map((l) => JSON.parse(l) as { service: string; methods: number });
    expect(Object.keys(lines[0] ?? {})).toEqual(['service', 'methods']);
    expect(lines.map((l) => l.methods)).toEqual([...lines.map((l) => l.methods)].sort((a, b) => a - b));
  });
});

describe('svc api describe', () => {
  it('describes a method: parameters, result, init id and flags, for either name form', async () => {
    const create = await api<MethodRow>(['describe', 'Virtual_Guest.createObject']);
    expect(create).toEqual({
      service: 'Virtual_Guest', method: 'createObject',
      parameters: [{ name: 'templateObject', type: 'Virtual_Guest', array: false, optional: false }],
      result: 'Virtual_Guest', list: false, needsId: false,
      static: true, noauth: false, maskable: true, filterable: false, limitable: false, implied: false,
    });
    expect(await api<MethodRow>(['describe', 'vendor_virtual_guest.CREATEOBJECT'])).toEqual(create);
    expect(await api<MethodRow>(['describe', 'Vendor_Virtual_Guest.createObject'])).toEqual(create);
    const guests = await api<MethodRow>(['describe', 'Account.getVirtualGuests']);
    expect(guests).toMatchObject({ result: 'Virtual_Guest', list: true, needsId: false, static: true, implied: true, filterable: true });
    const prices = await api<MethodRow>(['describe', 'Virtual_Guest.getItemPricesFromSoftwareDescriptions']);
    expect(prices.needsId).toBe(true);
    expect(prices.parameters.map((p) => [p.name, p.array, p.optional])).toEqual([
      ['softwareDescriptions', true, false], ['includeTranslationsFlag', false, true], ['returnAllPricesFlag', false, true],
    ]);
  });

  it('describes a method as a name/value table', async () => {
    const { code, stdout } = await svc(['api', 'describe', 'Virtual_Guest.getItemPricesFromSoftwareDescriptions', '--format', 'table']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/│ parameters\s+│ softwareDescriptions: Software_Description\[\]\s+│\n│\s+│ includeTranslationsFlag\?: boolean\s+│/);
    expect(stdout).toMatch(/│ result\s+│ Product_Item\[\]\s+│/);
    expect(stdout).toMatch(/│ init_id\s+│ required\s+│/);
    expect(stdout).toMatch(/│ static\s+│ false\s+│/);
  });

  it('describes a service: its methods with flags and its properties with form', async () => {
    const members = await api<Member[]>(['describe', 'virtual_guest']);
    const methods = members.filter((m) => m.kind === 'method');
    const properties = members.filter((m) => m.kind === 'property');
    expect(methods).toHaveLength(getService('Virtual_Guest')?.methods.size ?? -1);
    expect(properties).toHaveLength(getProperties('Virtual_Guest').size);
    expect(methods.find((m) => m.name === 'createObject')).toMatchObject({ type: 'Virtual_Guest', array: false, static: true });
    expect(properties.find((p) => p.name === 'hostname')).toEqual({ kind: 'property', name: 'hostname', type: 'string', array: false, form: 'local' });
    expect(properties.find((p) => p.name === 'datacenter')).toMatchObject({ type: 'Location', form: 'relational' });
    expect(await api<Member[]>(['describe', 'Vendor_Virtual_Guest'])).toEqual(members);
    const table = await svc(['api', 'describe', 'Virtual_Guest', '--format', 'table']);
    expect(table.stdout).toMatch(/│ kind\s+│ name\s+│ type\s+│ form\s+│ parameters\s+│ flags\s+│/);
    expect(table.stdout).toMatch(/│ property\s+│ hostname\s+│ string\s+│ local\s+│ -\s+│ -\s+│/);
    expect(table.stdout).toMatch(/│ method\s+│ setTags\s+│ boolean\s+│ -\s+│ tags: string\s+│ -\s+│/);
    const csv = await svc(['api', 'describe', 'Virtual_Guest', '--format', 'csv', '--columns', 'kind,name,form', '--sortby', 'name']);
    expect(csv.stdout.split('\n')[0]).toBe('kind,name,form');
    expect(csv.stdout).toContain('\nproperty,hostname,local\n');
  });

  it('a name the model does not have is a usage error (exit 2) with a did-you-mean', async () => {
    const cases: [string[], RegExp][] = [
      [['describe', 'Virtual_Gest'], /^svc api describe: error: unknown service: 'Virtual_Gest' \(did you mean Virtual_Guest[,?]/],
      [['describe', 'Virtual_Guest.createObjekt'], /^svc api describe: error: Virtual_Guest has no method 'createObjekt' \(did you mean createObject[,?]/],
      [['describe', 'Acount.getObject'], /^svc api describe: error: unknown service: 'Acount' \(did you mean Account[,?]/],
      [['list', 'Virtual_Gest.get*'], /^svc api list: error: unknown service: 'Virtual_Gest' \(did you mean Virtual_Guest[,?]/],
      [['describe', 'Zzzzzzzzzzzz'], /^svc api describe: error: unknown service: 'Zzzzzzzzzzzz'\n$/],
    ];
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await svc(['api', ...args]);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expect(stderr).not.toMatch(STACK_LINE);
    }
    const missing = await svc(['api', 'describe']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/missing required argument 'name'/);
  });
});

describe('call-api and the model', () => {
  let server: FakeServer;
  const { run } = endpointRunner(() => server.url);
  const last = () => server.state.requests.at(-1);
  const warnings = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('svc: warning:'));

  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('warns once with a did-you-mean for a method the model does not know, and still sends the call', async () => {
    const before = server.state.requests.length;
    const { stderr } = await run(['call-api', 'Account', 'getVirtualGuest', '--mask', 'id']);
    expect(warnings(stderr)).toEqual([
      expect.stringMatching(/^svc: warning: the API model has no method Account\.getVirtualGuest \(did you mean getVirtualGuests[,?].*; calling it anyway$/),
    ]);
    expect(server.state.requests).toHaveLength(before + 1);
    expect(last()).toMatchObject({ service: 'Vendor_Account', method: 'getVirtualGuest' });
  });

  it('warns for a service the model does not know, and still sends the call', async () => {
    const before = server.state.requests.length;
    const { stderr } = await run(['call-api', 'Virtual_Gest', 'getObject', '--id', '100001']);
    expect(warnings(stderr)).toEqual([
      expect.stringMatching(/^svc: warning: the API model has no service 'Virtual_Gest' \(did you mean Virtual_Guest[,?].*; calling it anyway$/),
    ]);
    expect(server.state.requests).toHaveLength(before + 1);
    expect(last()).toMatchObject({ service: 'Vendor_Virtual_Gest', method: 'getObject', headers: { Vendor_Virtual_GestInitParameters: { id: 100001 } } });
  });

  it('the warning quotes the typed name with its control characters made visible', async () => {
    // (The client then refuses such a method name itself: no request, status 1 or 2.)
    const { code, stderr } = await run(['call-api', 'Account', 'getX\u001b[2J\u0007']);
    expect(code).not.toBe(0);
    expect(warnings(stderr)).toEqual(['svc: warning: the API model has no method Account.getX\\x07; calling it anyway']);
    expect(stderr).not.toContain('\u001b');
  });

  it('says nothing for a method the model knows (declared, inherited or implied)', async () => {
    for (const args of [['Account', 'getObject'], ['Virtual_Guest', 'getObject', '--id', '100001'], ['Account', 'getVirtualGuests', '--limit', '2']]) {
      const before = server.state.requests.length;
      const { code, stderr } = await run(['call-api', ...args]);
      expect(stderr, args.join(' ')).toBe('');
      expect(code).toBe(0);
      expect(server.state.requests).toHaveLength(before + 1);
      expect(last()?.method).toBe(args[1]);
    }
  });
});
