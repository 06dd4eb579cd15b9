/**
 * Base64 (RFC 4648, standard alphabet) without `atob`/`Buffer`, for `<base64>` values.
 *
 * @internal
 * @packageDocumentation
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ENCODE_TABLE = new Uint8Array(64);
/** Sextet of each ASCII code; `-1` for an invalid character, `-2` for XML whitespace. */
const DECODE_TABLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  ENCODE_TABLE[i] = ALPHABET.charCodeAt(i);
  DECODE_TABLE[ALPHABET.charCodeAt(i)] = i;
}
for (const ws of [0x20, 0x09, 0x0a, 0x0d]) DECODE_TABLE[ws] = -2;
const PAD = 0x3d;

const asciiDecoder = new TextDecoder();

/**
 * Encodes bytes as base64 text (with `=` padding, no line breaks).
 *
 * @param bytes - The bytes.
 * @returns The base64 text.
 */
export function encodeBase64(bytes: Uint8Array): string {
  const n = bytes.length;
  if (n === 0) return '';
  const out = new Uint8Array(Math.ceil(n / 3) * 4);
  const table = ENCODE_TABLE;
  let o = 0;
  let i = 0;
  for (const whole = n - (n % 3); i < whole; i += 3) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = table[v >>> 18]!;
    out[o++] = table[(v >>> 12) & 63]!;
    out[o++] = table[(v >>> 6) & 63]!;
    out[o++] = table[v & 63]!;
  }
  if (i < n) {
    const b0 = bytes[i]!;
    const b1 = i + 1 < n ? bytes[i + 1]! : 0;
    out[o++] = table[b0 >>> 2]!;
    out[o++] = table[((b0 & 3) << 4) | (b1 >>> 4)]!;
    out[o++] = i + 1 < n ? table[(b1 & 15) << 2]! : PAD;
    out[o++] = PAD;
  }
  return asciiDecoder.decode(out);
}

/**
 * Decodes base64 text. XML whitespace (space, tab, CR, LF) anywhere is ignored; `=` padding is
 * optional but, when present, must be at the end and complete the last quantum.
 *
 * @param text - The base64 text.
 * @returns The bytes, or a string saying what is wrong.
 */
export function decodeBase64(text: string): Uint8Array | string {
  const table = DECODE_TABLE;
  const len = text.length;
  // Pass 1: validate, count sextets and padding.
  let sextets = 0;
  let pads = 0;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? table[c]! : -1;
    if (v >= 0) {
      if (pads !== 0) return 'base64 data after "=" padding';
      sextets++;
    } else if (v === -2) {
      continue;
    } else if (c === PAD) {
      pads++;
      if (pads > 2) return 'too much base64 "=" padding';
    } else {
      return `invalid base64 character ${JSON.stringify(text[i])}`;
    }
  }
  const rest = sextets % 4;
  if (rest === 1) return 'truncated base64 data';
  if (pads !== 0 && (rest === 0 || rest + pads !== 4)) return 'wrong base64 "=" padding';
  const out = new Uint8Array(((sextets - rest) / 4) * 3 + (rest === 0 ? 0 : rest - 1));
  // Pass 2: decode.
  let acc = 0;
  let have = 0;
  let o = 0;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? table[c]! : -1;
    if (v < 0) continue;
    acc = (acc << 6) | v;
    if (++have === 4) {
      out[o++] = acc >>> 16;
      out[o++] = (acc >>> 8) & 255;
      out[o++] = acc & 255;
      acc = 0;
      have = 0;
    }
  }
  if (have === 3) {
    out[o++] = acc >>> 10;
    out[o++] = (acc >>> 2) & 255;
  } else if (have === 2) {
    out[o++] = acc >>> 4;
  }
  return out;
}
