/**
 * The seeded document fuzzer shared by the fuzz test and the fast-path differential test
 * (excluded from the build: `test-*.ts`).
 */
import { encodeFault, encodeMethodCall, encodeMethodResponse } from './encode.js';

const encoder = new TextEncoder();
/** Documents the fuzzer mutates. */
export const SEEDS: { kind: 'response' | 'call'; xml: string }[] = [
  {
    kind: 'response',
    xml: encodeMethodResponse({
      id: 1, big: 2n ** 60n, d: 1.25, ok: true, s: 'é漢😀 <&>', nil: null,
      when: new Date('2024-01-02T03:04:05Z'), bin: new Uint8Array([1, 2, 3, 4, 5]),
      list: [1, 'two', [3, { four: 4 }]],
    }),
  },
  { kind: 'response', xml: encodeFault(4, 'Too many params') },
  { kind: 'call', xml: encodeMethodCall('Vendor_Account.getObject', [{ headers: { id: 1 } }, 'mask[id]', [1.5, false]]) },
  {
    kind: 'response',
    // What npm `xmlrpc` servers write: strings holding `<`, `>` or `&` as CDATA sections.
    xml: `<?xml version="1.0"?><methodResponse><params><param><value><struct><member><name>html</name><value><string><![CDATA[<b>é漢😀 & co</b>]]></string></value></member><member><name>a]]b</name><value><![CDATA[]]]]><![CDATA[>]]></value></member></struct></value></param></params></methodResponse>`,
  },
  {
    kind: 'call',
    xml: `<!-- head --><methodCall><!-- c --><methodName>a.b</methodName><params><param><value><string>x<!-- in text -->y</string></value></param></params></methodCall><!-- tail -->`,
  },
  {
    kind: 'response',
    xml: `<?xml version="1.0"?>\n<methodResponse>\n <params>\n  <param>\n   <value><struct>\n    <member><name>a</name><value>bare</value></member>\n    <member><name>b</name><value><i4>7</i4></value></member>\n   </struct></value>\n  </param>\n </params>\n</methodResponse>\n`,
  },
];

const TAGS = [
  'value', 'string', 'int', 'i4', 'i8', 'double', 'boolean', 'dateTime.iso8601', 'base64', 'nil',
  'ex:nil', 'array', 'data', 'struct', 'member', 'name', 'param', 'params', 'fault',
  'methodResponse', 'methodCall', 'methodName', 'float', 'x',
];
const INSERTS = [
  '<!DOCTYPE methodResponse>', '<!DOCTYPE x [<!ENTITY e "&e;&e;">]>', '&e;', '&amp;', '&#0;', '&#x1F600;',
  '<![CDATA[x]]>', '<!-- c -->', '<?pi?>', ']]>', '</value>', '<value>', '<nil/>', '\u0000', '\r\n', '"', "'", '<', '>', '&',
  '<?xml version="1.0" encoding="latin1"?>', '<![CDATA[', ']]', '<!--', '-->', '--', '<![CDATA[é漢😀]]>',
];
const BYTES = [0x00, 0x3c, 0x3e, 0x26, 0x2f, 0x22, 0x80, 0xbf, 0xc3, 0xe6, 0xf0, 0xff, 0x20, 0x0a, 0x41, 0x30];

/** One random mutation of `doc`. */
export function mutate(doc: Uint8Array, random: () => number): Uint8Array {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const at = (): number => Math.floor(random() * (doc.length + 1));
  const splice = (start: number, end: number, insert: Uint8Array): Uint8Array => {
    const out = new Uint8Array(start + insert.length + (doc.length - end));
    out.set(doc.subarray(0, start));
    out.set(insert, start);
    out.set(doc.subarray(end), start + insert.length);
    return out;
  };
  switch (Math.floor(random() * 8)) {
    case 0: {
      // byte flips
      const out = doc.slice();
      for (let n = 1 + Math.floor(random() * 4); n > 0 && out.length > 0; n--) {
        out[Math.floor(random() * out.length)] = random() < 0.5 ? pick(BYTES) : Math.floor(random() * 256);
      }
      return out;
    }
    case 1:
      return doc.slice(0, at()); // truncation
    case 2: {
      // tag swap: rename one occurrence of a tag name
      const text = new TextDecoder().decode(doc);
      const from = pick(TAGS);
      const index = text.indexOf(`<${from}`, Math.floor(random() * text.length));
      if (index < 0) return doc;
      return encoder.encode(`${text.slice(0, index + 1)}${pick(TAGS)}${text.slice(index + 1 + from.length)}`);
    }
    case 3: {
      const p = at();
      return splice(p, p, encoder.encode(pick(INSERTS)));
    }
    case 4: {
      // deep nesting, sometimes closed
      const n = 1 + Math.floor(random() * 600);
      const open = '<value><array><data>'.repeat(n);
      const text = new TextDecoder().decode(doc);
      const index = text.indexOf('<value>');
      const close = random() < 0.5 ? '</data></array></value>'.repeat(n) : '';
      return index < 0 ? doc : encoder.encode(`${text.slice(0, index)}${open}${text.slice(index)}${close}`);
    }
    case 5: {
      // delete a slice
      const a = at();
      return splice(a, Math.min(doc.length, a + Math.floor(random() * 40)), new Uint8Array(0));
    }
    case 6: {
      // duplicate a slice
      const a = at();
      const b = Math.min(doc.length, a + Math.floor(random() * 80));
      return splice(b, b, doc.slice(a, b));
    }
    default: {
      // DOCTYPE at the start, or trailing garbage
      return random() < 0.5
        ? encoder.encode(`<!DOCTYPE r [<!ENTITY x "${'y'.repeat(10)}">]>${new TextDecoder().decode(doc)}`)
        : splice(doc.length, doc.length, encoder.encode(pick(['<x/>', 'junk', ' ', '<!-- -->', '<'])));
    }
  }
}

/** `doc` as an async iterable of random small chunks. */
export function chunked(doc: Uint8Array, random: () => number): AsyncIterable<Uint8Array> {
  return {
    async *[Symbol.asyncIterator]() {
      let i = 0;
      while (i < doc.length) {
        const n = 1 + Math.floor(random() * 64);
        yield doc.subarray(i, i + n);
        i += n;
        await Promise.resolve();
      }
    },
  };
}

/** A fuzzed document: what kind of document it came from and how it is fed. */
export interface FuzzCase {
  readonly kind: 'response' | 'call';
  readonly doc: Uint8Array;
  /** Below 0.4: a string; below 0.8: one Uint8Array; else random small chunks. */
  readonly mode: number;
}

/**
 * The fuzz corpus: `count` mutated documents, deterministic for a seed. The PRNG is shared with
 * the chunking of the chunked inputs (call {@link fuzzInput} in order with the same `random`).
 */
export function* fuzzCases(count: number, random: () => number): Generator<FuzzCase> {
  for (let i = 0; i < count; i++) {
    const seed = SEEDS[i % SEEDS.length]!;
    let doc: Uint8Array = encoder.encode(seed.xml);
    for (let m = 1 + Math.floor(random() * 3); m > 0; m--) doc = mutate(doc, random);
    yield { kind: seed.kind, doc, mode: random() };
  }
}

/** The decode input of a fuzz case. */
export function fuzzInput(c: FuzzCase, random: () => number): string | Uint8Array | AsyncIterable<Uint8Array> {
  return c.mode < 0.4 ? new TextDecoder().decode(c.doc) : c.mode < 0.8 ? c.doc : chunked(c.doc, random);
}
