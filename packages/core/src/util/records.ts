/**
 * Small helpers for plain data records (XML-RPC structs, options objects).
 *
 * @module
 */

/** True for a plain object (not null, not an array, not a Date, Map, class instance of a built-in…). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]';
}

/** Sets an own, enumerable data property, also for keys like `__proto__` (never changes a prototype). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The value of `target`'s own property `key`, or `undefined` when it has none: never a value
 * inherited from a prototype (an `Object.prototype.endpointUrl` set by other code must not become an
 * option or a setting).
 */
export function ownValue(target: object | null | undefined, key: string): unknown {
  return target !== null && target !== undefined && Object.prototype.hasOwnProperty.call(target, key)
    ? (target as Record<string, unknown>)[key]
    : undefined;
}

/**
 * A copy of the own enumerable properties of an options object on a `null` prototype, so that an
 * absent option reads as `undefined` even when `Object.prototype` has a property of that name.
 * `undefined`/`null` give an empty copy.
 */
export function ownOptions<T extends object>(options: T | null | undefined): Partial<T> {
  return Object.assign(Object.create(null) as Partial<T>, options ?? {});
}

/** Names of the own enumerable keys of `options` that are not in `allowed`. */
export function unknownKeys(options: object, allowed: ReadonlySet<string>): string[] {
  return Object.keys(options).filter((key) => !allowed.has(key));
}

/** `a`/`an` + word. */
function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/**
 * A short description of a wrong value for error messages: numbers and booleans as themselves,
 * anything else by its kind only (`a string`, `an array`, `an object`) — never a string's content,
 * which may be a secret.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value !== 'object') return withArticle(typeof value);
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  return tag === 'Object' ? 'an object' : withArticle(tag);
}
