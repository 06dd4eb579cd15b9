/**
 * Options of `SshKeyManager`: option interfaces and their specs.
 *
 * @module
 */
import type { SpecFor } from '@svclib/core/options';
import { A_STRING, LIST_OPTIONS, PAGING, REQUEST_OPTIONS } from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions } from './options.js';

/**
 * An SSH key given by id (number or numeric string) or by its label.
 *
 * @example
 * ```ts
 * await keys.getKey('laptop');
 * ```
 */
export type SshKeyIdentifier = number | string;

/**
 * Options of {@link SshKeyManager.addKey}.
 *
 * @example
 * ```ts
 * await keys.addKey('ssh-ed25519 AAAA… me@host', 'laptop', { notes: 'work laptop' });
 * ```
 */
export interface AddKeyOptions extends RequestOptions {
  /** Notes of the key. */
  notes?: string;
}

/**
 * Changes of {@link SshKeyManager.editKey}; empty values are left out as the reference does.
 *
 * @example
 * ```ts
 * await keys.editKey('laptop', { label: 'old laptop' });
 * ```
 */
export interface EditKeyOptions extends RequestOptions {
  /** New label. */
  label?: string;
  /** New notes. */
  notes?: string;
}

/**
 * Options of {@link SshKeyManager.listKeys}.
 *
 * @example
 * ```ts
 * await keys.listKeys({ label: 'lap*' });
 * ```
 */
export interface ListKeysOptions extends ListOptions {
  /** Label, through `queryFilter` (`sshKeys.label`). */
  label?: string;
}

/**
 * Options of {@link SshKeyManager.iterKeys}.
 *
 * @example
 * ```ts
 * for await (const key of keys.iterKeys({ chunk: 50 })) console.log(key.label);
 * ```
 */
export interface IterKeysOptions extends ListKeysOptions, IterOptions {}

/** The options of `SshKeyManager.addKey`, tied to {@link AddKeyOptions}. */
export const ADD_KEY_OPTIONS = REQUEST_OPTIONS.extend('SshKeyManager.addKey', {
  notes: A_STRING,
} satisfies SpecFor<Omit<AddKeyOptions, keyof RequestOptions>>);
/** The options of `SshKeyManager.editKey`, tied to {@link EditKeyOptions}. */
export const EDIT_KEY_OPTIONS = REQUEST_OPTIONS.extend('SshKeyManager.editKey', {
  label: A_STRING,
  notes: A_STRING,
} satisfies SpecFor<Omit<EditKeyOptions, keyof RequestOptions>>);
/** The options of `SshKeyManager.listKeys`, tied to {@link ListKeysOptions}. */
export const LIST_KEY_OPTIONS = LIST_OPTIONS.extend('SshKeyManager.listKeys', {
  label: A_STRING,
} satisfies SpecFor<Omit<ListKeysOptions, keyof ListOptions>>);
/** The options of `SshKeyManager.iterKeys`. */
export const ITER_KEY_OPTIONS = LIST_KEY_OPTIONS.extend('SshKeyManager.iterKeys', PAGING);
