/**
 * Test helper (not shipped) for the secret audits (src/client.e2e.test.ts, secrets.test.ts):
 * everything printed while a file runs, every text form of the values it produced, and a HOME of
 * its own, so that the audit can scan them all for the test secrets.
 *
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { vi } from 'vitest';

/** What was printed since {@link capturePrinted}, and how to stop capturing. */
export interface PrintCapture {
  /** Each write to stdout/stderr, each console call and each process warning (with its stack). */
  readonly printed: string[];
  /** Puts the streams, the console and the warning listener back as they were. */
  restore(): void;
}

/**
 * Records everything written to stdout and stderr, every console call (non-string arguments in
 * their `util.inspect` form, depth Infinity, showHidden) and every process warning from now on.
 *
 * @param echoConsole - Pass console calls through to the real console too (else they are only
 *   recorded).
 */
export function capturePrinted(echoConsole: boolean): PrintCapture {
  const printed: string[] = [];
  const restorers: (() => void)[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      printed.push(String(chunk));
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    });
    restorers.push(() => {
      stream.write = write;
    });
  }
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method].bind(console);
    const spy = vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: Infinity, showHidden: true }))).join(' '));
      if (echoConsole) original(...args);
    });
    restorers.push(() => spy.mockRestore());
  }
  const onWarning = (warning: Error): void => {
    printed.push(`${warning.name}: ${warning.message}\n${warning.stack ?? ''}`);
  };
  process.on('warning', onWarning);
  restorers.push(() => process.off('warning', onWarning));
  return {
    printed,
    restore: () => {
      for (const restore of restorers.splice(0)) restore();
    },
  };
}

/**
 * Every text form of `value`: `String()`, `util.inspect` (default, and depth Infinity with
 * showHidden), JSON; for an error also its message, stack and tag, and the forms of its causes and
 * aggregated errors (six levels deep).
 */
export function textForms(value: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  const texts = [String(value), inspect(value, { depth: Infinity, showHidden: true }), inspect(value)];
  try {
    texts.push(JSON.stringify(value) ?? '');
  } catch {
    // circular: inspect covered it
  }
  if (value instanceof Error) {
    texts.push(value.message, value.stack ?? '', Object.prototype.toString.call(value));
    if (value.cause !== undefined) texts.push(...textForms(value.cause, depth + 1));
    if (value instanceof AggregateError) for (const inner of value.errors) texts.push(...textForms(inner, depth + 1));
  }
  return texts;
}

/** A temporary HOME, and how to put the environment back. */
export interface TempHome {
  /** The temporary directory HOME points at. */
  readonly home: string;
  /** Restores HOME and the cleared variables, and removes the directory. */
  restore(): void;
}

/**
 * Points HOME at a new temporary directory (named from `prefix`) and unsets the `cleared`
 * variables, so that no real config file or credential of the machine is read.
 */
export function isolateHome(prefix: string, cleared: readonly string[]): TempHome {
  const saved = Object.fromEntries(['HOME', ...cleared].map((name) => [name, process.env[name]]));
  const home = mkdtempSync(join(tmpdir(), prefix));
  process.env.HOME = home;
  for (const name of cleared) delete process.env[name];
  return {
    home,
    restore: () => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(home, { recursive: true, force: true });
    },
  };
}
