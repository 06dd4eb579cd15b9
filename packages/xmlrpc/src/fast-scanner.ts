/**
 * The fast path of the decoder: a scanner specialised for the strict common subset of XML-RPC
 * documents, which builds the value directly from the text (no SAX events, no tag objects).
 *
 * It accepts only what it can vouch for — the fixed XML-RPC element names without attributes or
 * whitespace inside tags, text of XML 1.0 characters with the five predefined entities and
 * numeric character references, CDATA sections where text is kept (npm `xmlrpc` writes every
 * string holding `<`, `>` or `&` as one), comments wherever whitespace is allowed (and inside
 * kept text), an optional leading `<?xml version="1.0"?>` declaration (optionally with a
 * UTF-8/ASCII `encoding`), whitespace around the root — and applies exactly the rules of
 * {@link DocumentDecoder}. Whenever it meets anything else (CDATA where no text is kept, a
 * comment holding `--` or an unterminated one, a processing instruction, a DOCTYPE, an
 * attribute, an unknown element, a forbidden character, a raw CR in kept text, a bad scalar, a
 * wrong document shape, any error at all) it gives up, and the caller hands the whole document
 * to the saxes decoder, which gives the authoritative value or the authoritative error. It never
 * reports an error of its own.
 *
 * Text arrives in chunks: what is not complete at the end of a chunk (a tag, an entity, the last
 * two characters of text, which could start `]]>`, the last two characters inside a CDATA
 * section or a comment, which could start its end) is carried to the next one; a CDATA section
 * or a comment longer than a chunk is scanned as it arrives, never carried whole.
 *
 * @internal
 * @packageDocumentation
 */

import { decodeBase64 } from './base64.js';
import { parseDateTime } from './date-time.js';
import type { DecodedDocument, DocumentType } from './decode-sink.js';
import { detach, faultOf, KeyCache, newStructConstructor, setMember, type StructConstructor } from './decoded-values.js';
import type { XmlRpcFault } from './errors.js';
import { isBlank, parseBoolean, parseDouble, parseInteger } from './scalars.js';

// Element names (tag ids): the end tag must repeat the start tag's exact name.
const T_METHOD_RESPONSE = 0;
const T_METHOD_CALL = 1;
const T_PARAMS = 2;
const T_PARAM = 3;
const T_FAULT = 4;
const T_VALUE = 5;
const T_DATA = 6;
const T_MEMBER = 7;
const T_ARRAY = 8;
const T_STRUCT = 9;
const T_NIL = 10;
const T_EX_NIL = 11;
const T_NAME = 12;
const T_METHOD_NAME = 13;
const T_STRING = 14;
const T_INT = 15;
const T_I4 = 16;
const T_I8 = 17;
const T_EX_I8 = 18;
const T_DOUBLE = 19;
const T_BOOLEAN = 20;
const T_DATETIME = 21;
const T_BASE64 = 22;
const T_NONE = -1;

const TAG_NAMES = [
  'methodResponse', 'methodCall', 'params', 'param', 'fault', 'value', 'data', 'member', 'array',
  'struct', 'nil', 'ex:nil', 'name', 'methodName', 'string', 'int', 'i4', 'i8', 'ex:i8', 'double',
  'boolean', 'dateTime.iso8601', 'base64',
];

// Frame kinds, as in DocumentDecoder. Kinds >= K_NAME collect text.
// Duplicated on purpose (same values as document-decoder.ts): a shared module measured ~5% slower decoding.
const K_DOC = 0;
const K_METHOD_RESPONSE = 1;
const K_METHOD_CALL = 2;
const K_PARAMS = 3;
const K_PARAM = 4;
const K_FAULT = 5;
const K_VALUE = 6;
const K_DATA = 7;
const K_MEMBER = 8;
const K_ARRAY = 9;
const K_STRUCT = 10;
const K_NIL = 11;
const K_NAME = 13;
const K_METHOD_NAME = 14;
const K_STRING = 15;
const K_INT = 16;
const K_I8 = 17;
const K_DOUBLE = 18;
const K_BOOLEAN = 19;
const K_DATETIME = 20;
const K_BASE64 = 21;

/** Frame kind of each tag id. */
const KIND_OF_TAG = [
  K_METHOD_RESPONSE, K_METHOD_CALL, K_PARAMS, K_PARAM, K_FAULT, K_VALUE, K_DATA, K_MEMBER, K_ARRAY,
  K_STRUCT, K_NIL, K_NIL, K_NAME, K_METHOD_NAME, K_STRING, K_INT, K_INT, K_I8, K_I8, K_DOUBLE,
  K_BOOLEAN, K_DATETIME, K_BASE64,
];

/** Longest start tag of the subset, `<dateTime.iso8601/>`: a shorter tail may be incomplete. */
const LONGEST_TAG = 19;
/** Longest entity or character reference of the subset, `&#x10FFFF;` with some zeros. */
const LONGEST_ENTITY = 12;
/**
 * Characters of a chunk used to finish what the previous chunk left incomplete (a carry is at
 * most {@link LONGEST_TAG} + 1 characters once past the XML declaration).
 */
const HEAD = 64;
/** A leading XML declaration longer than this is not in the subset. */
const LONGEST_DECLARATION = 128;

/** The XML declarations of the subset (version 1.0; UTF-8 or ASCII encoding labels). */
const DECLARATION =
  /^<\?xml version=(["'])1\.0\1(?: encoding=(["'])(?:[Uu][Tt][Ff]-?8|[Uu][Ss]-[Aa][Ss][Cc][Ii][Ii]|[Aa][Ss][Cc][Ii][Ii])\2)?\?>$/;

const PHASE_START = 0;
const PHASE_PROLOG = 1;
const PHASE_ROOT = 2;
const PHASE_DONE = 3;

// Sections: what the scanner is inside of when a chunk ends (nothing, a CDATA section, a comment).
const S_NONE = 0;
const S_CDATA = 1;
const S_COMMENT = 2;
/** {@link FastScanner.section} results besides an index: out of the subset, or wait for more text. */
const SECTION_FAIL = -1;
const SECTION_SUSPENDED = -2;

function isTypeKind(kind: number): boolean {
  return kind >= K_STRING || kind === K_STRUCT || kind === K_ARRAY || kind === K_NIL;
}

/**
 * The tag id of the element name at `buf[at]` when it is followed by `>` or `/>`, else
 * {@link T_NONE}.
 */
function tagAt(buf: string, at: number): number {
  let tag: number;
  switch (buf.charCodeAt(at)) {
    case 0x76: // v
      tag = T_VALUE;
      break;
    case 0x6d: // m
      tag = buf.charCodeAt(at + 1) === 0x65 && buf.charCodeAt(at + 2) === 0x6d ? T_MEMBER
        : buf.charCodeAt(at + 6) === 0x52 ? T_METHOD_RESPONSE
          : buf.charCodeAt(at + 6) === 0x43 ? T_METHOD_CALL : T_METHOD_NAME;
      break;
    case 0x73: // s
      tag = buf.charCodeAt(at + 3) === 0x69 ? T_STRING : T_STRUCT;
      break;
    case 0x69: // i
      switch (buf.charCodeAt(at + 1)) {
        case 0x6e: tag = T_INT; break;
        case 0x34: tag = T_I4; break;
        case 0x38: tag = T_I8; break;
        default: return T_NONE;
      }
      break;
    case 0x6e: // n
      tag = buf.charCodeAt(at + 1) === 0x61 ? T_NAME : T_NIL;
      break;
    case 0x64: // d
      switch (buf.charCodeAt(at + 1)) {
        case 0x61: tag = buf.charCodeAt(at + 2) === 0x74 && buf.charCodeAt(at + 3) === 0x65 ? T_DATETIME : T_DATA; break;
        case 0x6f: tag = T_DOUBLE; break;
        default: return T_NONE;
      }
      break;
    case 0x62: // b
      tag = buf.charCodeAt(at + 1) === 0x6f ? T_BOOLEAN : T_BASE64;
      break;
    case 0x61: // a
      tag = T_ARRAY;
      break;
    case 0x70: // p
      tag = buf.charCodeAt(at + 5) === 0x73 ? T_PARAMS : T_PARAM;
      break;
    case 0x66: // f
      tag = T_FAULT;
      break;
    case 0x65: // e
      tag = buf.charCodeAt(at + 3) === 0x6e ? T_EX_NIL : T_EX_I8;
      break;
    default:
      return T_NONE;
  }
  const name = TAG_NAMES[tag]!;
  if (!buf.startsWith(name, at)) return T_NONE;
  const next = buf.charCodeAt(at + name.length);
  return next === 0x3e || (next === 0x2f && buf.charCodeAt(at + name.length + 1) === 0x3e) ? tag : T_NONE;
}

function isXmlSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

/** Whether `code` is a character XML 1.0 allows (the `Char` production). */
function isXmlChar(code: number): boolean {
  return code >= 0x20
    ? code <= 0xd7ff || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff)
    : code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * Checks the raw characters `buf[from, to)` of a CDATA section or a comment: `-1` when one is not
 * an XML 1.0 character (or half a surrogate pair), `1` when there is a CR (XML would turn it into
 * LF), else `0`.
 */
function rawChars(buf: string, from: number, to: number): number {
  let result = 0;
  for (let k = from; k < to; k++) {
    const c = buf.charCodeAt(k);
    if (c < 0x20) {
      if (c === 0x0d) result = 1;
      else if (c !== 0x09 && c !== 0x0a) return -1;
    } else if (c >= 0xd800) {
      if (c <= 0xdfff) {
        const next = buf.charCodeAt(k + 1);
        if (c > 0xdbff || k + 1 >= to || !(next >= 0xdc00 && next <= 0xdfff)) return -1;
        k++;
      } else if (c >= 0xfffe) {
        return -1;
      }
    }
  }
  return result;
}

/**
 * Where raw text that may still go on in the next chunk is cut: two characters before the end
 * (they could start `]]>`, `-->` or `--`), one more so as not to split a surrogate pair.
 */
function cutBeforeEnd(buf: string, from: number): number {
  let cut = buf.length - 2;
  if (cut > from) {
    const last = buf.charCodeAt(cut - 1);
    if (last >= 0xd800 && last <= 0xdbff) cut--;
  }
  return cut;
}

/**
 * The character a reference `&…;` between `from` (after `&`) and `semicolon` stands for, or
 * `undefined` when it is not one of the five predefined entities or a valid character reference.
 */
function entityAt(buf: string, from: number, semicolon: number): string | undefined {
  const n = semicolon - from;
  const c = buf.charCodeAt(from);
  if (c === 0x23) { // #
    let code = 0;
    if (buf.charCodeAt(from + 1) === 0x78) { // x (lowercase only, as saxes)
      if (n < 3) return undefined;
      for (let k = from + 2; k < semicolon; k++) {
        const h = buf.charCodeAt(k);
        const digit = h >= 0x30 && h <= 0x39 ? h - 0x30 : h >= 0x61 && h <= 0x66 ? h - 0x57 : h >= 0x41 && h <= 0x46 ? h - 0x37 : -1;
        if (digit < 0) return undefined;
        code = code * 16 + digit;
      }
    } else {
      if (n < 2) return undefined;
      for (let k = from + 1; k < semicolon; k++) {
        const d = buf.charCodeAt(k) - 0x30;
        if (d < 0 || d > 9) return undefined;
        code = code * 10 + d;
      }
    }
    return isXmlChar(code) ? String.fromCodePoint(code) : undefined;
  }
  switch (n) {
    case 2:
      if (buf.charCodeAt(from + 1) !== 0x74) return undefined;
      return c === 0x6c ? '<' : c === 0x67 ? '>' : undefined;
    case 3:
      return buf.startsWith('amp', from) ? '&' : undefined;
    case 4:
      return buf.startsWith('quot', from) ? '"' : buf.startsWith('apos', from) ? "'" : undefined;
    default:
      return undefined;
  }
}

/**
 * The fast-path scanner for one document. `write` and `end` return `false` (and the scanner is
 * then dead) as soon as the document leaves the subset; the caller must then decode the whole
 * document with the saxes decoder.
 */
export class FastScanner {
  private readonly kinds: number[] = [K_DOC];
  private readonly tags: number[] = [T_NONE];
  private readonly flags: number[] = [0];
  private readonly slots: unknown[] = [undefined];
  private readonly names: string[] = [''];
  private readonly structs: (StructConstructor | undefined)[] = [];
  private readonly keys = new KeyCache();
  private readonly expectedTag: number;
  private top = 0;
  private depth = 0;
  private text = '';
  /** The kept text has a raw CR (XML would turn it into LF): out of the subset. */
  private textCR = false;
  private phase = PHASE_START;
  private carry = '';
  private method = '';
  private readonly params: unknown[] = [];
  private fault: XmlRpcFault | undefined = undefined;
  private dead = false;
  /** The CDATA section or comment the last chunk ended inside, if any. */
  private inSection = S_NONE;

  /**
   * @param expected - The root element the document must have.
   * @param maxDepth - Deepest nesting of arrays and structs accepted.
   */
  constructor(
    private readonly expected: DocumentType,
    private readonly maxDepth: number,
  ) {
    this.expectedTag = expected === 'methodResponse' ? T_METHOD_RESPONSE : T_METHOD_CALL;
  }

  /**
   * Scans the next chunk of text.
   *
   * @param chunk - The next characters.
   * @returns `false` when the document is outside the subset (fall back).
   */
  write(chunk: string): boolean {
    if (this.dead) return false;
    const ok = this.scanChunk(chunk);
    if (!ok) this.dead = true;
    return ok;
  }

  /**
   * Scans a chunk after what was carried from the previous one. A long chunk is not
   * concatenated to the carry (that would make a rope of the whole chunk, slower to scan): the
   * carry is finished on a copy of the chunk's first {@link HEAD} characters, then the chunk is
   * scanned from where that left off.
   */
  private scanChunk(chunk: string): boolean {
    const carry = this.carry;
    this.carry = '';
    if (carry === '') return this.scan(chunk, 0, false);
    if (chunk.length <= 2 * HEAD || this.phase === PHASE_START) return this.scan(carry + chunk, 0, false);
    if (!this.scan(carry + chunk.slice(0, HEAD), 0, false)) return false;
    const rest = this.carry;
    this.carry = '';
    // What is left is a suffix of the head, hence of the chunk's first HEAD characters.
    return this.scan(chunk, HEAD - rest.length, false);
  }

  /**
   * Ends the document.
   *
   * @returns What it holds, or `undefined` when it is outside the subset (fall back).
   */
  end(): DecodedDocument | undefined {
    if (this.dead) return undefined;
    const rest = this.carry;
    this.carry = '';
    this.dead = true;
    if (!this.scan(rest, 0, true) || this.phase !== PHASE_DONE) return undefined;
    return { method: this.method, params: this.params, fault: this.fault };
  }

  private scan(buf: string, from: number, final: boolean): boolean {
    const n = buf.length;
    let i = from;
    if (this.phase === PHASE_START) {
      if (n === 0) return !final;
      if (buf.charCodeAt(0) === 0x3c && buf.charCodeAt(1) === 0x3f) {
        const close = buf.indexOf('?>', 2);
        if (close < 0) {
          if (final || n > LONGEST_DECLARATION) return false;
          this.carry = buf;
          return true;
        }
        if (close > LONGEST_DECLARATION || !DECLARATION.test(buf.slice(0, close + 2))) return false;
        i = close + 2;
      } else if (n < 2 && !final) {
        this.carry = buf;
        return true;
      }
      this.phase = PHASE_PROLOG;
    }
    if (this.inSection !== S_NONE) {
      i = this.section(buf, i, final);
      if (i < 0) return i === SECTION_SUSPENDED;
    }
    const kinds = this.kinds;
    const flags = this.flags;
    for (;;) {
      const top = this.top;
      const kind = kinds[top]!;
      const keepsText = kind >= K_NAME || (kind === K_VALUE && flags[top] === 0);
      if (keepsText) {
        const lt = buf.indexOf('<', i);
        if (lt < 0) {
          if (final) return false;
          // Keep what could be incomplete: an entity, `]]` of `]]>`, half a surrogate pair.
          let cut = n - 2;
          const amp = buf.indexOf('&', Math.max(i, n - LONGEST_ENTITY - 2));
          if (amp >= 0 && amp < cut) cut = amp;
          if (cut > i) {
            const last = buf.charCodeAt(cut - 1);
            if (last >= 0xd800 && last <= 0xdbff) cut--;
          }
          if (cut > i) {
            if (!this.addText(buf, i, cut)) return false;
            i = cut;
          }
          this.carry = buf.slice(i);
          return true;
        }
        if (lt > i && !this.addText(buf, i, lt)) return false;
        i = lt;
      } else {
        let c = buf.charCodeAt(i);
        while (c !== 0x3c) {
          if (i >= n) return final ? this.phase === PHASE_DONE : true;
          if (!isXmlSpace(c)) return false;
          c = buf.charCodeAt(++i);
        }
      }
      // buf[i] is '<'.
      if (buf.charCodeAt(i + 1) === 0x2f) {
        const tag = this.tags[top]!;
        if (tag === T_NONE) return false;
        const name = TAG_NAMES[tag]!;
        const end = i + 2 + name.length;
        if (end >= n) {
          if (final) return false;
          this.carry = buf.slice(i);
          return true;
        }
        if (buf.charCodeAt(end) !== 0x3e || !buf.startsWith(name, i + 2)) return false;
        if (!this.close()) return false;
        i = end + 1;
      } else if (buf.charCodeAt(i + 1) === 0x21) { // <!
        if (!final && n - i < 9) { // `<![CDATA[` may be incomplete
          this.carry = buf.slice(i);
          return true;
        }
        if (buf.startsWith('<!--', i)) {
          this.inSection = S_COMMENT;
          i = this.section(buf, i + 4, final);
        } else if (keepsText && buf.startsWith('<![CDATA[', i)) {
          this.inSection = S_CDATA;
          i = this.section(buf, i + 9, final);
        } else {
          return false;
        }
        if (i < 0) return i === SECTION_SUSPENDED;
      } else {
        if (!final && n - i < LONGEST_TAG + 1 && buf.indexOf('>', i) < 0) {
          this.carry = buf.slice(i);
          return true;
        }
        const tag = tagAt(buf, i + 1);
        if (tag === T_NONE) return false;
        const end = i + 1 + TAG_NAMES[tag]!.length;
        if (!this.open(tag)) return false;
        if (buf.charCodeAt(end) === 0x2f) {
          if (!this.close()) return false;
          i = end + 2;
        } else {
          i = end + 1;
        }
      }
    }
  }

  /**
   * Scans the inside of the CDATA section or comment {@link inSection} names from `buf[at]`: a
   * CDATA section's characters go to the kept text as they are.
   *
   * @returns The index after its end; {@link SECTION_SUSPENDED} when it goes on in the next chunk
   *   (its last characters are carried); {@link SECTION_FAIL} when it is out of the subset.
   */
  private section(buf: string, at: number, final: boolean): number {
    const cdata = this.inSection === S_CDATA;
    // A comment ends at its first `--`, which must be followed by `>`.
    const end = cdata ? buf.indexOf(']]>', at) : buf.indexOf('--', at);
    if (end >= 0 && (cdata || end + 2 < buf.length)) {
      if (!cdata && buf.charCodeAt(end + 2) !== 0x3e) return SECTION_FAIL;
      const chars = rawChars(buf, at, end);
      if (chars < 0) return SECTION_FAIL;
      if (cdata) this.addRaw(buf, at, end, chars);
      this.inSection = S_NONE;
      return end + 3;
    }
    if (final) return SECTION_FAIL;
    const cut = cutBeforeEnd(buf, at);
    if (cut > at) {
      const chars = rawChars(buf, at, cut);
      if (chars < 0) return SECTION_FAIL;
      if (cdata) this.addRaw(buf, at, cut, chars);
      at = cut;
    }
    this.carry = buf.slice(at);
    return SECTION_SUSPENDED;
  }

  /** Appends the checked raw text `buf[from, to)` (`chars` from {@link rawChars}) to the kept text. */
  private addRaw(buf: string, from: number, to: number, chars: number): void {
    if (chars === 1) this.textCR = true;
    if (to > from) this.text = this.text === '' ? buf.slice(from, to) : this.text + buf.slice(from, to);
  }

  /** Decodes the raw text `buf[from, to)` and appends it to the kept text. */
  private addText(buf: string, from: number, to: number): boolean {
    let out = '';
    let start = from;
    for (let k = from; k < to; k++) {
      const c = buf.charCodeAt(k);
      if (c >= 0x20 && c < 0x7f) {
        if (c === 0x26) { // &
          const semicolon = buf.indexOf(';', k + 1);
          if (semicolon < 0 || semicolon >= to || semicolon - k > LONGEST_ENTITY) return false;
          const decoded = entityAt(buf, k + 1, semicolon);
          if (decoded === undefined) return false;
          out += buf.slice(start, k) + decoded;
          k = semicolon;
          start = semicolon + 1;
        } else if (c === 0x5d && buf.charCodeAt(k + 1) === 0x5d && buf.charCodeAt(k + 2) === 0x3e) {
          return false; // ]]>
        }
      } else if (c < 0x20) {
        if (c === 0x0d) this.textCR = true;
        else if (c !== 0x09 && c !== 0x0a) return false;
      } else if (c >= 0xd800) {
        if (c <= 0xdfff) {
          const next = buf.charCodeAt(k + 1);
          if (c > 0xdbff || k + 1 >= to || !(next >= 0xdc00 && next <= 0xdfff)) return false;
          k++;
        } else if (c >= 0xfffe) {
          return false;
        }
      }
    }
    const piece = start === from ? buf.slice(from, to) : out + buf.slice(start, to);
    this.text = this.text === '' ? piece : this.text + piece;
    return true;
  }

  /** The kept text, when it may become a value (a raw CR would have to be normalised). */
  private takeText(): string | undefined {
    const text = this.text;
    this.text = '';
    if (this.textCR) {
      this.textCR = false;
      return undefined;
    }
    return text;
  }

  private open(tag: number): boolean {
    const kind = KIND_OF_TAG[tag]!;
    const flags = this.flags;
    const parentIndex = this.top;
    const parentFlags = flags[parentIndex]!;
    let slot: unknown = undefined;
    switch (this.kinds[parentIndex]) {
      case K_VALUE:
        if (!isTypeKind(kind) || parentFlags !== 0 || !isBlank(this.text)) return false;
        flags[parentIndex] = 1;
        if (kind === K_STRUCT) {
          const depth = ++this.depth;
          if (depth > this.maxDepth) return false;
          slot = new (this.structs[depth] ??= newStructConstructor())();
        } else if (kind === K_ARRAY) {
          if (++this.depth > this.maxDepth) return false;
          slot = [];
        }
        break;
      case K_DATA:
        if (kind !== K_VALUE) return false;
        break;
      case K_STRUCT:
        if (kind !== K_MEMBER) return false;
        break;
      case K_MEMBER:
        if (kind === K_NAME) {
          if ((parentFlags & 1) !== 0) return false;
          flags[parentIndex] = parentFlags | 1;
        } else if (kind === K_VALUE) {
          if ((parentFlags & 2) !== 0) return false;
          flags[parentIndex] = parentFlags | 2;
        } else return false;
        break;
      case K_ARRAY:
        if (kind !== K_DATA || parentFlags !== 0) return false;
        flags[parentIndex] = 1;
        slot = this.slots[parentIndex];
        break;
      case K_PARAMS:
        if (kind !== K_PARAM) return false;
        if (this.expected === 'methodResponse' && parentFlags !== 0) return false;
        flags[parentIndex] = parentFlags + 1;
        break;
      case K_PARAM:
      case K_FAULT:
        if (kind !== K_VALUE || parentFlags !== 0) return false;
        flags[parentIndex] = 1;
        break;
      case K_METHOD_RESPONSE:
        if ((kind !== K_PARAMS && kind !== K_FAULT) || parentFlags !== 0) return false;
        flags[parentIndex] = 1;
        break;
      case K_METHOD_CALL: {
        const bit = kind === K_METHOD_NAME ? 1 : kind === K_PARAMS ? 2 : 0;
        if (bit === 0 || (parentFlags & bit) !== 0) return false;
        flags[parentIndex] = parentFlags | bit;
        break;
      }
      case K_DOC:
        if (tag !== this.expectedTag || this.phase !== PHASE_PROLOG) return false;
        this.phase = PHASE_ROOT;
        break;
      default:
        return false;
    }
    const top = parentIndex + 1;
    this.top = top;
    this.kinds[top] = kind;
    this.tags[top] = tag;
    flags[top] = 0;
    this.slots[top] = slot;
    this.text = '';
    this.textCR = false;
    return true;
  }

  private close(): boolean {
    const top = this.top;
    const kind = this.kinds[top]!;
    const slots = this.slots;
    const flags = this.flags;
    this.top = top - 1;
    let value: unknown;
    if (kind >= K_NAME || kind === K_VALUE) {
      const text = this.takeText();
      if (text === undefined) return false;
      switch (kind) {
        case K_VALUE:
          if (flags[top] === 0) {
            value = detach(text);
          } else {
            value = slots[top];
            slots[top] = undefined;
          }
          if (this.kinds[top - 1] === K_DATA) (slots[top - 1] as unknown[]).push(value);
          else slots[top - 1] = value; // param, fault, member
          return true;
        case K_STRING:
          slots[top - 1] = detach(text);
          return true;
        case K_NAME:
          this.names[top - 1] = this.keys.key(text);
          return true;
        case K_INT:
        case K_I8:
          value = parseInteger(text, this.tags[top] === T_EX_I8 ? 'i8' : TAG_NAMES[this.tags[top]!]!);
          if (typeof value === 'string') return false;
          slots[top - 1] = value;
          return true;
        case K_DOUBLE:
          value = parseDouble(text);
          if (typeof value === 'string') return false;
          slots[top - 1] = value;
          return true;
        case K_BOOLEAN:
          value = parseBoolean(text);
          if (typeof value === 'string') return false;
          slots[top - 1] = value;
          return true;
        case K_DATETIME:
          value = parseDateTime(text);
          if (value === undefined) return false;
          slots[top - 1] = value;
          return true;
        case K_BASE64:
          value = decodeBase64(text);
          if (typeof value === 'string') return false;
          slots[top - 1] = value;
          return true;
        case K_METHOD_NAME:
          if (isBlank(text)) return false;
          this.method = detach(text);
          return true;
        default:
          return false;
      }
    }
    switch (kind) {
      case K_MEMBER:
        if (flags[top] !== 3) return false;
        setMember(slots[top - 1] as Record<string, unknown>, this.names[top]!, slots[top]);
        slots[top] = undefined;
        return true;
      case K_STRUCT:
      case K_ARRAY:
        if (kind === K_ARRAY && flags[top] === 0) return false;
        this.depth--;
        slots[top - 1] = slots[top];
        slots[top] = undefined;
        return true;
      case K_DATA:
        slots[top] = undefined;
        return true;
      case K_NIL:
        slots[top - 1] = null;
        return true;
      case K_PARAM:
        if (flags[top] === 0) return false;
        this.params.push(slots[top]);
        slots[top] = undefined;
        return true;
      case K_PARAMS:
        return !(this.expected === 'methodResponse' && flags[top] === 0);
      case K_FAULT: {
        if (flags[top] === 0) return false;
        const fault = faultOf(slots[top]);
        if (typeof fault === 'string') return false;
        this.fault = fault;
        slots[top] = undefined;
        return true;
      }
      case K_METHOD_RESPONSE:
        if (flags[top] === 0) return false;
        this.phase = PHASE_DONE;
        return true;
      case K_METHOD_CALL:
        if ((flags[top]! & 1) === 0) return false;
        this.phase = PHASE_DONE;
        return true;
      default:
        return false;
    }
  }
}
