/**
 * The figures of one bench run, as written to `results.json` and read back as the "before" of a
 * later run (`baseline.json`).
 *
 * @module
 */
import type { ProfileSummary } from './cpu-profile.js';
import type { CallScenarioResult } from './e2e-calls.js';
import type { MarkupRow } from './markup-decode.js';
import type { PagingScenarioResult } from './paging.js';
import type { ProfileTargetResult } from './profile-target.js';
import type { RssProbeResult } from './rss-probe.js';

/** The machine and the run. */
export interface RunEnvironment {
  /** ISO date of the start. */
  readonly startedAt: string;
  /** Wall-clock duration of the run, in s. */
  readonly durationSeconds: number;
  /** `process.version`. */
  readonly node: string;
  /** `platform/arch`. */
  readonly platform: string;
  /** Logical CPUs and their model. */
  readonly cpus: { readonly count: number; readonly model: string };
  /** Load averages (1, 5, 15 min) at the start and at the end. */
  readonly loadAverage: { readonly start: readonly number[]; readonly end: readonly number[] };
  /** The `svclib` core version under test, from its package.json. */
  readonly coreVersion: string;
  /** The commit of the tree under test (`git rev-parse --short HEAD`), when known. */
  readonly commit?: string | undefined;
}

/** A profiled client run, summarized (the profile file itself is not kept in results). */
export interface ProfileResult {
  /** What the child measured while profiled. */
  readonly target: ProfileTargetResult;
  /** Path of the `.cpuprofile`, relative to tooling/bench. */
  readonly file: string;
  /** The summary, each list cut to its first entries. */
  readonly summary: ProfileSummary;
}

/** Scenario 3's two probes. */
export interface RssResult {
  /** Items of the small run. */
  readonly smallItems: number;
  /** Items of the large run. */
  readonly largeItems: number;
  /** The small run. */
  readonly small: RssProbeResult;
  /** The large run. */
  readonly large: RssProbeResult;
}

/** Everything one run measured. */
export interface BenchResults {
  /** The machine and the run. */
  readonly environment: RunEnvironment;
  /** Scenario 1: same-result check (`undefined` when all subjects agreed). */
  readonly sameResultProblem: string | undefined;
  /** Scenario 1a: one caller. */
  readonly sequential: CallScenarioResult;
  /** Scenario 1b: 64 callers. */
  readonly concurrent: CallScenarioResult;
  /** Scenario 2, with the server latency per page in ms. */
  readonly paging: PagingScenarioResult & { readonly latencyMs: number };
  /** Scenario 2b: the same paging against the pre-encoded page server (absent in runs before it existed). */
  readonly pagingCeiling?: PagingScenarioResult | undefined;
  /** Scenario 3. */
  readonly rss: RssResult;
  /** Scenario 4. */
  readonly profiles: { readonly calls: ProfileResult; readonly paging: ProfileResult };
  /** Scenario 5: CDATA/comment decode against the saxes floor (absent when the run skipped it). */
  readonly markup?: readonly MarkupRow[] | undefined;
}
