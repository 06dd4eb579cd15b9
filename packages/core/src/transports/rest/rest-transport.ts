/**
 * The REST transport (SPEC §12): the same request record, auth plugins, error kinds, retry rules,
 * body limit and streaming as the XML-RPC transport — the HTTP exchange is shared
 * (`http/exchange.ts`) — with the REST layout (`rest-request.ts`) and JSON bodies (`json-codec.ts`).
 *
 * @module
 */

import { getPlatform } from '../../config/platform.js';
import { encodeError } from '../../errors/error-mapping.js';
import { createHttpExchange, SENDER_OPTION_CHECKERS } from '../../http/exchange.js';
import type { HttpSender } from '../../http/sender.js';
import { func } from '../../options/option-checkers.js';
import { defineOptions, type SpecFor } from '../../options/option-spec.js';
import { isRecord } from '../../util/records.js';
import type { CallRequest, Transport } from '../../request/call-request.js';
import { encodeParameters, JSON_CODEC } from './json-codec.js';
import type { ListMethodResolver } from './list-methods.js';
import { restCall } from './rest-request.js';

/**
 * Options of {@link createRestTransport}.
 *
 * @example
 * ```ts
 * const transport = createRestTransport({ maxBytes: 64 * 1024 * 1024 });
 * const client = new Client({ username: 'u', apiKey: 'k', endpointUrl: API_PUBLIC_ENDPOINT_REST, transport });
 * ```
 */
export interface RestTransportOptions {
  /**
   * Sends requests without a proxy (the HTTP seam). Default: ky over the global `fetch`; the
   * client's `transport: 'rest'` passes the platform's sender (on Node.js the pooled undici fast path).
   *
   * @example
   * ```ts
   * createRestTransport({ sender: fetchSender() });
   * ```
   */
  sender?: HttpSender;
  /**
   * Makes the sender for requests whose record has `proxy` set; called once per distinct proxy URL
   * and cached. Without it, a request with a proxy is refused with a `TransportError` rather than
   * sent around the proxy.
   *
   * @example
   * ```ts
   * import { createProxySender } from '@svclib/core/node';
   * createRestTransport({ proxySender: createProxySender });
   * ```
   */
  proxySender?: (proxyUrl: string) => HttpSender;
  /**
   * Largest response body accepted, in bytes, counted after decompression; a larger one is refused
   * with a `ParseError` as soon as the limit is passed. Default: 256 MiB.
   *
   * @example
   * ```ts
   * createRestTransport({ maxBytes: 8 * 1024 * 1024 });
   * ```
   */
  maxBytes?: number;
  /**
   * Says which methods return lists, for wrapping a bare object answered to a one-item request of a
   * list method (`limit: 1`) back into a list. Default: the model's catalog (`@svclib/model/catalog`,
   * loaded lazily on that path only), and for a method it lacks, the method's name (a plural getter).
   *
   * @example
   * ```ts
   * createRestTransport({ returnsList: (service, method) => method === 'getVirtualGuests' });
   * ```
   */
  returnsList?: ListMethodResolver;
}

/** The checker of each option of {@link createRestTransport}. */
const REST_TRANSPORT_OPTIONS = defineOptions('createRestTransport', {
  ...SENDER_OPTION_CHECKERS,
  returnsList: func<ListMethodResolver>('a function (service, method) => boolean | Promise<boolean>'),
} satisfies SpecFor<RestTransportOptions>);

/**
 * Creates the REST transport: each call goes to `{endpoint}/{Vendor_Service}[/{id}]/{method}.json`
 * (`GET` without arguments, `POST {"parameters":[…]}` with them), the mask, filter and result limit
 * as query parameters, the credentials as HTTP Basic (or the `Authorization` a plugin set, such as
 * `BearerAuthentication`'s). The JSON answer is read as it streams in, under `maxBytes`; error bodies
 * `{ error, code }` become the same error kinds as XML-RPC faults (`faultCode` = `code`), so retries,
 * rate limits and `Unauthenticated` behave the same; `Vendor-Total-Items` gives the total of a list.
 * The endpoint is a REST one (`API_PUBLIC_ENDPOINT_REST`). Integers beyond 2^53 in an answer come
 * back exact, as `bigint` (as XML-RPC's `i8`); an answer nested deeper than 256 levels is a
 * `ParseError` (XML-RPC's limit). An unknown or ill-typed option is a `TypeError` naming it, thrown here.
 *
 * @example
 * ```ts
 * const client = new Client({ username: 'u', apiKey: 'k', transport: 'rest' }); // or:
 * const custom = new Client({ username: 'u', apiKey: 'k', endpointUrl: API_PUBLIC_ENDPOINT_REST, transport: createRestTransport() });
 * ```
 */
export function createRestTransport(given: RestTransportOptions = {}): Transport {
  // Checked, own properties only, as the XML-RPC transport reads its options: `{ maxbytes }` or
  // `{ sender: {} }` is a TypeError naming the option here, not a "Network error" on every call.
  const options = REST_TRANSPORT_OPTIONS.check(given);
  const exchange = createHttpExchange(options, JSON_CODEC);
  // Default: the platform's answer, asked at each call (the Node.js entry registers the model's
  // catalog, loaded lazily on that path only; the browser-safe default decides by name).
  const returnsList: ListMethodResolver = options.returnsList ?? ((service, method) => getPlatform().returnsList(service, method));
  return (request: CallRequest): Promise<unknown> =>
    exchange(request, (context) => {
      const call = restCall(request);
      let body: string | undefined;
      if (call.hasBody) {
        try {
          body = encodeParameters(request.args);
        } catch (error) {
          throw encodeError(error, request, context, 'JSON');
        }
      }
      return {
        method: call.method,
        url: call.url,
        headers: call.headers,
        body,
        finish: request.limit === undefined ? undefined : (result: unknown) => wrapSingle(result, request, returnsList),
      };
    });
}

/** A bare object answered to a limited call of a list method, wrapped into a list. */
async function wrapSingle(result: unknown, request: CallRequest, returnsList: ListMethodResolver): Promise<unknown> {
  if (!isRecord(result)) return result;
  return (await returnsList(request.service, request.method)) ? [result] : result;
}
