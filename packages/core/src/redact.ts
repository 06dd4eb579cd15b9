/**
 * Redaction of secrets in request records, for anything that stores or prints them.
 *
 * @module
 */

import { isRecord, setOwn } from './records.js';
import type { CallRequest } from './request.js';

/** What replaces a secret. */
export const REDACTED = '[REDACTED]';

/**
 * Header-struct and argument keys whose values are secrets (at any depth): any key containing one
 * of these words (`apiKey`, `authToken`, `secretToken`, `newPassword`, `securityQuestionAnswer`, …).
 */
const SECRET_KEY = /api_?key|private_?key|secret|token|password|passwd|hash|answer|credential/i;
/** HTTP headers whose values are secrets. */
const SECRET_HTTP_HEADER = /^(?:authorization|proxy-authorization|cookie|x-auth-token|x-api-key)$/i;

/** A deep copy of `value` with the values of secret-named keys replaced by {@link REDACTED}. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 32) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    setOwn(copy, key, SECRET_KEY.test(key) && inner !== null && inner !== undefined ? REDACTED : redactValue(inner, depth + 1));
  }
  return copy;
}

/** A URL with its password (and username) replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.username === '' && parsed.password === '') return url;
    parsed.username = parsed.username === '' ? '' : 'REDACTED';
    parsed.password = parsed.password === '' ? '' : 'REDACTED';
    return parsed.href;
  } catch {
    return url.replace(/\/\/[^/@\s]*@/, '//REDACTED@');
  }
}

/**
 * A copy of a request record safe to keep or print: the `authenticate` header's key and token,
 * any secret-named header value, the password arguments of `getPortalLoginToken`, secret HTTP
 * headers and proxy credentials replaced by {@link REDACTED}; the `signal` left out.
 */
export function redactRequest(request: CallRequest): Omit<CallRequest, 'signal'> {
  const transportHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.transportHeaders)) {
    setOwn(transportHeaders, name, SECRET_HTTP_HEADER.test(name) ? REDACTED : value);
  }
  let args = request.args.map((arg) => redactValue(arg));
  if (request.method === 'getPortalLoginToken') {
    // (username, password, securityQuestionId, securityQuestionAnswer)
    args = args.map((arg, index) => ((index === 1 || index === 3) && arg !== null && arg !== undefined ? REDACTED : arg));
  }
  const { signal, ...rest } = request;
  void signal;
  return {
    ...rest,
    args,
    transportHeaders,
    proxy: redactUrl(request.proxy),
    endpoint: redactUrl(request.endpoint) ?? request.endpoint,
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
/** Short JSON escapes. */
const JSON_ESCAPES: Readonly<Record<string, string>> = { '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '"': '\\"', '\\': '\\\\' };

/**
 * Regular-expression source matching `secret` in every form it can be written in: each character
 * as itself, as an XML character reference (decimal or hex, any case, leading zeros) or named
 * entity, as a JSON escape (`\r`, `\u000d`) or percent-encoded (`%0D`) — in any mix. So a password
 * with a control character, which the XML-RPC encoder writes as `&#13;`, is found as well.
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
    if (code <= 0xffff) forms.push(`\\\\[uU]${anyCaseHex(hex.padStart(4, '0'))}`);
    const encoded = encodeURIComponent(char);
    if (encoded !== char) forms.push(anyCaseHex(encoded));
    source += `(?:${forms.join('|')})`;
  }
  return source;
}

/**
 * `text` with every form of each secret ({@link secretPattern}) replaced by `mask`, longest secret
 * first (so one that contains another is masked whole). Secrets shorter than `wholeValueBelow`
 * characters are masked only where they are a whole value (`>secret<` in XML, or all of `text`),
 * so that a short secret cannot mangle ordinary text.
 *
 * @example
 * ```ts
 * redactSecrets('<string>pa&#13;ss</string>', ['pa\rss'], '***'); // '<string>***</string>'
 * ```
 */
export function redactSecrets(text: string, secrets: Iterable<string>, mask: string = REDACTED, wholeValueBelow = 0): string {
  let result = text;
  const ordered = [...new Set(secrets)].filter((secret) => secret !== '').sort((a, b) => b.length - a.length);
  for (const secret of ordered) {
    const pattern = secretPattern(secret);
    if ([...secret].length >= wholeValueBelow) {
      result = result.replace(new RegExp(pattern, 'g'), mask);
    } else {
      result = result.replace(new RegExp(`>${pattern}<`, 'g'), `>${mask}<`);
      if (new RegExp(`^${pattern}$`).test(result)) result = mask;
    }
  }
  return result;
}
