/**
 * Names that end up in the URL or the HTTP header block, checked before any request: a service or
 * method name is a name, not a path; a per-call HTTP header cannot take over the message framing
 * or the connection.
 *
 * @module
 */

/** What makes a service or method name change the URL, and how to say so. */
const PATH_CHARACTERS: readonly (readonly [RegExp, string])[] = [
  [/\//, '"/"'],
  [/\\/, '"\\"'],
  [/\.\./, '".."'],
  [/\?/, '"?"'],
  [/#/, '"#"'],
  [/%/, '"%"'],
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  [/[\u0000-\u001f\u007f-\u009f]/, 'a control character'],
  [/\s/, 'whitespace'],
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
  for (const [pattern, label] of PATH_CHARACTERS) {
    if (pattern.test(name)) {
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
