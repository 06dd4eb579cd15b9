/**
 * `@svclib/testing/vitest`: registers the remote-call matchers with vitest's `expect` when imported
 * (once: in a test file, or in a `setupFiles` module), and types them on vitest's assertions:
 * `toHaveBeenCalledRemote(service, method, options?)`, `toHaveBeenCalledRemoteTimes(service, method, n)`
 * and `toHaveBeenCalledRemoteInOrder([[service, method, options?], …])`, on a `mockClient()` (or a
 * `createFixtureTransport()` transport). vitest is an optional peer dependency of `@svclib/testing`:
 * only this entry imports it.
 *
 * @example
 * ```ts
 * import '@svclib/testing/vitest';
 * import { expect } from 'vitest';
 *
 * expect(mock).toHaveBeenCalledRemote('Virtual_Guest', 'setTags', { id: 1, args: ['web'] });
 * ```
 *
 * @module
 */
import { expect } from 'vitest';
import { toHaveBeenCalledRemote, toHaveBeenCalledRemoteInOrder, toHaveBeenCalledRemoteTimes, type RemoteCallMatchers } from './remote-matchers.js';

expect.extend({
  toHaveBeenCalledRemote: (received: unknown, service: string, method: string, options?: object) => toHaveBeenCalledRemote(received, service, method, options),
  toHaveBeenCalledRemoteTimes: (received: unknown, service: string, method: string, times: number) => toHaveBeenCalledRemoteTimes(received, service, method, times),
  toHaveBeenCalledRemoteInOrder: (received: unknown, calls: unknown) => toHaveBeenCalledRemoteInOrder(received, calls),
});

declare module 'vitest' {
  // The matchers on every `expect(…)` (vitest's `Assertion` extends `Matchers`).
  interface Matchers<T> extends RemoteCallMatchers<T> {}
}

export type { CheckedRemoteCall, ExpectedRemoteCall, RemoteCallMatchers } from './remote-matchers.js';
