/**
 * The fake server's REST front end (SPEC §12): it reads a request to
 * `/rest/v3.1/{Service}[/{id}]/{method}.json` — the query's `objectMask`, `objectFilter` and
 * `resultLimit`, HTTP Basic credentials, a JSON body `{"parameters":[…]}` — into the same
 * {@link RecordedRequest} the XML-RPC front end decodes (its header struct as an XML-RPC client
 * would have sent it), so one dispatch serves both; and it writes answers as JSON, faults as
 * `{ "error", "code" }` with an HTTP status.
 *
 * @module
 */
import type { IncomingMessage } from 'node:http';
import {
  FakeFault,
  INVALID_CREDENTIALS,
  INVALID_LEGACY_TOKEN,
  INVALID_PARAMETERS,
  METHOD_NOT_FOUND,
  NOT_WELL_FORMED,
  OBJECT_NOT_FOUND,
} from '../engine/fake-fault.js';
import { withPrefix } from './injection.js';
import type { RecordedRequest } from './recorded-request.js';
import type { ServerState } from './server-state.js';
import { isStruct } from '../engine/values.js';

/** `/rest/v3.1/{Service}[/{id}]/{method}[.json]`. */
const REST_PATH = /^\/rest\/v3\.1\/([A-Za-z][A-Za-z0-9_]*)(?:\/([^/]+))?\/([A-Za-z][A-Za-z0-9_]*)(?:\.json)?$/;
/** Any path under the REST root. */
const REST_ROOT = /^\/rest\//;

/** A REST request target: the service (with its prefix), the id segment and the method. */
export interface RestTarget {
  readonly service: string;
  /** The id segment as sent (still percent-encoded): decoded by {@link restHeaders}, which answers a malformed escape with a fault. */
  readonly id: string | undefined;
  readonly method: string;
  readonly query: URLSearchParams;
}

/**
 * The REST target of a request URL: `undefined` when the path is not under `/rest/`; `null` when it
 * is, but is not a call path (answered 404).
 */
export function restTarget(url: string | undefined): RestTarget | null | undefined {
  const parsed = new URL(url ?? '/', 'http://127.0.0.1');
  if (!REST_ROOT.test(parsed.pathname)) return undefined;
  const match = REST_PATH.exec(parsed.pathname);
  if (match === null) return null;
  return {
    service: withPrefix(match[1] as string),
    id: match[2],
    method: match[3] as string,
    query: parsed.searchParams,
  };
}

/** The `{ username, apiKey }` (or portal login token) an HTTP Basic header stands for. */
function basicCredentials(state: ServerState, authorization: string | undefined): Record<string, unknown> | undefined {
  const match = /^\s*Basic\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (match === null) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new FakeFault(INVALID_CREDENTIALS, 'Invalid HTTP Basic credentials: expected user:key.');
  const user = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  // A numeric user with a portal login token of that user is token authentication.
  if (/^\d+$/.test(user) && state.tokens.get(secret) === Number(user)) {
    return { complexType: 'PortalLoginToken', userId: Number(user), authToken: secret };
  }
  return { username: user, apiKey: secret };
}

/** The id segment decoded; a malformed escape (`%ZZ`, a lone surrogate's half) is a 400 fault, not a 500. */
function decodeId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new FakeFault(INVALID_PARAMETERS, `Invalid id segment "${segment.slice(0, 64)}": malformed percent-encoding.`);
  }
}

/** A query value that must be JSON. */
function jsonQuery(name: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FakeFault(INVALID_PARAMETERS, `Invalid ${name}: expected JSON.`);
  }
}

/**
 * The header struct an XML-RPC client would have sent for this REST request: init parameter from
 * the id segment, mask, filter and result limit from the query (other query parameters as headers
 * of their name), `authenticate` from HTTP Basic.
 */
export function restHeaders(state: ServerState, target: RestTarget, authorization: string | undefined): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  const { service, query } = target;
  const id = target.id === undefined ? undefined : decodeId(target.id);
  if (id !== undefined) headers[`${service}InitParameters`] = { id: /^-?\d+$/.test(id) ? Number(id) : id };
  for (const [name, value] of query) {
    if (name === 'objectMask') {
      if (value.trim().startsWith('{')) headers[`${service}ObjectMask`] = { mask: jsonQuery('objectMask', value) };
      else headers.Vendor_ObjectMask = { mask: value };
    } else if (name === 'objectFilter') {
      headers[`${service}ObjectFilter`] = jsonQuery('objectFilter', value);
    } else if (name === 'resultLimit') {
      const limit = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value);
      if (limit === null) throw new FakeFault(INVALID_PARAMETERS, 'Invalid resultLimit: expected <offset>,<limit>.');
      headers.resultLimit = { offset: Number(limit[1]), limit: Number(limit[2]) };
    } else {
      headers[name] = value;
    }
  }
  const authenticate = basicCredentials(state, authorization);
  if (authenticate !== undefined) headers.authenticate = authenticate;
  return headers;
}

/** The arguments of a REST body: `{"parameters":[…]}` (an empty body: none). */
export function restArgs(text: string): unknown[] {
  if (text.trim() === '') return [];
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (error) {
    throw new FakeFault(NOT_WELL_FORMED, `Request body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isStruct(body)) throw new FakeFault(INVALID_PARAMETERS, 'Request body must be an object {"parameters": [...]}.');
  const { parameters } = body;
  if (parameters === undefined) return [];
  if (!Array.isArray(parameters)) throw new FakeFault(INVALID_PARAMETERS, 'Request body member "parameters" must be an array.');
  return parameters;
}

/** The HTTP status of a fault over REST. */
export function restFaultStatus(faultCode: number | string): number {
  if (faultCode === INVALID_CREDENTIALS || faultCode === INVALID_LEGACY_TOKEN) return 401;
  if (faultCode === OBJECT_NOT_FOUND || faultCode === METHOD_NOT_FOUND) return 404;
  if (faultCode === NOT_WELL_FORMED || faultCode === INVALID_PARAMETERS) return 400;
  // The real service answers an expired access token (ACCESS_TOKEN_VALIDATION), a rate-limit
  // refusal and most other faults with 500.
  return 500;
}

/**
 * A JSON answer: the value, except that a list asked for one item (`resultLimit` limit 1) is
 * answered as its bare item, as the real service does.
 */
export function restValue(value: unknown, recorded: RecordedRequest): string {
  const limit = recorded.headers.resultLimit;
  if (Array.isArray(value) && value.length === 1 && isStruct(limit) && limit.limit === 1) return JSON.stringify(value[0]);
  return JSON.stringify(value);
}

/** The request's HTTP method is one the REST front end answers. */
export function isRestMethod(request: IncomingMessage): boolean {
  return request.method === 'GET' || request.method === 'POST';
}
