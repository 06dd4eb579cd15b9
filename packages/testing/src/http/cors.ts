/**
 * CORS for the fake server, so that a browser page (a bundle under test, a demo) can call it from
 * another origin: preflights answered, and the response headers a page may read exposed.
 *
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Which origins may call the fake server from a browser: `true` (the default) any origin, a string
 * exactly that origin (e.g. `http://127.0.0.1:5173`), `false` none (no CORS headers; preflights are
 * refused with 405 like any other non-POST request).
 *
 * @example
 * ```ts
 * const server = await startFakeServer({ cors: 'http://127.0.0.1:5173' });
 * ```
 */
export type CorsOption = boolean | string;

/** Headers every cross-origin answer carries, so pages can read the list total. */
const EXPOSED = 'Vendor-Total-Items';

/** The allowed origin for `request` under `cors`, or `undefined` when CORS does not apply. */
function allowedOrigin(cors: CorsOption, request: IncomingMessage): string | undefined {
  const origin = request.headers.origin;
  if (cors === false || origin === undefined) return undefined;
  if (cors === true) return '*';
  return origin === cors ? cors : undefined;
}

/**
 * Sets the CORS headers of the answer to `request`, and answers a preflight (`OPTIONS` with
 * `Access-Control-Request-Method`) itself. Returns true when the request has been answered.
 */
export function applyCors(cors: CorsOption, request: IncomingMessage, response: ServerResponse): boolean {
  // With one allowed origin the answer depends on the request's Origin, whatever it is (another
  // origin, or none): every answer says so, or a cache may serve one origin's answer to another.
  if (typeof cors === 'string') addVary(response, 'Origin');
  const origin = allowedOrigin(cors, request);
  if (origin === undefined) return false;
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-expose-headers', EXPOSED);
  if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return false;
  const requested = request.headers['access-control-request-headers'];
  response.writeHead(204, {
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': requested ?? 'content-type',
    'access-control-max-age': '600',
    'content-length': '0',
  });
  response.end();
  return true;
}

/**
 * Adds `token` to the response's `Vary` header (set with `setHeader`, so that it is kept by a later
 * `writeHead`), once.
 */
export function addVary(response: ServerResponse, token: string): void {
  const current = response.getHeader('vary');
  const tokens = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (!tokens.some((item) => item.toLowerCase() === token.toLowerCase())) tokens.push(token);
  response.setHeader('vary', tokens.join(', '));
}
