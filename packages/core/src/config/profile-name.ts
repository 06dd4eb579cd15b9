/**
 * Profile names and the config file section of each (SPEC §10, §14): `[svclib]` is the default
 * profile (no profile, `default`), `[profile NAME]` the others. A name is checked wherever it
 * enters — the `profile` option, `SVC_PROFILE`, the CLI's `--profile`, `svc config setup` — so that
 * no name can break the section header it is written into. Browser-safe (no `ini`, no file).
 *
 * @module
 */

/** The section of the default profile. */
export const CONFIG_SECTION = 'svclib';

/** The profile name that stands for `[svclib]` (as does no profile at all). */
export const DEFAULT_PROFILE = 'default';

/** Longest profile name, in characters. */
export const MAX_PROFILE_NAME_LENGTH = 64;

/** What a profile name may be, for messages. */
export const PROFILE_NAME_RULE = `a profile name: 1 to ${String(MAX_PROFILE_NAME_LENGTH)} letters, digits, '-', '_' or '.'`;

const PROFILE_NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * True for a usable profile name: 1 to 64 ASCII letters, digits, `-`, `_` or `.` (so a dotted
 * name such as `prod.eu` is one). Anything else could break the `[profile NAME]` header it is
 * written into (`]`, a line break) and is refused wherever a name enters.
 *
 * @example
 * ```ts
 * isProfileName('prod.eu'); // true
 * isProfileName('x]y');     // false
 * ```
 */
export function isProfileName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= MAX_PROFILE_NAME_LENGTH && PROFILE_NAME.test(name);
}

/**
 * Why `name` is not a profile name, for a message that names where it came from: the rule, the
 * name (JSON-quoted, so a line break shows as `\n`; cut at 64 characters) and the first character
 * that is not allowed. `undefined` for a good name.
 *
 * @example
 * ```ts
 * profileNameProblem('x]y');
 * // `must be a profile name: 1 to 64 letters, digits, '-', '_' or '.', got "x]y" ("]" is not allowed)`
 * ```
 */
export function profileNameProblem(name: unknown): string | undefined {
  if (isProfileName(name)) return undefined;
  if (typeof name !== 'string') return `must be ${PROFILE_NAME_RULE}, got ${name === null ? 'null' : `a ${typeof name}`}`;
  if (name === '') return `must be ${PROFILE_NAME_RULE}, got an empty string`;
  const shown = JSON.stringify(name.length > MAX_PROFILE_NAME_LENGTH ? `${name.slice(0, MAX_PROFILE_NAME_LENGTH)}…` : name);
  if (name.length > MAX_PROFILE_NAME_LENGTH) return `must be ${PROFILE_NAME_RULE}, got ${shown} (longer than ${String(MAX_PROFILE_NAME_LENGTH)})`;
  const bad = [...name].find((c) => !PROFILE_NAME.test(c)) ?? '';
  return `must be ${PROFILE_NAME_RULE}, got ${shown} (${JSON.stringify(bad)} is not allowed)`;
}

/**
 * The config file section of a profile: `svclib` for none, `''`, `default` (and `svclib`), else
 * `profile NAME`. A name that is not a profile name ({@link isProfileName}) is a `TypeError`.
 *
 * @example
 * ```ts
 * profileSection(undefined); // 'svclib'
 * profileSection('default'); // 'svclib'
 * profileSection('prod.eu'); // 'profile prod.eu'
 * ```
 */
export function profileSection(profile: string | undefined): string {
  if (profile === undefined || profile === '' || profile === DEFAULT_PROFILE || profile === CONFIG_SECTION) return CONFIG_SECTION;
  const problem = profileNameProblem(profile);
  if (problem !== undefined) throw new TypeError(`The profile ${problem}`);
  return `profile ${profile}`;
}
