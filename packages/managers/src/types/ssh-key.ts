/**
 * Record types of SSH keys (`Security_Ssh_Key`).
 *
 * @module
 */
import type { Security_Ssh_Key } from '@svclib/model';

import type { OrNull } from './narrow.js';

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
 *
 * @deprecated Use `Security_Ssh_Key` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type SshKey = Security_Ssh_Key;

/**
 * The template of `Security_Ssh_Key.createObject` ({@link SshKeyManager.addKey}), narrowed from the generated record
 * `Security_Ssh_Key` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const template: SshKeyTemplate = { key: 'ssh-ed25519 AAAA… me@host', label: 'laptop', notes: null };
 * ```
 */
export type SshKeyTemplate = Required<Pick<Security_Ssh_Key, 'key' | 'label'>> & OrNull<Pick<Security_Ssh_Key, 'notes'>>;
