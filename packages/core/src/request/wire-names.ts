/**
 * Names that end up in the URL or the HTTP header block, checked before any request: a service or
 * method name is a name, not a path; a per-call HTTP header cannot take over the message framing
 * or the connection.
 *
 * @module
 */

/** Whether `name` holds a C0 or C1 control character (U+0000–U+001F, U+007F–U+009F). */
function hasControlCharacter(name: string): boolean {
  for (let index = 0; index < name.length; index++) {
    const code = name.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A lone surrogate: half of a UTF-16 pair without the other half (`u` mode pairs the halves first). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Where `text` holds a lone surrogate (a UTF-16 code unit U+D800–U+DFFF that is not half of a
 * pair), or -1 when it holds none. No URL, JSON or XML text can carry one: `encodeURIComponent`
 * throws a `URIError`, `JSON.stringify` writes an escape servers turn into U+FFFD.
 *
 * @example
 * ```ts
 * loneSurrogateAt('ab\ud800'); // 2
 * loneSurrogateAt('😀');       // -1
 * ```
 */
export function loneSurrogateAt(text: string): number {
  return LONE_SURROGATE.exec(text)?.index ?? -1;
}

/** `… contains a lone surrogate (U+D800 at index 2)` for a message. */
export function loneSurrogateText(text: string, at: number): string {
  return `a lone surrogate (U+${text.charCodeAt(at).toString(16).toUpperCase()} at index ${String(at)})`;
}

/**
 * The first lone surrogate in a string, a key or a string inside `value` (objects and arrays
 * walked, at most 256 deep), as `<path> holds a lone surrogate (U+D800 at index 2)`; `undefined`
 * when there is none.
 *
 * @example
 * ```ts
 * loneSurrogateIn({ a: ['x\udc00'] }, 'filter'); // 'filter.a[0] holds a lone surrogate (U+DC00 at index 1)'
 * ```
 */
export function loneSurrogateIn(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') {
    const at = loneSurrogateAt(value);
    return at < 0 ? undefined : `${path} holds ${loneSurrogateText(value, at)}`;
  }
  if (typeof value !== 'object' || value === null || depth > 256) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = loneSurrogateIn(value[index], `${path}[${String(index)}]`, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const at = loneSurrogateAt(key);
    if (at >= 0) return `a key of ${path} holds ${loneSurrogateText(key, at)}`;
    const found = loneSurrogateIn((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** What makes a service or method name change the URL, and how to say so. */
const PATH_CHARACTERS: readonly (readonly [(name: string) => boolean, string])[] = [
  [(name) => name.includes('/'), '"/"'],
  [(name) => name.includes('\\'), '"\\"'],
  [(name) => name.includes('..'), '".."'],
  [(name) => name.includes('?'), '"?"'],
  [(name) => name.includes('#'), '"#"'],
  [(name) => name.includes('%'), '"%"'],
  [hasControlCharacter, 'a control character'],
  [(name) => /\s/.test(name), 'whitespace'],
];

/** A short, quoted form of a name for a message. */
function quoted(name: string): string {
  return JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name);
}

/**
 * Checks that a service or method name cannot change the URL it is sent to: no `/`, `\`, `..`,
 * `?`, `#`, `%`, whitespace, control character or lone surrogate.
 *
 * @param what - `service` or `method`, for the message.
 * @throws TypeError naming the name and the character.
 * @example
 * ```ts
 * checkWireName('service', 'Account/../Admin'); // TypeError
 * ```
 */
export function checkWireName(what: 'service' | 'method', name: string): void {
  const surrogate = loneSurrogateAt(name);
  if (surrogate >= 0) {
    throw new TypeError(`The ${what} name must be a name, not a path: ${quoted(name)} contains ${loneSurrogateText(name, surrogate)}`);
  }
  for (const [found, label] of PATH_CHARACTERS) {
    if (found(name)) {
      throw new TypeError(`The ${what} name must be a name, not a path: ${quoted(name)} contains ${label}`);
    }
  }
}

/**
 * Header names a caller may not set per call: they frame the message or belong to one connection
 * (hop-by-hop), so the HTTP client sets them itself.
 */
export const RESERVED_HEADER_NAMES: ReadonlySet<string> = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'http2-settings',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** An HTTP header name: an RFC 9110 token. */
const HTTP_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Whether `name` is a valid HTTP header name (an RFC 9110 token: letters, digits and
 * `` !#$%&'*+.^_`|~- ``). Shared by the `rawHeaders` call option and compat-v2's `addRawHeader`.
 *
 * @example
 * ```ts
 * isHttpHeaderName('X-Request-Id'); // true
 * isHttpHeaderName('bad name');     // false
 * ```
 */
export function isHttpHeaderName(name: string): boolean {
  return HTTP_TOKEN.test(name);
}

/**
 * Checks that a per-call HTTP header name is not one of {@link RESERVED_HEADER_NAMES}.
 *
 * @param option - The option the header came from, for the message.
 * @throws TypeError naming the option and the header.
 * @example
 * ```ts
 * checkHeaderName('rawHeaders', 'Transfer-Encoding'); // TypeError
 * ```
 */
export function checkHeaderName(option: string, name: string): void {
  if (RESERVED_HEADER_NAMES.has(name.toLowerCase())) {
    throw new TypeError(
      `Call option "${option}" may not set the HTTP header ${quoted(name)}: it frames the message or the connection, which the HTTP client controls`,
    );
  }
}
