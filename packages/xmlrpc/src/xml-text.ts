/**
 * Escaping of character data for the encoder.
 *
 * @internal
 * @packageDocumentation
 */

import { EncodeFailure } from './encode-failure.js';

function hex(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

function forbidden(code: number, index: number): EncodeFailure {
  return new EncodeFailure(
    `string contains ${hex(code)} at index ${index}, a character XML 1.0 does not allow`,
  );
}

/** Escapes `s` from index `from` on (everything before it needs nothing). */
function escapeSlow(s: string, from: number): string {
  let out = '';
  let last = 0;
  const len = s.length;
  for (let i = from; i < len; i++) {
    const c = s.charCodeAt(i);
    let rep: string;
    if (c === 0x26) rep = '&amp;';
    else if (c === 0x3c) rep = '&lt;';
    else if (c === 0x3e) rep = '&gt;';
    else if (c === 0x0d) rep = '&#13;';
    else if (c < 0x20) {
      if (c === 0x09 || c === 0x0a) continue;
      throw forbidden(c, i);
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const next = i + 1 < len ? s.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      throw forbidden(c, i);
    } else if (c === 0xfffe || c === 0xffff) {
      throw forbidden(c, i);
    } else continue;
    out += s.slice(last, i) + rep;
    last = i + 1;
  }
  return last === 0 ? s : out + s.slice(last);
}

/**
 * Escapes text for an element's content: `&`, `<`, `>` as entities and CR as `&#13;`.
 *
 * @param s - The text.
 * @returns The escaped text (`s` itself when nothing needs escaping).
 * @throws {@link EncodeFailure} when `s` holds a character XML 1.0 forbids.
 */
export function escapeText(s: string): string {
  // One pass over the character codes (cheaper than a regular expression call for the short
  // strings that dominate); the first character that needs a look hands over to the slow path:
  // markup (`&`, `<`, `>`), CR, the controls XML 1.0 forbids, surrogates (a valid pair is then
  // let through), U+FFFE/U+FFFF.
  for (let i = 0, n = s.length; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x3f ? c < 0x20 || c === 0x26 || c === 0x3c || c === 0x3e : c >= 0xd800) {
      if (c === 0x09 || c === 0x0a || (c >= 0xe000 && c <= 0xfffd)) continue;
      return escapeSlow(s, i);
    }
  }
  return s;
}
