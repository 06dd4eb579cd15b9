/**
 * Differential tests of the fast path: for every document — the decode tables, the fuzz corpus,
 * generated documents of many styles, every chunking — decoding with the fast path gives exactly
 * the outcome of the saxes decoder (the same value, or the same error: class, reason, line,
 * column). And the fast path does take the common documents (else these tests prove nothing).
 */
import { describe, expect, it } from 'vitest';
import type { DocumentType } from './decode-sink.js';
import { encodeFault, encodeMethodCall, encodeMethodResponse } from './encode.js';
import { FastScanner } from './fast-scanner.js';
import {
  CALL_CASES,
  CALL_ERROR_CASES,
  ERROR_CASES,
  FAULT_CASES,
  response,
  v,
  VALUE_CASES,
} from './test-decode-cases.js';
import { fuzzCases } from './test-fuzz.js';
import { prng } from './test-random.js';
import { outcome, type Input } from './test-outcome.js';
import type { XmlRpcDecodeOptions } from './value-types.js';

const utf8 = new TextEncoder();

/** Chunks of random sizes (1–`max` bytes), the same for the same seed. */
function chunksOf(bytes: Uint8Array, seed: number, max = 64): AsyncIterable<Uint8Array> {
  return {
    async *[Symbol.asyncIterator]() {
      const random = prng(seed);
      for (let i = 0; i < bytes.length; ) {
        const n = 1 + Math.floor(random() * max);
        yield bytes.subarray(i, i + n);
        i += n;
        await Promise.resolve();
      }
    },
  };
}

/** The same text as string chunks split at the given positions. */
function stringChunks(text: string, cuts: readonly number[]): AsyncIterable<string> {
  return {
    async *[Symbol.asyncIterator]() {
      let last = 0;
      for (const cut of cuts) {
        yield text.slice(last, cut);
        last = cut;
        await Promise.resolve();
      }
      yield text.slice(last);
    },
  };
}

/**
 * Asserts the fast path and saxes agree on `xml` read as a string, as bytes, and as random small
 * byte chunks; returns the outcome.
 */
async function expectSame(xml: string | Uint8Array, type: DocumentType, options?: XmlRpcDecodeOptions, seed = 1): Promise<string> {
  const bytes = typeof xml === 'string' ? utf8.encode(xml) : xml;
  const text = typeof xml === 'string' ? xml : new TextDecoder().decode(xml);
  const inputs: (() => Input)[] = [() => text, () => bytes, () => chunksOf(bytes, seed)];
  let first = '';
  for (const input of inputs) {
    const slow = await outcome(input, type, false, options);
    const fast = await outcome(input, type, true, options);
    expect(fast, text).toBe(slow);
    first ||= slow;
  }
  return first;
}

/** Whether the fast scanner takes `xml` whole (no fallback). */
function fastAccepts(xml: string, type: DocumentType = 'methodResponse', maxDepth = 256): boolean {
  const scanner = new FastScanner(type, maxDepth);
  return scanner.write(xml) && scanner.end() !== undefined;
}

const TYPES: readonly DocumentType[] = ['methodResponse', 'methodCall'];

describe('fast path ≡ saxes: the decode tables', () => {
  const documents = [
    ...VALUE_CASES.map((c) => c.xml),
    ...ERROR_CASES.map((c) => c.xml),
    ...FAULT_CASES.map((c) => c.xml),
    ...CALL_CASES.map((c) => c.xml),
    ...CALL_ERROR_CASES.map((c) => c.xml),
  ];

  it('every table document, as either document type, from a string, bytes and chunks', async () => {
    for (const [i, xml] of documents.entries()) {
      for (const type of TYPES) await expectSame(xml, type, undefined, i);
    }
  });

  it('the same documents under tight limits (maxDepth 1–2, maxBytes around the size)', async () => {
    for (const [i, xml] of documents.entries()) {
      const size = utf8.encode(xml).length;
      for (const options of [{ maxDepth: 1 }, { maxDepth: 2 }, { maxBytes: size }, { maxBytes: size - 1 }, { maxBytes: Math.max(1, size >> 1) }]) {
        await expectSame(xml, 'methodResponse', options, i);
      }
    }
  });

  it('nesting at and beyond maxDepth', async () => {
    const nest = (n: number): string =>
      v('<array><data><value>'.repeat(n - 1) + '<array><data/></array>' + '</value></data></array>'.repeat(n - 1));
    const structs = (n: number): string =>
      v('<struct><member><name>a</name><value>'.repeat(n) + '1' + '</value></member></struct>'.repeat(n));
    for (const maxDepth of [1, 3, 300]) {
      for (const n of [1, 2, 3, 4, 300, 301]) {
        await expectSame(nest(n), 'methodResponse', { maxDepth });
        await expectSame(structs(n), 'methodResponse', { maxDepth });
      }
    }
    expect(fastAccepts(nest(3), 'methodResponse', 3)).toBe(true);
    expect(fastAccepts(nest(4), 'methodResponse', 3)).toBe(false);
    await expectSame(v('<array><data><value>'.repeat(30_000)), 'methodResponse', { maxDepth: 1_000_000 });
  });

  it('the fast path takes the valid table documents that are in its subset', () => {
    // (The readers strip a byte order mark before any decoder sees the text.)
    const inSubset = VALUE_CASES.filter((c) => !/<\?pi|\r|\uFEFF/.test(c.xml));
    expect(inSubset.length).toBeGreaterThan(40);
    for (const c of inSubset) expect(fastAccepts(c.xml), c.name).toBe(true);
    for (const c of CALL_CASES) expect(fastAccepts(c.xml, 'methodCall'), c.name).toBe(true);
    for (const c of FAULT_CASES) expect(fastAccepts(c.xml), c.name).toBe(true);
  });
});

describe('fast path ≡ saxes: outside the subset, the fast path hands over', () => {
  const cases: { name: string; xml: string }[] = [
    { name: 'CDATA inside <struct>', xml: v('<struct><![CDATA[ ]]></struct>') },
    { name: 'CDATA after a typed value', xml: v('<int>1</int><![CDATA[ ]]>') },
    { name: 'CDATA before the root', xml: `<![CDATA[ ]]>${v('1')}` },
    { name: 'CDATA after the root', xml: `${v('1')}<![CDATA[ ]]>` },
    { name: 'CDATA before a type element', xml: v('<![CDATA[x]]><int>1</int>') },
    { name: 'unterminated CDATA', xml: v('<string><![CDATA[abc</string>') },
    { name: 'CDATA ending ]]', xml: v('<string><![CDATA[abc]]</string>') },
    { name: 'lowercase cdata', xml: v('<string><![cdata[x]]></string>') },
    { name: 'NUL in CDATA', xml: v('<string><![CDATA[a\u0000b]]></string>') },
    { name: 'U+FFFF in CDATA', xml: v('<string><![CDATA[a\uffffb]]></string>') },
    { name: 'lone surrogate in CDATA', xml: v('<string><![CDATA[a\ud800b]]></string>') },
    { name: 'raw CR in CDATA', xml: v('<string><![CDATA[a\rb]]></string>') },
    { name: ']]> after CDATA', xml: v('<string><![CDATA[a]]>]]></string>') },
    { name: 'unterminated comment', xml: v('<string>a<!-- b</string>') },
    { name: 'unterminated comment after the root', xml: `${v('1')}<!-- b` },
    { name: '-- inside a comment', xml: v('<string>a<!-- b -- c --></string>') },
    { name: 'comment ending --->', xml: v('<string>a<!-- b ---></string>') },
    { name: '<!--->', xml: v('<string>a<!---></string>') },
    { name: 'NUL in a comment', xml: v('<int>1</int><!-- \u0000 -->') },
    { name: 'lone surrogate in a comment', xml: `${v('1')}<!-- \udc00 -->` },
    { name: 'comment before the declaration', xml: `<!-- c -->${v('1')}` },
    { name: 'comment inside a tag', xml: v('<string<!-- c -->>x</string>') },
    { name: 'comment inside an entity', xml: v('<string>&am<!-- c -->p;</string>') },
    { name: '<!- (one dash)', xml: v('<string><!- c --></string>') },
    { name: 'processing instruction', xml: v('<?pi x?>1') },
    { name: 'DOCTYPE', xml: `<!DOCTYPE methodResponse>${v('1')}` },
    { name: 'attribute', xml: v('<string lang="en">x</string>') },
    { name: 'space before >', xml: v('<string >x</string>') },
    { name: 'space in an end tag', xml: v('<string>x</string >') },
    { name: 'unknown element', xml: v('<float>1</float>') },
    { name: 'longer name with a known prefix', xml: v('<values>1</values>') },
    { name: 'NUL', xml: v('<string>a\u0000b</string>') },
    { name: 'C0 control', xml: v('<string>a\u0001b</string>') },
    { name: 'U+FFFE', xml: v('<string>a\ufffeb</string>') },
    { name: 'U+FFFF', xml: v('<string>a\uffffb</string>') },
    { name: 'lone high surrogate', xml: v('<string>a\ud800b</string>') },
    { name: 'lone low surrogate', xml: v('<string>a\udc00b</string>') },
    { name: ']]> in text', xml: v('<string>a]]>b</string>') },
    { name: 'bare &', xml: v('<string>a & b</string>') },
    { name: 'undefined entity', xml: v('<string>&nbsp;</string>') },
    { name: 'uppercase entity', xml: v('<string>&AMP;</string>') },
    { name: '&#0;', xml: v('<string>&#0;</string>') },
    { name: '&#xFFFE;', xml: v('<string>&#xFFFE;</string>') },
    { name: '&#xD800;', xml: v('<string>&#xD800;</string>') },
    { name: '&#x110000;', xml: v('<string>&#x110000;</string>') },
    { name: 'uppercase X in a char ref', xml: v('<string>&#X41;</string>') },
    { name: 'empty char ref', xml: v('<string>&#;</string>') },
    { name: 'empty hex char ref', xml: v('<string>&#x;</string>') },
    { name: 'long char ref', xml: v('<string>&#x0000000000041;</string>') },
    { name: 'entity without ;', xml: v('<string>&amp</string>') },
    { name: 'mismatched end tag', xml: v('<int>1</i4>') },
    { name: 'unclosed root', xml: '<methodResponse><params><param><value>1</value></param></params>' },
    { name: 'text after the root', xml: `${v('1')}x` },
    { name: 'element after the root', xml: `${v('1')}<x/>` },
    { name: 'raw CR in a string', xml: v('<string>a\rb</string>') },
    { name: 'CRLF in a string', xml: v('<string>a\r\nb</string>') },
    { name: 'CR in a name', xml: v('<struct><member><name>a\rb</name><value>1</value></member></struct>') },
    { name: 'XML 1.1', xml: `<?xml version="1.1"?><methodResponse><params><param><value>\u0085</value></param></params></methodResponse>` },
    { name: 'standalone declaration', xml: `<?xml version="1.0" standalone="yes"?>${v('1').slice(22)}` },
    { name: 'latin1 declaration', xml: `<?xml version="1.0" encoding="ISO-8859-1"?>${v('1').slice(22)}` },
    { name: 'declaration after whitespace', xml: ` ${v('1')}` },
    { name: 'bad int', xml: v('<int>x</int>') },
    { name: 'fault without faultString', xml: '<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>1</int></value></member></struct></value></fault></methodResponse>' },
  ];

  it.each(cases)('$name', async ({ xml }) => {
    expect(fastAccepts(xml)).toBe(false);
    await expectSame(xml, 'methodResponse');
  });

  it('CR that XML turns into LF is fine where the text is only whitespace', async () => {
    const xml = '<?xml version="1.0"?>\r\n<methodResponse>\r\n<params><param><value>\r\n<int>1</int>\r\n</value></param></params>\r\n</methodResponse>\r\n';
    expect(fastAccepts(xml)).toBe(true);
    expect(await expectSame(xml, 'methodResponse')).toContain('n:1');
  });
});

describe('fast path ≡ saxes: CDATA sections and comments are in the subset', () => {
  const body = (xml: string): string => xml.replace(/^<\?xml version="1\.0"\?>/, '');
  const cases: { name: string; xml: string; expected?: string }[] = [
    { name: 'CDATA string (npm xmlrpc style)', xml: v('<string><![CDATA[<x> & </y>]]></string>'), expected: '[true:"<x> & </y>"' },
    { name: 'CDATA bare value', xml: v('<![CDATA[a<b]]>'), expected: '[true:"a<b"' },
    { name: 'CDATA with text around', xml: v('<string>a&amp;<![CDATA[&amp;]]>b</string>'), expected: '[true:"a&&amp;b"' },
    { name: 'empty CDATA', xml: v('<string><![CDATA[]]></string>'), expected: '[true:""' },
    { name: 'two CDATA sections', xml: v('<string><![CDATA[]]]]><![CDATA[>]]></string>'), expected: '[true:"]]>"' },
    { name: 'CDATA holding ]] and ]>', xml: v('<string><![CDATA[a]]b]>c]]]></string>'), expected: '[true:"a]]b]>c]"' },
    { name: 'CDATA holding <!-- -->', xml: v('<string><![CDATA[<!-- x -- -->]]></string>'), expected: '[true:"<!-- x -- -->"' },
    { name: 'multi-byte UTF-8 in CDATA', xml: v('<string><![CDATA[é漢😀\t\n]]></string>'), expected: '[true:"é漢😀\\t\\n"' },
    { name: 'CDATA in a name and an int', xml: v('<struct><member><name><![CDATA[k<]]></name><value><int><![CDATA[ 7 ]]></int></value></member></struct>') },
    { name: 'blank CDATA before a type element', xml: v('<![CDATA[ ]]><int>1</int>') },
    { name: 'CDATA methodName', xml: '<methodCall><methodName><![CDATA[a.b]]></methodName></methodCall>' },
    { name: 'comment in a string', xml: v('<string>a<!-- c -->b</string>'), expected: '[true:"ab"' },
    { name: 'comment in a bare value', xml: v('a<!---->b'), expected: '[true:"ab"' },
    { name: 'comment after a typed value', xml: v('<int>1</int><!-- c -->') },
    { name: 'comments before and after the root', xml: `<!-- c -->\n${body(v('1'))}\n<!-- end -->` },
    { name: 'comment after the declaration', xml: `<?xml version="1.0"?><!-- c -->${body(v('1'))}` },
    { name: 'comments between elements', xml: '<methodResponse><!-- a --><params>\n<!-- b --><param><!--c--><value><array><!-- d --><data><!-- e --><value>1</value><!-- f --></data></array></value></param></params></methodResponse>' },
    { name: 'comment holding markup and multi-byte text', xml: v('<struct><!-- <member> é漢😀 & ]]> - - --><member><name>a</name><value>1</value></member></struct>') },
    { name: 'comment between ]] and >', xml: v('<string>]]<!---->></string>'), expected: '[true:"]]>"' },
    { name: 'comment in a fault', xml: '<methodResponse><fault><value><struct><!-- x --><member><name>faultCode</name><value><int>4</int></value></member><member><name>faultString</name><value><![CDATA[a < b]]></value></member></struct></value></fault></methodResponse>' },
  ];

  it.each(cases)('$name', async ({ xml, expected }) => {
    const type: DocumentType = xml.includes('<methodCall>') ? 'methodCall' : 'methodResponse';
    expect(fastAccepts(xml, type)).toBe(true);
    const result = await expectSame(xml, type);
    expect(result).not.toMatch(/^XmlRpcDecodeError/);
    if (expected !== undefined) expect(result).toContain(expected);
  });

  it('long CDATA sections and comments cut across many chunks, at every position', async () => {
    const long = 'é漢😀 <&> ]] -'.repeat(40);
    const xml = v(`<struct><!-- ${long.replaceAll('-', '=')} --><member><name>k</name><value><string><![CDATA[${long}]]></string></value></member></struct>`);
    expect(fastAccepts(xml)).toBe(true);
    const slow = await outcome(() => xml, 'methodResponse', false);
    expect(slow).toMatch(/^ok /);
    for (let cut = 0; cut <= xml.length; cut += 7) {
      const cuts = [cut, cut + 1, cut + 150, cut + 151, cut + 400].filter((c) => c <= xml.length);
      expect(await outcome(() => stringChunks(xml, cuts), 'methodResponse', true), `${cut}`).toBe(slow);
    }
    for (let seed = 0; seed < 10; seed++) {
      expect(await outcome(() => chunksOf(utf8.encode(xml), seed, 200), 'methodResponse', true)).toBe(slow);
    }
  });
});

describe('fast path ≡ saxes: chunk boundaries', () => {
  const docs = [
    v('<string>a<![CDATA[<é漢😀>]]]]>b<!-- x-y -->c</string>'),
    `<!-- é --><methodResponse><!----><params><param><value><![CDATA[]]><![CDATA[&]]></value></param></params></methodResponse><!-- 😀 -->`,
    v('<string><![CDATA[a]]b</string>'),
    v('<string>a<!-- b -- c --></string>'),
    v('<int>1</int><!-- b --->'),
    encodeMethodResponse({ a: 'x &amp; y', 'b&c': ['é漢😀', 1, 2n ** 60n, null, true, 1.5], d: new Date(0), e: new Uint8Array([1, 2, 3]) }),
    v('<string>a&#x1F600;&lt;&gt;&amp;&quot;&apos;]]&gt;]b]</string>'),
    v('<string>ab]]>c</string>'),
    v('<string>x&amp</string>'),
    encodeMethodCall('m.n', [1, 'two']),
    `<?xml version='1.0'?>\n${v('<nil/>').slice(22)}\n`,
  ];

  it('two string chunks split at every position', async () => {
    for (const xml of docs) {
      for (let cut = 0; cut <= xml.length; cut++) {
        const type: DocumentType = xml.includes('<methodCall>') ? 'methodCall' : 'methodResponse';
        const slow = await outcome(() => stringChunks(xml, [cut]), type, false);
        expect(await outcome(() => stringChunks(xml, [cut]), type, true), `${cut}: ${xml}`).toBe(slow);
      }
    }
  });

  it('byte chunks of random sizes, many seeds', async () => {
    for (const xml of docs) {
      const type: DocumentType = xml.includes('<methodCall>') ? 'methodCall' : 'methodResponse';
      for (let seed = 0; seed < 30; seed++) {
        const bytes = utf8.encode(xml);
        const slow = await outcome(() => chunksOf(bytes, seed, 8), type, false);
        expect(await outcome(() => chunksOf(bytes, seed, 8), type, true)).toBe(slow);
      }
    }
  });

  it('a fallback in the middle of a stream replays what was read (large document, 64 KiB chunks)', async () => {
    const big = encodeMethodResponse(Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `row ${i} é`, tags: ['a', 'b'] })));
    const bytes = utf8.encode(`${big}<!-- trailing comment -->`);
    const slow = await outcome(() => chunksOf(bytes, 7, 64 * 1024), 'methodResponse', false);
    expect(slow).toMatch(/^ok /);
    expect(await outcome(() => chunksOf(bytes, 7, 64 * 1024), 'methodResponse', true)).toBe(slow);
    const broken = utf8.encode(`${big.slice(0, 150_000)}<oops>${big.slice(150_000)}`);
    const error = await outcome(() => chunksOf(broken, 3, 64 * 1024), 'methodResponse', false);
    expect(error).toMatch(/^XmlRpcDecodeError /);
    expect(await outcome(() => chunksOf(broken, 3, 64 * 1024), 'methodResponse', true)).toBe(error);
    const tooLarge = { maxBytes: 200_000 };
    const limited = await outcome(() => chunksOf(bytes, 5, 64 * 1024), 'methodResponse', false, tooLarge);
    expect(limited).toMatch(/larger than maxBytes/);
    expect(await outcome(() => chunksOf(bytes, 5, 64 * 1024), 'methodResponse', true, tooLarge)).toBe(limited);
    const badUtf8 = bytes.slice();
    badUtf8[100_000] = 0xff;
    const invalid = await outcome(() => chunksOf(badUtf8, 5, 64 * 1024), 'methodResponse', false);
    expect(invalid).toMatch(/invalid UTF-8/);
    expect(await outcome(() => chunksOf(badUtf8, 5, 64 * 1024), 'methodResponse', true)).toBe(invalid);
  });
});

describe('fast path ≡ saxes: the fuzz corpus', () => {
  it('4,000 mutated documents give the same outcome on both paths', async () => {
    const random = prng(0x5eed);
    let i = 0;
    const seen = new Set<string>();
    for (const c of fuzzCases(4000, random)) {
      const type: DocumentType = c.kind === 'call' ? 'methodCall' : 'methodResponse';
      const options = { maxDepth: 64, maxBytes: 64 * 1024 };
      const input = (): Input =>
        c.mode < 0.4 ? new TextDecoder().decode(c.doc) : c.mode < 0.8 ? c.doc : chunksOf(c.doc, i, 64);
      const slow = await outcome(input, type, false, options);
      expect(await outcome(input, type, true, options), `case ${i}`).toBe(slow);
      seen.add(slow.slice(0, 2));
      i++;
    }
    expect([...seen].sort()).toEqual(['Xm', 'ok']);
  });
});

/** Generated documents of many styles, mostly valid. */
function randomDocument(random: () => number): { xml: string; type: DocumentType } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number): boolean => random() < p;
  const ws = (): string => (chance(0.7) ? '' : pick([' ', '\n', '\n  ', '\t', '\r\n']));
  const CHARS = ['a', 'Z', '0', ' ', '&', '<', '>', '"', "'", ']', 'é', '漢', '😀', '\t', '\n', '\u0085', '\ufffd', '\u2028', '\r', ';', '#'];
  const escapeChar = (ch: string): string => {
    const code = ch.codePointAt(0)!;
    switch (ch) {
      case '&': return pick(['&amp;', '&#38;', '&#x26;']);
      case '<': return pick(['&lt;', '&#60;']);
      case '>': return pick(['>', '&gt;']);
      case '"': return pick(['"', '&quot;']);
      case "'": return pick(["'", '&apos;']);
      case '\r': return pick(['&#13;', '&#xd;', '&#xD;', '\r']);
      default: return chance(0.1) ? pick([`&#${code};`, `&#x${code.toString(16)};`]) : ch;
    }
  };
  const text = (max: number): string => {
    let out = '';
    for (let n = Math.floor(random() * max); n > 0; n--) out += escapeChar(pick(CHARS));
    return out;
  };
  const scalar = (tag: string, body: string): string => (body === '' && chance(0.3) ? `<${tag}/>` : `<${tag}>${body}</${tag}>`);
  const value = (depth: number): string => {
    const kind = Math.floor(random() * (depth > 3 ? 9 : 11));
    let inner: string;
    switch (kind) {
      case 0: inner = scalar(pick(['int', 'i4']), `${ws()}${pick(['', '+', '-'])}${Math.floor(random() * 3e9)}${ws()}`); break;
      case 1: inner = scalar(pick(['i8', 'ex:i8']), `${pick(['', '-'])}${Math.floor(random() * 1e6)}${pick(['', '000000000000', '9223372036854775807'])}`); break;
      case 2: inner = scalar('double', pick(['1.5', '-0.25', '1e10', '.5', '3', '1e400', 'x', ' 2.5 '])); break;
      case 3: inner = scalar('boolean', pick(['0', '1', ' 1 ', '2'])); break;
      case 4: inner = scalar('string', text(20)); break;
      case 5: inner = text(20); break; // bare text
      case 6: inner = pick(['<nil/>', '<ex:nil/>', '<nil></nil>', `<nil>${ws()}</nil>`]); break;
      case 7: inner = scalar('dateTime.iso8601', pick(['20240102T03:04:05', '2024-01-02T03:04:05Z', '20240102T030405+0130', '20240230T00:00:00', '19991231T23:59:59.5'])); break;
      case 8: inner = scalar('base64', pick(['AQID', 'AQ\n ID+g==', '', 'AQ*', 'AQI'])); break;
      case 9: {
        let items = '';
        for (let n = Math.floor(random() * 4); n > 0; n--) items += `${ws()}${value(depth + 1)}`;
        inner = items === '' && chance(0.3) ? '<array><data/></array>' : `<array>${ws()}<data>${items}${ws()}</data>${ws()}</array>`;
        break;
      }
      default: {
        let members = '';
        for (let n = Math.floor(random() * 4); n > 0; n--) {
          const name = chance(0.1) ? pick(['__proto__', 'constructor', 'prototype', 'a']) : text(6);
          members += `${ws()}<member>${ws()}<name>${name}</name>${ws()}${value(depth + 1)}${ws()}</member>`;
        }
        inner = `<struct>${members}${ws()}</struct>`;
      }
    }
    if (kind === 5) return inner === '' && chance(0.3) ? '<value/>' : `<value>${inner}</value>`;
    return `<value>${ws()}${inner}${ws()}</value>`;
  };
  const declaration = pick(['', '', '<?xml version="1.0"?>', "<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="UTF-8"?>\n', '<?xml version="1.0" encoding="ascii"?>']);
  const r = random();
  if (r < 0.15) {
    const code = pick(['<int>4</int>', '<string>E</string>', 'E', '<i8>1</i8>']);
    return {
      type: 'methodResponse',
      xml: `${declaration}<methodResponse>${ws()}<fault>${ws()}<value><struct><member><name>faultCode</name><value>${code}</value></member>${ws()}<member><name>faultString</name>${value(1)}</member></struct></value></fault></methodResponse>${ws()}`,
    };
  }
  if (r < 0.3) {
    let params = '';
    for (let n = Math.floor(random() * 3); n > 0; n--) params += `<param>${ws()}${value(1)}${ws()}</param>${ws()}`;
    return {
      type: 'methodCall',
      xml: `${declaration}<methodCall>${ws()}<methodName>${pick(['getObject', 'a.b_c', ' ', 'x&amp;y'])}</methodName>${ws()}${chance(0.2) ? '' : `<params>${ws()}${params}</params>`}</methodCall>${ws()}`,
    };
  }
  return {
    type: 'methodResponse',
    xml: `${declaration}${ws()}<methodResponse>${ws()}<params>${ws()}<param>${ws()}${value(1)}${ws()}</param>${ws()}</params>${ws()}</methodResponse>${ws()}`,
  };
}

describe('fast path ≡ saxes: generated documents', () => {
  it('1,500 generated documents of many styles', async () => {
    const random = prng(0xfa57);
    let ok = 0;
    let fast = 0;
    for (let i = 0; i < 1500; i++) {
      const { xml, type } = randomDocument(random);
      const result = await expectSame(xml, type, undefined, i);
      if (result.startsWith('ok') || result.startsWith('XmlRpcFault')) ok++;
      if (fastAccepts(xml, type)) {
        fast++;
        expect(result, xml).not.toMatch(/^XmlRpcDecodeError/);
      }
    }
    expect(ok).toBeGreaterThan(300);
    expect(fast).toBeGreaterThan(300);
  });

  it('values this codec encodes round-trip through the fast path', async () => {
    const random = prng(42);
    const build = (depth: number): unknown => {
      const k = Math.floor(random() * (depth > 3 ? 8 : 10));
      switch (k) {
        case 0: return Math.floor(random() * 2 ** 31) * (random() < 0.5 ? -1 : 1);
        case 1: return Math.floor(random() * 2 ** 52);
        case 2: return random() * 1e6;
        case 3: return random() < 0.5;
        case 4: return Array.from('é漢😀<&>"\']]>\r\n\t').slice(Math.floor(random() * 10)).join('');
        case 5: return null;
        case 6: return new Date(Math.floor(random() * 4e12 / 1000) * 1000);
        case 7: return new Uint8Array([1, 2, 3, Math.floor(random() * 256)]);
        case 8: return Array.from({ length: Math.floor(random() * 4) }, () => build(depth + 1));
        default: return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, j) => [`k${j}${'é'.repeat(j)}`, build(depth + 1)]));
      }
    };
    for (let i = 0; i < 300; i++) {
      const value = build(0);
      const xml = encodeMethodResponse(value);
      expect(fastAccepts(xml), xml).toBe(true);
      expect(await expectSame(xml, 'methodResponse', undefined, i)).toMatch(/^ok /);
      const call = encodeMethodCall('x.y', [value, 'p']);
      expect(fastAccepts(call, 'methodCall')).toBe(true);
      await expectSame(call, 'methodCall', undefined, i);
    }
    const faultXml = encodeFault(3, 'no <way> & back');
    expect(fastAccepts(faultXml)).toBe(true);
    expect(await expectSame(faultXml, 'methodResponse')).toContain('XML-RPC fault 3: no <way> & back');
    expect(await expectSame(response('<value>1</value>'), 'methodResponse')).toContain('"1"');
  });
});
