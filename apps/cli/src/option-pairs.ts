/**
 * Options that take two values, as slcli's `nargs=2` (`--resize-disk 100 2`): commander takes one
 * value per option, so before a command parses its options the second value is joined to the first
 * with a space (`--resize-disk`, `100 2`), and the option's parser reads both.
 *
 * @module
 */

import type { Command } from 'commander';

import type { OptionSpec } from './spec.js';

/** The long and short flags of an option spec (`-r, --resize-disk <gb> <disk>` → `-r`, `--resize-disk`). */
function flagNames(spec: OptionSpec): string[] {
  return spec.flags.split(/[ ,|]+/).filter((part) => /^--?[^-<[]/.test(part));
}

/** A second value that may be joined: a whole number (a disk slot, a count). */
const SECOND = /^\d+$/;

/**
 * `args` with the value after each two-value option's first value joined to it: `--flag A B` becomes
 * `--flag`, `A B`, and `--flag=A B` becomes `--flag=A B`. Nothing is joined after `--`, when the first
 * value already holds both (`100:2`), or when the next argument is not a whole number (the option's
 * parser then says what it expected).
 *
 * @param args - A command's arguments, options and operands, as commander hands them to it.
 * @param flags - The flags of its two-value options.
 * @returns The arguments to parse.
 * @example
 * ```ts
 * joinPairedValues(['100001', '--resize-disk', '100', '2'], ['--resize-disk']); // ['100001', '--resize-disk', '100 2']
 * ```
 */
export function joinPairedValues(args: readonly string[], flags: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') {
      out.push(...args.slice(i));
      break;
    }
    const eq = arg.indexOf('=');
    const inline = arg.startsWith('--') && eq > 0 && flags.includes(arg.slice(0, eq));
    if (inline || flags.includes(arg)) {
      const first = inline ? arg.slice(eq + 1) : args[i + 1];
      const second = args[inline ? i + 1 : i + 2];
      if (first !== undefined && !first.includes(':') && second !== undefined && SECOND.test(second)) {
        out.push(...(inline ? [`${arg} ${second}`] : [arg, `${first} ${second}`]));
        i += inline ? 1 : 2;
        continue;
      }
    }
    out.push(arg);
  }
  return out;
}

/**
 * Makes `command` join the two values of its two-value options (`values: 2` in their spec) before it
 * parses its options.
 *
 * @example
 * ```ts
 * pairOptionValues(command, spec.options ?? []);
 * ```
 */
export function pairOptionValues(command: Command, options: readonly OptionSpec[]): void {
  const flags = options.filter((option) => option.values === 2).flatMap(flagNames);
  if (flags.length === 0) return;
  const parse = command.parseOptions.bind(command);
  command.parseOptions = (args) => parse(joinPairedValues(args, flags));
}
