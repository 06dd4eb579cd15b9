/**
 * The sample against a server that answers `null` or odd shapes (a string, a record where a list
 * belongs, a list of nulls, records whose nested fields have the wrong types): every section prints
 * its own message, never a raw JavaScript `TypeError` ("Cannot read properties of null", "is not
 * iterable"). The fake server on 127.0.0.1 answers through failure injection.
 */
import { FAKE_API_KEY, FAKE_PASSWORD, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { encodeMethodResponse } from '@svclib/xmlrpc';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { main } from './main.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: 30 } });
});
afterAll(() => server.close());
beforeEach(() => {
  server.clearInjections();
  server.state.reset();
});

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['--endpoint', server.url, ...argv], {
    stdout: { write: (chunk: string) => out.push(chunk), isTTY: false },
    stderr: { write: (chunk: string) => err.push(chunk) },
    env: { SVC_USERNAME: FAKE_USERNAME, SVC_API_KEY: FAKE_API_KEY, SVC_PASSWORD: FAKE_PASSWORD },
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** What a raw JavaScript error from reading a wrong shape looks like. */
const RAW_TYPE_ERROR = /FAILED: TypeError|Cannot read propert|is not iterable|is not a function|Cannot use 'in' operator|undefined is not|null is not|intermediate value/;

const SHAPES: readonly [string, unknown][] = [
  ['null', null],
  ['a string', 'odd'],
  ['a number', 42],
  ['an empty record', {}],
  ['a list of nulls', [null, null]],
  ['a list of strings', ['a', 'b']],
  ['records with nested fields of the wrong types', [
    { id: 'x', hostname: 7, domain: null, datacenter: 'dal', attachedHardware: 'none', updates: null, createDate: 'not a date', title: { a: 1 } },
  ]],
  ['records with a domain, and null or odd nested fields', [
    { id: 1, hostname: 'h', domain: 'example.com', datacenter: null, powerState: null, attachedHardware: [null, 'x', { datacenter: null, hostname: null }],
      updates: [null, 5, { entry: null }], createDate: 5, title: null, maxCpu: { n: 1 } },
  ]],
];

describe('the sample against a server answering null or odd shapes', () => {
  it.each(SHAPES)('every answer is %s: each section prints its own message, exit code 1', async (_name, shape) => {
    const body = encodeMethodResponse(shape);
    // Every call but the login token's answers the odd shape (so section 6 still gets its token).
    server.inject({ when: (request) => request.method !== 'getPortalLoginToken', failure: { kind: 'malformed', body } });
    const { code, stdout, stderr } = await run(['--create']);
    expect(stdout).not.toMatch(RAW_TYPE_ERROR);
    expect(stderr).not.toMatch(RAW_TYPE_ERROR);
    expect(code).toBe(1);
    expect(stdout).toContain('FAILED: ');
    expect(stdout).not.toContain(FAKE_API_KEY);
  });
});
