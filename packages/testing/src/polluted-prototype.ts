/**
 * A test helper for the "options read through the prototype" class of bugs: runs code while
 * `Object.prototype` carries properties other code in the process might have set there.
 *
 * @module
 */

/**
 * Runs `work` with each of `values` set as an (enumerable, as a plain assignment would make it)
 * property of `Object.prototype`, and removes them again afterwards, also when `work` throws. A
 * name `Object.prototype` already has is refused, so that nothing built in is ever replaced.
 *
 * @param values - Property names and the values to put on `Object.prototype`.
 * @param work - The code under test (awaited).
 * @returns What `work` returned.
 * @example
 * ```ts
 * await withPollutedPrototype({ endpointUrl: 'http://127.0.0.1:9/' }, async () => {
 *   const client = new Client({ username, apiKey });
 *   expect(client.endpointUrl).not.toContain('127.0.0.1:9');
 * });
 * ```
 */
export async function withPollutedPrototype<T>(values: Readonly<Record<string, unknown>>, work: () => T | Promise<T>): Promise<T> {
  const names = Object.keys(values);
  for (const name of names) {
    if (name in Object.prototype) throw new TypeError(`withPollutedPrototype: Object.prototype already has ${name}`);
  }
  const proto = Object.prototype as Record<string, unknown>;
  try {
    for (const name of names) proto[name] = values[name];
    return await work();
  } finally {
    for (const name of names) delete proto[name];
  }
}
