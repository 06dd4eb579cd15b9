/**
 * `--template <file>` and `--export <file>` of the ordering commands (the reference CLI's
 * `SoftLayer/CLI/template.py`): a template file holds one `key=value` (or `key: value`, or
 * `key value`) line per option; its values fill the options not given on the command line, and
 * `--export` writes the options of a command line to such a file instead of ordering.
 *
 * @module
 */

import { InvalidArgumentError } from 'commander';

import { UsageError } from './errors.js';
import { message } from './commands/common.js';
import { decodeText, readInputFile, splitLines } from './input-file.js';
import { writePrivateFile } from './output/file.js';
import type { CommandSpec, OptionSpec, Options } from './spec.js';

/** What an option of a command looks like to a template file. */
interface TemplateOption {
  /** The spec. */
  spec: OptionSpec;
  /** The key in a file: the long flag with `_` for `-` (`vlan_public`, `no_public`), as the reference writes it. */
  key: string;
  /** The parsed option's name (`vlanPublic`, `public`). */
  name: string;
  /** Takes a value (`<x>`), or is a flag. */
  takesValue: boolean;
  /** A `--no-x` flag: true in the file means `x` is false. */
  negated: boolean;
}

/** Options never written to a file nor read from one (the reference's exclusions, and these two). */
const NEVER = new Set(['template', 'export', 'test', 'verify', 'wait', 'force']);
/** Names that would hold a secret: never exported, whatever the command. */
const SECRET = /password|secret|token|api_?key|credential/i;

function describe(spec: OptionSpec): TemplateOption {
  const long = /--([a-z0-9-]+)/i.exec(spec.flags)?.[1] ?? '';
  const negated = long.startsWith('no-');
  const bare = negated ? long.slice(3) : long;
  return {
    spec, key: long.replaceAll('-', '_'), name: bare.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase()),
    takesValue: /[<[]/.test(spec.flags), negated,
  };
}

const TRUE = new Set(['true', 'yes', 'on', '1']);
const FALSE = new Set(['false', 'no', 'off', '0']);

/** The most a template file may hold: 1 MiB (a real one is a few hundred bytes). */
export const MAX_TEMPLATE_BYTES = 1024 * 1024;

const TEMPLATE_OPTION = "option '--template <file>'";

/**
 * A template line split into key and value: `key=value`, `key: value` or `key value` (blanks
 * around the separator allowed), in one pass over the line; `undefined` when it is none of these.
 */
function keyValue(line: string): { key: string; value: string } | undefined {
  const key = /^[A-Za-z0-9_-]+/.exec(line)?.[0];
  if (key === undefined) return undefined;
  let at = key.length;
  while (at < line.length && /\s/.test(line[at]!)) at += 1;
  if (line[at] === '=' || line[at] === ':') at += 1;
  else if (at === key.length) return undefined;
  return { key, value: line.slice(at).trim() };
}

/**
 * Reads a template file (once: a pipe cannot be read twice) into option values, each parsed as on
 * the command line; a bad line is a {@link UsageError} naming file and line.
 */
function readTemplate(file: string, options: readonly TemplateOption[], listKeys: ReadonlySet<string>): Record<string, unknown> {
  const text = decodeText(readInputFile(file, TEMPLATE_OPTION, MAX_TEMPLATE_BYTES), `${TEMPLATE_OPTION}: ${file}`);
  const byKey = new Map(options.map((o) => [o.key, o]));
  const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const seen = new Set<string>();
  splitLines(text).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';') || line === '[settings]') return;
    const where = `${file}:${index + 1}`;
    const match = keyValue(line);
    if (match === undefined) throw new UsageError(`${TEMPLATE_OPTION}: ${where}: expected 'key=value', got '${line.slice(0, 40)}'`);
    const key = match.key.toLowerCase().replaceAll('-', '_');
    const value = match.value;
    const option = byKey.get(key);
    if (option === undefined || NEVER.has(key)) throw new UsageError(`option '--template <file>': ${where}: unknown option '${key}'`);
    if (seen.has(key)) throw new UsageError(`option '--template <file>': ${where}: '${key}' is given twice`);
    seen.add(key);
    if (value === '') throw new UsageError(`option '--template <file>': ${where}: '${key}' has no value`);
    try {
      values[option.name] = parseValue(option, value, listKeys.has(key));
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      throw new UsageError(`option '--template <file>': ${where}: '${key}': ${text}`);
    }
  });
  return values;
}

function parseValue(option: TemplateOption, value: string, isList: boolean): unknown {
  if (!option.takesValue) {
    const word = value.toLowerCase();
    if (!TRUE.has(word) && !FALSE.has(word)) throw new InvalidArgumentError('expected true or false');
    return TRUE.has(word) !== option.negated;
  }
  const parse = option.spec.parse;
  if (parse === undefined) return value;
  // A list key may hold several values, comma-separated (as the reference reads `disk`, `key`, `tag`).
  const parts = isList ? value.split(',').map((part) => part.trim()).filter((part) => part !== '') : [value];
  return parts.reduce<unknown>((previous, part) => parse(part, previous), undefined);
}

/** The `key=value` lines of the options of a command line, without the excluded ones and secrets. */
function templateText(options: readonly TemplateOption[], values: Options, exclude: ReadonlySet<string>): string {
  const lines: string[] = [];
  for (const option of options) {
    if (NEVER.has(option.key) || exclude.has(option.key) || SECRET.test(option.key)) continue;
    const value = values[option.name];
    if (value === undefined || value === null || value === '') continue;
    if (!option.takesValue) {
      if (option.negated ? value === false : value === true) lines.push(`${option.key}=True`);
      continue;
    }
    lines.push(`${option.key}=${(Array.isArray(value) ? value : [value]).map((v) => String(v as string | number)).join(',')}`);
  }
  return lines.map((line) => `${line}\n`).join('');
}

/** How {@link withTemplate} treats a command's options. */
export interface TemplateSettings {
  /** Keys whose file values are comma-separated lists (`disk`, `key`, `tag`), as the reference's `list_args`. */
  readonly listKeys?: readonly string[];
  /** Keys never exported besides `template`, `export`, `test`, `verify`, `wait` and `force`. */
  readonly exclude?: readonly string[];
}

/**
 * Adds `-t, --template <file>` and `--export <file>` to an ordering command. Options come from the
 * command line first, then the template, then their defaults; required options are checked after
 * that. With `--export` the options are written to the file (no secrets) and nothing is ordered:
 * no question, no remote call.
 *
 * @example
 * ```ts
 * const create = withTemplate(createSpec, { listKeys: ['disk', 'key', 'tag'] });
 * ```
 */
export function withTemplate<M>(spec: CommandSpec<M>, settings: TemplateSettings = {}): CommandSpec<M> {
  const specs = spec.options ?? [];
  const described = specs.map(describe);
  const listKeys = new Set(settings.listKeys ?? []);
  const exclude = new Set(settings.exclude ?? []);
  // Asking (destroys) and running see the same options: the file is read for the first, then kept.
  const read = new WeakMap<Options, Options>();
  const merged = (given: Options): Options => {
    const known = read.get(given);
    if (known !== undefined) return known;
    const out = mergedOnce(given);
    read.set(given, out);
    return out;
  };
  const mergedOnce = (given: Options): Options => {
    const fromFile = given.template === undefined ? {} : readTemplate(given.template as string, described, listKeys);
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const option of described) {
      // commander sets a lone `--no-x` flag's `x` to true when absent: only false was given.
      const fromLine = option.negated && given[option.name] === true ? undefined : given[option.name];
      const value = fromLine ?? fromFile[option.name] ?? option.spec.defaultValue;
      if (value !== undefined) out[option.name] = value;
    }
    for (const name of ['template', 'export']) if (given[name] !== undefined) out[name] = given[name];
    for (const option of described) {
      if (option.spec.required === true && out[option.name] === undefined) {
        throw new UsageError(`required option '${option.spec.flags}' not specified`);
      }
    }
    return out;
  };
  return {
    ...spec,
    // Required options and defaults are applied after the template is read, so commander must not.
    options: [
      ...specs.map((o): OptionSpec => ({
        flags: o.flags, ...(o.parse === undefined ? {} : { parse: o.parse }),
        description: o.defaultValue === undefined ? o.description : `${o.description} (default: ${String(o.defaultValue as string | number)})`,
      })),
      { flags: '-t, --template <file>', description: 'a template file of key=value lines that defaults the options not given' },
      { flags: '--export <file>', description: 'write the options to a template file instead of ordering (nothing is ordered)' },
    ],
    destroys: (args, given) => {
      const options = merged(given);
      const destroys = spec.destroys?.(args, options);
      return options.export === undefined ? destroys : undefined;
    },
    async run(manager, args, given, context) {
      const options = merged(given);
      if (options.export === undefined) return spec.run(manager, args, options, context);
      const file = options.export as string;
      writePrivateFile(file, templateText(described, options, exclude), "option '--export <file>'");
      const text = 'Successfully exported options to a template file.';
      return message(text, { message: text, file });
    },
  };
}
