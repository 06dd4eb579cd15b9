/**
 * The push decoder: a saxes parser plus a flat stack of frames, fed with text chunks.
 * `decode.ts` reads the input and feeds it here.
 *
 * @internal
 * @packageDocumentation
 */

import { SaxesParser, type SaxesTagPlain, type XMLDecl } from 'saxes';
import { decodeBase64 } from './base64.js';
import { parseDateTime } from './date-time.js';
import type { DecodedDocument, DecodeSink, DocumentType } from './decode-sink.js';
import { detach, faultOf, KeyCache, newStructConstructor, setMember, type StructConstructor } from './decoded-values.js';
import { XmlRpcDecodeError, type XmlRpcDecodeErrorCode, type XmlRpcDecodeErrorPosition, type XmlRpcFault } from './errors.js';
import { isBlank, parseBoolean, parseDouble, parseInteger } from './scalars.js';

// Frame kinds. Kinds >= K_NAME collect text; kinds >= K_STRING are typed value elements.
// Kept in sync by hand with fast-scanner.ts: importing them from a shared module measured ~5% slower decoding.
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
const K_UNKNOWN = 12;
const K_NAME = 13;
const K_METHOD_NAME = 14;
const K_STRING = 15;
const K_INT = 16;
const K_I8 = 17;
const K_DOUBLE = 18;
const K_BOOLEAN = 19;
const K_DATETIME = 20;
const K_BASE64 = 21;

const KIND_NAMES = [
  'document', 'methodResponse', 'methodCall', 'params', 'param', 'fault', 'value', 'data',
  'member', 'array', 'struct', 'nil', '?', 'name', 'methodName', 'string', 'int', 'i8', 'double',
  'boolean', 'dateTime.iso8601', 'base64',
];

/** The frame kind of an element name: dispatch on length and first character, then confirm. */
function kindOf(name: string): number {
  let kind: number;
  let expected: string;
  switch (name.length) {
    case 5:
      switch (name.charCodeAt(0)) {
        case 0x76: kind = K_VALUE; expected = 'value'; break;
        case 0x61: kind = K_ARRAY; expected = 'array'; break;
        case 0x70: kind = K_PARAM; expected = 'param'; break;
        case 0x66: kind = K_FAULT; expected = 'fault'; break;
        case 0x65: kind = K_I8; expected = 'ex:i8'; break;
        default: return K_UNKNOWN;
      }
      break;
    case 6:
      switch (name.charCodeAt(0)) {
        case 0x73: kind = name.charCodeAt(3) === 0x69 ? K_STRING : K_STRUCT; expected = kind === K_STRING ? 'string' : 'struct'; break;
        case 0x6d: kind = K_MEMBER; expected = 'member'; break;
        case 0x64: kind = K_DOUBLE; expected = 'double'; break;
        case 0x62: kind = K_BASE64; expected = 'base64'; break;
        case 0x70: kind = K_PARAMS; expected = 'params'; break;
        case 0x65: kind = K_NIL; expected = 'ex:nil'; break;
        default: return K_UNKNOWN;
      }
      break;
    case 4:
      if (name.charCodeAt(0) === 0x6e) { kind = K_NAME; expected = 'name'; }
      else { kind = K_DATA; expected = 'data'; }
      break;
    case 3:
      if (name.charCodeAt(0) === 0x69) { kind = K_INT; expected = 'int'; }
      else { kind = K_NIL; expected = 'nil'; }
      break;
    case 2:
      if (name.charCodeAt(1) === 0x34) { kind = K_INT; expected = 'i4'; }
      else { kind = K_I8; expected = 'i8'; }
      break;
    case 7: kind = K_BOOLEAN; expected = 'boolean'; break;
    case 16: kind = K_DATETIME; expected = 'dateTime.iso8601'; break;
    case 10:
      if (name.charCodeAt(6) === 0x43) { kind = K_METHOD_CALL; expected = 'methodCall'; }
      else { kind = K_METHOD_NAME; expected = 'methodName'; }
      break;
    case 14: kind = K_METHOD_RESPONSE; expected = 'methodResponse'; break;
    default: return K_UNKNOWN;
  }
  return name === expected ? kind : K_UNKNOWN;
}

function isTypeKind(kind: number): boolean {
  return kind >= K_STRING || kind === K_STRUCT || kind === K_ARRAY || kind === K_NIL;
}

const UTF8_LABEL = /^(?:utf-?8|us-ascii|ascii)$/i;

const SAXES_POSITION = /^\d+:\d+: /;

/**
 * The saxes errors about a character XML forbids where it stands (saxes gives no code, only its
 * messages: "disallowed character.", "disallowed character in tag name", …). Matched once, here,
 * so that the error's `code` says it and nobody downstream reads message text.
 */
const DISALLOWED_CHARACTER = /(?:disallowed|invalid) character/i;

/**
 * Decodes one XML-RPC document from text chunks. After any error the decoder is dead: every
 * further call throws the same error (saxes state is not trusted after a throw).
 */
export class DocumentDecoder implements DecodeSink {
  private readonly parser = new SaxesParser({ xmlns: false });
  private readonly kinds: number[] = [K_DOC];
  private readonly slots: unknown[] = [undefined];
  private readonly flags: number[] = [0];
  private readonly names: string[] = [''];
  private readonly structs: (StructConstructor | undefined)[] = [];
  private readonly keys = new KeyCache();
  private top = 0;
  private text = '';
  private depth = 0;
  private method = '';
  private readonly params: unknown[] = [];
  private fault: XmlRpcFault | undefined = undefined;
  private error: XmlRpcDecodeError | undefined = undefined;

  /**
   * @param expected - The root element the document must have.
   * @param maxDepth - Deepest nesting of arrays and structs accepted.
   */
  constructor(
    private readonly expected: DocumentType,
    private readonly maxDepth: number,
  ) {
    const parser = this.parser;
    // Handlers are arrow-function fields: saxes calls them directly, with no extra hop.
    parser.on('opentag', this.onOpen);
    parser.on('closetag', this.onClose);
    parser.on('text', this.onText);
    parser.on('cdata', this.onText);
    parser.on('doctype', () =>
      this.fail('doctype', 'DOCTYPE declarations are not allowed (no DTD, no entity declarations)'),
    );
    parser.on('xmldecl', (decl: XMLDecl) => {
      const encoding = decl.encoding;
      if (encoding !== undefined && !UTF8_LABEL.test(encoding)) {
        this.fail('unsupported-encoding', `unsupported encoding ${JSON.stringify(encoding)} (only UTF-8 is supported)`);
      }
    });
  }

  /** The parser's current position. */
  position(): XmlRpcDecodeErrorPosition {
    return { line: this.parser.line, column: this.parser.column };
  }

  /**
   * Throws (and remembers) a decode error at the current position.
   *
   * @param code - Which kind of failure it is.
   * @param reason - What is wrong.
   * @param cause - The underlying error, if any.
   */
  fail(code: XmlRpcDecodeErrorCode, reason: string, cause?: unknown): never {
    this.error ??= new XmlRpcDecodeError(reason, this.position(), cause === undefined ? { code } : { code, cause });
    throw this.error;
  }

  /**
   * Feeds a chunk of the document.
   *
   * @param chunk - The next characters.
   */
  write(chunk: string): void {
    if (this.error !== undefined) throw this.error;
    try {
      this.parser.write(chunk);
    } catch (error) {
      this.rethrow(error);
    }
  }

  /**
   * Ends the document and returns what it holds.
   *
   * @returns The method name, params and fault.
   */
  end(): DecodedDocument {
    if (this.error !== undefined) throw this.error;
    try {
      this.parser.close();
    } catch (error) {
      this.rethrow(error);
    }
    return { method: this.method, params: this.params, fault: this.fault };
  }

  private rethrow(error: unknown): never {
    if (this.error !== undefined) throw this.error;
    if (error instanceof XmlRpcDecodeError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const code = DISALLOWED_CHARACTER.test(message) ? 'invalid-character' : 'not-well-formed';
    return this.fail(code, `malformed XML: ${message.replace(SAXES_POSITION, '')}`, error);
  }

  private readonly onText = (chunk: string): void => {
    const top = this.top;
    const kind = this.kinds[top]!;
    if (kind >= K_NAME || (kind === K_VALUE && this.flags[top] === 0)) {
      this.text = this.text === '' ? chunk : this.text + chunk;
    } else if (!isBlank(chunk)) {
      if (kind === K_DOC) this.fail('not-well-formed', 'text outside the root element');
      this.fail('not-xml-rpc', `unexpected text inside <${KIND_NAMES[kind]!}>`);
    }
  };

  private readonly onOpen = (tag: SaxesTagPlain): void => {
    const name = tag.name;
    const kind = kindOf(name);
    const flags = this.flags;
    const parentIndex = this.top;
    const parent = this.kinds[parentIndex]!;
    const parentFlags = flags[parentIndex]!;
    let slot: unknown = undefined;
    switch (parent) {
      case K_VALUE:
        if (!isTypeKind(kind)) {
          this.fail(
            'not-xml-rpc',
            kind === K_UNKNOWN ? `unknown value type <${name}>` : `unexpected <${name}> inside <value>`,
          );
        }
        if (parentFlags !== 0) this.fail('not-xml-rpc', `<value> with more than one type element (<${name}>)`);
        if (!isBlank(this.text)) this.fail('not-xml-rpc', `<value> with both text and a <${name}> element`);
        flags[parentIndex] = 1;
        if (kind === K_STRUCT || kind === K_ARRAY) {
          const depth = ++this.depth;
          if (depth > this.maxDepth) {
            this.fail('too-deep', `arrays and structs nested deeper than maxDepth (${this.maxDepth})`);
          }
          if (kind === K_ARRAY) slot = [];
          else slot = new (this.structs[depth] ??= newStructConstructor())();
        }
        break;
      case K_DATA:
        if (kind !== K_VALUE) this.unexpected(name, parent);
        break;
      case K_STRUCT:
        if (kind !== K_MEMBER) this.unexpected(name, parent);
        break;
      case K_MEMBER:
        if (kind === K_NAME) {
          if ((parentFlags & 1) !== 0) this.fail('not-xml-rpc', '<member> with more than one <name>');
          flags[parentIndex] = parentFlags | 1;
        } else if (kind === K_VALUE) {
          if ((parentFlags & 2) !== 0) this.fail('not-xml-rpc', '<member> with more than one <value>');
          flags[parentIndex] = parentFlags | 2;
        } else this.unexpected(name, parent);
        break;
      case K_ARRAY:
        if (kind !== K_DATA) this.unexpected(name, parent);
        if (parentFlags !== 0) this.fail('not-xml-rpc', '<array> with more than one <data>');
        flags[parentIndex] = 1;
        slot = this.slots[parentIndex];
        break;
      case K_PARAMS:
        if (kind !== K_PARAM) this.unexpected(name, parent);
        if (this.expected === 'methodResponse' && parentFlags !== 0) {
          this.fail('not-xml-rpc', 'methodResponse with more than one <param>');
        }
        flags[parentIndex] = parentFlags + 1;
        break;
      case K_PARAM:
      case K_FAULT:
        if (kind !== K_VALUE) this.unexpected(name, parent);
        if (parentFlags !== 0) this.fail('not-xml-rpc', `<${KIND_NAMES[parent]!}> with more than one <value>`);
        flags[parentIndex] = 1;
        break;
      case K_METHOD_RESPONSE:
        if (kind !== K_PARAMS && kind !== K_FAULT) this.unexpected(name, parent);
        if (parentFlags !== 0) this.fail('not-xml-rpc', 'methodResponse must hold exactly one <params> or <fault>');
        flags[parentIndex] = 1;
        break;
      case K_METHOD_CALL: {
        const bit = kind === K_METHOD_NAME ? 1 : kind === K_PARAMS ? 2 : 0;
        if (bit === 0) this.unexpected(name, parent);
        if ((parentFlags & bit) !== 0) this.fail('not-xml-rpc', `methodCall with more than one <${name}>`);
        flags[parentIndex] = parentFlags | bit;
        break;
      }
      case K_DOC:
        if (name !== this.expected) {
          this.fail('not-xml-rpc', `expected a <${this.expected}> document, found <${name}>`);
        }
        break;
      default:
        this.unexpected(name, parent);
    }
    const top = parentIndex + 1;
    this.top = top;
    this.kinds[top] = kind;
    flags[top] = 0;
    this.slots[top] = slot;
    this.text = '';
  };

  private unexpected(name: string, parent: number): never {
    const what = kindOf(name) === K_UNKNOWN ? 'unknown element' : 'unexpected';
    return this.fail('not-xml-rpc', `${what} <${name}> inside <${KIND_NAMES[parent]!}>`);
  }

  private readonly onClose = (tag: SaxesTagPlain): void => {
    const top = this.top;
    const kind = this.kinds[top]!;
    const slots = this.slots;
    const text = this.text;
    this.text = '';
    this.top = top - 1;
    let value: unknown;
    switch (kind) {
      case K_VALUE:
        value = this.flags[top] === 0 ? detach(text) : slots[top];
        slots[top] = undefined;
        this.deliver(value);
        return;
      case K_STRING:
        slots[top - 1] = detach(text);
        return;
      case K_INT:
      case K_I8:
        value = parseInteger(text, tag.name === 'ex:i8' ? 'i8' : tag.name);
        if (typeof value === 'string') this.fail('invalid-value', value);
        slots[top - 1] = value;
        return;
      case K_MEMBER: {
        if (this.flags[top] !== 3) {
          this.fail('not-xml-rpc', this.flags[top] === 2 ? '<member> without <name>' : '<member> without <value>');
        }
        const struct = slots[top - 1] as Record<string, unknown>;
        const name = this.names[top]!;
        value = slots[top];
        slots[top] = undefined;
        setMember(struct, name, value);
        return;
      }
      case K_NAME:
        this.names[top - 1] = this.keys.key(text);
        return;
      case K_STRUCT:
        this.depth--;
        slots[top - 1] = slots[top];
        slots[top] = undefined;
        return;
      case K_ARRAY:
        if (this.flags[top] === 0) this.fail('not-xml-rpc', '<array> without <data>');
        this.depth--;
        slots[top - 1] = slots[top];
        slots[top] = undefined;
        return;
      case K_DATA:
        slots[top] = undefined;
        return;
      case K_DOUBLE:
        value = parseDouble(text);
        if (typeof value === 'string') this.fail('invalid-value', value);
        slots[top - 1] = value;
        return;
      case K_BOOLEAN:
        value = parseBoolean(text);
        if (typeof value === 'string') this.fail('invalid-value', value);
        slots[top - 1] = value;
        return;
      case K_DATETIME:
        value = parseDateTime(text);
        if (value === undefined) this.fail('invalid-value', `bad <dateTime.iso8601> ${JSON.stringify(text.slice(0, 40))}`);
        slots[top - 1] = value;
        return;
      case K_BASE64:
        value = decodeBase64(text);
        if (typeof value === 'string') this.fail('invalid-value', `bad <base64>: ${value}`);
        slots[top - 1] = value;
        return;
      case K_NIL:
        slots[top - 1] = null;
        return;
      case K_PARAM:
        if (this.flags[top] === 0) this.fail('not-xml-rpc', '<param> without <value>');
        this.params.push(slots[top]);
        slots[top] = undefined;
        return;
      case K_PARAMS:
        if (this.expected === 'methodResponse' && this.flags[top] === 0) {
          this.fail('not-xml-rpc', 'methodResponse with an empty <params>');
        }
        return;
      case K_FAULT:
        if (this.flags[top] === 0) this.fail('not-xml-rpc', '<fault> without <value>');
        this.fault = this.toFault(slots[top]);
        slots[top] = undefined;
        return;
      case K_METHOD_NAME:
        if (isBlank(text)) this.fail('not-xml-rpc', 'empty <methodName>');
        this.method = detach(text);
        return;
      case K_METHOD_RESPONSE:
        if (this.flags[top] === 0) this.fail('not-xml-rpc', 'methodResponse without <params> or <fault>');
        return;
      case K_METHOD_CALL:
        if ((this.flags[top]! & 1) === 0) this.fail('not-xml-rpc', 'methodCall without <methodName>');
        return;
      default:
        // K_UNKNOWN never gets pushed: onOpen fails first.
        return;
    }
  };

  /** Hands a finished `<value>` to the frame that holds it (now on top). */
  private deliver(value: unknown): void {
    const top = this.top;
    if (this.kinds[top] === K_DATA) (this.slots[top] as unknown[]).push(value);
    else this.slots[top] = value; // param, fault, member
  }

  private toFault(value: unknown): XmlRpcFault {
    const fault = faultOf(value);
    return typeof fault === 'string' ? this.fail('not-xml-rpc', fault) : fault;
  }
}
