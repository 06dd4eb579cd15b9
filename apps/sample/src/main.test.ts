import { FAKE_API_KEY, FAKE_PASSWORD, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { USAGE } from './args.js';
import { main } from './main.js';
import type { MainIo } from './main.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(argv: string[], env: MainIo['env'] = {}, signal?: AbortSignal): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, {
    stdout: { write: (chunk: string) => out.push(chunk), isTTY: false },
    stderr: { write: (chunk: string) => err.push(chunk) },
    env,
    signal,
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** The text of section `n` (from its heading to the next one). */
function section(stdout: string, n: number): string {
  const start = stdout.indexOf(`\n${n}. `);
  expect(start, `section ${n} heading`).toBeGreaterThanOrEqual(0);
  const next = stdout.indexOf(`\n${n + 1}. `, start + 1);
  return stdout.slice(start, next === -1 ? undefined : next);
}

/** The URL of the fake server `main` started, from its `target:` line. */
function fakeServerUrl(stdout: string): string {
  const match = /target: fake server at (\S+) /.exec(stdout);
  expect(match, 'target line').not.toBeNull();
  return match![1]!;
}

/** Anything that looks like a key or token: a long run of key-like characters. */
const SECRET_LIKE = /[A-Za-z0-9+/_]{32,}/;

const GUESTS = 120;

describe('the sample against the embedded fake server', () => {
  let result: Run;
  /** A second fake server with the same default dataset, to know what the app should show. */
  let reference: Awaited<ReturnType<typeof startFakeServer>>;

  beforeAll(async () => {
    reference = await startFakeServer({ counts: { virtualGuests: GUESTS } });
    result = await run(['--guests', String(GUESTS), '--latency', '3', '--chunk', '25']);
  });
  afterAll(async () => {
    await reference.close();
  });

  it('succeeds, prints all ten sections and no failures', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (let n = 1; n <= 10; n += 1) expect(result.stdout).toMatch(new RegExp(`\\n${n}\\. \\S.*\\n=+\\n`));
    expect(result.stdout).not.toContain('FAILED');
    expect(result.stdout).not.toContain('WARNING');
    expect(result.stdout).toMatch(/Done: 10 sections in [\d,]+ ms\.\n$/);
  });

  it('10: the same answers over XML-RPC and REST, and a bearer token refreshed on each', () => {
    const text = section(result.stdout, 10);
    expect(text).toMatch(/xmlrpc +http:\/\/127\.0\.0\.1:\d+\/xmlrpc\/v3\.1 +Fake Company Ltd\. +100 +12\d /);
    expect(text).toMatch(/rest +http:\/\/127\.0\.0\.1:\d+\/rest\/v3\.1 +Fake Company Ltd\. +100 +12\d /);
    expect(text).toContain('Both transports answered the same.');
    expect(text).toContain('auth: <BearerAuthentication>');
    expect(text).toContain('xmlrpc Fake Company Ltd. — the expired token was refreshed (1 refresh so far)');
    expect(text).toContain('rest   Fake Company Ltd. — the expired token was refreshed (2 refresh so far)');
    expect(text).not.toMatch(/fake-access-/);
  });

  it('1: shows the account fields asked for by the mask', () => {
    const text = section(result.stdout, 1);
    const { account } = reference.state.data;
    expect(text).toContain(`Account.getObject`);
    expect(text).toMatch(new RegExp(`companyName\\s+${account.companyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(text).toContain(account.email);
    // The request as sent, re-encoded with @svclib/xmlrpc, with the API key redacted.
    expect(text).toMatch(/POST http:\/\/127\.0\.0\.1:\d+\/xmlrpc\/v3\.1\/Vendor_Account\n/);
    expect(text).toContain('<string>mask[id, companyName');
    expect(text).toContain('<member><name>apiKey</name><value><string>[REDACTED]</string></value></member>');
  });

  it('2: lists the servers of one domain, and only those', () => {
    const text = section(result.stdout, 2);
    const guests = reference.state.data.virtualGuests;
    const domain = guests[0]!.domain;
    const inDomain = guests.filter((guest) => guest.domain === domain);
    expect(text).toContain(`listInstances({ domain: '${domain}' })`);
    expect(text).toContain(`${inDomain.length} servers in domain ${domain}`);
    expect(text).toContain(inDomain[0]!.hostname);
    const other = guests.find((guest) => guest.domain !== domain);
    if (other !== undefined) expect(text).not.toContain(` ${other.hostname} `);
  });

  it('3: lists tickets in the date range with their attached hardware and datacenter', () => {
    const text = section(result.stdout, 3);
    expect(text).toContain('"betweenDate"');
    expect(text).toContain('attachedHardware.datacenter');
    expect(text).toMatch(/\n[1-9]\d* tickets created between/);
    const withHardware = reference.state.data.tickets.find(
      (ticket) => ticket.attachedHardware.length > 0 && new RegExp(`^ *${ticket.id} `, 'm').test(text),
    );
    expect(withHardware, 'a listed ticket with attached hardware').toBeDefined();
    const hardware = withHardware!.attachedHardware[0]!;
    expect(text).toContain(`${hardware.hostname} @ ${hardware.datacenter.name}`);
    // The filter leaves out tickets created after the range.
    const later = reference.state.data.tickets.filter((ticket) => ticket.createDate > '2024-01-11');
    expect(later.length).toBeGreaterThan(0);
    for (const ticket of later) expect(text).not.toMatch(new RegExp(`^ *${ticket.id} `, 'm'));
  });

  it('4: adds an update to a ticket by id and reads it back', () => {
    const text = section(result.stdout, 4);
    expect(text).toMatch(/client\.service\('Ticket'\)\.call\('addUpdate', \{ id: \d+/);
    expect(text).toMatch(/result: update #\d+/);
    expect(text).toContain('Update from the svclib sample app');
    expect(text).toContain('the new update is there');
  });

  it('5: pages every server sequentially and with concurrency 4, with TimedClient timings', () => {
    const text = section(result.stdout, 5);
    expect(text).toContain(`servers reported by the API: ${GUESTS}`);
    // 120 servers in pages of 25: 5 calls (the last page is short).
    expect(text).toMatch(/timings: sequential 5 calls in [\d,]+ ms; concurrency 4: 5 calls in [\d,]+ ms \(\d+\.\dx as fast\)/);
    expect(text).toMatch(new RegExp(`^ +1 +5 +${GUESTS} +[\\d,]+ ms +[\\d,]+ ms$`, 'm'));
    expect(text).toMatch(new RegExp(`^ +4 +5 +${GUESTS} +[\\d,]+ ms +[\\d,]+ ms$`, 'm'));
    expect(text).toContain('both runs returned the same servers in the same order');
    // Not a terminal: plain progress lines, never a carriage return.
    expect(text).toContain(`concurrency 1: ${GUESTS}/${GUESTS} items (100%)`);
    expect(result.stdout).not.toContain('\r');
  });

  it('6: authenticates with the password and calls on the token, printing the user id only', () => {
    const text = section(result.stdout, 6);
    expect(text).toContain(`authenticateWithPassword('${FAKE_USERNAME}', '***')`);
    expect(text).toMatch(/token: {2}received for user id \d+ \(the token itself is not shown\)/);
    expect(text).toMatch(/after: {2}<Client: endpoint=http:\/\/127\.0\.0\.1:\d+.*TokenAuthentication: \d+>/);
    expect(text).toContain(`companyName ${reference.state.data.account.companyName}`);
  });

  it('7: creates an hourly virtual server and finds it again', () => {
    const text = section(result.stdout, 7);
    expect(text).toMatch(/createInstance\(.*"hourly":true/);
    expect(text).toMatch(/listInstances\(\{ hostname: 'sample-[a-z0-9]+' \}\) finds it: id \d+/);
  });

  it('8: makes a 2.x-style call and shows its DeprecationWarning', () => {
    const text = section(result.stdout, 8);
    expect(text).toContain(`companyName ${reference.state.data.account.companyName}`);
    expect(text).toMatch(/DeprecationWarning \[SVCLIB_DEP_SET_OBJECT_MASK\]: .*mask/);
  });

  it('9: shows faults as their error kinds', () => {
    const text = section(result.stdout, 9);
    expect(text).toMatch(/→ ServiceAPIError\(Vendor_Exception_ObjectNotFound\): .+/);
    expect(text).toMatch(/→ Unauthenticated: .+/);
    expect(text).toMatch(/→ TypeError: .*maks/);
  });

  it('closes the fake server it started', async () => {
    await expect(fetch(fakeServerUrl(result.stdout))).rejects.toThrow();
  });

  it('never prints an API key, a password or a token', () => {
    for (const secret of [FAKE_API_KEY, FAKE_PASSWORD, 'not-the-right-key-0000']) {
      expect(result.stdout).not.toContain(secret);
    }
    expect(result.stdout).not.toMatch(SECRET_LIKE);
  });
});

describe('the sample against a "real" endpoint (a fake server reached through SVC_* variables)', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({ counts: { virtualGuests: 30 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is read-only without --create and skips the password section without SVC_PASSWORD', async () => {
    const before = server.state.data.virtualGuests.length;
    const { code, stdout, stderr } = await run(['--endpoint', server.url], {
      SVC_USERNAME: FAKE_USERNAME,
      SVC_API_KEY: FAKE_API_KEY,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(`target: ${server.url} as user ${FAKE_USERNAME}, read-only`);
    expect(section(stdout, 4)).toContain('skipped: adds an update to a real ticket (pass --create to run it)');
    expect(section(stdout, 6)).toContain('skipped: set SVC_PASSWORD');
    expect(section(stdout, 7)).toContain('BILLABLE (pass --create to run it)');
    expect(server.state.data.virtualGuests).toHaveLength(before);
    expect(stdout).not.toContain(FAKE_API_KEY);
  });

  it('fails with exit code 1 and a clear message when the key is wrong', async () => {
    const { code, stdout, stderr } = await run([], {
      SVC_USERNAME: FAKE_USERNAME,
      SVC_API_KEY: 'wrong-key-for-the-sample-test',
      SVC_ENDPOINT_URL: server.url,
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/svclib-sample: section 1 failed: Unauthenticated: /);
    expect(stdout).toMatch(/Done with failures: \d+ failed/);
    expect(stdout + stderr).not.toContain('wrong-key-for-the-sample-test');
  });
});

describe('interruption', () => {
  it('stops before the first section when aborted, exits 130 and still closes the fake server', async () => {
    const controller = new AbortController();
    controller.abort();
    const { code, stdout } = await run(['--guests', '5'], {}, controller.signal);
    expect(code).toBe(130);
    expect(stdout).toContain('Interrupted: the remaining sections were not run.');
    expect(stdout).not.toMatch(/\n1\. /);
    await expect(fetch(fakeServerUrl(stdout))).rejects.toThrow();
  });
});

describe('command line', () => {
  it('--help prints the usage and exits 0', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toBe(USAGE);
    expect(stdout).toContain('SVC_USERNAME');
  });

  it('a bad option exits 2 with a message on stderr', async () => {
    const { code, stdout, stderr } = await run(['--guests', 'lots']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe("svclib-sample: --guests must be an integer >= 1, got 'lots'\nRun with --help for usage.\n");
  });

  it('half the credentials exits 2 naming the missing variable', async () => {
    const { code, stderr } = await run([], { SVC_USERNAME: 'someone' });
    expect(code).toBe(2);
    expect(stderr).toContain('SVC_API_KEY is not set');
  });
});
