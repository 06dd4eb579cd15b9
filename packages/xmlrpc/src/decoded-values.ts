/**
 * How decoded values are built, shared by the saxes decoder and the fast path so that both
 * produce exactly the same values: string copies, struct objects, member writes, faults.
 *
 * @internal
 * @packageDocumentation
 */

import { XmlRpcFault } from './errors.js';

/**
 * A copy of `s` that does not keep alive the (possibly huge) chunk it was sliced from: V8 keeps
 * substrings of 13+ characters as views of their parent. Concatenation then slicing flattens
 * into a new string of `s.length + 1` characters.
 *
 * @param s - A decoded string.
 * @returns The same characters, not pinning any input.
 */
export function detach(s: string): string {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}

/** A constructor of plain objects (their prototype is `Object.prototype`). */
export type StructConstructor = new () => Record<string, unknown>;

/**
 * A fresh constructor of plain objects. V8 learns how many properties the objects of one
 * constructor get ("slack tracking") and keeps them in-object; objects made by `{}` and filled by
 * computed keys turn into slow dictionaries past a dozen or so properties (3× the memory and
 * time). One constructor per nesting depth and document adapts to the shapes of that document.
 *
 * @returns The constructor.
 */
export function newStructConstructor(): StructConstructor {
  function Struct(): void {
    // Properties are added by the decoder.
  }
  Struct.prototype = Object.prototype;
  return Struct as unknown as StructConstructor;
}

/** Member names that must never reach a prototype setter. */
function isSpecialName(name: string): boolean {
  return name === '__proto__' || name === 'constructor' || name === 'prototype';
}

/**
 * Sets a decoded struct member: an own, enumerable data property, also for `__proto__`,
 * `constructor` and `prototype` (never a prototype change).
 *
 * @param struct - The struct being built.
 * @param name - The member name.
 * @param value - The member value.
 */
export function setMember(struct: Record<string, unknown>, name: string, value: unknown): void {
  if (isSpecialName(name)) {
    Object.defineProperty(struct, name, { value, writable: true, enumerable: true, configurable: true });
  } else {
    struct[name] = value;
  }
}

/**
 * The fault a `<fault>` value describes.
 *
 * @param value - The decoded value of `<fault>`.
 * @returns The fault, or a string saying what is wrong with the value.
 */
export function faultOf(value: unknown): XmlRpcFault | string {
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return '<fault> value is not a struct';
  }
  const { faultCode, faultString } = value as { faultCode?: unknown; faultString?: unknown };
  if (typeof faultCode !== 'number' && typeof faultCode !== 'string') {
    return '<fault> without an int or string faultCode';
  }
  if (typeof faultString !== 'string') return '<fault> without a string faultString';
  return new XmlRpcFault(faultCode, faultString);
}

/**
 * A small cache of member names (hash on length and a few characters): the same string object
 * for a recent equal name. Stores with a key V8 has already internalized are much faster than
 * with a fresh string each time.
 */
export class KeyCache {
  private readonly keys: (string | undefined)[] = new Array<string | undefined>(1024).fill(undefined);

  /**
   * The key to use for `text`.
   *
   * @param text - A decoded member name.
   * @returns An equal string, preferably one seen before.
   */
  key(text: string): string {
    const n = text.length;
    if (n === 0 || n > 64) return text;
    const slot = (n * 31 + text.charCodeAt(0) * 7 + text.charCodeAt(n - 1) * 3 + text.charCodeAt(n >> 1)) & 1023;
    const cached = this.keys[slot];
    if (cached === text) return cached;
    this.keys[slot] = text;
    return text;
  }
}
