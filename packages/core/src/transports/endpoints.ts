/**
 * The API endpoints: XML-RPC (SPEC §3) and REST (SPEC §12).
 *
 * @module
 */

/**
 * The public API endpoint, reachable from anywhere. The default `endpointUrl` of a client.
 *
 * @example
 * ```ts
 * const client = new Client({ endpointUrl: API_PUBLIC_ENDPOINT });
 * ```
 */
export const API_PUBLIC_ENDPOINT = 'https://api.vendor.example/xmlrpc/v3.1/';

/**
 * The private API endpoint, reachable only from the provider's own network.
 *
 * @example
 * ```ts
 * const client = new Client({ endpointUrl: API_PRIVATE_ENDPOINT });
 * ```
 */
export const API_PRIVATE_ENDPOINT = 'https://api.service.vendor.example/xmlrpc/v3.1/';

/**
 * The public REST endpoint (SPEC §12): the default `endpointUrl` of a client with `transport: 'rest'`.
 *
 * @example
 * ```ts
 * const client = new Client({ transport: 'rest', endpointUrl: API_PUBLIC_ENDPOINT_REST });
 * ```
 */
export const API_PUBLIC_ENDPOINT_REST = 'https://api.vendor.example/rest/v3.1/';

/**
 * The private REST endpoint, reachable only from the provider's own network.
 *
 * @example
 * ```ts
 * const client = new Client({ transport: 'rest', endpointUrl: API_PRIVATE_ENDPOINT_REST });
 * ```
 */
export const API_PRIVATE_ENDPOINT_REST = 'https://api.service.vendor.example/rest/v3.1/';
