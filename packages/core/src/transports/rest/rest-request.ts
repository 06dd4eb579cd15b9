/**
 * The REST layout of a request record (SPEC §12): URL `{endpoint}/{Vendor_Service}[/{id}]/{method}.json`,
 * query `objectMask`, `objectFilter`, `resultLimit=<offset>,<limit>` (and any other XML-RPC header
 * of the record, as the reference client sends them), `GET` without arguments and `POST
 * {"parameters":[…]}` with them (`Content-Type: application/json` unless the record names a
 * type), the record's `transportHeaders` as HTTP headers and its `authenticate` header as HTTP Basic.
 *
 * @module
 */

import { AUTHENTICATE_HEADER, formatObjectMask } from '../../request/header-struct.js';
import { basicAuthorization } from '../../http/exchange.js';
import { recordIdentifier } from '../../util/identifier.js';
import { isRecord } from '../../util/records.js';
import { loneSurrogateAt, loneSurrogateText } from '../../request/wire-names.js';
import type { CallRequest } from '../../request/call-request.js';

/** The HTTP request of a call over REST (before the exchange splits userinfo off the URL). */
export interface RestCall {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers: Record<string, string>;
  /** Set when the call has arguments: `{"parameters":[…]}` (made by the caller of {@link restCall}). */
  readonly hasBody: boolean;
}

/**
 * `text` percent-encoded; a lone surrogate (which `encodeURIComponent` refuses with a `URIError`) is
 * a `TypeError` naming `what` — the record's field a plugin or a wrapper may have set so.
 */
function encoded(text: string, what: string): string {
  const at = loneSurrogateAt(text);
  if (at >= 0) throw new TypeError(`The REST request's ${what} holds ${loneSurrogateText(text, at)}, which cannot be sent in a URL`);
  return encodeURIComponent(text);
}

/** `name=value` with both parts percent-encoded (spaces as `%20`). */
function pair(name: string, value: string): string {
  return `${encoded(name, `query parameter name ${JSON.stringify(name)}`)}=${encoded(value, `query parameter ${JSON.stringify(name)}`)}`;
}

/** A header value as a query value: text as it is, anything else as JSON. */
function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) ?? '';
}

/**
 * The `Authorization` value the record's `authenticate` header stands for over REST: `{ username,
 * apiKey }` → Basic `username:apiKey` (an API key of the provider's cloud goes with the username
 * `apikey`); a portal login token `{ userId, authToken }` → Basic `userId:authToken` (as the
 * reference's Go client sends it); anything else → none.
 */
export function restAuthorization(authenticate: unknown): string | undefined {
  if (!isRecord(authenticate)) return undefined;
  const { username, apiKey, userId, authToken } = authenticate;
  if (typeof username === 'string' && typeof apiKey === 'string') return basicAuthorization(username, apiKey);
  if ((typeof userId === 'number' || typeof userId === 'string') && typeof authToken === 'string') {
    return basicAuthorization(String(userId), authToken);
  }
  return undefined;
}


/**
 * The REST request of `request`. Its id must be an id (`util/identifier.ts`): an id string stays one
 * path segment, so `.` or `..` can never send the call to another target.
 *
 * @throws TypeError for an id that is not one; nothing is sent.
 * @example
 * ```ts
 * restCall({ ...request, service: 'Vendor_Account', method: 'getObject', identifier: 2 }).url; // '…/Vendor_Account/2/getObject.json'
 * ```
 */
export function restCall(request: CallRequest): RestCall {
  const { endpoint, service, method, mask, filter, limit, offset } = request;
  const identifier = recordIdentifier(request);
  const query: string[] = [];
  if (typeof mask === 'string') query.push(pair('objectMask', formatObjectMask(mask)));
  else if (mask !== undefined) query.push(pair('objectMask', JSON.stringify(mask)));
  if (filter !== undefined) query.push(pair('objectFilter', JSON.stringify(filter)));
  if (limit !== undefined) query.push(pair('resultLimit', `${String(offset ?? 0)},${String(limit)}`));
  for (const name of Object.keys(request.headers)) {
    if (name === AUTHENTICATE_HEADER) continue;
    query.push(pair(name, queryValue(request.headers[name])));
  }

  let path = `${endpoint}/${encoded(service, 'service name')}`;
  if (identifier !== undefined) path += `/${encodeURIComponent(String(identifier))}`;
  path += `/${encoded(method, 'method name')}.json`;

  const hasBody = request.args.length > 0;
  const headers: Record<string, string> = {};
  let authorizationSet = false;
  for (const name of Object.keys(request.transportHeaders)) {
    const lower = name.toLowerCase();
    const value = request.transportHeaders[name] as string;
    // A content type the record names (the caller's `rawHeaders`) goes with a body as given; the
    // record carries none of its own (each transport sets its own), so nothing is undone here.
    if (lower === 'content-type' && !hasBody) continue;
    if (lower === 'authorization') authorizationSet = true;
    headers[lower] = value;
  }
  if (hasBody) headers['content-type'] ??= 'application/json';
  if (!authorizationSet) {
    const authorization = restAuthorization(request.headers[AUTHENTICATE_HEADER]);
    if (authorization !== undefined) headers.authorization = authorization;
  }
  return {
    method: hasBody ? 'POST' : 'GET',
    url: query.length === 0 ? path : `${path}?${query.join('&')}`,
    headers,
    hasBody,
  };
}
