import { describe, expect, it } from 'vitest';
import { JsonLimit, MAX_JSON_DEPTH, parseJson } from './json-parse.js';

/** A document that holds an unsafe integer, so the exact parser (not `JSON.parse`) reads `inner`. */
const exact = (inner: string): string => `[9007199254740993,${inner}]`;

describe('parseJson: integers beyond 2^53 are exact (issue 27 item 8)', () => {
  it.each<[string, unknown]>([
    ['9007199254740993', 9007199254740993n],
    ['-9007199254740993', -9007199254740993n],
    ['9007199254740992', 9007199254740992n],
    ['18446744073709551616', 18446744073709551616n],
    ['9007199254740991', 9007199254740991],
    ['-9007199254740991', -9007199254740991],
    ['1234567890123456', 1234567890123456],
    ['12345678901234567890.5', Number('12345678901234567890.5')],
    ['1.2345678901234567890', 1.2345678901234567],
    ['12345678901234567890e2', Number('12345678901234567890e2')],
    ['1E400', Infinity],
    ['-0', -0],
  ])('%s', (text, value) => {
    expect(parseJson(text)).toStrictEqual(value);
    expect(parseJson(`{"a":[${text}]}`)).toStrictEqual({ a: [value] });
  });

  it('keeps them exact inside lists and records, and leaves digits in strings alone', () => {
    expect(parseJson('[{"id":9007199254740993,"n":"90071992547409934","f":1.5,"s":12}]')).toStrictEqual([
      { id: 9007199254740993n, n: '90071992547409934', f: 1.5, s: 12 },
    ]);
    expect(parseJson('{"a":"x\\"9007199254740993","b":9007199254740993}')).toStrictEqual({ a: 'x"9007199254740993', b: 9007199254740993n });
    expect(parseJson('"9007199254740993"')).toBe('9007199254740993');
  });

  it('the exact parser reads what JSON.parse reads', () => {
    const documents = [
      '{"a":1,"b":[true,false,null],"c":{"d":"e\\n\\u00e9\\ud83d\\ude00 \\\\"},"f":-1.5e-3}',
      ' \t\r\n{ "a" : [ 1 , 2 ] , "b" : { } , "c" : [ ] } ',
      '{"__proto__":{"polluted":1},"a":1,"a":2}',
      '["\\"","\\\\","\\/","\\b\\f\\n\\r\\t","é😀"]',
      '[0,-0,1e5,1E+5,1e-5,0.5,-0.5,123456789]',
    ];
    for (const document of documents) {
      const ours = parseJson(exact(document)) as unknown[];
      const theirs = JSON.parse(exact(document).replace('9007199254740993', '0')) as unknown[];
      expect(ours[0]).toBe(9007199254740993n);
      expect(ours[1]).toStrictEqual(theirs[1]);
    }
    const polluted = (parseJson(exact('{"__proto__":{"polluted":1}}')) as unknown[])[1] as Record<string, unknown>;
    expect(Object.hasOwn(polluted, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads 500 random documents as JSON.parse does (the exact path, forced)', () => {
    let seed = 27;
    const random = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const text = (): string => Array.from({ length: Math.floor(random() * 8) }, () => pick(['a', '"', '\\', '\n', '\u0001', 'é', '😀', '[', '}', '1', ' ', '\ud800'])).join('');
    const value = (depth: number): unknown => {
      const kind = depth > 4 ? Math.floor(random() * 4) : Math.floor(random() * 6);
      if (kind === 0) return pick([true, false, null]);
      if (kind === 1) return pick([0, -1, 1.5, 1e-7, 123456789012345, -2.5e300, 2 ** 53 - 1]);
      if (kind === 2 || kind === 3) return text();
      if (kind === 4) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [text(), value(depth + 1)]));
    };
    for (let round = 0; round < 500; round++) {
      const document = JSON.stringify(value(0), null, round % 3 === 0 ? 1 : undefined);
      expect(parseJson(document)).toStrictEqual(JSON.parse(document));
      expect((parseJson(exact(document)) as unknown[])[1]).toStrictEqual(JSON.parse(document));
    }
  });

  it.each([
    '[01]', '[1.]', '[1e]', '[-]', '[+1]', '[.5]', '[1,]', '{"a":1,}', '{"a" 1}', '{a:1}', '["a\u0001"]', '["\\x"]', '["\\u12"]',
    '[tru]', '[nul]', '[1 2]', '[', '{"a":', '"abc', '[]]', '[1]x', '', "['a']", '[NaN]', '[Infinity]',
  ])('refuses %j as JSON.parse does, on both paths, with a SyntaxError that does not quote the body', (bad) => {
    expect(() => JSON.parse(bad) as unknown).toThrow(SyntaxError);
    expect(() => parseJson(bad)).toThrow(SyntaxError);
    const withBig = bad.startsWith('[') ? `[9007199254740993,${bad.slice(1)}` : `[9007199254740993,${bad}]`;
    let error: unknown;
    try {
      parseJson(withBig);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SyntaxError);
    expect((error as Error).message).toMatch(/^Unexpected (end of JSON input|character in JSON at position \d+)$/);
  });
});

describe('parseJson: at most 256 levels deep (as XML-RPC)', () => {
  const nested = (depth: number, leaf = '1'): string => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;

  it('accepts 256 levels, refuses 257, on both paths', () => {
    expect(MAX_JSON_DEPTH).toBe(256);
    expect(() => parseJson(nested(256))).not.toThrow();
    expect(() => parseJson(nested(256, '9007199254740993'))).not.toThrow();
    expect(() => parseJson(nested(257))).toThrow(new JsonLimit('arrays and objects nested deeper than 256 levels'));
    expect(() => parseJson(nested(257, '9007199254740993'))).toThrow(JsonLimit);
    expect(() => parseJson(`${'{"a":'.repeat(257)}1${'}'.repeat(257)}`)).toThrow(JsonLimit);
    // Brackets inside strings are text.
    expect(parseJson(`["${'['.repeat(1000)}"]`)).toEqual(['['.repeat(1000)]);
  });

  it('refuses a 100,000-deep answer at once', () => {
    const started = performance.now();
    expect(() => parseJson(nested(100_000))).toThrow(JsonLimit);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('parseJson: linear time', () => {
  const MB = 1_000_000;

  // Each is about 1 MB and takes milliseconds; a quadratic step in the scan or the exact parser
  // would take minutes on any of them (10^12 steps), so a bound of seconds tells them apart on a
  // busy machine.
  it.each([
    ['backslash runs before quotes', `["${'\\\\'.repeat(MB / 4)}", "${'\\"'.repeat(MB / 4)}"]`],
    ['backslash runs, exact path', `[9007199254740993, "${'\\\\'.repeat(MB / 4)}", "${'\\"'.repeat(MB / 4)}"]`],
    ['small records with big integers', `[${Array.from({ length: MB / 36 }, (_, i) => `{"k${String(i)}":"v","n":9007199254740993}`).join(',')}]`],
    ['integers of 1,000 digits', `[${Array.from({ length: MB / 1001 }, () => '9'.repeat(1000)).join(',')}]`],
    ['nesting 250 deep, side by side', `[${Array.from({ length: MB / 500 }, () => `${'['.repeat(250)}${']'.repeat(250)}`).join(',')}]`],
    ['the same, exact path', `[9007199254740993,${Array.from({ length: MB / 500 }, () => `${'['.repeat(250)}${']'.repeat(250)}`).join(',')}]`],
    ['an unterminated string after many quotes', `[${'"a",'.repeat(MB / 4)}"${'x'.repeat(1000)}`],
  ])('%s: about 1 MB in well under 2 s', (_name, text) => {
    expect(text.length).toBeGreaterThan(MB * 0.9);
    const started = performance.now();
    try {
      parseJson(text);
    } catch (error) {
      expect(error).toBeInstanceOf(SyntaxError); // (the unterminated one)
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an integer of more than 1,000 digits at once (the bigint conversion is not linear)', () => {
    expect(() => parseJson(`[${'9'.repeat(1001)}]`)).toThrow(new JsonLimit('an integer of more than 1000 digits'));
    expect(() => parseJson(`[-${'9'.repeat(1001)}]`)).toThrow(JsonLimit);
    expect(parseJson(`[${'9'.repeat(1000)}]`)).toEqual([BigInt('9'.repeat(1000))]);
    // A float's digits are JSON.parse's (linear).
    expect(parseJson(`[0.${'9'.repeat(5000)}]`)).toEqual([1]);
    const started = performance.now();
    expect(() => parseJson(`[${'9'.repeat(MB)}]`)).toThrow(JsonLimit);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
