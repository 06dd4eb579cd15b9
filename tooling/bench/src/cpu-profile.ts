/**
 * Reading a V8 `.cpuprofile` (as written by `node --cpu-prof`): self time per function, time
 * attributed to the library that caused it, and inclusive time.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';

/** A node of the V8 CPU profile format (the fields used here). */
interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
  };
  readonly children?: readonly number[];
}

/** The V8 CPU profile format (the fields used here). */
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

/** Time spent in one function or one group of functions. */
export interface TimeEntry {
  /** `name (file:line)` for a function, or a group name. */
  readonly label: string;
  /** Time in ms. */
  readonly ms: number;
  /** Share of the busy (non-idle) sampled time, 0–1. */
  readonly share: number;
}

/** The summary of one profile. */
export interface ProfileSummary {
  /** Sampled time after the skipped start, in ms (idle included). */
  readonly sampledMs: number;
  /** Sampled time that was not `(idle)`, in ms. */
  readonly busyMs: number;
  /** Functions by self time, largest first (idle excluded). */
  readonly self: readonly TimeEntry[];
  /**
   * Self time charged to the nearest caller outside Node's own internals, grouped by where that
   * caller lives (`ky`, `undici`, `saxes`, `packages/core/src/transport.ts`, …): which library the
   * time in `node:` internals is spent for. V8 pseudo-frames (`(garbage collector)`, `(program)`)
   * stay on their own.
   */
  readonly byOrigin: readonly TimeEntry[];
  /** Functions by inclusive time (self plus callees), largest first, svclib and npm code only. */
  readonly inclusive: readonly TimeEntry[];
}

/** `ky`, `@scope/pkg`, `packages/core/src/transport.ts`, or `''` for Node internals and pseudo-frames. */
function originOf(url: string): string {
  if (url === '' || url.startsWith('node:')) return '';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') === true ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '');
  }
  const repo = url.search(/\/(packages|tooling|apps)\//);
  if (repo >= 0) return url.slice(repo + 1);
  return url.replace(/^file:\/\//, '');
}

/** A readable location: the file inside its package, or the repository-relative path. */
function shortUrl(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length);
    return rest.startsWith('.pnpm/') ? rest.slice(rest.indexOf('/node_modules/') + '/node_modules/'.length) : rest;
  }
  const repo = url.search(/\/(packages|tooling|apps)\//);
  return repo >= 0 ? url.slice(repo + 1) : url.replace(/^file:\/\//, '');
}

function labelOf(node: ProfileNode): string {
  const frame = node.callFrame;
  const name = frame.functionName === '' ? '(anonymous)' : frame.functionName;
  if (frame.url === '') return name;
  // Sources run through tsx's transform report line 1; the name is what identifies them there.
  return frame.lineNumber <= 0 ? `${name} (${shortUrl(frame.url)})` : `${name} (${shortUrl(frame.url)}:${String(frame.lineNumber + 1)})`;
}

/** A sample with no JS caller outside Node: its Node module (`node:zlib`, `node:internal/webstreams`) or pseudo-frame. */
function internalGroup(node: ProfileNode): string {
  const url = node.callFrame.url;
  if (url === '') return labelOf(node);
  const slash = url.lastIndexOf('/');
  return `${slash > 0 ? url.slice(0, slash) : url} (no JS caller)`;
}

function sorted(map: Map<string, number>, busyMicros: number): TimeEntry[] {
  return [...map]
    .map(([label, micros]) => ({ label, ms: micros / 1000, share: busyMicros > 0 ? micros / busyMicros : 0 }))
    .sort((a, b) => b.ms - a.ms);
}

function add(map: Map<string, number>, key: string, micros: number): void {
  map.set(key, (map.get(key) ?? 0) + micros);
}

/**
 * Summarizes a `.cpuprofile`. Samples in the first `skipMs` of the profile (start-up, module
 * loading, warm-up) are left out. Each sample is charged the time until the next one.
 */
export async function summarizeCpuProfile(path: string, skipMs = 0): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(path, 'utf8')) as CpuProfile;
  const byId = new Map<number, ProfileNode>();
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const self = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let time = profile.startTime;
  let sampled = 0;
  let busy = 0;
  for (let index = 0; index < samples.length; index++) {
    time += deltas[index] ?? 0;
    const node = byId.get(samples[index] ?? -1);
    const micros = Math.max(deltas[index + 1] ?? 0, 0);
    if (node === undefined || (time - profile.startTime) / 1000 < skipMs) continue;
    sampled += micros;
    if (node.callFrame.functionName === '(idle)') continue;
    busy += micros;
    add(self, labelOf(node), micros);
    let origin = '';
    const seen = new Set<string>();
    for (let current: ProfileNode | undefined = node; current !== undefined; current = byId.get(parentOf.get(current.id) ?? -1)) {
      const currentOrigin = originOf(current.callFrame.url);
      if (origin === '' && currentOrigin !== '') origin = currentOrigin;
      if (currentOrigin !== '' && !currentOrigin.startsWith('tooling/')) {
        const label = labelOf(current);
        if (!seen.has(label)) {
          seen.add(label);
          add(inclusive, label, micros);
        }
      }
    }
    add(byOrigin, origin === '' ? internalGroup(node) : origin, micros);
  }
  return {
    sampledMs: sampled / 1000,
    busyMs: busy / 1000,
    self: sorted(self, busy),
    byOrigin: sorted(byOrigin, busy),
    inclusive: sorted(inclusive, busy),
  };
}
