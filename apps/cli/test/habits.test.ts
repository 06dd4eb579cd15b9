import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, endpointRunner, svc, svcTty } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('--query (JMESPath)', () => {
  it('filters and projects any command output before it is formatted', async () => {
    const all = await json<{ hostname: string; datacenter: { name: string } }[]>(['vs', 'list']);
    const expected = all.filter((g) => g.datacenter.name === 'dal10').map((g) => g.hostname);
    expect(expected.length).toBeGreaterThan(0);
    // The query runs on the rows as the table shows them: the column datacenter holds the name (issue 30 item 5).
    expect(await json(['vs', 'list', '--query', "[?datacenter=='dal10'].hostname"])).toEqual(expected);
    expect(await json(['vs', 'list', '--query', 'length(@)'])).toBe(all.length);
    expect(await json(['account', 'detail', '--query', 'company'])).toBe('Fake Company Ltd.');
    // --columns and --sortby apply first: the query sees what --format json would print.
    const first = await json<{ hostname: string; id: number }>(['vs', 'list', '--sortby', 'hostname', '--columns', 'hostname,id', '--query', '[0]']);
    expect(Object.keys(first)).toEqual(['hostname', 'id']);
    expect(first.hostname).toBe([...all.map((g) => g.hostname)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0]);
    const csv = await run(['vs', 'list', '--query', '[].{name: hostname, dc: datacenter}', '--format', 'csv']);
    expect(csv.stdout.split('\n')[0]).toBe('name,dc');
    expect(csv.stdout.split('\n')).toHaveLength(all.length + 2);
    const jsonl = await run(['vs', 'list', '--query', '[].id', '--format', 'jsonl']);
    expect(jsonl.stdout.trim().split('\n').map(Number)).toEqual(all.map((g) => (g as unknown as { id: number }).id));
  });

  it('a bad expression is a usage error (exit 2) before any call', async () => {
    const before = server.state.requests.length;
    const bad = await run(['vs', 'list', '--query', '[?']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^svc vs list: error: option '--query <expr>': not a JMESPath expression: /);
    expect(server.state.requests.length).toBe(before);
  });
});

describe('svc completion', () => {
  it('bash: the script parses (bash -n) and completes groups, commands and options from the tables', async () => {
    const { code, stdout } = await svc(['completion', 'bash']);
    expect(code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'svc-completion-'));
    const file = join(dir, 'svc.bash');
    writeFileSync(file, stdout);
    execFileSync('bash', ['-n', file]);
    // Run the completion function as bash would, for a few command lines.
    const complete = (line: string): string[] => {
      const words = line.split(' ');
      const script = `source ${JSON.stringify(file)}\nCOMP_WORDS=(${words.map((w) => JSON.stringify(w)).join(' ')})\nCOMP_CWORD=${words.length - 1}\n_svc_complete\nprintf '%s\\n' "\${COMPREPLY[@]}"`;
      return execFileSync('bash', ['-c', script], { encoding: 'utf8' }).split('\n').filter((w) => w !== '');
    };
    expect(complete('svc ').filter((w) => !w.startsWith('-'))).toEqual(
      ['vs', 'hw', 'image', 'sshkey', 'ticket', 'dns', 'network', 'user', 'account', 'order', 'block', 'file', 'call-api', 'config', 'api', 'completion'],
    );
    expect(complete('svc file volume-li')).toEqual(['volume-list', 'volume-limits']);
    expect(complete('svc v')).toEqual(['vs']);
    expect(complete('svc vs rel')).toEqual(['reload']);
    expect(complete('svc --format json vs list --data')).toEqual(['--datacenter']);
    expect(complete('svc ticket create --')).toEqual(expect.arrayContaining(['--title', '--body', '--subject', '--query', '--profile']));
  });

  it('zsh and fish scripts; an unknown shell is a usage error', async () => {
    const zsh = await svc(['completion', 'zsh']);
    expect(zsh.stdout).toMatch(/^#compdef svc\n/);
    expect(zsh.stdout).toContain('complete -o default -F _svc_complete svc');
    const fish = await svc(['completion', 'fish']);
    expect(fish.stdout).toContain("complete -c svc -n '__fish_seen_subcommand_from vs; and not __fish_seen_subcommand_from");
    expect(fish.stdout).toContain("-a ready -d 'Check whether a virtual server is ready");
    const bad = await svc(['completion', 'powershell']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'powershell' is invalid for argument 'shell'. Expected one of bash, zsh, fish.");
  });
});

describe('profiles', () => {
  it('--profile NAME and SVC_PROFILE read [profile NAME]; options and the environment still win', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-profiles-'));
    writeFileSync(join(home, '.svclib'), [
      '[svclib]', 'username = nobody', 'api_key = wrong000000', `endpoint_url = ${server.url}`, '',
      '[profile work]', `username = ${FAKE_USERNAME}`, `api_key = ${FAKE_API_KEY}`, `endpoint_url = ${server.url}`, 'timeout = 42', '',
    ].join('\n'));
    const env = { HOME: home };
    const byOption = await svc(['--profile', 'work', 'account', 'detail', '--query', 'company'], { env });
    expect(byOption).toMatchObject({ code: 0, stdout: '"Fake Company Ltd."\n' });
    const byEnv = await svc(['account', 'detail', '--query', 'company'], { env: { ...env, SVC_PROFILE: 'work' } });
    expect(byEnv).toMatchObject({ code: 0, stdout: '"Fake Company Ltd."\n' });
    const fallback = await svc(['account', 'detail'], { env });
    expect(fallback.code).toBe(1);
    expect(fallback.stderr).toContain('Unauthenticated');
    const show = await svc(['--profile', 'work', 'config', 'show', '--format', 'json'], { env });
    expect(JSON.parse(show.stdout)).toMatchObject({ username: FAKE_USERNAME, timeout: 42, profile: 'work', api_key: '******** (set)' });
    // The environment beats the profile, the command line beats both.
    const envWins = await svc(['--profile', 'work', 'config', 'show', '--format', 'json'], { env: { ...env, SVC_USERNAME: 'fromenv' } });
    expect(JSON.parse(envWins.stdout)).toMatchObject({ username: 'fromenv' });
    const optionWins = await svc(['--profile', 'work', '--username', 'fromflag', 'config', 'show', '--format', 'json'], { env: { ...env, SVC_USERNAME: 'fromenv' } });
    expect(JSON.parse(optionWins.stdout)).toMatchObject({ username: 'fromflag' });
    const missing = await svc(['--profile', 'nope', 'vs', 'list'], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("svc vs list: error: option '--profile': no section [profile nope] in /etc/svclib.conf");
  });
});

describe('-v and --debug', () => {
  it('-v prints each remote call with its duration on stderr; --debug the HTTP exchange; the key never appears', async () => {
    const verbose = await run(['-v', 'vs', 'detail', 'web01', '--format', 'json']);
    expect(verbose.code).toBe(0);
    expect(JSON.parse(verbose.stdout)).toMatchObject({ hostname: 'web01' });
    expect(verbose.stderr).toMatch(/^svc: Vendor_Account\.getVirtualGuests (limit=\d+ offset=\d+ )?\d+ ms$/m);
    expect(verbose.stderr).toMatch(/^svc: Vendor_Virtual_Guest\.getObject id=100001 \d+ ms$/m);
    const dry = await run(['-v', '--dry-run', 'vs', 'edit', 'web01', '--notes', 'x']);
    expect(dry.stderr).toMatch(/^svc: Vendor_Account\.getVirtualGuests (limit=\d+ offset=\d+ )?\d+ ms$/m);
    expect(dry.stderr).toMatch(/^svc: Vendor_Virtual_Guest\.editObject id=100001 \d+ ms \(dry run: recorded, not sent\)$/m);
    const failed = await run(['-v', 'call-api', 'Account', 'noSuchMethod']);
    expect(failed.stderr).toMatch(/^svc: Vendor_Account\.noSuchMethod \d+ ms failed: \w+$/m);

    const debug = await run(['--debug', 'account', 'detail', '--format', 'json']);
    expect(debug.code).toBe(0);
    expect(debug.stderr).toContain(`> POST ${server.url}/Vendor_Account`);
    expect(debug.stderr).toMatch(/^> content-type: application\/xml$/m);
    expect(debug.stderr).toContain('<methodName>getObject</methodName>');
    expect(debug.stderr).toContain('<name>apiKey</name><value><string>***</string>');
    expect(debug.stderr).toMatch(/^< 200 OK$/m);
    expect(debug.stderr).toContain('Fake Company Ltd.');
    expect(debug.stderr).toMatch(/^svc: Vendor_Account\.getObject \d+ ms$/m);
    for (const text of [verbose.stdout, verbose.stderr, debug.stdout, debug.stderr, failed.stderr]) expect(text).not.toContain(FAKE_API_KEY);
  });

  it('--debug masks a password in the endpoint URL and the key quoted back by the server', async () => {
    const url = new URL(server.url);
    url.username = 'proxyuser';
    url.password = 'endpoint0password';
    server.inject({ service: 'Account', method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: 'Vendor_Exception_Public', faultString: `bad key ${FAKE_API_KEY}` } });
    const debug = await svc(['--endpoint', url.href, '--debug', 'account', 'detail'], { env: { ...DEMO_ENV } });
    expect(debug.code).toBe(1);
    expect(debug.stderr).toContain('> POST http://127.0.0.1:');
    expect(debug.stderr).toContain('bad key ***');
    expect(debug.stderr).not.toContain('endpoint0password');
    expect(debug.stderr).not.toContain(FAKE_API_KEY);
  });
});

describe('colour, help, NO_PROXY', () => {
  it('colour on a terminal only: none with NO_COLOR, --no-color or when piped', async () => {
    const args = ['--endpoint', server.url, 'sshkey', 'list'];
    const tty = await svcTty(args, { env: { ...DEMO_ENV } });
    expect(tty.code).toBe(0);
    expect(tty.stdout).toContain('\u001b[1mid\u001b[22m');
    for (const [extra, env] of [[[], { NO_COLOR: '1' }], [['--no-color'], {}]] as const) {
      const plain = await svcTty([...args, ...extra], { env: { ...DEMO_ENV, ...env } });
      expect(plain.code).toBe(0);
      expect(plain.stdout).toMatch(/│ id\s+│/);
      expect(plain.stdout).not.toContain('\u001b[1m');
    }
    const piped = await run(['sshkey', 'list', '--format', 'table']);
    expect(piped.stdout).toMatch(/│ id\s+│/);
    expect(piped.stdout).not.toContain('\u001b[');
  });

  it("a command's help lists the global options", async () => {
    const help = await svc(['vs', 'list', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Global Options:');
    for (const flag of ['--format <format>', '--query <expr>', '--profile <name>', '-v, --verbose', '--debug', '--dry-run', '--no-color']) {
      expect(help.stdout).toContain(flag);
    }
  });

  it('NO_PROXY naming the endpoint host sends around the proxy; without it the proxy is used', async () => {
    // A "proxy" that accepts connections and closes them: calls through it fail.
    const proxy: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const address = proxy.address();
    const proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    try {
      const through = await run(['account', 'detail'], undefined);
      expect(through.code).toBe(0);
      const proxied = await svc(['--endpoint', server.url, 'account', 'detail'], { env: { ...DEMO_ENV, HTTPS_PROXY: proxyUrl } });
      expect(proxied.code).toBe(1);
      expect(proxied.stderr).toContain('TransportError');
      for (const noProxy of ['127.0.0.1', 'localhost,127.0.0.1', '*', `127.0.0.1:${new URL(server.url).port}`]) {
        const bypassed = await svc(['--endpoint', server.url, 'account', 'detail', '--query', 'company'], {
          env: { ...DEMO_ENV, HTTPS_PROXY: proxyUrl, NO_PROXY: noProxy },
        });
        expect(bypassed).toMatchObject({ code: 0, stdout: '"Fake Company Ltd."\n' });
      }
      const otherHost = await svc(['--endpoint', server.url, 'account', 'detail'], { env: { ...DEMO_ENV, HTTPS_PROXY: proxyUrl, no_proxy: 'example.com' } });
      expect(otherHost.code).toBe(1);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
