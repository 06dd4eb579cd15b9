/**
 * Profile names and the config file section of each (SPEC §10, §14): `[svclib]` is the default
 * profile (no profile, `default`), `[profile NAME]` the others. Browser-safe (no `ini`, no file).
 *
 * @module
 */

/** The section of the default profile. */
export const CONFIG_SECTION = 'svclib';

/** The profile name that stands for `[svclib]` (as does no profile at all). */
export const DEFAULT_PROFILE = 'default';

/**
 * The config file section of a profile: `svclib` for none, `''`, `default` (and `svclib`), else
 * `profile NAME`.
 *
 * @example
 * ```ts
 * profileSection(undefined); // 'svclib'
 * profileSection('default'); // 'svclib'
 * profileSection('staging'); // 'profile staging'
 * ```
 */
export function profileSection(profile: string | undefined): string {
  if (profile === undefined || profile === '' || profile === DEFAULT_PROFILE || profile === CONFIG_SECTION) return CONFIG_SECTION;
  return `profile ${profile}`;
}
