/**
 * Typed mocks for tests of code that takes a `Client`: rules keyed by the model
 * (`mock.on('Virtual_Guest', 'getObject', { id: 1 }).resolves({ hostname: 'web1' })`), the
 * newest matching rule answering, and the history of the calls. The mock is a transport: pass it as
 * `@svclib/core`'s `transport` option.
 *
 * @module
 */
import type { FixtureRequest } from './fixture-transport.js';
import {
  bareService, callMatches, describeCall, describeExpected, recordedCall, type MockCall, type MockCallMatch, type MockMethod,
  type MockResult, type MockService, type RecordedCall,
} from './remote-call.js';

/**
 * Thrown (as the call's rejection) when no rule of a {@link mockClient} matches a call. Names the
 * call (service, method, id, arguments, mask, filter) and the rules there are for that method.
 *
 * @example
 * ```ts
 * await expect(script(client)).rejects.toBeInstanceOf(UnmockedCallError);
 * ```
 */
export class UnmockedCallError extends Error {
  /** The call no rule matched. */
  readonly call: RecordedCall;

  constructor(message: string, call: RecordedCall) {
    super(message);
    this.call = call;
  }

  static {
    this.prototype.name = 'UnmockedCallError';
  }
}

/**
 * What a rule does with a call it matches.
 */
type Behaviour = (call: RecordedCall) => Promise<unknown>;

/**
 * One rule of a mock: what it answers for the calls it matches. Each method returns the rule, so
 * answers chain: `.resolvesOnce(a).resolvesOnce(b).resolves(c)` answers `a`, then `b`, then `c`
 * for ever. A rule whose one-time answers are used up and that has no lasting one no longer
 * matches (an older rule, if any, answers).
 *
 * @typeParam S - The service.
 * @typeParam M - The method.
 * @example
 * ```ts
 * mock.on('Virtual_Guest', 'getObject').resolvesOnce({ id: 1, provisionDate: '' }).resolves({ id: 1, provisionDate: '2025-01-01T00:00:00Z' });
 * ```
 */
export interface MockRule<S extends MockService, M extends MockMethod<S>> {
  /** Answers every matching call with (a deep copy of) `value`, the method's result type. A list is sliced by the call's `offset` and `limit`. */
  resolves(value: MockResult<S, M>): MockRule<S, M>;
  /** Answers the next matching call with `value` (one-time answers are used in the order given, before the lasting one). */
  resolvesOnce(value: MockResult<S, M>): MockRule<S, M>;
  /** Rejects every matching call with `error` (e.g. a core `ServiceAPIError`; a string becomes an `Error`; default `Error('mocked rejection')`). */
  rejects(error?: Error | string): MockRule<S, M>;
  /** Rejects the next matching call with `error`. */
  rejectsOnce(error?: Error | string): MockRule<S, M>;
  /** Answers every matching call with what `fake` returns or resolves (or rejects as it throws). */
  callsFake(fake: (call: MockCall<S, M>) => MockResult<S, M> | Promise<MockResult<S, M>>): MockRule<S, M>;
  /** Answers the next matching call with `fake`. */
  callsFakeOnce(fake: (call: MockCall<S, M>) => MockResult<S, M> | Promise<MockResult<S, M>>): MockRule<S, M>;
}

/**
 * A typed mock of the API: a transport (pass it as a `Client`'s `transport`) whose answers are
 * rules set with {@link MockClient.on}, and which records every call.
 *
 * @example
 * ```ts
 * const mock = mockClient();
 * mock.on('Account', 'getObject').resolves({ companyName: 'Example Ltd.' });
 * const client = new Client({ transport: mock });
 * ```
 */
export interface MockClient {
  /** Answers one request (the transport function). */
  (request: FixtureRequest): Promise<unknown>;
  /**
   * A rule for calls of `service.method` (service with or without `Vendor_`) that match `match`:
   * the options given (`id`, `args`, `mask`, `filter`, `limit`, `offset`, each matched partially;
   * see {@link MockCallMatch}), or a predicate of the call. The newest matching rule answers.
   */
  on<S extends MockService, M extends MockMethod<S>>(
    service: S,
    method: M,
    match?: MockCallMatch<S, M> | ((call: MockCall<S, M>) => boolean),
  ): MockRule<S, M>;
  /** Every call received, oldest first (answered or not). */
  calls(): RecordedCall[];
  /** The calls of one service. */
  calls<S extends MockService>(service: S): RecordedCall[];
  /** The calls of one method, with arguments typed from the model. */
  calls<S extends MockService, M extends MockMethod<S>>(service: S, method: M): MockCall<S, M>[];
  /** Forgets the calls received (the rules stay). */
  resetHistory(): void;
  /** Forgets the rules and the calls. */
  reset(): void;
}

/** A rule as stored. */
interface StoredRule {
  readonly service: string;
  readonly method: string;
  readonly matches: (call: RecordedCall) => boolean;
  readonly label: string;
  readonly once: Behaviour[];
  lasting: Behaviour | undefined;
}

/** A deep copy of an answer, so code under test cannot change a rule's value. */
function copy(value: unknown): unknown {
  return value === undefined ? undefined : structuredClone(value);
}

/** A list answer sliced as the API pages it: `offset` (default 0), then at most `limit` items. */
function paged(value: unknown, call: RecordedCall): unknown {
  if (!Array.isArray(value) || (call.limit === undefined && call.offset === undefined)) return value;
  const start = call.offset ?? 0;
  return value.slice(start, call.limit === undefined ? undefined : start + call.limit);
}

/** The error a rejecting rule rejects with. */
function rejection(error: unknown): Error {
  if (error === undefined) return new Error('mocked rejection');
  // Anything else (a core error, an object shaped like one) is the rejection as given.
  return typeof error === 'string' ? new Error(error) : (error as Error);
}

/**
 * Creates a typed mock of the API for tests of code that takes a `Client` of `@svclib/core`:
 * pass the mock as the client's `transport`, set answers with `mock.on(service, method,
 * match?)` — service, method, match and answer all checked against the model — and read the calls
 * back with `mock.calls()` or the vitest matchers of `@svclib/testing/vitest`.
 *
 * The newest rule that matches a call answers it (so a test can override a broader rule set in a
 * `beforeEach`). A call no rule matches rejects with {@link UnmockedCallError}, naming the call and
 * the rules there are for its method. Answers are deep copies; a list answer is sliced by the
 * call's `offset`/`limit`, so `client.iterCall` pages through it.
 *
 * @returns A mock: a transport function with `on`, `calls`, `resetHistory` and `reset`.
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { mockClient } from '@svclib/testing';
 *
 * const mock = mockClient();
 * mock.on('Virtual_Guest', 'getObject', { id: 1 }).resolves({ id: 1, hostname: 'web1' });
 * mock.on('Virtual_Guest', 'setTags').resolves(true);
 * const client = new Client({ transport: mock });
 * await client.call('Virtual_Guest', 'getObject', { id: 1 }); // { id: 1, hostname: 'web1' }
 * mock.calls('Virtual_Guest', 'getObject').length; // 1
 * ```
 */
export function mockClient(): MockClient {
  const rules: StoredRule[] = [];
  const history: RecordedCall[] = [];

  const transport = async (request: FixtureRequest): Promise<unknown> => {
    const call = recordedCall(request);
    history.push(call);
    const candidates = rules.filter((rule) => rule.service === call.service && rule.method === call.method);
    for (let index = candidates.length - 1; index >= 0; index -= 1) {
      const rule = candidates[index]!;
      if (rule.once.length === 0 && rule.lasting === undefined) continue;
      if (!rule.matches(call)) continue;
      const behaviour = rule.once.shift() ?? rule.lasting!;
      return behaviour(call);
    }
    const known = candidates.map((rule) => rule.label);
    const others = [...new Set(rules.map((rule) => `${rule.service}.${rule.method}`))];
    const hint = known.length > 0
      ? `rules for ${call.service}.${call.method}: ${known.join('; ')}${candidates.every((rule) => rule.once.length === 0 && rule.lasting === undefined) ? ' (all used up)' : ''}`
      : `no rule for ${call.service}.${call.method} (rules: ${others.join(', ') || 'none'})`;
    throw new UnmockedCallError(`mockClient: no rule matches the call ${describeCall(call)}; ${hint}`, call);
  };

  function on(service: string, method: string, match?: object | ((call: RecordedCall) => boolean)): unknown {
    if (typeof service !== 'string' || service === '' || typeof method !== 'string' || method === '') {
      throw new TypeError('mockClient.on: service and method must be non-empty strings');
    }
    if (match !== undefined && typeof match !== 'function' && (typeof match !== 'object' || match === null || Array.isArray(match))) {
      throw new TypeError(`mockClient.on(${service}, ${method}): the match must be an object of call options or a function of the call`);
    }
    const where = `mockClient.on(${bareService(service)}, ${method})`;
    // A bad option name is an error now, not a rule that silently never matches.
    if (typeof match === 'object') callMatches(match, recordedCall({ service, method, args: [], headers: {} }), where);
    const rule: StoredRule = {
      service: bareService(service),
      method,
      matches: typeof match === 'function' ? (call) => Boolean((match as (call: RecordedCall) => unknown)(call)) : (call) => callMatches(match, call, where),
      label: typeof match === 'function' ? `${describeExpected(service, method, undefined)} (a predicate)` : describeExpected(service, method, match),
      once: [],
      lasting: undefined,
    };
    rules.push(rule);
    const answer = (behaviour: Behaviour, once: boolean): void => {
      if (once) rule.once.push(behaviour);
      else rule.lasting = behaviour;
    };
    const resolving = (value: unknown): Behaviour => {
      const stored = copy(value);
      return (call) => Promise.resolve(copy(paged(stored, call)));
    };
    const rejecting = (error: unknown): Behaviour => () => Promise.reject(rejection(error));
    const faking = (fake: unknown): Behaviour => {
      if (typeof fake !== 'function') throw new TypeError(`${where}.callsFake: the fake must be a function of the call`);
      return async (call) => copy(await (fake as (call: RecordedCall) => unknown)(call));
    };
    const handle = {
      resolves: (value: unknown) => (answer(resolving(value), false), handle),
      resolvesOnce: (value: unknown) => (answer(resolving(value), true), handle),
      rejects: (error?: unknown) => (answer(rejecting(error), false), handle),
      rejectsOnce: (error?: unknown) => (answer(rejecting(error), true), handle),
      callsFake: (fake: unknown) => (answer(faking(fake), false), handle),
      callsFakeOnce: (fake: unknown) => (answer(faking(fake), true), handle),
    };
    return handle;
  }

  function calls(service?: string, method?: string): RecordedCall[] {
    return history.filter((call) => (service === undefined || call.service === bareService(service)) && (method === undefined || call.method === method));
  }

  return Object.assign(transport, {
    on,
    calls,
    resetHistory: () => void (history.length = 0),
    reset: () => {
      history.length = 0;
      rules.length = 0;
    },
  }) as unknown as MockClient;
}

/**
 * Whether `value` is a mock of {@link mockClient} (or anything with its `calls()`).
 *
 * @example
 * ```ts
 * if (isMockClient(transport)) console.log(transport.calls().length);
 * ```
 */
export function isMockClient(value: unknown): value is MockClient {
  return typeof value === 'function' && typeof (value as { calls?: unknown }).calls === 'function' && typeof (value as { on?: unknown }).on === 'function';
}
