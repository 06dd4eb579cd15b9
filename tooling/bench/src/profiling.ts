/**
 * Scenario 4: runs the client side of a scenario in a child process under `node --cpu-prof` and
 * summarizes the main thread's profile.
 *
 * @module
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizeCpuProfile, type ProfileSummary } from './cpu-profile.js';
import { benchScript, runNodeJson } from './node-process.js';
import type { ProfileTargetResult } from './profile-target.js';

/** Where profiles are written (`*.cpuprofile` is gitignored). */
export const PROFILE_DIR = fileURLToPath(new URL('../profiles/', import.meta.url));

/** A profiled run. */
export interface ProfiledRun {
  /** What the child measured. */
  readonly target: ProfileTargetResult;
  /** The main thread's profile file. */
  readonly path: string;
  /** Its summary, start-up and warm-up left out. */
  readonly summary: ProfileSummary;
}

/** Profiles `profile-target.ts <mode>` against `url`; the profile is kept in `profiles/<mode>/`. */
export async function profileClient(
  mode: 'calls' | 'paging',
  url: string,
  warmupMs: number,
  durationMs: number,
): Promise<ProfiledRun> {
  const dir = join(PROFILE_DIR, mode);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const target = await runNodeJson<ProfileTargetResult>(
    benchScript('profile-target.ts'),
    [mode, url, String(warmupMs), String(durationMs)],
    { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250'] },
  );
  // One profile per thread (tsx's loader runs on a worker thread): the main thread's has thread id 0.
  const files = (await readdir(dir)).filter((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  const file = files[0];
  if (file === undefined) throw new Error(`no main-thread profile written in ${dir}`);
  const path = join(dir, file);
  return { target, path, summary: await summarizeCpuProfile(path, target.warmupEndMs) };
}
