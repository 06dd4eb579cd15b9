/**
 * Seeded fuzzing: thousands of mutated documents must decode, or reject with XmlRpcDecodeError /
 * XmlRpcFault — never another error, a hang or a stack overflow.
 */
import { describe, expect, it } from 'vitest';
import { decodeMethodCall, decodeMethodResponse } from './decode.js';
import { XmlRpcDecodeError, XmlRpcFault } from './errors.js';
import { fuzzCases, fuzzInput } from './test-fuzz.js';
import { prng } from './test-random.js';

describe('fuzzing the decoder', () => {
  it('only XmlRpcDecodeError or XmlRpcFault come out of 4,000 mutated documents', async () => {
    const random = prng(0x5eed);
    const outcomes = { ok: 0, decodeError: 0, fault: 0 };
    const started = performance.now();
    let i = 0;
    for (const fuzzCase of fuzzCases(4000, random)) {
      const { doc } = fuzzCase;
      const input = fuzzInput(fuzzCase, random);
      const options = { maxDepth: 64, maxBytes: 64 * 1024 };
      i++;
      try {
        if (fuzzCase.kind === 'call') await decodeMethodCall(input, options);
        else await decodeMethodResponse(input, options);
        outcomes.ok++;
      } catch (error) {
        if (error instanceof XmlRpcFault) {
          outcomes.fault++;
          continue;
        }
        if (!(error instanceof XmlRpcDecodeError)) {
          throw new Error(`case ${i}: ${String(error)}\n${new TextDecoder().decode(doc)}`, { cause: error });
        }
        expect(Number.isInteger(error.line) && Number.isInteger(error.column)).toBe(true);
        outcomes.decodeError++;
      }
    }
    expect(outcomes.decodeError).toBeGreaterThan(1000);
    expect(outcomes.ok + outcomes.fault).toBeGreaterThan(100);
    expect(performance.now() - started).toBeLessThan(25_000);
  });
});
