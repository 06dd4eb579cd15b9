/**
 * SSH keys of the account (`Security_Ssh_Key`): add, list, read, edit, delete.
 *
 * @module
 */
import type { Security_Ssh_Key } from '@svclib/model';
import type { ObjectFilter } from './filters.js';
import { listFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkSpec, iterApi, iterRequest, listRequest, REQUEST_OPTIONS, requireString, RESOLVE_OPTIONS,
} from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { idsOf, resolveIdList, resolveOneId } from './resolve.js';
import type { IdLookup } from './resolve.js';
import type { SshKeyTemplate } from './types.js';
import { ADD_KEY_OPTIONS, EDIT_KEY_OPTIONS, ITER_KEY_OPTIONS, LIST_KEY_OPTIONS } from './ssh-key-options.js';
import type {
  AddKeyOptions, EditKeyOptions, IterKeysOptions, ListKeysOptions, SshKeyIdentifier,
} from './ssh-key-options.js';

export type { AddKeyOptions, EditKeyOptions, IterKeysOptions, ListKeysOptions, SshKeyIdentifier } from './ssh-key-options.js';

/**
 * SSH keys in one call each. Built from a `Client` of `@svclib/core`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { SshKeyManager } from '@svclib/managers';
 *
 * const keys = new SshKeyManager(new Client({ username: 'u', apiKey: 'k' }));
 * const key = await keys.addKey('ssh-ed25519 AAAA… me@host', 'laptop');
 * console.log(key.id, key.fingerprint);
 * ```
 */
export class SshKeyManager {
  /** The client every call goes through. */
  readonly client: ManagerClient;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const keys = new SshKeyManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
    // The reference lists every key (no filter, no mask) and compares labels exactly.
    this.#lookup = async (label, signal) => {
      const all = await callApi<Security_Ssh_Key[]>(this.client, 'Account', 'getSshKeys', { signal });
      return idsOf((Array.isArray(all) ? all : []).filter((key) => key.label === label));
    };
  }

  /**
   * Adds a key (`Security_Ssh_Key.createObject({ key, label, notes })`, `notes` null when not given).
   *
   * @param key - The public key text.
   * @param label - Its label.
   * @param options - `notes`, `mask`, `signal`.
   * @returns The new key as the API returned it.
   * @throws TypeError for an empty key or label.
   * @example
   * ```ts
   * const created = await keys.addKey('ssh-rsa AAAA… me@host', 'laptop', { notes: 'mine' });
   * ```
   */
  async addKey(key: string, label: string, options?: AddKeyOptions): Promise<Security_Ssh_Key> {
    const where = 'SshKeyManager.addKey';
    const o = checkSpec(ADD_KEY_OPTIONS, options);
    requireString(where, 'key', key);
    requireString(where, 'label', label);
    const template: SshKeyTemplate = { key, label, notes: o.notes ?? null };
    return callApi<Security_Ssh_Key>(this.client, 'Security_Ssh_Key', 'createObject', { args: [template], mask: o.mask, signal: o.signal });
  }

  /**
   * Deletes a key for good (`Security_Ssh_Key.deleteObject`).
   *
   * @param id - Id or label.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await keys.deleteKey('old laptop');
   * ```
   */
  async deleteKey(id: SshKeyIdentifier, options?: RequestOptions): Promise<boolean> {
    const where = 'SshKeyManager.deleteKey';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const keyId = await this.#resolveOne(where, id, o.signal);
    return callApi<boolean>(this.client, 'Security_Ssh_Key', 'deleteObject', { id: keyId, mask: o.mask, signal: o.signal });
  }

  /**
   * Edits a key's label and notes (`Security_Ssh_Key.editObject`); like the reference, empty values
   * are left out and the call is made even when nothing is left.
   *
   * @param id - Id or label.
   * @param options - `label`, `notes`, `mask`, `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await keys.editKey(1234, { notes: 'rotated 2024' });
   * ```
   */
  async editKey(id: SshKeyIdentifier, options?: EditKeyOptions): Promise<boolean> {
    const where = 'SshKeyManager.editKey';
    const o = checkSpec(EDIT_KEY_OPTIONS, options);
    const changes: { label?: string; notes?: string } = {};
    if (o.label) changes.label = o.label;
    if (o.notes) changes.notes = o.notes;
    const keyId = await this.#resolveOne(where, id, o.signal);
    return callApi<boolean>(this.client, 'Security_Ssh_Key', 'editObject', {
      id: keyId, args: [changes], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Reads one key (`Security_Ssh_Key.getObject`, no mask unless given, as the reference).
   *
   * @param id - Id or label.
   * @param options - `mask` and `signal`.
   * @returns The key.
   * @example
   * ```ts
   * const { key } = await keys.getKey('laptop');
   * ```
   */
  async getKey(id: SshKeyIdentifier, options?: RequestOptions): Promise<Security_Ssh_Key> {
    const where = 'SshKeyManager.getKey';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const keyId = await this.#resolveOne(where, id, o.signal);
    return callApi<Security_Ssh_Key>(this.client, 'Security_Ssh_Key', 'getObject', { id: keyId, mask: o.mask, signal: o.signal });
  }

  /**
   * Lists the account's keys (`Account.getSshKeys`), filtered by `sshKeys.label` when `label` is given.
   *
   * @param options - `label`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The keys.
   * @example
   * ```ts
   * const mine = await keys.listKeys({ label: 'laptop' });
   * ```
   */
  async listKeys(options?: ListKeysOptions): Promise<Security_Ssh_Key[]> {
    const o = checkSpec(LIST_KEY_OPTIONS, options);
    return callApi<Security_Ssh_Key[]>(this.client, 'Account', 'getSshKeys', listRequest(o, undefined, keyFilter(o)));
  }

  /**
   * The paging twin of {@link listKeys}, through `iterCall`.
   *
   * @param options - As {@link listKeys}, plus `chunk` and `concurrency`.
   * @returns An async generator of keys.
   * @example
   * ```ts
   * for await (const key of keys.iterKeys()) console.log(key.label);
   * ```
   */
  iterKeys(options?: IterKeysOptions): AsyncGenerator<Security_Ssh_Key> {
    const o = checkSpec(ITER_KEY_OPTIONS, options);
    return iterApi<Security_Ssh_Key>(this.client, 'Account', 'getSshKeys', iterRequest(o, undefined, keyFilter(o)));
  }

  /**
   * The ids an identifier stands for: a number or numeric string is itself; any other text is a
   * label, matched exactly against every key of the account (`Account.getSshKeys`).
   *
   * @param identifier - Id or label.
   * @param options - `signal`.
   * @returns The matching ids (maybe none, maybe several).
   * @example
   * ```ts
   * const ids = await keys.resolveIds('laptop');
   * ```
   */
  async resolveIds(identifier: SshKeyIdentifier, options?: ResolveOptions): Promise<number[]> {
    const where = 'SshKeyManager.resolveIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }

  #resolveOne(where: string, id: SshKeyIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'SSH key', id, this.#lookup, signal);
  }
}

function keyFilter(o: ListKeysOptions): ObjectFilter {
  return listFilter('sshKeys', { label: o.label === '' ? undefined : o.label }, o.filter);
}
