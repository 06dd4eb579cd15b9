import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

import { describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, svc } from './svc.js';

vi.setConfig({ testTimeout: 120_000 });

/** Nothing listens there: `--output js` must call nothing. */
const NOWHERE = 'http://127.0.0.1:9/xmlrpc/v3.1';

/**
 * Runs printed `--output js` code in an empty sandbox with a `Client` that only records its calls;
 * the sandbox has no `require`, `process` or `import`, and a marker shows whether any injected code ran.
 */
async function evaluate(code: string): Promise<{ calls: unknown[][]; pwned: unknown }> {
  const body = code.replace("import { Client } from '@svclib/core';", '');
  const calls: unknown[][] = [];
  const sandbox: Record<string, unknown> = {
    console: { log: () => undefined },
    Client: class {
      call(...args: unknown[]): Promise<null> {
        calls.push(['call', ...args]);
        return Promise.resolve(null);
      }
      iterCall(...args: unknown[]): AsyncIterable<never> {
        calls.push(['iterCall', ...args]);
        return { [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true as const, value: undefined as never }) }) };
      }
    },
  };
  await (runInNewContext(`(async () => {\n${body}\n})()`, sandbox) as Promise<void>);
  return { calls, pwned: sandbox.pwned };
}

describe('call-api --output js', () => {
  const service = "Account', {}); globalThis.pwned = 1; ('";
  const method = 'get\u2028Object"); globalThis.pwned = 2; //';
  const mask = "id */ `${globalThis.pwned = 3}` </script> \u2029 \\' \" \u{1F600} \u001b[2J";
  const filter = '{"virtualGuests":{"a\'b\\"c`${x}`":{"operation":"\\u2028); globalThis.pwned = 4; //"}}}';
  const arg = '{"__proto__":{"polluted":true},"x":"\\u0000\\u001b[2J\'); globalThis.pwned = 5; //"}';

  it('prints names, mask, filter and args as literals that cannot break out; the code parses and round-trips', async () => {
    for (const all of [false, true]) {
      const args = ['--endpoint', NOWHERE, 'call-api', service, method, arg, 'plain', '--json-args', '--mask', mask, '--filter', filter,
        '--limit', '7', '--output', 'js', ...(all ? ['--all', '--chunk', '3'] : [])];
      const { code, stdout, stderr } = await svc(args.filter((a) => a !== 'plain'), { env: { ...DEMO_ENV } });
      expect(stderr).toBe('');
      expect(code).toBe(0);
      // No raw line separator, control character or lone surrogate in the source.
      const raw = [...stdout].filter((c) => {
        const n = c.codePointAt(0) ?? 0;
        return (n < 0x20 && c !== '\n') || n === 0x2028 || n === 0x2029 || n > 0xffff;
      });
      expect(raw).toEqual([]);
      const file = join(mkdtempSync(join(tmpdir(), 'svc-js-')), 'call.mjs');
      writeFileSync(file, stdout);
      execFileSync(process.execPath, ['--check', file]);
      const { calls, pwned } = await evaluate(stdout);
      expect(pwned).toBeUndefined();
      expect(calls).toHaveLength(1);
      const [kind, gotService, gotMethod, options] = calls[0] ?? [];
      expect([kind, gotService, gotMethod]).toEqual([all ? 'iterCall' : 'call', service, method]);
      const expected = {
        args: [JSON.parse(arg) as unknown], mask, filter: JSON.parse(filter) as unknown, limit: 7, ...(all ? { chunk: 3 } : {}),
      };
      expect(JSON.stringify(options)).toBe(JSON.stringify(expected));
      // `__proto__` arrives as an own property, as JSON.parse made it, not as the prototype.
      const first = (options as { args: Record<string, unknown>[] }).args[0] ?? {};
      expect(Object.keys(first)).toEqual(['__proto__', 'x']);
      expect((first as { polluted?: unknown }).polluted).toBeUndefined();
    }
  });
});
