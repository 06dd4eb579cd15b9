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

/**
 * Runs a child script to its end and resolves the JSON value of the last line it printed.
 * Rejects when the child exits with a non-zero code or prints no JSON.
 */
export async function runNodeJson<T>(script: string, args: readonly string[], options: SpawnNodeOptions = {}): Promise<T> {
  const child = spawnNode(script, args, options);
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${script} exited with code ${String(code)}`);
  const last = output.trim().split('\n').at(-1);
  if (last === undefined || last === '') throw new Error(`${script} printed no result`);
  return JSON.parse(last) as T;
}
