/**
 * `@svclib/xmlrpc` — the XML-RPC codec of svclib: encode `methodCall`, `methodResponse` and fault
 * documents; decode them from strings, bytes or streams as the bytes arrive. Runs anywhere
 * (no Node-only module); its only dependency is `saxes`.
 *
 * @packageDocumentation
 */

export { decodeMethodCall, decodeMethodResponse } from './decode.js';
export { encodeFault, encodeMethodCall, encodeMethodResponse } from './encode.js';
export { isXmlRpcDecodeError, isXmlRpcFault, XmlRpcDecodeError, XmlRpcFault } from './errors.js';
export type { XmlRpcDecodeErrorCode, XmlRpcDecodeErrorOptions, XmlRpcDecodeErrorPosition } from './errors.js';
export type {
  XmlRpcDecodeInput,
  XmlRpcDecodeOptions,
  XmlRpcMethodCall,
  XmlRpcValue,
} from './value-types.js';
