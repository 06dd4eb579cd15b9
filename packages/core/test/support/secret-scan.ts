/**
 * Test helper (not shipped): a leak audit for end-to-end test files. Every error a test remembers
 * is kept in all its text forms (`String`, `util.inspect`, JSON, message and stack, down its cause
 * chain), and after the file's tests no secret added to `secrets` may appear in any of them.
 *
 * @module
 */
import { inspect } from 'node:util';
import { afterAll, expect } from 'vitest';
import { failure as rejection } from './failure.js';

/** What {@link secretScan} gives a test file. */
export interface SecretScan {
  /** The secrets (keys, tokens) of the file: add as they are issued. */
  readonly secrets: Set<string>;
  /** Keeps every text form of `value` (an error with its causes) for the audit. */
  readonly remember: (value: unknown) => void;
  /** The error `promise` rejects with, remembered. */
  readonly failure: (promise: Promise<unknown>) => Promise<Error>;
}

/**
 * Starts a leak audit for the calling test file: registers an `afterAll` that fails, naming the
 * text around it (the secret cut out), when any secret shows in a remembered text.
 */
export function secretScan(initial: Iterable<string> = []): SecretScan {
  const secrets = new Set(initial);
  const texts: string[] = [];
  const remember = (value: unknown): void => {
    texts.push(String(value), inspect(value, { depth: 6 }), JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item)) ?? '');
    if (value instanceof Error) {
      texts.push(value.message, value.stack ?? '');
      if (value.cause !== undefined) remember(value.cause);
    }
  };
  afterAll(() => {
    const all = texts.join('\n');
    for (const secret of secrets) {
      const at = all.indexOf(secret);
      expect(at === -1 ? '' : `${all.slice(Math.max(0, at - 300), at)}<SECRET>${all.slice(at + secret.length, at + secret.length + 100)}`).toBe('');
    }
  });
  return {
    secrets,
    remember,
    failure: async (promise) => {
      const error = await rejection(promise);
      remember(error);
      return error;
    },
  };
}
