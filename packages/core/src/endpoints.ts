/**
 * The two API endpoints (SPEC §3).
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
