/**
 * `svc call-api SERVICE METHOD [ARGS…]`: any API method, with id, mask, filter and paging — or, with
 * `--output js`, the `@svclib/core` code that makes the same call.
 *
 * @module
 */

import type { Client } from '@svclib/core';
import type * as ManagersModule from '@svclib/managers';
import type { ObjectFilter } from '@svclib/managers';
import { InvalidArgumentError } from 'commander';

import { UsageError } from '../errors.js';
import { col, scalarText } from '../output/index.js';
import type { CommandResult } from '../output/index.js';
import { nonNegativeInt, oneOf, positiveInt } from '../parse.js';
import type { CommandSpec, Options } from '../spec.js';
import { filterWarnings, modelWarning } from './api.js';
import { listOf, message, objectOf } from './common.js';
import { maskWarnings } from './mask-check.js';

/**
 * A `--filter` value: a JSON object, a `path=value` pair turned into a query filter later, or
 * slcli's `path IN a,b` (an `in` operation over the listed values).
 */
type FilterPart = { json: ObjectFilter } | { path: string; value: string } | { path: string; values: string[] };

/**
 * Accumulates `--filter` values: JSON objects, or `a.b=value` pairs.
 *
 * @example
 * ```ts
 * filterPart('virtualGuests.hostname=web*', []); // [{ path: 'virtualGuests.hostname', value: 'web*' }]
 * ```
 */
export function filterPart(value: string, previous: unknown): FilterPart[] {
  const parts = Array.isArray(previous) ? [...(previous as FilterPart[])] : [];
  const text = value.trim();
  if (text.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new InvalidArgumentError(`Expected a JSON object or path=value (${(error as Error).message}).`);
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new InvalidArgumentError('Expected a JSON object.');
    parts.push({ json: json as ObjectFilter });
    return parts;
  }
  // As slcli: ' IN ' is looked for before '='.
  const inList = /^([A-Za-z_][\w]*(?:\s*\.\s*[A-Za-z_][\w]*)*)\s+IN\s+(.*)$/s.exec(text);
  if (inList !== null) {
    parts.push({ path: (inList[1] ?? '').replaceAll(/\s+/g, ''), values: (inList[2] ?? '').split(',').map((v) => v.trim()) });
    return parts;
  }
  const match = /^([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*=(.*)$/s.exec(text);
  if (match === null) {
    throw new InvalidArgumentError('Expected a JSON object or path=value (or path IN a,b), e.g. virtualGuests.hostname=web*.');
  }
  parts.push({ path: match[1] ?? '', value: (match[2] ?? '').trim() });
  return parts;
}

/** The object filter of one `--filter` part. */
function partFilter(part: FilterPart, managers: Pick<typeof ManagersModule, 'buildFilter' | 'queryFilter'>): ObjectFilter {
  if ('json' in part) return part.json;
  if ('values' in part) {
    return managers.buildFilter({ [part.path]: { operation: 'in', options: [{ name: 'data', value: part.values }] } });
  }
  return managers.buildFilter({ [part.path]: managers.queryFilter(part.value) });
}

/**
 * slcli's `--orderBy a.b` / `--orderBy a.b=ASC`: a sort operation on the last property of the path
 * (descending unless told).
 *
 * @example
 * ```ts
 * orderByFilter('virtualGuests.id=ASC'); // { virtualGuests: { id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] } } }
 * ```
 */
export function orderByFilter(text: string): ObjectFilter {
  const match = /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:=(\w+))?$/.exec(text.trim());
  const sort = match?.[2]?.toUpperCase() ?? 'DESC';
  if (match === null || (sort !== 'ASC' && sort !== 'DESC')) {
    throw new UsageError(`option '--orderBy <path>' expects a property path, optionally with =ASC or =DESC (e.g. virtualGuests.id=ASC), got '${text}'`);
  }
  const path = (match[1] ?? '').split('.');
  let filter: ObjectFilter = { [path.at(-1) ?? '']: { operation: 'orderBy', options: [{ name: 'sort', value: [sort] }] } };
  for (const key of path.slice(0, -1).reverse()) filter = { [key]: filter };
  return filter;
}

/** `--json-filter`: a JSON object (slcli's option; `--filter` also takes JSON). */
function jsonFilter(value: string): ObjectFilter {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (error) {
    throw new InvalidArgumentError(`Expected a JSON object (${(error as Error).message}).`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new InvalidArgumentError('Expected a JSON object.');
  return json as ObjectFilter;
}

/** The call options of `client.call` from the parsed command line. */
async function callOptions(o: Options, args: unknown[]): Promise<Record<string, unknown>> {
  const options: Record<string, unknown> = {};
  if (args.length > 0) options.args = args;
  if (o.id !== undefined) options.id = o.id;
  if (o.mask !== undefined) options.mask = o.mask;
  const parts = (o.filter as FilterPart[] | undefined) ?? [];
  if (parts.length > 0 && o.jsonFilter !== undefined) throw new UsageError('--filter and --json-filter cannot be used together.');
  if (parts.length > 0 || o.jsonFilter !== undefined || o.orderBy !== undefined) {
    const managers = await import('@svclib/managers');
    options.filter = managers.mergeFilters(
      ...(o.jsonFilter === undefined ? [] : [o.jsonFilter as ObjectFilter]),
      ...parts.map((part) => partFilter(part, managers)),
      ...(typeof o.orderBy === 'string' ? [orderByFilter(o.orderBy)] : []),
    );
  }
  if (o.limit !== undefined) options.limit = o.limit;
  if (o.offset !== undefined) options.offset = o.offset;
  return options;
}

function parseArgs(raw: readonly string[], json: boolean): unknown[] {
  if (!json) return [...raw];
  return raw.map((text, index) => {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new UsageError(`argument ${index + 1} ('${text}') is not JSON, as --json-args expects: ${(error as Error).message}`);
    }
  });
}

/** A character that must not appear raw in a printed string literal: controls, line separators, surrogates. */
function needsEscape(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);
}

/**
 * A JavaScript string literal in `quote` that evaluates to `text` exactly and cannot end early: the
 * quote and `\` are escaped, every control character, U+2028/U+2029 and every surrogate half as
 * a `\u` escape of four hex digits (so no raw line break, and no lone surrogate, reaches the source).
 *
 * @example
 * ```ts
 * jsString("it's"); // "'it\\'s'"
 * ```
 */
export function jsString(text: string, quote: "'" | '"' = "'"): string {
  let out = quote;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const c = text.charAt(i);
    if (c === '\\' || c === quote) out += `\\${c}`;
    else if (needsEscape(code)) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += c;
  }
  return out + quote;
}

/**
 * A JavaScript expression for a JSON-like value, laid out as `JSON.stringify(value, null, 2)` lays
 * it out: strings through {@link jsString} (double quotes), a `__proto__` key as a computed key (in
 * a literal it would set the prototype instead of a property), bigints as `123n`, dates as their
 * ISO text, bytes as an array of numbers.
 *
 * @example
 * ```ts
 * jsLiteral({ mask: 'id' }); // '{\n  "mask": "id"\n}'
 * ```
 */
export function jsLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return jsString(value, '"');
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Date) return jsString(value.toISOString(), '"');
  if (value instanceof Uint8Array) return jsLiteral([...value], indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${jsLiteral(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const key = (k: string): string => (k === '__proto__' ? `[${jsString(k, '"')}]` : jsString(k, '"'));
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${jsLiteral(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return 'null';
}

/**
 * The `@svclib/core` code equivalent to a `call-api` command line. Every name and value is printed
 * as a literal ({@link jsString}, {@link jsLiteral}), so no service, method, mask, filter or
 * argument can end its literal and run as code.
 *
 * @example
 * ```ts
 * jsCode('Account', 'getObject', { mask: 'id' }, false, {});
 * ```
 */
export function jsCode(service: string, method: string, options: Record<string, unknown>, all: boolean, iter: Record<string, unknown>): string {
  const lines = [
    "import { Client } from '@svclib/core';",
    '',
    '// Credentials from SVC_USERNAME / SVC_API_KEY or ~/.svclib.',
    'const client = new Client();',
  ];
  const names = `${jsString(service)}, ${jsString(method)}`;
  const call = (fn: string, opts: Record<string, unknown>): string =>
    Object.keys(opts).length === 0 ? `client.${fn}(${names})` : `client.${fn}(${names}, ${jsLiteral(opts)})`;
  if (all) {
    const { limit, offset, ...rest } = options;
    const opts = { ...rest, ...(limit === undefined ? {} : { limit }), ...(offset === undefined ? {} : { offset }), ...iter };
    lines.push(`for await (const item of ${call('iterCall', opts)}) {`, '  console.log(item);', '}');
  } else {
    lines.push(`const result = await ${call('call', options)};`, 'console.log(result);');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A result for any decoded value: records become a table whose columns are the keys seen.
 *
 * @example
 * ```ts
 * resultOf([{ id: 1 }]); // a list with column `id`
 * ```
 */
export function resultOf(value: unknown): CommandResult {
  const keysOf = (rows: readonly unknown[]): string[] => {
    const keys = new Set<string>();
    for (const row of rows) if (row !== null && typeof row === 'object') for (const k of Object.keys(row)) keys.add(k);
    return [...keys];
  };
  if (Array.isArray(value)) {
    if (value.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v))) {
      return listOf(value, keysOf(value).map((k) => col(k)));
    }
    return listOf(value.map((v: unknown) => ({ value: v })), [col('value')]);
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    return objectOf(value, keysOf([value]).map((k) => col(k)));
  }
  if (value instanceof Date) return message(value.toISOString(), value);
  if (value instanceof Uint8Array) return message(Buffer.from(value).toString('base64'), value);
  return message(scalarText(value) ?? '-', value);
}

/** The `svc call-api` command. @example `CALL_API.run(client, ['Account', 'getObject'], {}, context)` */
export const CALL_API: CommandSpec<Client> = {
  name: 'call-api',
  summary: 'Call any API method: svc call-api SERVICE METHOD [ARGS...]',
  example: "svc call-api Account getVirtualGuests --mask 'id,hostname' --filter 'virtualGuests.hostname=web*' --limit 10",
  args: ['<service>', '<method>', '[args...]'],
  options: [
    { flags: '--id <id>', description: 'init parameter (the object id)', parse: positiveInt },
    { flags: '--mask <mask>', description: 'object mask, e.g. "id,hostname,datacenter.name"' },
    {
      flags: '-f, --filter <filter>',
      description: 'object filter: JSON, path=value (values take the query operators *=, ^=, >, … and wildcards) or path IN a,b; repeatable',
      parse: filterPart,
    },
    { flags: '--json-filter <json>', description: 'object filter as a JSON object (not with --filter)', parse: jsonFilter },
    { flags: '--orderBy <path>', description: 'sort by a property: virtualGuests.id (descending) or virtualGuests.id=ASC' },
    { flags: '--limit <n>', description: 'result limit (with --all: the most records fetched)', parse: positiveInt },
    { flags: '--offset <n>', description: 'result offset', parse: nonNegativeInt },
    { flags: '--all', description: 'fetch every page (iterCall) instead of one call' },
    { flags: '--chunk <n>', description: 'page size with --all (default 100)', parse: positiveInt },
    { flags: '--concurrency <n>', description: 'pages in flight at once with --all', parse: positiveInt },
    { flags: '--json-args', description: 'parse each of ARGS as JSON (default: strings)' },
    { flags: '--output <kind>', description: "'js': print the equivalent @svclib/core code instead of calling", parse: oneOf(['js']) },
    { flags: '--output-python', description: "slcli's flag: print the equivalent code instead of calling (svc prints @svclib/core JavaScript, as --output js)" },
  ],
  async run(client, [service = '', method = '', ...rest], o, context) {
    const args = parseArgs(rest, o.jsonArgs === true);
    const options = await callOptions(o, args);
    const all = o.all === true;
    if (!all && (o.concurrency !== undefined || o.chunk !== undefined)) {
      throw new UsageError(`option '${o.chunk === undefined ? '--concurrency' : '--chunk'}' needs --all`);
    }
    const iter: Record<string, unknown> = {};
    if (o.chunk !== undefined) iter.chunk = o.chunk;
    if (o.concurrency !== undefined) iter.concurrency = o.concurrency;
    if (o.output === 'js' || o.outputPython === true) return { kind: 'text', text: jsCode(service, method, options, all, iter) };
    // A mask is checked against the model's catalog before the call is sent: a property the
    // result's record lacks gets a warning with a did-you-mean, and the call goes ahead anyway.
    const mask = typeof o.mask === 'string' ? o.mask : undefined;
    const catalog = mask === undefined ? undefined : await import('@svclib/model/catalog');
    if (catalog !== undefined && mask !== undefined) {
      const warning = modelWarning(catalog, service, method);
      if (warning !== undefined) context.warn(warning);
      for (const maskWarning of maskWarnings(catalog, service, method, mask)) context.warn(maskWarning);
    }
    // Names from the command line: the untyped form (a method newer than the model still works).
    const pending: Promise<unknown> = all
      ? context.collect(client.untyped.iterCall(service, method, { ...options, ...iter }), 'records')
      : client.untyped.call(service, method, options);
    // Awaited below; until then a failed call must not count as an unhandled rejection.
    pending.catch(() => undefined);
    // Without a mask, the model's catalog (about 75 ms of CPU to load) checks the names while the
    // call is on the wire: one it does not know gets a warning with a did-you-mean, and the call goes
    // ahead. The filter's keys are checked either way.
    const names = catalog ?? await import('@svclib/model/catalog');
    if (catalog === undefined) {
      const warning = modelWarning(names, service, method);
      if (warning !== undefined) context.warn(warning);
    }
    for (const text of filterWarnings(names, service, options.filter)) context.warn(text);
    return resultOf(await pending);
  },
};
