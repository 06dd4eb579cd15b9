/**
 * Fidelity tables: slcli's own CLI tests (`tests/CLI/modules/` of softlayer-python), ported as rows
 * that run `svc` in-process (its `run(argv, io)` entry, as a spawned binary would see it) against one fake server and assert the exit code and the remote
 * calls the server received (service, method, id, args, mask, filter).
 *
 * @module
 */

import { isDeepStrictEqual } from 'node:util';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer, RecordedRequest } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { svcInProcess } from './run-in-process.js';
import type { InProcessResult } from './run-in-process.js';
import { DEMO_ENV } from './svc.js';

/** One remote call a row expects the server to have received. */
export interface ExpectedCall {
  /** Service without the `Vendor_` prefix, e.g. `Virtual_Guest`. */
  readonly service: string;
  readonly method: string;
  /** The init id (`<Service>InitParameters.id`); unset: not checked. */
  readonly id?: number;
  /** The positional arguments, compared deeply; unset: not checked. */
  readonly args?: readonly unknown[];
  /**
   * The object mask: a string is compared after dropping white space and one outer `mask[…]` or
   * `mask` wrapper on both sides; a regular expression must match the mask as sent.
   */
  readonly mask?: string | RegExp;
  /** The object filter, compared deeply; unset: not checked. */
  readonly filter?: unknown;
  /** The `resultLimit` header (`{ limit, offset }`), compared deeply; `null`: none sent; unset: not checked. */
  readonly resultLimit?: { readonly limit: number; readonly offset: number } | null;
}

/** One ported slcli test. */
export interface ReferenceCase {
  /** The slcli test it ports, e.g. `vs_tests.py::test_power_off`. */
  readonly test: string;
  /** `svc` arguments after `--endpoint URL`. */
  readonly args: readonly string[];
  /** Text written to stdin (answers to prompts, a body); stdin is closed at once when unset. */
  readonly input?: string;
  /** Extra environment variables. */
  readonly env?: Readonly<Record<string, string>>;
  /** The expected exit code. */
  readonly exit: number;
  /** Calls the server must have received during the run, each at least once, in this order. */
  readonly calls?: readonly ExpectedCall[];
  /** `Service.method` pairs the server must not have received during the run (e.g. after a "no"). */
  readonly notCalled?: readonly string[];
  /** Text stdout must contain (or match). */
  readonly stdout?: string | RegExp;
  /** Text stderr must contain (or match). */
  readonly stderr?: string | RegExp;
}

const PREFIX = 'Vendor_';

function unwrapMask(mask: string): string {
  const compact = mask.replaceAll(/\s+/g, '');
  const bracketed = /^mask\[(.*)\]$/.exec(compact);
  if (bracketed?.[1] !== undefined) return bracketed[1];
  return compact.startsWith('mask.') ? compact.slice('mask.'.length) : compact;
}

function headerMember(request: RecordedRequest, suffix: string, member: string): unknown {
  const header = request.headers[`${request.service}${suffix}`] ?? (suffix === 'ObjectMask' ? request.headers[`${PREFIX}ObjectMask`] : undefined);
  return typeof header === 'object' && header !== null ? (header as Record<string, unknown>)[member] : undefined;
}

function filterOf(request: RecordedRequest): unknown {
  return request.headers[`${request.service}ObjectFilter`];
}

/** Why `request` is not `expected`, or `undefined` when it is. */
function mismatch(request: RecordedRequest, expected: ExpectedCall): string | undefined {
  if (request.service !== `${PREFIX}${expected.service}` || request.method !== expected.method) return 'name';
  if (expected.id !== undefined && Number(headerMember(request, 'InitParameters', 'id')) !== expected.id) return 'id';
  if (expected.args !== undefined && !isDeepStrictEqual(request.args, expected.args)) return 'args';
  if (expected.mask !== undefined) {
    const sent = headerMember(request, 'ObjectMask', 'mask');
    if (typeof sent !== 'string') return 'mask';
    const ok = typeof expected.mask === 'string' ? unwrapMask(sent) === unwrapMask(expected.mask) : expected.mask.test(sent);
    if (!ok) return 'mask';
  }
  if (expected.filter !== undefined && !isDeepStrictEqual(filterOf(request), expected.filter)) return 'filter';
  if (expected.resultLimit !== undefined && !isDeepStrictEqual(request.headers.resultLimit ?? null, expected.resultLimit)) return 'resultLimit';
  return undefined;
}

function describeRequest(request: RecordedRequest): string {
  const id = headerMember(request, 'InitParameters', 'id');
  const mask = headerMember(request, 'ObjectMask', 'mask');
  return `${request.service.slice(PREFIX.length)}.${request.method}${id === undefined ? '' : ` id=${JSON.stringify(id)}`} args=${JSON.stringify(request.args)}${
    typeof mask === 'string' ? ` mask=${mask}` : ''
  }${filterOf(request) === undefined ? '' : ` filter=${JSON.stringify(filterOf(request))}`}${
    request.headers.resultLimit === undefined ? '' : ` resultLimit=${JSON.stringify(request.headers.resultLimit)}`}`;
}

/**
 * Checks that `received` holds every `expected` call, in order (other calls may come between),
 * and fails with the calls received when one is missing.
 */
export function expectCalls(received: readonly RecordedRequest[], expected: readonly ExpectedCall[]): void {
  let from = 0;
  for (const call of expected) {
    const at = received.findIndex((request, index) => index >= from && mismatch(request, call) === undefined);
    if (at === -1) {
      const near = received.filter((request) => mismatch(request, call) !== 'name');
      throw new Error(
        `expected ${call.service}.${call.method} ${JSON.stringify({ id: call.id, args: call.args, mask: call.mask?.toString(), filter: call.filter, resultLimit: call.resultLimit })}\n` +
          `same name received: ${near.length === 0 ? 'none' : near.map(describeRequest).join('\n  ')}\n` +
          `all received:\n  ${received.map(describeRequest).join('\n  ')}`,
      );
    }
    from = at + 1;
  }
}

function expectText(text: string, wanted: string | RegExp | undefined): void {
  if (wanted === undefined) return;
  if (typeof wanted === 'string') expect(text).toContain(wanted);
  else expect(text).toMatch(wanted);
}

/**
 * Declares a `describe` block that starts one fake server and runs each row as a test named after
 * the slcli test it ports.
 *
 * @example
 * ```ts
 * referenceTable('vs (slcli tests/CLI/modules/vs/vs_tests.py)', [
 *   { test: 'test_power_off_soft', args: ['vs', 'power-off', '100', '--soft', '--force'], exit: 0,
 *     calls: [{ service: 'Virtual_Guest', method: 'powerOffSoft', id: 100 }] },
 * ]);
 * ```
 */
export function referenceTable(title: string, cases: readonly ReferenceCase[], start: () => Promise<FakeServer> = () => startFakeServer()): void {
  describe(title, () => {
    vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
    let server: FakeServer;
    beforeAll(async () => {
      server = await start();
    });
    afterAll(async () => {
      await server.close();
    });
    for (const row of cases) {
      it(`${row.test}: svc ${row.args.join(' ')}`, async () => {
        const before = server.state.requests.length;
        const result: InProcessResult = await svcInProcess(['--endpoint', server.url, ...row.args], {
          env: { ...DEMO_ENV, ...row.env },
          ...(row.input === undefined ? {} : { input: row.input }),
        });
        const received = server.state.requests.slice(before);
        expect({ code: result.code, stderr: result.code === row.exit ? '' : result.stderr }).toEqual({ code: row.exit, stderr: '' });
        expectCalls(received, row.calls ?? []);
        for (const pair of row.notCalled ?? []) {
          expect(received.map((r) => `${r.service.slice(PREFIX.length)}.${r.method}`)).not.toContain(pair);
        }
        expectText(result.stdout, row.stdout);
        expectText(result.stderr, row.stderr);
      });
    }
  });
}
