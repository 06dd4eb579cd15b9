/**
 * Record types of SSH keys (`Security_Ssh_Key`).
 *
 * @module
 */
import type { Security_Ssh_Key } from '@svclib/model';

/**
 * An SSH key of the account (`Security_Ssh_Key`), as `getObject`, `createObject` and
 * `Account.getSshKeys` return it.
 * The generated record `Security_Ssh_Key` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const key: SshKey = await keys.getKey(1234);
 * console.log(key.label, key.fingerprint);
 * ```
 */
export type SshKey = Security_Ssh_Key;

/**
 * The template of `Security_Ssh_Key.createObject` ({@link SshKeyManager.addKey}).
 *
 * @example
 * ```ts
 * const template: SshKeyTemplate = { key: 'ssh-ed25519 AAAA… me@host', label: 'laptop', notes: null };
 * ```
 */
export interface SshKeyTemplate {
  /** The public key text. */
  key: string;
  /** Label. */
  label: string;
  /** Notes, `null` when none are given (the reference sends the key). */
  notes: string | null;
}
