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
