import { describe, expect, it } from 'vitest';

import { globMatcher } from './glob.js';

/** The regular-expression reading of a glob, as a reference for short inputs. */
function reference(pattern: string, name: string): boolean {
  const source = [...pattern].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[\\^$.|+()[\]{}]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, 'is').test(name);
}

describe('globMatcher', () => {
  it('matches whole names, ignoring case', () => {
    const test = globMatcher('get*Ip*');
    expect(test('getPrimaryIpAddress')).toBe(true);
    expect(test('GETIP')).toBe(true);
    expect(test('getObject')).toBe(false);
    expect(globMatcher('Virtual_Gu?st')('virtual_guest')).toBe(true);
    expect(globMatcher('Virtual_Gu?st')('Virtual_Guests')).toBe(false);
    expect(globMatcher('*')('')).toBe(true);
    expect(globMatcher('a*a')('a')).toBe(false);
    expect(globMatcher('a.b')('axb')).toBe(false);
  });

  it('agrees with the regular-expression reading on 20,000 random cases', () => {
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const word = (alphabet: string, most: number): string => Array.from({ length: random(most + 1) }, () => alphabet[random(alphabet.length)]).join('');
    for (let i = 0; i < 20_000; i += 1) {
      const pattern = word('ab*?.', 8);
      const name = word('abAB.', 9);
      expect(globMatcher(pattern)(name), `${pattern} ~ ${name}`).toBe(reference(pattern, name));
    }
  });

  it('takes linear time on patterns that make a regular expression backtrack', () => {
    const started = performance.now();
    const name = `Virtual_Guest_${'a'.repeat(80)}`;
    expect(globMatcher(`${'*'.repeat(1_000)}#`)(name)).toBe(false);
    expect(globMatcher('*a'.repeat(50_000))(name)).toBe(false);
    expect(globMatcher(`*${'?'.repeat(60)}*#*`)(name)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
