/**
 * The outcome of a decode as comparable text, with the fast path or forced onto saxes: used by
 * the differential tests (excluded from the build: `test-*.ts`).
 */
import { decodeDocument } from './decode-document.js';
import type { DocumentType } from './decode-sink.js';
import { XmlRpcDecodeError, XmlRpcFault } from './errors.js';
import type { XmlRpcDecodeOptions } from './value-types.js';

/** A canonical text of a decoded value: types, prototypes, key order and descriptors included. */
export function canon(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Object.is(value, -0) ? 'n:-0' : `n:${value}`;
    case 'bigint':
      return `b:${value}`;
    case 'boolean':
      return `${value}`;
    case 'object':
      break;
    default:
      return `?${typeof value}`;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (value instanceof Date) return `d:${proto === Date.prototype}:${value.getTime()}`;
  if (value instanceof Uint8Array) return `u:${proto === Uint8Array.prototype}:${value.join(',')}`;
  if (Array.isArray(value)) return `[${proto === Array.prototype}:${value.map(canon).join(',')}]`;
  const parts = Reflect.ownKeys(value).map((key) => {
    const d = Object.getOwnPropertyDescriptor(value, key)!;
    return `${String(key)}:${d.writable}${d.enumerable}${d.configurable}=${canon(d.value)}`;
  });
  return `{${proto === Object.prototype}:${parts.join(',')}}`;
}

/** A decode input. */
export type Input = string | Uint8Array | AsyncIterable<Uint8Array | string>;

/** What decoding gives: the canonical document, or the error's class and where it was found. */
export async function outcome(
  input: () => Input,
  type: DocumentType,
  fastPath: boolean,
  options?: XmlRpcDecodeOptions,
): Promise<string> {
  try {
    const { method, params, fault } = await decodeDocument(input(), options, type, fastPath);
    const faultText = fault === undefined ? '' : `fault ${canon(fault.faultCode)} ${canon(fault.faultString)} ${fault.message}`;
    return `ok ${JSON.stringify(method)} ${canon(params)} ${faultText}`;
  } catch (error) {
    if (error instanceof XmlRpcDecodeError) {
      return `XmlRpcDecodeError ${error.code} ${error.reason} @${error.line}:${error.column} ${error.message}`;
    }
    if (error instanceof XmlRpcFault) return `XmlRpcFault ${error.message}`;
    return `other ${String(error)}`;
  }
}

