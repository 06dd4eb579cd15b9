import { describe, expect, it } from 'vitest';
import { decodeMethodCall, decodeMethodResponse } from './decode.js';
import { XmlRpcDecodeError, XmlRpcFault, type XmlRpcDecodeErrorCode } from './errors.js';
import {
  CALL_CASES,
  CALL_ERROR_CASES,
  ERROR_CASES,
  fault,
  FAULT_CASES,
  v,
  VALUE_CASES,
} from './test-decode-cases.js';

describe('decodeMethodResponse: values', () => {
  it.each(VALUE_CASES)('$name', async ({ xml, expected }) => {
    expect(await decodeMethodResponse(xml)).toEqual(expected);
  });

  it('returns plain objects, arrays, Dates and Uint8Arrays', async () => {
    const value = (await decodeMethodResponse(
      v('<struct><member><name>d</name><value><dateTime.iso8601>20240102T03:04:05</dateTime.iso8601></value></member><member><name>b</name><value><base64>AA==</base64></value></member></struct>'),
    )) as { d: unknown; b: unknown };
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value.d).toBeInstanceOf(Date);
    expect(value.b).toBeInstanceOf(Uint8Array);
  });
});

describe('decodeMethodResponse: errors', () => {
  it.each(ERROR_CASES)('$name ($code)', async ({ xml, expected, code }) => {
    const error: unknown = await decodeMethodResponse(xml).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(XmlRpcDecodeError);
    const e = error as XmlRpcDecodeError;
    expect(e.name).toBe('XmlRpcDecodeError');
    expect(e.reason).toMatch(expected);
    expect(e.code).toBe(code);
    expect(e.message).toBe(`${e.reason} (line ${e.line}, column ${e.column})`);
    expect(e.line).toBeGreaterThanOrEqual(1);
    expect(e.column).toBeGreaterThanOrEqual(0);
  });

  it('reports the line and column of the problem', async () => {
    const xml = '<methodResponse>\n<params>\n<param>\n<value><int>x1</int></value>';
    await expect(decodeMethodResponse(xml)).rejects.toMatchObject({ line: 4, column: 20 });
  });

  it('rejects nesting deeper than maxDepth, and accepts it at the limit', async () => {
    const nest = (n: number): string =>
      v('<array><data><value>'.repeat(n - 1) + '<array><data></data></array>' + '</value></data></array>'.repeat(n - 1));
    await expect(decodeMethodResponse(nest(3), { maxDepth: 3 })).resolves.toEqual([[[]]]);
    await expect(decodeMethodResponse(nest(4), { maxDepth: 3 })).rejects.toThrow(
      /nested deeper than maxDepth \(3\)/,
    );
    await expect(decodeMethodResponse(nest(256))).resolves.toBeInstanceOf(Array);
    await expect(decodeMethodResponse(nest(257))).rejects.toThrow(/nested deeper than maxDepth \(256\)/);
    const structs = v('<struct><member><name>a</name><value>'.repeat(300) + '1' + '</value></member></struct>'.repeat(300));
    await expect(decodeMethodResponse(structs)).rejects.toBeInstanceOf(XmlRpcDecodeError);
    await expect(decodeMethodResponse(structs, { maxDepth: 300 })).resolves.toBeTypeOf('object');
  });

  it('rejects a 30,000-deep document without a stack overflow', async () => {
    const deep = v('<array><data><value>'.repeat(30_000));
    await expect(decodeMethodResponse(deep, { maxDepth: 1_000_000 })).rejects.toBeInstanceOf(
      XmlRpcDecodeError,
    );
  });

  it('rejects a document larger than maxBytes', async () => {
    await expect(decodeMethodResponse(v('<string>12345</string>'), { maxBytes: 50 })).rejects.toThrow(
      /document larger than maxBytes \(50 bytes\)/,
    );
    // Counted in UTF-8 bytes: 30 three-byte characters are 90 bytes.
    const doc = v(`<string>${'漢'.repeat(30)}</string>`);
    const bytes = new TextEncoder().encode(doc).length;
    await expect(decodeMethodResponse(doc, { maxBytes: bytes })).resolves.toBe('漢'.repeat(30));
    await expect(decodeMethodResponse(doc, { maxBytes: bytes - 1 })).rejects.toBeInstanceOf(XmlRpcDecodeError);
  });

  it('rejects bad options with a TypeError', async () => {
    await expect(decodeMethodResponse(v('1'), { maxDepth: 0 })).rejects.toBeInstanceOf(TypeError);
    await expect(decodeMethodResponse(v('1'), { maxBytes: -1 })).rejects.toBeInstanceOf(TypeError);
    await expect(decodeMethodResponse(v('1'), { maxdepth: 3 } as never)).rejects.toThrow(/Unknown decode option\(s\): maxdepth/);
    await expect(decodeMethodResponse(42 as never)).rejects.toBeInstanceOf(TypeError);
  });
});

describe('decode error codes', () => {
  const encoder = new TextEncoder();
  const bytes = (...parts: (string | number[])[]): Uint8Array => {
    const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : Uint8Array.from(part)));
    const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.length;
    }
    return whole;
  };
  /** A stream of the given chunks (so the readers' streaming paths are covered too). */
  const stream = (...chunks: Uint8Array[]): ReadableStream<Uint8Array> =>
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
  /** A valid response split where its string value goes, for a bad byte in between. */
  const [head, tail] = v('<string>a|</string>').split('|') as [string, string];
  const nested = (depth: number): string => v('<array><data><value>'.repeat(depth - 1) + '<array><data/></array>' + '</value></data></array>'.repeat(depth - 1));

  // One row per failure class the decoder tells apart, with inputs the string tables cannot hold
  // (bytes, streams, limits). The string tables above cover every code as well.
  const cases: { name: string; input: () => Parameters<typeof decodeMethodResponse>[0]; options?: Parameters<typeof decodeMethodResponse>[1]; code: XmlRpcDecodeErrorCode }[] = [
    { name: 'malformed XML', input: () => v('<int>1</i4>'), code: 'not-well-formed' },
    { name: 'a DOCTYPE', input: () => `<!DOCTYPE methodResponse>${v('1')}`, code: 'doctype' },
    { name: 'an encoding declaration other than UTF-8', input: () => `<?xml version="1.0" encoding="ISO-8859-1"?>${v('x')}`, code: 'unsupported-encoding' },
    { name: 'a UTF-16 byte order mark', input: () => bytes([0xff, 0xfe], v('x')), code: 'unsupported-encoding' },
    { name: 'bytes that are not UTF-8', input: () => bytes(head, [0xff, 0xfe, 0x41], tail), code: 'invalid-character' },
    { name: 'bytes that are not UTF-8, streamed', input: () => stream(bytes(head), bytes([0xc3, 0x28]), bytes(tail)), code: 'invalid-character' },
    { name: 'a truncated UTF-8 character at the end', input: () => bytes(v('<string>x</string>'), [0xe6, 0xbc]), code: 'invalid-character' },
    { name: 'a character XML forbids', input: () => v('<string>a\u0001b</string>'), code: 'invalid-character' },
    { name: 'more than maxBytes', input: () => v('<string>12345</string>'), options: { maxBytes: 50 }, code: 'too-large' },
    { name: 'more than maxBytes, streamed', input: () => stream(bytes(v('<string>12345</string>'))), options: { maxBytes: 50 }, code: 'too-large' },
    { name: 'deeper than maxDepth', input: () => nested(4), options: { maxDepth: 3 }, code: 'too-deep' },
    { name: 'a bad scalar', input: () => v('<boolean>yes</boolean>'), code: 'invalid-value' },
    { name: 'a bad scalar whose text reads "invalid character"', input: () => v('<int>invalid character</int>'), code: 'invalid-value' },
    { name: 'well-formed XML that is not XML-RPC', input: () => '<html><body/></html>', code: 'not-xml-rpc' },
    { name: 'a fault that is not { faultCode, faultString }', input: () => '<methodResponse><fault><value><int>1</int></value></fault></methodResponse>', code: 'not-xml-rpc' },
  ];

  it.each(cases)('$name → $code', async ({ input, options, code }) => {
    const error: unknown = await decodeMethodResponse(input(), options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XmlRpcDecodeError);
    expect((error as XmlRpcDecodeError).code).toBe(code);
  });

  it('defaults the code of a hand-made error to not-xml-rpc and keeps a given one', () => {
    expect(new XmlRpcDecodeError('odd', { line: 1, column: 1 }).code).toBe('not-xml-rpc');
    const cause = new Error('inner');
    const error = new XmlRpcDecodeError('big', { line: 1, column: 2 }, { code: 'too-large', cause });
    expect(error.code).toBe('too-large');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('big (line 1, column 2)');
  });
});

describe('decodeMethodResponse: faults', () => {
  it.each(FAULT_CASES)('$name', async ({ xml, expected }) => {
    const error: unknown = await decodeMethodResponse(xml).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XmlRpcFault);
    expect(error).toMatchObject({ name: 'XmlRpcFault', ...expected });
    expect((error as Error).message).toBe(`XML-RPC fault ${expected.faultCode}: ${expected.faultString}`);
  });

  it('a fault is reported only once the whole document is well-formed', async () => {
    await expect(decodeMethodResponse(`${fault('<int>1</int>', 'x')}<junk/>`)).rejects.toBeInstanceOf(
      XmlRpcDecodeError,
    );
  });
});

describe('decodeMethodCall', () => {
  it.each(CALL_CASES)('$name', async ({ xml, expected }) => {
    expect(await decodeMethodCall(xml)).toEqual(expected);
  });

  it.each(CALL_ERROR_CASES)('rejects $name ($code)', async ({ xml, expected, code }) => {
    const error: unknown = await decodeMethodCall(xml).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XmlRpcDecodeError);
    expect((error as XmlRpcDecodeError).reason).toMatch(expected);
    expect((error as XmlRpcDecodeError).code).toBe(code);
  });
});

describe('prototype pollution', () => {
  const member = (name: string, value: string): string =>
    `<member><name>${name}</name><value>${value}</value></member>`;

  it.each(['__proto__', 'constructor', 'prototype'])(
    'a member named %s is an own data property and changes no prototype',
    async (name) => {
      const xml = v(
        `<struct>${member(name, `<struct>${member('polluted', '<boolean>1</boolean>')}</struct>`)}${member('ok', '1')}</struct>`,
      );
      const value = (await decodeMethodResponse(xml)) as Record<string, unknown>;
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(value, name)).toEqual({
        value: { polluted: true },
        writable: true,
        enumerable: true,
        configurable: true,
      });
      expect(Object.keys(value)).toEqual([name, 'ok']);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((value as { polluted?: unknown }).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    },
  );

  it('a __proto__ member with a scalar value stays a plain data property', async () => {
    const value = (await decodeMethodResponse(v(`<struct>${member('__proto__', '<int>1</int>')}</struct>`))) as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toBe(1);
  });
});
