/**
 * Failure injection: rules that make the fake server answer a matching request with a fault, an
 * HTTP error, a dropped connection, a truncated or malformed body, or slowly.
 *
 * @module
 */
import type { RecordedRequest } from './recorded-request.js';

/**
 * Answer with an XML-RPC fault (HTTP 200).
 *
 * @example
 * ```ts
 * const failure: FakeFaultFailure = { kind: 'fault', faultCode: -32500, faultString: 'try again' };
 * ```
 */
export interface FakeFaultFailure {
  /** Discriminator. */
  kind: 'fault';
  /** Fault code: a number (`-32500`) or a string (`Vendor_Exception_Public`). */
  faultCode: number | string;
  /** Fault string. */
  faultString: string;
}

/**
 * Answer with an HTTP status and a body that is not XML-RPC (e.g. a proxy's 502 page).
 *
 * @example
 * ```ts
 * const failure: FakeHttpFailure = { kind: 'http', status: 503, body: '<html>busy</html>' };
 * ```
 */
export interface FakeHttpFailure {
  /** Discriminator. */
  kind: 'http';
  /** HTTP status code (100–599). */
  status: number;
  /** Response body; default a small HTML page naming the status. */
  body?: string;
  /** Content type; default `text/html; charset=utf-8`. */
  contentType?: string;
  /** Extra response headers (e.g. `retry-after`). */
  headers?: Record<string, string>;
}

/**
 * Destroy the connection without answering.
 *
 * @example
 * ```ts
 * const failure: FakeDropFailure = { kind: 'drop' };
 * ```
 */
export interface FakeDropFailure {
  /** Discriminator. */
  kind: 'drop';
}

/**
 * Send the real response's headers (with its full `Content-Length`), only part of its body, then
 * destroy the connection. The body is sent uncompressed.
 *
 * @example
 * ```ts
 * const failure: FakeTruncateFailure = { kind: 'truncate', bytes: 20 };
 * ```
 */
export interface FakeTruncateFailure {
  /** Discriminator. */
  kind: 'truncate';
  /** How many body bytes to send; default half of the body. */
  bytes?: number;
}

/**
 * Answer HTTP 200 with a body that is not well-formed XML-RPC.
 *
 * @example
 * ```ts
 * const failure: FakeMalformedFailure = { kind: 'malformed', body: '<methodResponse><params>' };
 * ```
 */
export interface FakeMalformedFailure {
  /** Discriminator. */
  kind: 'malformed';
  /** The body; default a `methodResponse` with a mismatched closing tag. */
  body?: string;
}

/**
 * Wait before sending the response headers, then answer normally.
 *
 * @example
 * ```ts
 * const failure: FakeSlowHeadersFailure = { kind: 'slowHeaders', delayMs: 2_000 };
 * ```
 */
export interface FakeSlowHeadersFailure {
  /** Discriminator. */
  kind: 'slowHeaders';
  /** Milliseconds to wait before the headers. */
  delayMs: number;
}

/**
 * Send the headers at once, then trickle the (uncompressed) body in small chunks.
 *
 * @example
 * ```ts
 * const failure: FakeSlowBodyFailure = { kind: 'slowBody', chunkSize: 8, intervalMs: 50 };
 * ```
 */
export interface FakeSlowBodyFailure {
  /** Discriminator. */
  kind: 'slowBody';
  /** Milliseconds between chunks. */
  intervalMs: number;
  /** Bytes per chunk; default 16. */
  chunkSize?: number;
}

/**
 * Answer normally with `value` (a stub): how a test serves a method the API has but the fake does
 * not model (which otherwise faults with `Fake_MethodNotModelled`). A function gets the decoded
 * request and returns the value. A list value also sets `Vendor-Total-Items`.
 *
 * @example
 * ```ts
 * server.inject({ service: 'Account', method: 'getBrand', failure: { kind: 'result', value: { id: 2, keyName: 'X' } } });
 * ```
 */
export interface FakeResultFailure {
  /** Discriminator. */
  kind: 'result';
  /** The result, or a function of the request that gives it. */
  value: unknown;
}

/**
 * One injected failure.
 *
 * @example
 * ```ts
 * const failures: FakeFailure[] = [{ kind: 'drop' }, { kind: 'http', status: 500 }];
 * ```
 */
export type FakeFailure =
  | FakeFaultFailure
  | FakeHttpFailure
  | FakeDropFailure
  | FakeTruncateFailure
  | FakeMalformedFailure
  | FakeSlowHeadersFailure
  | FakeSlowBodyFailure
  | FakeResultFailure;

/**
 * When to inject a failure: requests matching `service`, `method` and `when`, at most `times`
 * times. Rules are tried in order; the first that matches and has uses left applies.
 *
 * @example
 * ```ts
 * const rule: FakeFailureRule = { service: 'Account', method: 'getObject', times: 2, failure: { kind: 'drop' } };
 * ```
 */
export interface FakeFailureRule {
  /** Service, with or without the `Vendor_` prefix; default any. */
  service?: string;
  /** Method name; default any. */
  method?: string;
  /** How many matching requests fail; default every one. */
  times?: number;
  /** Extra condition on the decoded request. */
  when?: (request: RecordedRequest) => boolean;
  /** What to do. */
  failure: FakeFailure;
}

/** A rule with its remaining uses. */
interface ActiveRule {
  readonly rule: FakeFailureRule;
  remaining: number;
}

/** Picks the failure, if any, for each request. */
export class FailureInjector {
  readonly #rules: ActiveRule[] = [];
  readonly #hook: ((request: RecordedRequest) => FakeFailure | undefined) | undefined;

  constructor(rules: readonly FakeFailureRule[], hook: ((request: RecordedRequest) => FakeFailure | undefined) | undefined) {
    for (const rule of rules) this.add(rule);
    this.#hook = hook;
  }

  /** Adds a rule after the existing ones. */
  add(rule: FakeFailureRule): void {
    validateRule(rule);
    this.#rules.push({ rule, remaining: rule.times ?? Number.POSITIVE_INFINITY });
  }

  /** Removes every rule (the `inject` hook given at start stays). */
  clear(): void {
    this.#rules.length = 0;
  }

  /** The failure for `request`, using up one of its rule's `times`. */
  pick(request: RecordedRequest): FakeFailure | undefined {
    for (const active of this.#rules) {
      if (active.remaining <= 0 || !matches(active.rule, request)) continue;
      active.remaining -= 1;
      return active.rule.failure;
    }
    return this.#hook?.(request);
  }
}

function matches(rule: FakeFailureRule, request: RecordedRequest): boolean {
  if (rule.service !== undefined && withPrefix(rule.service) !== request.service) return false;
  if (rule.method !== undefined && rule.method !== request.method) return false;
  return rule.when === undefined || rule.when(request);
}

/** `name` with the `Vendor_` prefix. */
export function withPrefix(name: string): string {
  return name.startsWith('Vendor_') ? name : `Vendor_${name}`;
}

const KINDS = new Set(['fault', 'http', 'drop', 'truncate', 'malformed', 'slowHeaders', 'slowBody', 'result']);

function validateRule(rule: FakeFailureRule): void {
  const failure = rule.failure as FakeFailure | undefined;
  if (!failure || !KINDS.has(failure.kind)) {
    throw new TypeError(`Failure rule needs failure.kind, one of ${[...KINDS].join(', ')}; got ${JSON.stringify(failure?.kind)}.`);
  }
  if (rule.times !== undefined && !(Number.isInteger(rule.times) && rule.times >= 0)) {
    throw new TypeError(`Failure rule times must be a non-negative integer, got ${String(rule.times)}.`);
  }
  if (failure.kind === 'http' && !(Number.isInteger(failure.status) && failure.status >= 100 && failure.status <= 599)) {
    throw new TypeError(`Failure rule http status must be an integer in 100–599, got ${String(failure.status)}.`);
  }
  if (failure.kind === 'slowHeaders' && !(failure.delayMs >= 0)) {
    throw new TypeError(`Failure rule slowHeaders.delayMs must be a non-negative number, got ${String(failure.delayMs)}.`);
  }
  if (failure.kind === 'slowBody' && !(failure.intervalMs >= 0 && (failure.chunkSize ?? 1) >= 1)) {
    throw new TypeError('Failure rule slowBody needs intervalMs ≥ 0 and chunkSize ≥ 1.');
  }
}
