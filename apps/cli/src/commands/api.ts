/**
 * `svc api list|describe`: the API at hand, read from the model's catalog (`@svclib/model/catalog`,
 * loaded only by these commands and by `call-api`'s check of the names it is given).
 *
 * @module
 */

import type * as Catalog from '@svclib/model/catalog';
import type { MethodInfo, ParameterInfo, PropertyInfo } from '@svclib/model/catalog';

import { UsageError } from '../errors.js';
import { globMatcher } from '../glob.js';
import { col } from '../output/index.js';
import type { Column } from '../output/index.js';
import type { CommandSpec } from '../spec.js';
import { listOf, objectOf } from './common.js';

/** The catalog module, as the `api` commands receive it. @example `const c: CatalogModule = await import('@svclib/model/catalog');` */
export type CatalogModule = typeof Catalog;

const PREFIX = /^vendor_/i;

/** A name without `Vendor_` (in any case). */
const bare = (name: string): string => name.replace(PREFIX, '');

/** ` (did you mean a, b?)`, or nothing when there is no suggestion. */
const didYouMean = (names: readonly string[]): string => (names.length === 0 ? '' : ` (did you mean ${names.join(', ')}?)`);

/**
 * Longest name that gets suggestions (the fake server's bound too): the edit distance of a 120 KB
 * name to every name of the model takes seconds, and no such name is a typo.
 */
const MAX_SUGGESTED_LENGTH = 64;

/** The catalog's closest names to a service (or to a method of it), none for a name too long to be a typo. */
function suggestions(catalog: CatalogModule, service: string, method?: string): string[] {
  const wanted = method ?? service;
  return wanted.length > MAX_SUGGESTED_LENGTH ? [] : catalog.suggest(service, method);
}

const isGlob = (pattern: string): boolean => /[*?]/.test(pattern);

/** A name test: a glob matches the whole name, plain text anywhere in it (both ignoring case). */
function matcher(pattern: string): (name: string) => boolean {
  if (pattern === '') return () => true;
  if (isGlob(pattern)) return globMatcher(pattern);
  const lower = pattern.toLowerCase();
  return (name) => name.toLowerCase().includes(lower);
}

/**
 * The catalog's name for a service given with or without `Vendor_`, in any case.
 *
 * @throws UsageError naming the service, with the closest names, when the model has no such service.
 * @example
 * ```ts
 * serviceName(await import('@svclib/model/catalog'), 'vendor_virtual_guest'); // 'Virtual_Guest'
 * ```
 */
export function serviceName(catalog: CatalogModule, name: string): string {
  const wanted = bare(name);
  if (catalog.getService(wanted) !== undefined) return wanted;
  const lower = wanted.toLowerCase();
  const found = catalog.listServices().find((s) => s.toLowerCase() === lower);
  if (found !== undefined) return found;
  const kind = catalog.getType(wanted) === undefined ? 'unknown service' : 'not a service (a record type)';
  throw new UsageError(`${kind}: '${name}'${didYouMean(suggestions(catalog, wanted))}`);
}

/** The method of `service` named `name` (exactly, else ignoring case), or a usage error with suggestions. */
function methodOf(catalog: CatalogModule, service: string, name: string): MethodInfo {
  const methods = catalog.getService(service)?.methods ?? new Map<string, MethodInfo>();
  const exact = methods.get(name);
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  const found = [...methods.values()].find((m) => m.name.toLowerCase() === lower);
  if (found !== undefined) return found;
  throw new UsageError(`${service} has no method '${name}'${didYouMean(suggestions(catalog, service, name))}`);
}

/**
 * The warning `call-api` prints when the model does not know what it is about to call (the call is
 * still made: the service may be newer than the model's snapshot), or `undefined` when it does.
 *
 * @example
 * ```ts
 * modelWarning(await import('@svclib/model/catalog'), 'Account', 'getVirtualGuest');
 * // "the API model has no method Account.getVirtualGuest (did you mean getVirtualGuests?); calling it anyway"
 * ```
 */
export function modelWarning(catalog: CatalogModule, service: string, method: string): string | undefined {
  const name = bare(service);
  if (catalog.getService(name) === undefined) {
    return `the API model has no service '${service}'${didYouMean(suggestions(catalog, name))}; calling it anyway`;
  }
  if (catalog.getMethod(name, method) !== undefined) return undefined;
  return `the API model has no method ${name}.${method}${didYouMean(suggestions(catalog, name, method))}; calling it anyway`;
}

/** The keys of an object filter that are operators, not properties. */
const FILTER_OPERATORS: ReadonlySet<string> = new Set(['operation', 'options']);

/** Edit distance (insertions, deletions, substitutions; case-insensitive), at most `bound + 1`. */
function editDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    if (Math.min(...next) > bound) return bound + 1;
    row = next;
  }
  return row[y.length]!;
}

/**
 * The names closest to `wanted`, best first: within a third of its length (at least 2), none for a
 * name longer than the catalog's `MAX_SUGGESTED_LENGTH` (the distance is quadratic in the length).
 */
function nearest(catalog: CatalogModule, wanted: string, names: Iterable<string>, limit = 3): string[] {
  if (wanted.length > catalog.MAX_SUGGESTED_LENGTH) return [];
  const bound = Math.max(2, Math.floor(wanted.length / 3));
  return [...names]
    .map((name) => ({ name, d: editDistance(wanted, name, bound) }))
    .filter(({ d }) => d <= bound)
    .sort((a, b) => a.d - b.d || (a.name < b.name ? -1 : 1))
    .slice(0, limit)
    .map(({ name }) => name);
}

/**
 * The warnings `call-api` prints for an object filter that names a property the model does not
 * know: the filter is walked from the service's own type (`virtualGuests.hostname` on `Account` is
 * `Account.virtualGuests`, then `Virtual_Guest.hostname`), one warning per unknown key with a
 * did-you-mean. A service the model does not know gives none (its own warning says so).
 *
 * @example
 * ```ts
 * filterWarnings(await import('@svclib/model/catalog'), 'Account', { virtualGuests: { hostnme: { operation: 'web*' } } });
 * // ["the API model has no property Virtual_Guest.hostnme in --filter virtualGuests.hostnme (did you mean hostname?); filtering on it anyway"]
 * ```
 */
export function filterWarnings(catalog: CatalogModule, service: string, filter: unknown): string[] {
  const warnings: string[] = [];
  const walk = (type: string, value: unknown, path: string): void => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const properties = catalog.getProperties(type);
    for (const key of Object.keys(value)) {
      if (FILTER_OPERATORS.has(key)) continue;
      const where = path === '' ? key : `${path}.${key}`;
      const property = properties.get(key);
      if (property === undefined) {
        warnings.push(`the API model has no property ${type}.${key} in --filter ${where}${didYouMean(nearest(catalog, key, properties.keys()))}; filtering on it anyway`);
        continue;
      }
      if (catalog.getType(property.type) !== undefined) walk(property.type, (value as Record<string, unknown>)[key], where);
    }
  };
  const name = bare(service);
  if (catalog.getService(name) !== undefined) walk(name, filter, '');
  return warnings;
}

/** `name: type[]` of a parameter, with `?` when it may be left out. */
const parameterText = (p: ParameterInfo): string => `${p.name}${p.optional ? '?' : ''}: ${p.type}${p.array ? '[]' : ''}`;

const FLAGS = ['static', 'noauth', 'maskable', 'filterable', 'limitable', 'implied'] as const;

/** A method as `svc api` shows it: one record, plain JSON data. */
function methodRow(service: string, m: MethodInfo): Record<string, unknown> {
  return {
    service,
    method: m.name,
    parameters: m.parameters.map((p) => ({ name: p.name, type: p.type, array: p.array, optional: p.optional })),
    result: m.type,
    list: m.array,
    needsId: !m.static,
    static: m.static,
    noauth: m.noauth,
    maskable: m.maskable,
    filterable: m.filterable,
    limitable: m.limitable,
    implied: m.implied,
  };
}

/** Empty text as no value: `-` in a table, an empty CSV cell. */
const orNothing = (text: string): string | undefined => (text === '' ? undefined : text);
const parametersCell = (separator: string) => (row: Readonly<Record<string, unknown>>): string | undefined =>
  orNothing(((row.parameters ?? []) as ParameterInfo[]).map(parameterText).join(separator));
const resultCell = (row: Readonly<Record<string, unknown>>): string => `${String(row.result)}${row.list === true ? '[]' : ''}`;
const flagsCell = (row: Readonly<Record<string, unknown>>): string | undefined => orNothing(FLAGS.filter((f) => row[f] === true).join(' '));
const idCell = (row: Readonly<Record<string, unknown>>): string => (row.needsId === true ? 'required' : 'none');

const METHOD_COLUMNS: readonly Column[] = [
  col('service'),
  col('method'),
  { name: 'parameters', get: parametersCell(', ') },
  { name: 'result', get: resultCell },
  { name: 'init_id', get: idCell },
  { name: 'flags', get: flagsCell },
];

const SERVICE_COLUMNS: readonly Column[] = [col('service'), col('base'), col('methods'), col('properties')];

/** Orders catalog entries by name (code-unit order, as the catalog's names are ASCII). */
function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Rows of the methods matching `service.method` patterns. */
function methodRows(catalog: CatalogModule, servicePattern: string, methodPattern: string): Record<string, unknown>[] {
  const services = isGlob(servicePattern) || servicePattern === ''
    ? catalog.listServices().filter(matcher(bare(servicePattern)))
    : [serviceName(catalog, servicePattern)];
  const test = matcher(methodPattern);
  return services.flatMap((s) => [...(catalog.getService(s)?.methods.values() ?? [])]
    .filter((m) => test(m.name))
    .sort(byName)
    .map((m) => methodRow(s, m)));
}

/** `svc api list [pattern]`. */
const LIST: CommandSpec<CatalogModule> = {
  name: 'list',
  summary: 'List the services of the API model, or with SERVICE.[METHOD] the methods (text matches anywhere, globs * ? the whole name)',
  example: "svc api list 'Virtual_Guest.get*Ip*'",
  args: ['[pattern]'],
  run(catalog, [pattern = '']) {
    const dot = pattern.indexOf('.');
    if (dot >= 0) return Promise.resolve(listOf(methodRows(catalog, pattern.slice(0, dot), pattern.slice(dot + 1)), METHOD_COLUMNS));
    const rows = catalog.listServices().filter(matcher(bare(pattern))).map((name) => ({
      service: name,
      base: catalog.getType(name)?.base ?? null,
      methods: catalog.getService(name)?.methods.size ?? 0,
      properties: catalog.getProperties(name).size,
    }));
    return Promise.resolve(listOf(rows, SERVICE_COLUMNS));
  },
};

const MEMBER_COLUMNS: readonly Column[] = [
  col('kind'),
  col('name'),
  { name: 'type', get: (row) => `${String(row.type)}${row.array === true ? '[]' : ''}` },
  col('form'),
  { name: 'parameters', get: parametersCell(', ') },
  { name: 'flags', get: flagsCell },
];

const METHOD_DETAIL: readonly Column[] = [
  col('service'),
  col('method'),
  { name: 'parameters', get: parametersCell('\n') },
  { name: 'result', get: resultCell },
  col('list'),
  { name: 'init_id', get: idCell },
  ...FLAGS.map((f) => col(f)),
];

/** A service's members: methods (with flags), then properties (with form). */
function members(catalog: CatalogModule, service: string): Record<string, unknown>[] {
  const methods = [...(catalog.getService(service)?.methods.values() ?? [])].sort(byName).map((m) => {
    const { method, result, list, ...rest } = methodRow(service, m);
    delete rest.service;
    return { kind: 'method', name: method, type: result, array: list, ...rest };
  });
  const properties = [...catalog.getProperties(service).values()].sort(byName)
    .map((p: PropertyInfo) => ({ kind: 'property', name: p.name, type: p.type, array: p.array, form: p.form }));
  return [...methods, ...properties];
}

/** `svc api describe Service[.method]`. */
const DESCRIBE: CommandSpec<CatalogModule> = {
  name: 'describe',
  summary: 'Describe a service (methods and properties) or one method (parameters, result, init id, flags)',
  example: 'svc api describe Virtual_Guest.createObject',
  args: ['<name>'],
  run(catalog, [name = '']) {
    const dot = name.indexOf('.');
    const service = serviceName(catalog, dot < 0 ? name : name.slice(0, dot));
    if (dot < 0) return Promise.resolve(listOf(members(catalog, service), MEMBER_COLUMNS));
    const method = methodOf(catalog, service, name.slice(dot + 1));
    return Promise.resolve(objectOf(methodRow(service, method), METHOD_DETAIL));
  },
};

/**
 * The `svc api` commands.
 *
 * @example
 * ```ts
 * API_COMMANDS.map((c) => c.name); // ['list', 'describe']
 * ```
 */
export const API_COMMANDS: readonly CommandSpec<CatalogModule>[] = [LIST, DESCRIBE];
