/**
 * Small helpers on decoded XML-RPC values shared by the fake server's modules.
 *
 * @module
 */

/** Whether `value` is a struct (a plain object, not a list, date or byte array). */
export function isStruct(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof Uint8Array);
}

/** Short text of a value for fault strings: numbers and short strings as written, else the kind. */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? 'a long string' : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return typeof value === 'object' ? 'a struct' : `a ${typeof value}`;
}

/** Most characters of request text a fault string quotes (see {@link excerpt}). */
export const EXCERPT_LENGTH = 64;
/** Most characters of any fault string: a last bound behind {@link excerpt}. */
export const MAX_FAULT_STRING = 1024;

/**
 * A short, quoted excerpt of request text for a fault string: the text itself when short, else its
 * first {@link EXCERPT_LENGTH} characters, an ellipsis and the full length. A fault never echoes
 * more than this of what the client sent.
 */
export function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return JSON.stringify(text);
  return `${JSON.stringify(text.slice(0, EXCERPT_LENGTH))}… (${text.length} characters)`;
}

/** `text` cut to {@link MAX_FAULT_STRING} characters (with an ellipsis when cut). */
export function boundedFaultString(text: string): string {
  return text.length <= MAX_FAULT_STRING ? text : `${text.slice(0, MAX_FAULT_STRING - 1)}…`;
}
