/**
 * The internal failure the encoder throws while walking a value; the public functions turn it
 * into a `TypeError` naming the path of the bad value.
 *
 * @internal
 * @packageDocumentation
 */

/** A value that cannot be encoded; `path` is filled in while the stack unwinds. */
export class EncodeFailure extends Error {
  override readonly name = 'EncodeFailure';
  /** Path segments from the root to the bad value (array indexes and member names). */
  readonly path: (string | number)[] = [];

  /**
   * @param reason - What is wrong with the value, e.g. `"NaN is not an XML-RPC value"`.
   */
  constructor(readonly reason: string) {
    super(reason);
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Renders a path such as `params[1].tags[3]` or `value["content-type"]`.
 *
 * @param root - The name of the root (`params`, `value`, `faultString`, …).
 * @param segments - Indexes (numbers) and member names (strings).
 * @returns The path text.
 */
export function formatPath(root: string, segments: readonly (string | number)[]): string {
  let out = root;
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else out += IDENTIFIER.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`;
  }
  return out;
}
