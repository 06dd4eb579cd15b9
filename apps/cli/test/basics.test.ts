import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { startFakeServer } from '@svclib/testing';
import { describe, expect, it, vi } from 'vitest';

import { BIN } from './build-bin.js';
import { DEMO_ENV, HOME, STACK_LINE, svc, svcBinary, svcTty } from './svc.js';

// Most tests run `svc` in-process; a few start the built binary (start-up, exit status, pipes, a
// terminal), which takes long on a loaded machine, and no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

describe('svc basics', () => {
  it('the built binary starts, prints its version, and exits 2 on a usage error and 1 on an API error', async () => {
    expect(await svcBinary(['--version'])).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    const usage = await svcBinary(['--demo', 'vs', 'detail']);
    expect({ code: usage.code, stdout: usage.stdout }).toEqual({ code: 2, stdout: '' });
    expect(usage.stderr).toMatch(/^svc vs detail: /);
    const server = await startFakeServer();
    try {
      const api = await svcBinary(['--endpoint', server.url, 'vs', 'detail', '999999999'], { env: { ...DEMO_ENV } });
      expect({ code: api.code, stdout: api.stdout }).toEqual({ code: 1, stdout: '' });
      expect(api.stderr).toMatch(/^svc: ServiceAPIError\(Vendor_Exception_ObjectNotFound\): /);
      expect(api.stderr).not.toMatch(STACK_LINE);
    } finally {
      await server.close();
    }
  });

  it('prints its version and exits 0', async () => {
    const { code, stdout, stderr } = await svc(['--version']);
    expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    // -V, and --version among other options (answered by commander, not the fast path), print the same.
    for (const args of [['-V'], ['--demo', '--version']]) {
      expect(await svc(args)).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    }
  });

  it('lists every command group in the help, with examples', async () => {
    const { code, stdout } = await svc(['--help']);
    expect(code).toBe(0);
    for (const group of ['vs', 'hw', 'image', 'sshkey', 'ticket', 'dns', 'network', 'user', 'account', 'call-api', 'config']) {
      expect(stdout).toMatch(new RegExp(`^  ${group}\\b`, 'm'));
    }
    expect(stdout).toContain('svc --demo vs list');
  });

  it('names every environment variable it reads in the help', async () => {
    const { stdout } = await svc(['--help']);
    for (const name of ['SVC_USERNAME', 'SVC_API_KEY', 'SVC_ENDPOINT_URL', 'SVC_TIMEOUT', 'SVC_TRANSPORT', 'SVC_PROFILE', 'HTTPS_PROXY', 'NO_PROXY', 'NO_COLOR']) {
      expect(stdout).toContain(name);
    }
  });

  it('says where credentials come from when none are configured, exits 2 and calls nothing (issue 30 item 3)', async () => {
    const server = await startFakeServer();
    try {
      const { code, stdout, stderr } = await svc(['--endpoint', server.url, 'account', 'detail']);
      expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
      expect(stderr).toContain('svc account detail: error: no credentials (no username and no API key');
      expect(stderr).toContain('SVC_USERNAME and SVC_API_KEY');
      expect(stderr).toContain('--profile NAME');
      expect(stderr).toContain('--demo');
      expect(server.state.requests).toHaveLength(0);
      expect(stderr).toContain('`svc config setup`');
      expect(stderr).not.toMatch(STACK_LINE);
    } finally {
      await server.close();
    }
  });

  it('names the flag and what it expected on a bad value, with exit 2 and no stack trace', async () => {
    const cases: [string[], RegExp][] = [
      [['--demo', 'vs', 'list', '--limit', 'x'], /option '--limit <n>' argument 'x' is invalid\. Expected a positive integer/],
      [['--demo', 'vs', 'list', '--format', 'xml'], /option '--format <format>' argument 'xml' is invalid\. Expected one of table, json, jsonl, csv/],
      [['--endpoint', 'ftp://x', 'vs', 'list'], /option '--endpoint <url>' argument 'ftp:\/\/x' is invalid\. Expected an http:\/\/ or https:\/\/ URL/],
      [['--demo', 'ticket', 'detail', 'abc'], /argument '<id>' expects a positive integer id, got 'abc'/],
      [['--demo', 'vs', 'list', '--sortby', 'nope'], /option '--sortby' expects one of the columns id, hostname/],
      [['--demo', 'vs', 'bogus'], /unknown command 'bogus'/],
      [['--demo', 'vs', 'list', '--bogus'], /unknown option '--bogus'/],
      [['--demo', 'vs', 'detail'], /missing required argument 'id'/],
      [['--config', '/nonexistent/svclib.conf', 'vs', 'list'], /option '--config': file \/nonexistent\/svclib\.conf does not exist/],
      [['--demo', 'call-api', 'Account', 'getObject', '--filter', 'nonsense'], /option '-f, --filter <filter>' argument 'nonsense' is invalid\. Expected a JSON object or path=value/],
      [['--demo', 'call-api', 'Account', 'getObject', '--json-args', '{x'], /argument 1 \('\{x'\) is not JSON/],
      [['--demo', 'vs', 'create', '-H', 'a', '-c', '1', '-m', '1024'], /required option '-D, --domain <domain>' not specified/],
      [['--demo', 'vs', 'create', '-H', 'a', '-D', 'b.c', '-c', '1', '-m', '1024', '--os', 'X', '--image', 'Y'], /option '--os' is not allowed with '--image'/],
    ];
    const results = await Promise.all(cases.map(([args]) => svc(args)));
    results.forEach((result, i) => {
      const [args, message] = cases[i]!;
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr).not.toMatch(STACK_LINE);
      expect(result.stdout).toBe('');
    });
  });

  it('prints JSON when piped, and table, csv or jsonl on request', async () => {
    const json = await svc(['--demo', 'vs', 'list']);
    expect(json.code).toBe(0);
    const guests = JSON.parse(json.stdout) as { hostname: string }[];
    expect(guests).toHaveLength(12);
    expect(guests[0]).toMatchObject({ id: 100001, hostname: 'web01', datacenter: { name: 'dal10' } });

    const csv = await svc(['--demo', 'vs', 'list', '--format', 'csv', '--columns', 'id,hostname,datacenter', '--sortby', 'hostname']);
    expect(csv.stdout.split('\n').slice(0, 3)).toEqual(['id,hostname,datacenter', '100006,api06,wdc07', '100012,api12,tok02']);

    const jsonl = await svc(['--demo', 'vs', 'list', '--format', 'jsonl', '--columns', 'hostname,datacenter.longName', '--limit', '2']);
    expect(jsonl.stdout).toBe('{"hostname":"web01","datacenter.longName":"Dallas 10"}\n{"hostname":"db02","datacenter.longName":"Washington 7"}\n');

    const table = await svc(['--demo', '--format', 'table', 'vs', 'list', '--columns', 'id,hostname', '--limit', '2']);
    // A rule under the header (issue 30 item 4): without bold it would read as a row.
    expect(table.stdout).toMatch(/│ id\s+│ hostname │\n├─+┼─+┤\n│ 100001 │ web01\s+│\n│ 100002 │ db02\s+│/);
  });

  it('runs a table with a progress line under a terminal', async () => {
    const { code, stdout } = await svcTty(['--demo', 'vs', 'list', '--columns', 'id,hostname,datacenter']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/fetched 1 of 12 virtual servers…/);
    expect(stdout).not.toMatch(/fetched 12 virtual servers\r?\n/);
    // Headers are bold on a terminal.
    expect(stdout).toContain('\u001b[1mhostname\u001b[22m');
    const plain = stdout.replaceAll('\u001b[1m', '').replaceAll('\u001b[22m', '');
    expect(plain).toMatch(/│ id\s+│ hostname │ datacenter │/);
    expect(plain).toMatch(/│ 100001 │ web01\s+│ dal10\s+│/);
    expect(stdout).not.toContain('"hostname"');
  });

  it('shows no progress line when stderr is not a terminal', async () => {
    const { stderr } = await svc(['--demo', 'vs', 'list']);
    expect(stderr).toBe('');
  });

  it('exits quietly with 0 when stdout closes early (svc … | head -1)', async () => {
    const script = `set -o pipefail; "${process.execPath}" "${BIN}" --demo call-api Account getVirtualGuests --all --chunk 1 --format jsonl | head -1`;
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('bash', ['-c', script], { env: { PATH: process.env.PATH, HOME } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
  });
});
