/**
 * Reload and edit of servers, shared by virtual and hardware servers: the public option types and
 * the templates they become.
 *
 * @module
 */
import { checkType, isIdList, isNonEmptyString, isString, isStringArray, positiveInteger } from './manager-support.js';
import type { RequestOptions } from './options.js';
import type { ServerEditTemplate } from './types.js';

/**
 * Options of an OS reload (`reloadOperatingSystem('FORCE', config)`), for
 * {@link VirtualServerManager.reloadInstance} and {@link HardwareManager.reloadHardware}.
 *
 * @example
 * ```ts
 * await vs.reloadInstance('web1', { sshKeys: [11], postUri: 'https://example.com/setup.sh' });
 * ```
 */
export interface ReloadOptions extends RequestOptions {
  /** Post-install script URI (`customProvisionScriptUri`). */
  postUri?: string;
  /** SSH key ids (`sshKeyIds`). */
  sshKeys?: number[];
  /** Image to reload from (`imageTemplateId`). */
  imageId?: number | string;
}

/**
 * Changes of a server's `editObject`, for {@link HardwareManager.editHardware} (and, with `tags`,
 * {@link VirtualServerManager.editInstance}); at least one must be given.
 *
 * @example
 * ```ts
 * await hw.editHardware('db1', { notes: 'primary', hostname: 'db-primary' });
 * ```
 */
export interface EditServerOptions extends RequestOptions {
  /** New host name. */
  hostname?: string;
  /** New domain. */
  domain?: string;
  /** New notes. */
  notes?: string;
  /** New user data (sent as `userData: [{ value }]` in the `editObject` template). */
  userdata?: string;
}

/** Option names of a reload. */
export const RELOAD_KEYS = ['postUri', 'sshKeys', 'imageId'] as const;
/** Option names of an edit. */
export const EDIT_KEYS = ['hostname', 'domain', 'notes', 'userdata'] as const;

/**
 * The `reloadOperatingSystem` config: only the fields that were given.
 *
 * @throws TypeError for an ill-typed option.
 */
export function reloadConfig(where: string, o: ReloadOptions): Record<string, unknown> {
  checkType(where, 'postUri', o.postUri, isNonEmptyString, 'a non-empty string');
  checkType(where, 'sshKeys', o.sshKeys, isIdList, 'an array of positive integer ids');
  checkType(where, 'imageId', o.imageId, (value) => positiveInteger(value) || isNonEmptyString(value), 'an image id');
  const config: Record<string, unknown> = {};
  if (o.postUri !== undefined) config.customProvisionScriptUri = o.postUri;
  if (o.sshKeys !== undefined) config.sshKeyIds = [...o.sshKeys];
  if (o.imageId !== undefined) config.imageTemplateId = o.imageId;
  return config;
}

/**
 * The `editObject` template of a server: only the fields that were given.
 *
 * @throws TypeError for an ill-typed option.
 */
export function editTemplate(where: string, o: EditServerOptions): ServerEditTemplate {
  checkType(where, 'hostname', o.hostname, isNonEmptyString, 'a non-empty string');
  checkType(where, 'domain', o.domain, isNonEmptyString, 'a non-empty string');
  checkType(where, 'notes', o.notes, isString, 'a string');
  checkType(where, 'userdata', o.userdata, isString, 'a string');
  const template: ServerEditTemplate = {};
  if (o.hostname !== undefined) template.hostname = o.hostname;
  if (o.domain !== undefined) template.domain = o.domain;
  if (o.notes !== undefined) template.notes = o.notes;
  if (o.userdata !== undefined) template.userData = [{ value: o.userdata }];
  return template;
}

/**
 * Tags as `setTags` takes them: `'a,b'`.
 *
 * @throws TypeError when a tag is not a string or holds a comma.
 */
export function tagList(where: string, tags: readonly string[]): string {
  if (!isStringArray(tags) || tags.some((tag) => tag.includes(','))) {
    throw new TypeError(`${where}: tags must be an array of strings without commas`);
  }
  return tags.map((tag) => tag.trim()).join(',');
}

/**
 * The `editObject` template of a server, refusing an empty one unless `allowEmpty`.
 *
 * @throws TypeError when nothing is to change (`allowEmpty` false) or an option is ill-typed.
 */
export function editServerTemplate(where: string, o: EditServerOptions, allowEmpty: boolean): ServerEditTemplate {
  const template = editTemplate(where, o);
  if (!allowEmpty && Object.keys(template).length === 0) {
    throw new TypeError(`${where}: nothing to change: give hostname, domain, notes or userdata`);
  }
  return template;
}
