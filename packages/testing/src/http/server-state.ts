/**
 * The live state of a fake server: the dataset, the recorded requests, issued login tokens and
 * pending state transitions (provisioning, OS reloads).
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { Dataset, type FakeDataset } from '../data/dataset.js';
import type { ResolvedOptions } from './options.js';
import type { RecordedRequest } from './recorded-request.js';

/**
 * The live state of a fake server (`server.state`).
 *
 * @example
 * ```ts
 * server.state.data.account.companyName = 'Acme';
 * await client.call('Account', 'getObject');
 * expect(server.state.requests.at(-1)?.method).toBe('getObject');
 * server.state.reset();
 * ```
 */
export interface FakeServerState {
  /** The in-memory dataset the server answers from; tests may read and change it. */
  readonly data: FakeDataset;
  /** Every decoded request, oldest first; tests may clear it (`requests.length = 0`). */
  readonly requests: RecordedRequest[];
  /** How many access tokens the token endpoint (`server.tokenUrl`) has issued. */
  readonly tokenExchanges: number;
  /** Restores the seeded dataset and forgets recorded requests, login and access tokens, and pending transitions. */
  reset(): void;
}

/** An issued bearer access token. */
export interface AccessToken {
  readonly userId: number;
  /** When it stops being accepted, in `Date.now()` milliseconds. */
  readonly expiresAt: number;
}

/** A state change due at a time (a guest finishing provisioning, an OS reload ending). */
interface Transition {
  readonly at: number;
  readonly apply: () => void;
}

/** The server's state, with what handlers need beyond {@link FakeServerState}. */
export class ServerState implements FakeServerState {
  readonly requests: RecordedRequest[] = [];
  /** Issued portal login tokens: hash → user id. */
  readonly tokens = new Map<string, number>();
  /**
   * Bearer access tokens: token → its user and when it expires (`Date.now()` time). Issued by
   * `server.issueAccessToken` and the token endpoint; `server.expireAccessToken` removes one.
   */
  readonly accessTokens = new Map<string, AccessToken>();
  tokenExchanges = 0;
  readonly options: ResolvedOptions;
  #data: Dataset;
  #transitions: Transition[] = [];

  constructor(options: ResolvedOptions) {
    this.options = options;
    this.#data = this.#generate();
  }

  get data(): Dataset {
    return this.#data;
  }

  reset(): void {
    this.#data = this.#generate();
    this.requests.length = 0;
    this.tokens.clear();
    this.accessTokens.clear();
    this.tokenExchanges = 0;
    this.#transitions = [];
  }

  /** Issues a bearer access token for user `userId`, valid for the `tokens.lifetimeMs` option. */
  issueAccessToken(userId: number): { token: string; expiresAt: number } {
    const token = `fake-access-${randomBytes(18).toString('base64url')}`;
    const expiresAt = Date.now() + this.options.tokens.lifetimeMs;
    this.accessTokens.set(token, { userId, expiresAt });
    return { token, expiresAt };
  }

  /** Runs `apply` once `delayMs` have passed (at the first request after that). */
  schedule(delayMs: number, apply: () => void): void {
    this.#transitions.push({ at: Date.now() + delayMs, apply });
  }

  /** Applies the transitions that are due. */
  settle(now = Date.now()): void {
    if (this.#transitions.length === 0) return;
    const due = this.#transitions.filter((transition) => transition.at <= now);
    this.#transitions = this.#transitions.filter((transition) => transition.at > now);
    for (const transition of due) transition.apply();
  }

  #generate(): Dataset {
    const { seed, counts, users } = this.options;
    return new Dataset({ seed, counts, users });
  }
}
