/**
 * Starting the bench's child Node processes (the fake server, RSS probes, profiled runs) with the
 * same TypeScript loader and `@svclib/source` condition as the bench itself.
 *
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The tsx loader, as a URL usable with `--import` from any working directory. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Absolute path of a module in this directory (`server.ts`, …). */
export function benchScript(name: string): string {
  return fileURLToPath(new URL(name, import.meta.url));
}

/** Options of {@link spawnNode}. */
export interface SpawnNodeOptions {
  /** Extra Node flags placed before the loader (`--cpu-prof`, `--expose-gc`, …). */
  readonly nodeFlags?: readonly string[];
  /** Open an IPC channel (`process.send` in the child). */
  readonly ipc?: boolean;
}

/** Spawns `node [flags] --import tsx --conditions=@svclib/source <script> [args]`; stderr is inherited. */
export function spawnNode(script: string, args: readonly string[], options: SpawnNodeOptions = {}): ChildProcess {
  const argv = [...(options.nodeFlags ?? []), '--import', TSX_LOADER, '--conditions=@svclib/source', script, ...args];
  return spawn(process.execPath, argv, {
    stdio: options.ipc === true ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
}

/** Prefix of a result line a child prints for {@link runNodeResults}. */
export const RESULT_PREFIX = 'RESULT ';

/**
 * In a child: prints one result line (`RESULT <json>`) for the parent's {@link runNodeResults}.
 * Progress goes to standard error.
 */
export function emitResult(result: unknown): void {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
}

/** Runs a child script to its end and resolves its standard output; rejects on a non-zero exit or after `timeoutMs`. */
async function runNodeOutput(script: string, args: readonly string[], options: SpawnNodeOptions & { readonly timeoutMs?: number }): Promise<string> {
  const child = spawnNode(script, args, options);
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
  });
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  try {
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
    });
    if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${signal ?? `code ${String(code)}`}`);
  } finally {
    clearTimeout(timer);
  }
  return output;
}

/**
 * Runs a child script to its end and resolves the JSON value of the last line it printed.
 * Rejects when the child exits with a non-zero code or prints no JSON.
 */
export async function runNodeJson<T>(script: string, args: readonly string[], options: SpawnNodeOptions = {}): Promise<T> {
  const output = await runNodeOutput(script, args, options);
  const last = output.trim().split('\n').at(-1);
  if (last === undefined || last === '') throw new Error(`${script} printed no result`);
  return JSON.parse(last) as T;
}

/**
 * Runs a child script to its end and resolves every value it printed with {@link emitResult}, in
 * order. Rejects when the child exits with a non-zero code or outlives `timeoutMs`.
 */
export async function runNodeResults<T>(
  script: string,
  args: readonly string[],
  options: SpawnNodeOptions & { readonly timeoutMs?: number } = {},
): Promise<T[]> {
  const output = await runNodeOutput(script, args, options);
  return output
    .split('\n')
    .filter((line) => line.startsWith(RESULT_PREFIX))
    .map((line) => JSON.parse(line.slice(RESULT_PREFIX.length)) as T);
}
