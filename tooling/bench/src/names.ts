/**
 * The names scenario 1 and its report share, kept apart from `subjects.ts` so that rendering the
 * report (`src/render.ts`) loads no client.
 *
 * @module
 */

/** The small call: this string mask on `Account.getObject`. */
export const CALL_MASK = 'id, companyName';

/** Name of the npm xmlrpc subject (the reference of the ratios). */
export const XMLRPC_NAME = 'xmlrpc 1.3.2';

/** Name of the bare `node:http` subject (the floor of the ratios). */
export const FLOOR_NAME = 'bare node:http, fixed body';
