/**
 * Reload and edit of servers, shared by virtual and hardware servers: the public option types and
 * the templates they become.
 *
 * @module
 */
import { opt, type SpecFor } from '@svclib/core/options';
import { checkMembers, isIdList, isNonEmptyString, isStringArray, nullChecked, positiveInteger, REQUEST_OPTIONS } from './manager-support.js';
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

/** The reload options of {@link ReloadOptions} (beyond the request options), with their checkers. */
const RELOAD_SPEC = {
  postUri: opt.nonEmptyString(),
  sshKeys: opt.checker<number[]>('an array of positive integer ids', isIdList),
  imageId: opt.checker<number | string>('an image id', (value) => positiveInteger(value) || isNonEmptyString(value)),
} satisfies SpecFor<Omit<ReloadOptions, keyof RequestOptions>>;
/** The options of a reload, tied to {@link ReloadOptions} (`null` is a wrong value, as `reloadConfig` says). */
export const RELOAD_OPTIONS = REQUEST_OPTIONS.extend('Manager', nullChecked(RELOAD_SPEC));
/** The edit options of {@link EditServerOptions} (beyond the request options), with their checkers. */
const EDIT_SPEC = {
  hostname: opt.nonEmptyString(),
  domain: opt.nonEmptyString(),
  notes: opt.string(),
  userdata: opt.string(),
} satisfies SpecFor<Omit<EditServerOptions, keyof RequestOptions>>;

/**
 * The `reloadOperatingSystem` config: only the fields that were given.
 *
 * @throws TypeError for an ill-typed option.
 */
export function reloadConfig(where: string, o: ReloadOptions): Record<string, unknown> {
  checkMembers(where, RELOAD_SPEC, o);
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
  checkMembers(where, EDIT_SPEC, o);
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
