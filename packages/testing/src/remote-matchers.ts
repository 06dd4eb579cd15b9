/**
 * The remote-call matchers, without the test framework: each takes the received value (a
 * {@link mockClient} or a fixture transport) and answers `{ pass, message }`, the shape vitest's
 * (and jest's) `expect.extend` wants. `@svclib/testing/vitest` registers them.
 *
 * @module
 */
import type { FixtureRequest } from './fixture-transport.js';
import {
  callMatches, describeCall, describeExpected, recordedCall, type MockCallMatch, type MockMethod, type MockService, type RecordedCall,
} from './remote-call.js';

/**
 * One expected call of `toHaveBeenCalledRemoteInOrder`: `[service, method]` or
 * `[service, method, options]`.
 *
 * @example
 * ```ts
 * const expected: ExpectedRemoteCall = ['Virtual_Guest', 'setTags', { id: 1 }];
 * ```
 */
export type ExpectedRemoteCall = readonly [service: MockService, method: string, options?: object];

/**
 * An expected call checked against the model: the method must be one of the service's, the options
 * a {@link MockCallMatch} of it.
 *
 * @example
 * ```ts
 * type Checked = CheckedRemoteCall<readonly ['Account', 'getObject']>; // readonly ['Account', 'getObject']
 * ```
 */
export type CheckedRemoteCall<C> = C extends readonly [infer S extends MockService, infer M, ...infer Rest]
  ? M extends MockMethod<S>
    ? Rest extends readonly []
      ? C
      : Rest extends readonly [infer O]
        ? O extends MockCallMatch<S, M> ? C : readonly [S, M, MockCallMatch<S, M>]
        : readonly [S, M, MockCallMatch<S, M>?]
    : readonly [S, MockMethod<S>, ...unknown[]]
  : readonly [MockService, string, object?];

/**
 * The matchers `@svclib/testing/vitest` adds to vitest's `expect`, typed against the model. The
 * received value is a {@link MockClient} (or a fixture transport of `createFixtureTransport`).
 *
 * @typeParam R - What a matcher returns (vitest's own type).
 * @example
 * ```ts
 * expect(mock).toHaveBeenCalledRemote('Virtual_Guest', 'setTags', { id: 1, args: ['web'] });
 * expect(mock).toHaveBeenCalledRemoteTimes('Virtual_Guest', 'getObject', 2);
 * expect(mock).toHaveBeenCalledRemoteInOrder([['Account', 'getVirtualGuests'], ['Virtual_Guest', 'setTags', { id: 1 }]]);
 * ```
 */
export interface RemoteCallMatchers<R = unknown> {
  /** At least one call of `service.method` matched `options` (each given option matched partially; see `MockCallMatch`). */
  toHaveBeenCalledRemote<S extends MockService, M extends MockMethod<S>>(service: S, method: M, options?: MockCallMatch<S, M>): R;
  /** Exactly `times` calls of `service.method` were made. */
  toHaveBeenCalledRemoteTimes<S extends MockService>(service: S, method: MockMethod<S>, times: number): R;
  /** The calls were made in this order (other calls may come between them). */
  toHaveBeenCalledRemoteInOrder<const C extends readonly ExpectedRemoteCall[]>(calls: { readonly [K in keyof C]: CheckedRemoteCall<C[K]> }): R;
}

/** What a matcher answers. */
export interface MatcherOutcome {
  /** Whether it matched. */
  pass: boolean;
  /** The failure message (of the positive or the negated form). */
  message: () => string;
}

/** The calls `received` recorded: a mock's `calls()`, or a fixture transport's `requests`. */
export function receivedCalls(matcher: string, received: unknown): RecordedCall[] {
  if (typeof received === 'function' && typeof (received as { calls?: unknown }).calls === 'function') {
    return (received as unknown as { calls(): RecordedCall[] }).calls();
  }
  const requests = typeof received === 'function' ? (received as { requests?: unknown }).requests : undefined;
  if (Array.isArray(requests)) return (requests as FixtureRequest[]).map(recordedCall);
  throw new TypeError(`${matcher}: expected a mockClient() or a createFixtureTransport() transport, got ${received === null ? 'null' : typeof received}`);
}

/** The calls made, numbered, for a message. */
function listing(calls: readonly RecordedCall[]): string {
  if (calls.length === 0) return 'no remote call was made';
  return `the remote calls made (${calls.length}):\n${calls.map((call, index) => `  ${index + 1}. ${describeCall(call)}`).join('\n')}`;
}

/** `toHaveBeenCalledRemote(service, method, options?)`. */
export function toHaveBeenCalledRemote(received: unknown, service: string, method: string, options?: object): MatcherOutcome {
  const name = 'toHaveBeenCalledRemote';
  const calls = receivedCalls(name, received);
  const expected = describeExpected(service, method, options);
  const bare = describeExpected(service, method, undefined);
  const index = calls.findIndex((call) => `${call.service}.${call.method}` === bare && callMatches(options, call, name));
  return {
    pass: index >= 0,
    message: () => (index >= 0
      ? `expected no remote call ${expected}, but call ${index + 1} was ${describeCall(calls[index]!)}`
      : `expected a remote call ${expected}; ${listing(calls)}`),
  };
}

/** `toHaveBeenCalledRemoteTimes(service, method, times)`. */
export function toHaveBeenCalledRemoteTimes(received: unknown, service: string, method: string, times: number): MatcherOutcome {
  const name = 'toHaveBeenCalledRemoteTimes';
  if (!Number.isInteger(times) || times < 0) throw new TypeError(`${name}: times must be an integer >= 0, got ${String(times)}`);
  const calls = receivedCalls(name, received);
  const bare = describeExpected(service, method, undefined);
  const count = calls.filter((call) => `${call.service}.${call.method}` === bare).length;
  return {
    pass: count === times,
    message: () => (count === times
      ? `expected ${bare} not to be called ${times} time(s), but it was`
      : `expected ${bare} to be called ${times} time(s), but it was called ${count} time(s); ${listing(calls)}`),
  };
}

/** `toHaveBeenCalledRemoteInOrder([[service, method, options?], …])`. */
export function toHaveBeenCalledRemoteInOrder(received: unknown, given: unknown): MatcherOutcome {
  const name = 'toHaveBeenCalledRemoteInOrder';
  if (!Array.isArray(given) || given.some((item) => !Array.isArray(item) || typeof item[0] !== 'string' || typeof item[1] !== 'string')) {
    throw new TypeError(`${name}: expected an array of [service, method, options?] tuples`);
  }
  const expected = given as readonly ExpectedRemoteCall[];
  const calls = receivedCalls(name, received);
  const texts = expected.map(([service, method, options]) => describeExpected(service, method, options));
  let next = 0;
  const positions: number[] = [];
  for (const [service, method, options] of expected) {
    const bare = describeExpected(service, method, undefined);
    const found = calls.findIndex((call, index) => index >= next && `${call.service}.${call.method}` === bare && callMatches(options, call, name));
    if (found < 0) break;
    positions.push(found);
    next = found + 1;
  }
  const pass = positions.length === expected.length;
  const wanted = texts.map((text, index) => `  ${index + 1}. ${text}`).join('\n');
  return {
    pass,
    message: () => (pass
      ? `expected the remote calls not to be made in this order, but they were (calls ${positions.map((position) => position + 1).join(', ')}):\n${wanted}`
      : `expected the remote calls in this order:\n${wanted}\nbut found ${positions.length === 0 ? 'not even the first' : `only the first ${positions.length} (calls ${positions.map((position) => position + 1).join(', ')})`} in order; ${listing(calls)}`),
  };
}
