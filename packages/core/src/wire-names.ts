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
 * `?`, `#`, `%`, whitespace or control character.
 *
 * @param what - `service` or `method`, for the message.
 * @throws TypeError naming the name and the character.
 * @example
 * ```ts
 * checkWireName('service', 'Account/../Admin'); // TypeError
 * ```
 */
export function checkWireName(what: 'service' | 'method', name: string): void {
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
