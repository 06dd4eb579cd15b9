/**
 * First contact with `svc` (issue 30 item 3): a run without credentials stops before any network
 * call and says where credentials come from; a call the service refuses as unauthenticated says the
 * same; every usage error names its command; a misspelt `call-api --filter` key warns with a
 * did-you-mean from the model. In process, through `run(argv, io)`.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/program.js';

let server: FakeServer;
/** An endpoint that records every request it gets (and answers none usefully). */
let recorder: Server;
let recorded = 0;
let recorderUrl = '';
const saved = { HOME: process.env.HOME, SVC_USERNAME: process.env.SVC_USERNAME, SVC_API_KEY: process.env.SVC_API_KEY, SVC_PROFILE: process.env.SVC_PROFILE };

beforeAll(async () => {
  server = await startFakeServer();
  recorder = createServer((_, response) => {
    recorded++;
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  const address = recorder.address();
  recorderUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/xmlrpc/v3.1`;
  // A home of its own: no ~/.svclib with real credentials is read.
  process.env.HOME = mkdtempSync(join(tmpdir(), 'svc-first-'));
  delete process.env.SVC_USERNAME;
  delete process.env.SVC_API_KEY;
  delete process.env.SVC_PROFILE;
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await server.close();
  await new Promise((resolve) => recorder.close(resolve));
});

/** Runs `svc` in this process; its exit status and output. */
async function svc(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([]),
  });
  return { code, stdout, stderr };
}

const WHERE = /svc config setup.*SVC_USERNAME and SVC_API_KEY.*--profile NAME.*--demo/;

describe('a run without credentials', () => {
  it('exits 2 naming where credentials come from, and sends nothing', async () => {
    recorded = 0;
    const result = await svc(['--endpoint', recorderUrl, 'vs', 'list']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^svc vs list: error: no credentials \(no username and no API key/);
    expect(result.stderr).toMatch(WHERE);
    expect(recorded).toBe(0);
  });

  it('says which half is missing, and never the half it has', async () => {
    process.env.SVC_API_KEY = FAKE_API_KEY;
    try {
      const result = await svc(['--endpoint', recorderUrl, 'call-api', 'Account', 'getObject']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^svc call-api: error: no credentials \(an API key but no username/);
      expect(result.stderr).not.toContain(FAKE_API_KEY);
      expect(recorded).toBe(0);
    } finally {
      delete process.env.SVC_API_KEY;
    }
  });

  it('still lets --demo and the offline commands run', async () => {
    expect((await svc(['--demo', 'vs', 'list', '--format', 'json'])).code).toBe(0);
    expect((await svc(['api', 'describe', 'Account.getObject'])).code).toBe(0);
  });
});

describe('a call the service refuses as unauthenticated', () => {
  it('adds where credentials come from', async () => {
    process.env.SVC_API_KEY = 'not-the-key';
    try {
      const result = await svc(['--endpoint', server.url, '--username', FAKE_USERNAME, 'vs', 'list']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^svc: Unauthenticated/);
      expect(result.stderr).toMatch(/\nsvc: check the credentials: run `svc config setup`/);
      expect(result.stderr).toMatch(WHERE);
      expect(result.stderr).not.toContain('not-the-key');
    } finally {
      delete process.env.SVC_API_KEY;
    }
  });
});

describe('usage errors', () => {
  it.each([
    [['vs', 'detail'], "svc vs detail: error: missing required argument 'id'"],
    [['vs', 'list', '--limit', 'x'], "svc vs list: error: option '--limit <n>' argument 'x' is invalid"],
    [['vs', 'lst'], "svc vs: error: unknown command 'lst'"],
    [['--nope'], "svc: error: unknown option '--nope'"],
    [['--demo', 'api', 'describe', 'Acount'], "svc api describe: error: unknown service: 'Acount'"],
  ])('%j starts with the command it is about', async (args, start) => {
    const result = await svc(args);
    expect(result.code).toBe(2);
    expect(result.stderr.startsWith(start)).toBe(true);
  });
});

describe('call-api --filter with a misspelt property', () => {
  async function callApi(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    process.env.SVC_API_KEY = FAKE_API_KEY;
    try {
      return await svc(['--endpoint', server.url, '--username', FAKE_USERNAME, 'call-api', 'Account', 'getVirtualGuests', '--format', 'json', ...args]);
    } finally {
      delete process.env.SVC_API_KEY;
    }
  }

  it('warns with a did-you-mean from the model, and calls anyway', async () => {
    const result = await callApi('--filter', 'virtualGuests.hostnme=web*');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('svc: warning: the API model has no property Virtual_Guest.hostnme in --filter virtualGuests.hostnme (did you mean hostname?); filtering on it anyway\n');
  });

  it('walks relations and JSON filters, and skips the operators', async () => {
    const result = await callApi('--json-filter', '{"virtualGuests":{"datacentre":{"name":{"operation":"dal10"}}}}');
    expect(result.stderr).toContain('no property Virtual_Guest.datacentre in --filter virtualGuests.datacentre (did you mean datacenter?)');
    const right = await callApi('--filter', 'virtualGuests.datacenter.name=dal10');
    expect(right.stderr).toBe('');
  });

  it('suggests nothing for a name longer than 64 characters', async () => {
    const long = `hostname${'x'.repeat(60)}`;
    const result = await callApi('--filter', `virtualGuests.${long}=a`);
    expect(result.stderr).toBe(`svc: warning: the API model has no property Virtual_Guest.${long} in --filter virtualGuests.${long}; filtering on it anyway\n`);
  });
});
