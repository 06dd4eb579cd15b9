/**
 * `@svclib/model/secrets`: which positional parameters of which methods carry secrets (generated from
 * the API description; the rule and its exceptions are in the package README).
 *
 * @module
 */
export { SECRET_PARAMETERS } from './generated/secrets.js';
