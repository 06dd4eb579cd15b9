/**
 * Record types of SSH keys (`Security_Ssh_Key`).
 *
 * @module
 */

/**
 * An SSH key of the account (`Security_Ssh_Key`), as `getObject`, `createObject` and
 * `Account.getSshKeys` return it.
 *
 * @example
 * ```ts
 * const key: SshKey = await keys.getKey(1234);
 * console.log(key.label, key.fingerprint);
 * ```
 */
export interface SshKey {
  /** Key id. */
  id?: number;
  /** The public key text, e.g. `ssh-rsa AAAA… user@host`. */
  key?: string;
  /** Label (the name keys are resolved by). */
  label?: string;
  /** Free-text notes. */
  notes?: string;
  /** Fingerprint of the key, e.g. `aa:bb:cc:dd`. */
  fingerprint?: string;
  /** Creation time. */
  createDate?: string | Date;
  /** Last change. */
  modifyDate?: string | Date;
}

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
