/**
 * Redaction: the one module that knows which keys (the rule itself in `secret-keys.ts`), HTTP
 * headers and URL parts are secret, used by the transport (text quoted from the server, error
 * messages), the recording transport, the proxy code and compat-v2's verbose output.
 *
 * @module
 */

import { SECRET_PARAMETERS } from '@svclib/model/secrets';
import { isRecord, setOwn } from '../util/records.js';
import type { CallRequest } from '../request/call-request.js';
import { isSecretKey } from './secret-keys.js';

export { isSecretKey } from './secret-keys.js';

/** What replaces a secret value in a record (a request, a result) kept or printed as data. */
export const REDACTED = '[REDACTED]';
/** What replaces a secret inside free text (messages, verbose and debug output). */
export const MASK = '***';
/** What replaces the userinfo of a URL in a record or a client's text form. */
export const REDACTED_USERINFO = 'REDACTED:REDACTED';

/** HTTP headers whose values are secrets. */
const SECRET_HTTP_HEADER = /^(?:authorization|proxy-authorization|cookie|set-cookie|x-auth-token|x-api-key)$/i;
/**
 * Which positional parameters of which methods are secrets: service (without `Vendor_`) → method →
 * indices. The API's parameter names decide (password-, secret-, key-, token- or credential-like):
 * the table is generated from the API description by `@svclib/model` ({@link SECRET_PARAMETERS}).
 */
export type SecretParameterTable = Readonly<Record<string, Readonly<Record<string, readonly number[]>>>>;

/**
 * Secret parameters the API description does not name as such: the login call's security answer
 * (its parameter is `securityQuestionAnswer`, an answer rather than a password, but a secret all the
 * same). Added to what {@link SECRET_PARAMETERS} gives.
 */
const EXTRA_SECRET_PARAMETERS: SecretParameterTable = {
  User_Customer: { getPortalLoginToken: [3] },
  User_Customer_OpenIdConnect: { getPortalLoginToken: [3] },
};

/** `table[service][method]`, own properties only, or none. */
function lookup(table: SecretParameterTable, service: string, method: string): readonly number[] {
  const methods = Object.prototype.hasOwnProperty.call(table, service) ? table[service] : undefined;
  return methods !== undefined && Object.prototype.hasOwnProperty.call(methods, method) ? (methods[method] ?? []) : [];
}
/** Secret strings shorter than this are masked only as whole values (they would mask ordinary words). */
const MIN_MASKED_LENGTH = 4;
/** How deep values are walked for secrets; anything deeper counts as a secret whole. */
const MAX_DEPTH = 32;

/**
 * Whether an HTTP header's value is a secret (`Authorization`, `Cookie`, …; any case).
 *
 * @example
 * ```ts
 * isSecretHeader('Proxy-Authorization'); // true
 * ```
 */
export function isSecretHeader(name: string): boolean {
  return SECRET_HTTP_HEADER.test(name);
}

/**
 * The positions of a remote method's arguments that are secrets, by the API's parameter names
 * (`User_Customer.createObject`: the password and the VPN password). `service` may carry the
 * `Vendor_` prefix.
 *
 * @example
 * ```ts
 * secretArgs('Vendor_User_Customer', 'createObject'); // [1, 2]
 * ```
 */
export function secretArgs(service: string, method: string): readonly number[] {
  const name = service.startsWith('Vendor_') ? service.slice('Vendor_'.length) : service;
  const extra = lookup(EXTRA_SECRET_PARAMETERS, name, method);
  const described = lookup(SECRET_PARAMETERS, name, method);
  return extra.length === 0 ? described : [...new Set([...described, ...extra])].sort((a, b) => a - b);
}

/** The userinfo (`user:password@`) of every URL in free text: up to the last `@` before the path. */
const USERINFO = /(\/\/)[^/\s?#'"]*@/g;

/**
 * The one place URL userinfo is hidden: `text` with the `user:password@` of its URL (or of every URL
 * in it, when it is free text) removed, or replaced by `mask@` when a mask is given. A text that is
 * one URL is parsed (so a password holding `@` is hidden whole) and comes back normalized when it had
 * userinfo; a text without userinfo comes back as it is.
 *
 * @param text - a URL, or text that may contain URLs.
 * @param mask - what shows in place of the userinfo; empty (the default) removes it.
 * @example
 * ```ts
 * redactUrl('http://u:p@proxy:3128/'); // 'http://proxy:3128/'
 * redactUrl('http://u:p@proxy:3128', '***'); // 'http://***@proxy:3128/'
 * redactUrl('connect http://u:p@proxy:3128 failed'); // 'connect http://proxy:3128 failed'
 * ```
 */
export function redactUrl(text: string, mask = ''): string {
  const replacement = mask === '' ? '$1' : `$1${mask}@`;
  if (/\s/.test(text) || !text.includes('@')) return text.replace(USERINFO, replacement);
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return text.replace(USERINFO, replacement);
  }
  if (parsed.username === '' && parsed.password === '') return text;
  parsed.username = '';
  parsed.password = '';
  return mask === '' ? parsed.href : parsed.href.replace('//', `//${mask}@`);
}

/** A URL's userinfo, percent-decoded, and the URL without it (see {@link splitUserinfo}). */
export interface SplitUrl {
  /** The URL without userinfo (as given when it had none). */
  readonly url: string;
  /** The user name, decoded; empty when none. */
  readonly user: string;
  /** The password, decoded; empty when none. */
  readonly password: string;
}

/**
 * The one place a URL's userinfo is read: the user and password (percent-decoded) and the URL
 * without them; `undefined` when `raw` is not a URL. To hide userinfo in text, {@link redactUrl}.
 *
 * @example
 * ```ts
 * splitUserinfo('http://u:p%40ss@proxy:3128/'); // { url: 'http://proxy:3128/', user: 'u', password: 'p@ss' }
 * ```
 */
export function splitUserinfo(raw: string): SplitUrl | undefined {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return undefined;
  }
  if (parsed.username === '' && parsed.password === '') return { url: raw, user: '', password: '' };
  const user = decodeUserinfo(parsed.username);
  const password = decodeUserinfo(parsed.password);
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.href, user, password };
}

/** Percent-decoded userinfo text (as it is when it does not decode). */
function decodeUserinfo(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The secret strings a request record carries — values under secret keys in its header struct and
 * inside any argument (`{ password }` at any depth, as records redact them), secret HTTP headers,
 * secret arguments, the endpoint's and the proxy's passwords — to mask in any text that might quote
 * them (a server's fault string, a decode error, verbose output).
 *
 * @example
 * ```ts
 * maskSecrets(fault.faultString, secretsOf(request));
 * ```
 */
export function secretsOf(
  request: Pick<CallRequest, 'headers' | 'transportHeaders' | 'service' | 'method' | 'args' | 'endpoint' | 'proxy'>,
): string[] {
  const found = new Set<string>();
  // Every scalar of a value that is a secret as a whole.
  const collect = (value: unknown, depth = 0): undefined => {
    if (depth > MAX_DEPTH) return undefined;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
      if (String(value) !== '') found.add(String(value));
    } else if (typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value)) collect(inner, depth + 1);
    }
    return undefined;
  };
  // The values of secret-named members, at any depth: the same rule as records ({@link redactValue}).
  replaceSecretMembers(request.headers, collect);
  // The REST transport sends `authenticate` as HTTP Basic: its base64 form is a secret too.
  const authenticate = request.headers.authenticate as { username?: unknown; apiKey?: unknown; userId?: unknown; authToken?: unknown } | null | undefined;
  if (typeof authenticate === 'object' && authenticate !== null) {
    const { username, apiKey, userId, authToken } = authenticate;
    if (typeof username === 'string' && typeof apiKey === 'string' && apiKey !== '') found.add(basicCredentials(`${username}:${apiKey}`));
    if ((typeof userId === 'number' || typeof userId === 'string') && typeof authToken === 'string' && authToken !== '') {
      found.add(basicCredentials(`${String(userId)}:${authToken}`));
    }
  }
  for (const [name, value] of Object.entries(request.transportHeaders)) {
    for (const part of headerSecrets(name, value)) found.add(part);
  }
  // Whole arguments the API names as secrets, and secret-named members inside any argument.
  const secret = secretArgs(request.service, request.method);
  request.args.forEach((arg, index) => (secret.includes(index) ? collect(arg) : replaceSecretMembers(arg, collect)));
  for (const url of [request.endpoint, request.proxy]) {
    if (url === undefined) continue;
    for (const secret of userinfoSecrets(url)) found.add(secret);
  }
  return [...found];
}

/**
 * The secrets an HTTP header carries, in the forms a server or proxy may quote them back: for a
 * secret header ({@link isSecretHeader}) its value, the credentials after the scheme, and for
 * `Basic` the decoded `user:password` and the password alone; nothing for any other header. For
 * masking what comes back after the header was sent (`--debug` output).
 *
 * @example
 * ```ts
 * headerSecrets('Authorization', 'Basic dTpwYXNzd29yZA=='); // ['Basic dTpwYXNzd29yZA==', 'dTpwYXNzd29yZA==', 'u:password', 'password']
 * headerSecrets('Accept', 'text/xml'); // []
 * ```
 */
export function headerSecrets(name: string, value: string): string[] {
  if (!isSecretHeader(name) || value === '') return [];
  return [...new Set([value, ...credentialParts(value)])];
}

/**
 * The secret parts of an `Authorization`-style value: the credentials after the scheme (`Bearer
 * <token>`), and for `Basic`, the decoded `user:password` and the password alone.
 */
function credentialParts(value: string): string[] {
  const match = /^\s*([A-Za-z][\w-]*)\s+(\S.*?)\s*$/.exec(value);
  if (match === null) return [];
  const credentials = match[2] as string;
  const parts = [credentials];
  if ((match[1] as string).toLowerCase() === 'basic') {
    try {
      const bytes = Uint8Array.from(atob(credentials), (char) => char.charCodeAt(0));
      const decoded = new TextDecoder().decode(bytes);
      const colon = decoded.indexOf(':');
      parts.push(decoded);
      if (colon >= 0 && colon < decoded.length - 1) parts.push(decoded.slice(colon + 1));
    } catch {
      // Not base64: the credentials as they are.
    }
  }
  return parts;
}

/**
 * The secrets of a URL's userinfo, in every form a server may echo them: the password, the
 * `user:password` pair, and that pair as the Base64 of a Basic `Authorization` header (which a
 * server may quote in an error page).
 */
function userinfoSecrets(url: string): string[] {
  const split = splitUserinfo(url);
  if (split === undefined || split.password === '') return [];
  const pair = `${split.user}:${split.password}`;
  return [split.password, pair, basicCredentials(pair)];
}

/**
 * The Base64 of `user:password` as a Basic `Authorization` header carries it (UTF-8 bytes).
 *
 * @example
 * ```ts
 * basicCredentials('u:p'); // 'dTpw'
 * ```
 */
export function basicCredentials(pair: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(pair)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The one rule for secrets inside a value (a header struct, an argument, a result): a deep copy of
 * `value` (arrays and plain records) in which each non-null value held under a secret-named key
 * ({@link isSecretKey}), at any depth, is replaced by what `replace` returns for it; a part deeper
 * than {@link MAX_DEPTH} is handed to `replace` whole. Records ({@link redactValue}) and the secrets
 * masked in text ({@link secretsOf}) both use it.
 */
function replaceSecretMembers(value: unknown, replace: (secret: unknown) => unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return replace(value);
  if (Array.isArray(value)) return value.map((item) => replaceSecretMembers(item, replace, depth + 1));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    setOwn(copy, key, isSecretKey(key) && inner !== null && inner !== undefined ? replace(inner) : replaceSecretMembers(inner, replace, depth + 1));
  }
  return copy;
}

/** A deep copy of `value` with the values of secret-named keys (at any depth) replaced by {@link REDACTED}. */
export function redactValue(value: unknown, depth = 0): unknown {
  return replaceSecretMembers(value, () => REDACTED, depth);
}

/**
 * A copy of a request record safe to keep or print: the `authenticate` header's key and token,
 * any secret-named header value, the password arguments of `getPortalLoginToken`, secret HTTP
 * headers and proxy credentials replaced by {@link REDACTED}; the `signal` left out.
 */
export function redactRequest(request: CallRequest): Omit<CallRequest, 'signal'> {
  const transportHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.transportHeaders)) {
    setOwn(transportHeaders, name, isSecretHeader(name) ? REDACTED : value);
  }
  let args = request.args.map((arg) => redactValue(arg));
  const secret = secretArgs(request.service, request.method);
  if (secret.length > 0) {
    args = args.map((arg, index) => (secret.includes(index) && arg !== null && arg !== undefined ? REDACTED : arg));
  }
  const { signal, ...rest } = request;
  void signal;
  return {
    ...rest,
    args,
    transportHeaders,
    proxy: request.proxy === undefined ? undefined : redactUrl(request.proxy, REDACTED_USERINFO),
    endpoint: redactUrl(request.endpoint, REDACTED_USERINFO),
    headers: redactValue(request.headers) as Record<string, unknown>,
    filter: request.filter === undefined ? undefined : (redactValue(request.filter) as Record<string, unknown>),
  };
}

/** Regular-expression source matching `text` literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `hex` digits matching either case. */
function anyCaseHex(hex: string): string {
  return hex.replace(/[a-f]/gi, (digit) => `[${digit.toLowerCase()}${digit.toUpperCase()}]`);
}

/** Named XML entities of the characters that have one. */
const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Short JSON escapes (`\/` as PHP's `json_encode` writes a slash). */
const JSON_ESCAPES: Readonly<Record<string, string>> = { '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '"': '\\"', '\\': '\\\\', '/': '\\/' };

/** The `\uXXXX` escape of a UTF-16 code unit, hex digits in either case. */
function unicodeEscape(unit: number): string {
  return `\\\\[uU]${anyCaseHex(unit.toString(16).padStart(4, '0'))}`;
}

/**
 * Regular-expression source matching `secret` in every form it can be written in: each character
 * as itself, as an XML character reference (decimal or hex, any case, leading zeros) or named
 * entity, as a JSON escape (`\r`, `\/`, `\u000d`, a surrogate pair `\ud83d\ude00`), or
 * percent-encoded (`%0D`, any byte of its UTF-8, `+` for a space as forms write it) — in any mix.
 * So a password with a control character, which the XML-RPC encoder writes as `&#13;`, is found as
 * well. (Its Base64 forms are {@link base64Patterns}.)
 */
export function secretPattern(secret: string): string {
  let source = '';
  for (const char of secret) {
    const code = char.codePointAt(0) ?? 0;
    const hex = code.toString(16);
    const forms = [literal(char), `&#0*${String(code)};`, `&#[xX]0*${anyCaseHex(hex)};`];
    const entity = XML_ENTITIES[char];
    if (entity !== undefined) forms.push(literal(entity));
    const json = JSON_ESCAPES[char];
    if (json !== undefined) forms.push(literal(json));
    // One code unit, or the surrogate pair of a character beyond U+FFFF.
    forms.push(code <= 0xffff ? unicodeEscape(code) : unicodeEscape(char.charCodeAt(0)) + unicodeEscape(char.charCodeAt(1)));
    forms.push([...new TextEncoder().encode(char)].map((byte) => `%${anyCaseHex(byte.toString(16).padStart(2, '0'))}`).join(''));
    if (char === ' ') forms.push('\\+');
    source += `(?:${forms.join('|')})`;
  }
  return source;
}

/** Base64 characters that depend on the secret's bytes alone are masked only from this many on. */
const MIN_BASE64_LENGTH = 8;

/**
 * Regular-expression sources matching the Base64 of `secret` wherever it sits in a longer Base64
 * text (the credentials of a Basic `Authorization` header echoed back, `user:secret`; a token; a
 * URL-safe variant): for each of the three byte alignments, the run of Base64 characters that only
 * the secret's bytes decide (at most a few bits of its first and last byte stay, shared with the
 * neighbouring characters). Runs shorter than eight characters are left out (they could match
 * ordinary text). {@link maskSecrets} masks them with the other forms.
 *
 * @example
 * ```ts
 * const echoed = `Basic ${btoa('demo:s3cret-key-0123')}`;
 * base64Patterns('s3cret-key-0123').some((p) => new RegExp(p).test(echoed)); // true
 * ```
 */
export function base64Patterns(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const patterns: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = new Uint8Array(Math.ceil((offset + bytes.length) / 3) * 3);
    padded.set(bytes, offset);
    let binary = '';
    for (const byte of padded) binary += String.fromCharCode(byte);
    const encoded = btoa(binary);
    // Character i holds bits [6i, 6i + 6): bytes ⌊6i/8⌋ to ⌊(6i + 5)/8⌋, all of them the secret's?
    const own = (i: number): boolean => Math.floor((6 * i) / 8) >= offset && Math.floor((6 * i + 5) / 8) < offset + bytes.length;
    let first = 0;
    while (first < encoded.length && !own(first)) first++;
    let end = first;
    while (end < encoded.length && own(end)) end++;
    const run = encoded.slice(first, end);
    if (run.length < MIN_BASE64_LENGTH) continue;
    patterns.push(literal(run).replace(/\\\+|\//g, (char) => (char === '/' ? '[/_]' : '[+-]')));
  }
  return patterns;
}

/**
 * The one masker: `text` with every form of each secret ({@link secretPattern}, and its Base64
 * inside any Base64 text, {@link base64Patterns}) replaced by `mask`,
 * longest secret first (so one that contains another is masked whole). Secrets shorter than four
 * characters are masked only where they are a whole value (`>secret<` in XML, or all of `text`), so
 * that a short secret cannot mangle ordinary text.
 *
 * @example
 * ```ts
 * maskSecrets('bad key abcd1234', ['abcd1234']); // 'bad key ***'
 * maskSecrets('<string>pa&#13;ss</string>', ['pa\rss']); // '<string>***</string>'
 * ```
 */
export function maskSecrets(text: string, secrets: Iterable<string>, mask: string = MASK): string {
  let result = text;
  const ordered = [...new Set(secrets)].filter((secret) => secret !== '').sort((a, b) => b.length - a.length);
  for (const secret of ordered) {
    const pattern = secretPattern(secret);
    if ([...secret].length >= MIN_MASKED_LENGTH) {
      result = result.replace(new RegExp([pattern, ...base64Patterns(secret)].join('|'), 'g'), mask);
    } else {
      result = result.replace(new RegExp(`>${pattern}<`, 'g'), `>${mask}<`);
      if (new RegExp(`^${pattern}$`).test(result)) result = mask;
    }
  }
  return result;
}

/** An XML-RPC struct member's name and the start of its scalar value (the value is group 4). */
const STRUCT_MEMBER = /(<name>\s*([^<]*)\s*<\/name>\s*<value>\s*(?:<(string|int|i4|i8|double)>)?)([^<]*)(?=<)/g;

/** A JSON object member with a string value (the value is group 3). */
const JSON_MEMBER = /("((?:[^"\\]|\\.)*)"\s*:\s*")((?:[^"\\]|\\.)*)(?=")/g;

/**
 * An XML-RPC or JSON (REST) body with the value of every secret-named struct or object member
 * ({@link isSecretKey}: `apiKey`, `authToken`, `authenticationKey`, `password`, …) replaced by
 * `mask` (any scalar type in XML-RPC; string values in JSON) — for printing a request or response
 * whose secrets are not all known by value.
 *
 * @example
 * ```ts
 * maskSecretMembers('<member><name>apiKey</name><value><string>k</string></value></member>');
 * // '<member><name>apiKey</name><value><string>***</string></value></member>'
 * ```
 */
export function maskSecretMembers(body: string, mask: string = MASK): string {
  return body
    .replace(STRUCT_MEMBER, (whole, head: string, name: string, _type, value: string) =>
      isSecretKey(name.trim()) && value !== '' ? `${head}${mask}` : whole)
    .replace(JSON_MEMBER, (whole, head: string, name: string, value: string) => (isSecretKey(name) && value !== '' ? `${head}${mask}` : whole));
}
