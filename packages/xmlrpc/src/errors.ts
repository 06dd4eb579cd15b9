/**
 * Error classes of the XML-RPC codec.
 *
 * @packageDocumentation
 */

/**
 * Where a decode error was found: 1-based line, and column within that line (counted in
 * characters, as the XML parser reads them).
 *
 * @example
 * ```ts
 * const where: XmlRpcDecodeErrorPosition = { line: 3, column: 14 };
 * ```
 */
export interface XmlRpcDecodeErrorPosition {
  /**
   * 1-based line of the document where the problem was found.
   *
   * @example
   * ```ts
   * const line = error.line; // 3
   * ```
   */
  readonly line: number;
  /**
   * Column within {@link XmlRpcDecodeErrorPosition.line | line} where the problem was found
   * (the number of characters of that line read so far).
   *
   * @example
   * ```ts
   * const column = error.column; // 14
   * ```
   */
  readonly column: number;
}

/**
 * What kind of decode failure an {@link XmlRpcDecodeError} is, for programs to branch on (its
 * `reason` and `message` are for people and may change wording):
 *
 * | code | the input |
 * |---|---|
 * | `'not-well-formed'` | is not well-formed XML (including text after the root element) |
 * | `'doctype'` | has a `DOCTYPE` (no DTD or entity declaration is ever read) |
 * | `'unsupported-encoding'` | declares or starts with an encoding other than UTF-8 (UTF-16) |
 * | `'invalid-character'` | has bytes that are not UTF-8, or a character XML 1.0 forbids where it stands |
 * | `'too-large'` | is larger than `maxBytes` |
 * | `'too-deep'` | nests arrays and structs deeper than `maxDepth` |
 * | `'invalid-value'` | has a scalar whose text is not a value of its type (`<int>x</int>`, a bad `<base64>`, …) |
 * | `'not-xml-rpc'` | is well-formed XML but not the XML-RPC document expected: wrong root, unknown value type, unexpected or missing element, a fault that is not `{ faultCode, faultString }` |
 *
 * @example
 * ```ts
 * if (isXmlRpcDecodeError(error) && error.code === 'too-large') console.error('raise maxBytes?');
 * ```
 */
export type XmlRpcDecodeErrorCode =
  | 'not-well-formed'
  | 'doctype'
  | 'unsupported-encoding'
  | 'invalid-character'
  | 'too-large'
  | 'too-deep'
  | 'invalid-value'
  | 'not-xml-rpc';

/**
 * Options of the {@link XmlRpcDecodeError} constructor.
 *
 * @example
 * ```ts
 * const options: XmlRpcDecodeErrorOptions = { code: 'invalid-value', cause: error };
 * ```
 */
export interface XmlRpcDecodeErrorOptions extends ErrorOptions {
  /**
   * Which kind of failure it is. Default `'not-xml-rpc'` (the decoder always sets it).
   *
   * @example
   * ```ts
   * new XmlRpcDecodeError('bad boolean "yes"', { line: 1, column: 30 }, { code: 'invalid-value' });
   * ```
   */
  code?: XmlRpcDecodeErrorCode | undefined;
}

/**
 * The input is not a well-formed XML-RPC document of the expected kind: malformed XML, a DTD,
 * an unknown value type, a bad scalar, a wrong document shape, too deep, too large, or not UTF-8.
 *
 * The message always ends with `(line L, column C)`; the same numbers are on
 * {@link XmlRpcDecodeError.line | line} and {@link XmlRpcDecodeError.column | column}. Which
 * kind of failure it is, for a program to branch on, is {@link XmlRpcDecodeError.code | code}.
 *
 * @example
 * ```ts
 * try {
 *   await decodeMethodResponse('<methodResponse><oops/></methodResponse>');
 * } catch (error) {
 *   if (error instanceof XmlRpcDecodeError) console.log(error.code, error.reason, error.line, error.column);
 * }
 * ```
 */
export class XmlRpcDecodeError extends Error {
  /**
   * Always `'XmlRpcDecodeError'`.
   *
   * @example
   * ```ts
   * if (error.name === 'XmlRpcDecodeError') retryLater();
   * ```
   */
  override readonly name = 'XmlRpcDecodeError';

  /**
   * Which kind of failure it is (see {@link XmlRpcDecodeErrorCode}): what a program should
   * branch on, rather than the wording of {@link XmlRpcDecodeError.reason | reason}.
   *
   * @example
   * ```ts
   * if (error.code === 'too-deep') console.error('raise maxDepth?');
   * ```
   */
  readonly code: XmlRpcDecodeErrorCode;

  /**
   * What was wrong, without the position suffix of {@link XmlRpcDecodeError.message | message}.
   *
   * @example
   * ```ts
   * console.log(error.reason); // 'unknown value type <float>'
   * ```
   */
  readonly reason: string;

  /**
   * 1-based line where the problem was found.
   *
   * @example
   * ```ts
   * console.log(error.line); // 1
   * ```
   */
  readonly line: number;

  /**
   * Column (characters of the line read so far) where the problem was found.
   *
   * @example
   * ```ts
   * console.log(error.column); // 42
   * ```
   */
  readonly column: number;

  /**
   * Creates a decode error.
   *
   * @param reason - What was wrong.
   * @param position - Where it was found.
   * @param options - `code` (default `'not-xml-rpc'`) and the standard `cause`.
   * @example
   * ```ts
   * throw new XmlRpcDecodeError('bad boolean "yes"', { line: 1, column: 30 }, { code: 'invalid-value' });
   * ```
   */
  constructor(reason: string, position: XmlRpcDecodeErrorPosition, options?: XmlRpcDecodeErrorOptions) {
    // Own properties only: an inherited `cause` or `code` is not this error's.
    const own = Object.assign(Object.create(null) as XmlRpcDecodeErrorOptions, options);
    super(`${reason} (line ${position.line}, column ${position.column})`, own.cause === undefined ? undefined : { cause: own.cause });
    this.code = own.code ?? 'not-xml-rpc';
    this.reason = reason;
    this.line = position.line;
    this.column = position.column;
  }
}

/**
 * A well-formed XML-RPC fault response. {@link decodeMethodResponse} rejects with it.
 *
 * The codec has no policy on fault codes: it reports what the server sent.
 *
 * @example
 * ```ts
 * try {
 *   await decodeMethodResponse(body);
 * } catch (error) {
 *   if (error instanceof XmlRpcFault) console.log(error.faultCode, error.faultString);
 * }
 * ```
 */
export class XmlRpcFault extends Error {
  /**
   * Always `'XmlRpcFault'`.
   *
   * @example
   * ```ts
   * if (error.name === 'XmlRpcFault') showToUser(error.message);
   * ```
   */
  override readonly name = 'XmlRpcFault';

  /**
   * The fault's `faultCode` member: a number (from `<int>`/`<i4>`/`<i8>`) or a string.
   *
   * @example
   * ```ts
   * if (fault.faultCode === 'SoftLayer_Exception_ObjectNotFound') return undefined;
   * ```
   */
  readonly faultCode: number | string;

  /**
   * The fault's `faultString` member.
   *
   * @example
   * ```ts
   * console.log(fault.faultString); // 'Unable to find object'
   * ```
   */
  readonly faultString: string;

  /**
   * Creates a fault.
   *
   * @param faultCode - The fault code.
   * @param faultString - The fault string.
   * @param options - Standard error options (`cause`).
   * @example
   * ```ts
   * throw new XmlRpcFault(404, 'Unable to find object');
   * ```
   */
  constructor(faultCode: number | string, faultString: string, options?: ErrorOptions) {
    super(`XML-RPC fault ${String(faultCode)}: ${faultString}`, options);
    this.faultCode = faultCode;
    this.faultString = faultString;
  }
}

/**
 * Whether `value` is an {@link XmlRpcDecodeError}, also when it comes from another copy of
 * this package (checked by `instanceof`, then by `name`).
 *
 * @param value - Anything caught.
 * @returns `true` for a decode error.
 * @example
 * ```ts
 * if (isXmlRpcDecodeError(error)) console.log(error.line, error.column);
 * ```
 */
export function isXmlRpcDecodeError(value: unknown): value is XmlRpcDecodeError {
  return (
    value instanceof XmlRpcDecodeError ||
    (value instanceof Error &&
      value.name === 'XmlRpcDecodeError' &&
      typeof (value as Partial<XmlRpcDecodeError>).line === 'number')
  );
}

/**
 * Whether `value` is an {@link XmlRpcFault}, also when it comes from another copy of this
 * package (checked by `instanceof`, then by `name`).
 *
 * @param value - Anything caught.
 * @returns `true` for a fault.
 * @example
 * ```ts
 * if (isXmlRpcFault(error)) console.log(error.faultCode);
 * ```
 */
export function isXmlRpcFault(value: unknown): value is XmlRpcFault {
  return (
    value instanceof XmlRpcFault ||
    (value instanceof Error &&
      value.name === 'XmlRpcFault' &&
      typeof (value as Partial<XmlRpcFault>).faultString === 'string')
  );
}
