import { describe, expect, it } from 'vitest';
import { decodeMethodCall, decodeMethodResponse } from './decode.js';
import { encodeFault, encodeMethodCall, encodeMethodResponse, MAX_ENCODE_DEPTH } from './encode.js';
import { XmlRpcFault } from './errors.js';

const DECL = '<?xml version="1.0" encoding="UTF-8"?>';
/** The `<value>` part of an encoded response. */
const valueXml = (value: unknown): string =>
  encodeMethodResponse(value).slice(`${DECL}<methodResponse><params><param>`.length, -'</param></params></methodResponse>'.length);

interface EncodeCase {
  name: string;
  value: unknown;
  xml: string;
}

const cases: EncodeCase[] = [
  { name: 'int32', value: 42, xml: '<value><int>42</int></value>' },
  { name: 'negative int32 minimum', value: -2147483648, xml: '<value><int>-2147483648</int></value>' },
  { name: 'safe integer beyond int32 as i8', value: 2147483648, xml: '<value><i8>2147483648</i8></value>' },
  { name: 'max safe integer', value: Number.MAX_SAFE_INTEGER, xml: '<value><i8>9007199254740991</i8></value>' },
  { name: 'bigint as i8', value: -(2n ** 63n), xml: '<value><i8>-9223372036854775808</i8></value>' },
  { name: 'double', value: 1.5, xml: '<value><double>1.5</double></value>' },
  { name: 'integer beyond safe range as double', value: 2 ** 60, xml: '<value><double>1152921504606847000</double></value>' },
  { name: 'true', value: true, xml: '<value><boolean>1</boolean></value>' },
  { name: 'false', value: false, xml: '<value><boolean>0</boolean></value>' },
  { name: 'string', value: 'héllo 漢 😀', xml: '<value><string>héllo 漢 😀</string></value>' },
  { name: 'escaped string', value: 'a<b>&c\r\n\t]]>', xml: '<value><string>a&lt;b&gt;&amp;c&#13;\n\t]]&gt;</string></value>' },
  { name: 'empty string', value: '', xml: '<value><string></string></value>' },
  { name: 'null', value: null, xml: '<value><nil/></value>' },
  { name: 'undefined', value: undefined, xml: '<value><nil/></value>' },
  { name: 'Date in UTC without milliseconds', value: new Date('2024-01-02T03:04:05.678Z'), xml: '<value><dateTime.iso8601>20240102T03:04:05</dateTime.iso8601></value>' },
  { name: 'Date with a 1-digit year', value: new Date('0005-06-07T08:09:10Z'), xml: '<value><dateTime.iso8601>00050607T08:09:10</dateTime.iso8601></value>' },
  { name: 'Uint8Array', value: new Uint8Array([0, 1, 2, 253, 254, 255, 7]), xml: '<value><base64>AAEC/f7/Bw==</base64></value>' },
  { name: 'empty Uint8Array', value: new Uint8Array(0), xml: '<value><base64></base64></value>' },
  { name: 'array', value: [1, 'a', null], xml: '<value><array><data><value><int>1</int></value><value><string>a</string></value><value><nil/></value></data></array></value>' },
  { name: 'sparse array hole as nil', value: Object.assign(new Array<unknown>(2), { 1: 1 }), xml: '<value><array><data><value><nil/></value><value><int>1</int></value></data></array></value>' },
  { name: 'struct in member order', value: { b: 1, a: 'x' }, xml: '<value><struct><member><name>b</name><value><int>1</int></value></member><member><name>a</name><value><string>x</string></value></member></struct></value>' },
  { name: 'struct member names escaped', value: { 'a&b': 1 }, xml: '<value><struct><member><name>a&amp;b</name><value><int>1</int></value></member></struct></value>' },
  { name: 'undefined struct member as nil (SPEC §5: undefined → <nil/>)', value: { a: undefined, b: null }, xml: '<value><struct><member><name>a</name><value><nil/></value></member><member><name>b</name><value><nil/></value></member></struct></value>' },
  { name: 'undefined array element as nil', value: [undefined], xml: '<value><array><data><value><nil/></value></data></array></value>' },
  { name: '-0 is an integer in int32: <int>0</int> (sign not kept)', value: -0, xml: '<value><int>0</int></value>' },
  { name: 'null-prototype object as struct', value: Object.assign(Object.create(null) as object, { a: 1 }), xml: '<value><struct><member><name>a</name><value><int>1</int></value></member></struct></value>' },
  { name: 'same object twice (not a cycle)', value: ((o) => [o, o])({ a: 1 }), xml: '<value><array><data><value><struct><member><name>a</name><value><int>1</int></value></member></struct></value><value><struct><member><name>a</name><value><int>1</int></value></member></struct></value></data></array></value>' },
];

describe('encodeMethodResponse', () => {
  it.each(cases)('$name', ({ value, xml }) => {
    expect(valueXml(value)).toBe(xml);
  });

  it('writes the XML declaration and the document shape', () => {
    expect(encodeMethodResponse(1)).toBe(`${DECL}<methodResponse><params><param><value><int>1</int></value></param></params></methodResponse>`);
  });

  it('round-trips every type through the decoder', async () => {
    const value = {
      int: -3, i8: 2 ** 40, big: 2n ** 62n, double: 0.1, yes: true, no: false, text: 'x\r\ny<&>', nil: null,
      date: new Date('2020-02-29T23:59:59Z'), bytes: new Uint8Array([1, 2, 3]), list: [[], {}, [1, [2]]],
      __proto__x: 'a', astral: '😀', nested: { deeper: { deepest: ['z'] } },
    };
    expect(await decodeMethodResponse(encodeMethodResponse(value))).toEqual(value);
  });

  it('encodes large output correctly (joined parts)', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `row ${i} & more` }));
    const xml = encodeMethodResponse(rows);
    expect(xml.length).toBeGreaterThan(64 * 1024);
    expect(await decodeMethodResponse(xml)).toEqual(rows);
  });

  it('structs of changing shapes and escaped member names round-trip (member prefix cache)', async () => {
    const rows = [
      { a: 1, 'b&c': 'x', d: { e: [1] } },
      { 'b&c': 2, a: 'y', d: { f: null } },
      { a: 3, z: true },
      { a: 4, 'b&c': 'x', d: { e: [2] } },
      {},
      { '<k>': { '<k>': '<v>' } },
    ];
    const xml = encodeMethodResponse(rows);
    expect(xml).toContain('<member><name>b&amp;c</name>');
    expect(xml).toContain('<member><name>&lt;k&gt;</name>');
    expect(await decodeMethodResponse(xml)).toEqual(rows);
  });

  it('formats dates across the whole 0–9999 range like the Date getters (seeded)', async () => {
    let seed = 42;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const start = new Date(0);
    start.setUTCFullYear(0, 0, 1);
    const end = Date.UTC(9999, 11, 31, 23, 59, 59);
    const dates = Array.from({ length: 2000 }, () => {
      const d = new Date(start.getTime() + Math.floor(random() * (end - start.getTime())));
      d.setUTCMilliseconds(0);
      return d;
    });
    const xml = encodeMethodResponse(dates);
    const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
    for (const d of dates.slice(0, 200)) {
      const text = `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
      expect(xml).toContain(`<dateTime.iso8601>${text}</dateTime.iso8601>`);
    }
    expect(await decodeMethodResponse(xml)).toEqual(dates);
  });

  it('round-trips byte arrays of every length 0–70 through base64', async () => {
    const arrays = Array.from({ length: 71 }, (_, n) => Uint8Array.from({ length: n }, (_, i) => (i * 97 + n * 31) % 256));
    const xml = encodeMethodResponse(arrays);
    expect(xml).toContain(`<base64>${btoa(String.fromCharCode(...arrays[70]!))}</base64>`);
    expect(await decodeMethodResponse(xml)).toEqual(arrays);
  });

  it('a Date and a Uint8Array from another realm still encode', async () => {
    const { runInNewContext } = await import('node:vm');
    const [date, bytes] = runInNewContext('[new Date(0), new Uint8Array([9])]') as [Date, Uint8Array];
    expect(valueXml(date)).toBe('<value><dateTime.iso8601>19700101T00:00:00</dateTime.iso8601></value>');
    expect(valueXml(bytes)).toBe('<value><base64>CQ==</base64></value>');
    const plain = runInNewContext('({ a: 1 })') as object;
    expect(valueXml(plain)).toBe('<value><struct><member><name>a</name><value><int>1</int></value></member></struct></value>');
  });
});

describe('encodeMethodCall', () => {
  it('encodes the method name and each param', async () => {
    const xml = encodeMethodCall('Vendor_Account.getObject', [{ headers: { id: 1 } }, 'mask[id]']);
    expect(xml).toBe(
      `${DECL}<methodCall><methodName>Vendor_Account.getObject</methodName><params><param><value><struct><member><name>headers</name><value><struct><member><name>id</name><value><int>1</int></value></member></struct></value></member></struct></value></param><param><value><string>mask[id]</string></value></param></params></methodCall>`,
    );
    expect(await decodeMethodCall(xml)).toEqual({ method: 'Vendor_Account.getObject', params: [{ headers: { id: 1 } }, 'mask[id]'] });
  });

  it('encodes no params as an empty <params>', () => {
    expect(encodeMethodCall('ping', [])).toBe(`${DECL}<methodCall><methodName>ping</methodName><params></params></methodCall>`);
  });

  it('rejects an empty or non-string method and non-array params', () => {
    expect(() => encodeMethodCall('', [])).toThrow(TypeError);
    expect(() => encodeMethodCall(1 as never, [])).toThrow(TypeError);
    expect(() => encodeMethodCall('x', 'a' as never)).toThrow(/params: it must be an array/);
  });
});

describe('encodeFault', () => {
  it.each([
    { name: 'int code', code: 4, xml: '<value><int>4</int></value>' },
    { name: 'i8 code', code: 2 ** 33, xml: '<value><i8>8589934592</i8></value>' },
    { name: 'string code', code: 'E_NOT_FOUND', xml: '<value><string>E_NOT_FOUND</string></value>' },
  ])('$name', async ({ code, xml }) => {
    const doc = encodeFault(code, 'Not <found>');
    expect(doc).toBe(
      `${DECL}<methodResponse><fault><value><struct><member><name>faultCode</name>${xml}</member><member><name>faultString</name><value><string>Not &lt;found&gt;</string></value></member></struct></value></fault></methodResponse>`,
    );
    const error = await decodeMethodResponse(doc).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XmlRpcFault);
    expect(error).toMatchObject({ faultCode: code, faultString: 'Not <found>' });
  });

  it('rejects a faultCode that is neither an integer nor a string', () => {
    expect(() => encodeFault(1.5, 'x')).toThrow(TypeError);
    expect(() => encodeFault(NaN, 'x')).toThrow(TypeError);
    expect(() => encodeFault(1, 2 as never)).toThrow(/faultString: it must be a string/);
    expect(() => encodeFault(1, 'bad \u0000')).toThrow(/Cannot encode faultString: string contains U\+0000/);
  });
});

describe('encoding errors name the path of the bad value', () => {
  const cyclic: Record<string, unknown> = { a: [1] };
  (cyclic.a as unknown[]).push({ back: cyclic });
  class Point {
    constructor(readonly x = 1) {}
  }

  it.each([
    { name: 'function', params: [1, { tags: [0, 1, 2, () => 1] }], path: 'params[1].tags[3]', reason: /a function is not an XML-RPC value/ },
    { name: 'symbol', params: [Symbol('s')], path: 'params[0]', reason: /a symbol is not an XML-RPC value/ },
    { name: 'NaN', params: [{ n: NaN }], path: 'params[0].n', reason: /NaN is not an XML-RPC value/ },
    { name: 'Infinity', params: [[-Infinity]], path: 'params[0][0]', reason: /-Infinity is not an XML-RPC value/ },
    { name: 'bigint beyond 64 bits', params: [2n ** 63n], path: 'params[0]', reason: /outside the 64-bit range/ },
    { name: 'invalid Date', params: [{ when: new Date(NaN) }], path: 'params[0].when', reason: /invalid Date/ },
    { name: 'Date beyond year 9999', params: [new Date('+010000-01-01T00:00:00Z')], path: 'params[0]', reason: /year outside 0–9999/ },
    { name: 'NUL character', params: ['a\u0000b'], path: 'params[0]', reason: /string contains U\+0000 at index 1/ },
    { name: 'vertical tab', params: [{ 'odd-key': 'x\u000by' }], path: 'params[0]["odd-key"]', reason: /U\+000B/ },
    { name: 'lone surrogate', params: [['ok', 'a\uD800']], path: 'params[0][1]', reason: /U\+D800/ },
    { name: 'U+FFFF', params: ['\uFFFF'], path: 'params[0]', reason: /U\+FFFF/ },
    { name: 'forbidden character in a member name', params: [{ 'a\u0001': 1 }], path: 'params[0]["a\\u0001"]', reason: /U\+0001/ },
    { name: 'cycle', params: [cyclic], path: 'params[0].a[1].back', reason: /cyclic structure/ },
    { name: 'class instance', params: [{ p: new Point() }], path: 'params[0].p', reason: /a Point is not an XML-RPC value/ },
    { name: 'Map', params: [new Map()], path: 'params[0]', reason: /a Map is not an XML-RPC value/ },
    { name: 'other typed array', params: [new Uint16Array(1)], path: 'params[0]', reason: /a Uint16Array is not an XML-RPC value/ },
  ])('$name', ({ params, path, reason }) => {
    let error: unknown;
    try {
      encodeMethodCall('m', params);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message.startsWith(`Cannot encode ${path}: `)).toBe(true);
    expect((error as Error).message).toMatch(reason);
  });

  it('names the root "value" for a response', () => {
    expect(() => encodeMethodResponse({ list: [1, undefined, Symbol.iterator] })).toThrow(/^Cannot encode value\.list\[2\]: /);
  });

  it('refuses nesting deeper than MAX_ENCODE_DEPTH without overflowing the stack', () => {
    let deep: unknown[] = [];
    const root = deep;
    for (let i = 0; i < MAX_ENCODE_DEPTH; i++) deep = deep[0] = [];
    expect(() => encodeMethodResponse(root)).toThrow(/nested deeper than 1000/);
    let ok: unknown[] = [];
    const okRoot = ok;
    for (let i = 1; i < MAX_ENCODE_DEPTH; i++) ok = ok[0] = [];
    expect(encodeMethodResponse(okRoot)).toContain('<array>');
  });

  it('accepts well-formed astral characters and allowed control characters', () => {
    expect(valueXml('😀\t\n\u0085\u007f')).toBe('<value><string>😀\t\n\u0085\u007f</string></value>');
  });
});
